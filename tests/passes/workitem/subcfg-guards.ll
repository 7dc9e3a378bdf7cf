; Guards between barriers (sub-CFGs, narrowed by work-item 0's copy): a
; block reduction's tree loop and its end share a sub-CFG, on two paths of
; uniform branches: `if (t < stride)` in the loop and `if (t == 0)` after
; it. Work-item 0 takes one path and stores that guard's range, so the loop
; over the others runs x < stride in the tree and nothing at the end.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone willreturn
declare void @__openhip_barrier() convergent nounwind

define void @tree(ptr %partial, ptr %out, i32 %half, ptr %ctx) "openhip-kernel" {
entry:
  br label %head
head:
  %stride = phi i32 [ %half, %entry ], [ %next, %sync ]
  %more = icmp sgt i32 %stride, 0
  br i1 %more, label %step, label %last
step:
  %t = call i32 @__openhip_local_id(i32 0)
  %active = icmp slt i32 %t, %stride
  br i1 %active, label %add, label %sync
add:
  %p = getelementptr inbounds float, ptr %partial, i32 %t
  %v = load float, ptr %p
  %u = add nsw i32 %t, %stride
  %q = getelementptr inbounds float, ptr %partial, i32 %u
  %w = load float, ptr %q
  %s = fadd float %v, %w
  store float %s, ptr %p
  br label %sync
sync:
  call void @__openhip_barrier()
  %next = sdiv i32 %stride, 2
  br label %head
last:
  %t0 = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %t0, 0
  br i1 %first, label %write, label %done
write:
  %r = load float, ptr %partial
  store float %r, ptr %out
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @tree(
; CHECK: sub0.pre:
; CHECK-NEXT: store i32 0, ptr [[BEGIN:%x.begin.slot[0-9]*]]
; CHECK-NEXT: store i32 %openhip.bdim.x, ptr [[END:%x.end.slot[0-9]*]]
; CHECK: sub0.others:
; CHECK-NEXT: %x.begin = load i32, ptr [[BEGIN]]
; CHECK-NEXT: %x.end = load i32, ptr [[END]]
; Both guards are constants in the loop over the others.
; CHECK-DAG: br i1 true, label %add.{{s|sub}}0, label %sync.{{s|sub}}0
; CHECK-DAG: br i1 true, label %write.{{s|sub}}0, label %done.{{s|sub}}0
; Work-item 0's copy: the last step's guard stores the point 0, the tree's
; guard its end.
; CHECK: %first.{{s|sub}}0.peel = icmp eq i32 0, 0
; CHECK: %x.guard.begin = trunc
; CHECK: %x.guard.end = trunc
; CHECK-NEXT: store i32 %x.guard.begin, ptr [[BEGIN]]
; CHECK-NEXT: store i32 %x.guard.end, ptr [[END]]
; CHECK: %active.{{s|sub}}0.peel = icmp slt i32 0,
; CHECK: %x.guard.end{{[0-9]+}} = trunc
; CHECK-NEXT: store i32 %x.guard.end{{[0-9]+}}, ptr [[END]]
; CHECK-NOT: openhip.x.guard
; A narrowed range between barriers is often short (the tree's strides):
; one vector per iteration, no interleaving, so little is left to the
; scalar remainder.
; CHECK: icmp ult i32 %sub0.x.next, %x.end
; CHECK-NEXT: br i1 %{{.*}}, label %sub0.x.header, label %sub0.y.latch, !llvm.loop [[NARROWED:![0-9]+]]
; CHECK: [[NARROWED]] = distinct !{[[NARROWED]], [[PARALLEL:![0-9]+]], [[IC1:![0-9]+]]}
; CHECK: [[IC1]] = !{!"llvm.loop.interleave.count", i32 1}
