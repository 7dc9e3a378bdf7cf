; A barrier-free kernel becomes one z/y/x loop nest over the block's work-items.
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

define void @saxpy(float %a, ptr %x, ptr %y, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %tid
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %body, label %done
body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vx = load float, ptr %px
  %vy = load float, ptr %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py
  ret void
done:
  ret void
}

; The launch-context reads and uniform values stay in front of the loops.
; CHECK-LABEL: define void @saxpy(
; CHECK: openhip.entry:
; CHECK: %openhip.bdim.x = load i32
; CHECK: %openhip.bdim.y = load i32
; CHECK: %openhip.bdim.z = load i32
; CHECK: %bid = load i32
; CHECK: %base = mul i32 %bid, %bdim
; The guard narrows the x loop (details: guard-narrowing.ll).
; CHECK: br i1 %x.guard.fits, label %wi.pre, label %wi.wrap.pre
; CHECK: wi.z.header:
; CHECK-NEXT: %wi.z = phi i32 [ 0, %wi.pre ], [ %wi.z.next, %wi.z.latch ]
; CHECK: wi.y.header:
; CHECK-NEXT: %wi.y = phi i32 [ 0, %wi.z.header ], [ %wi.y.next, %wi.y.latch ]
; CHECK: wi.x.header:
; CHECK-NEXT: %wi.x = phi i32 [ 0, %wi.y.header ], [ %wi.x.next, %wi.x.latch ]
; The thread id is the x induction variable.
; CHECK: %i = add i32 %base, %wi.x
; Memory accesses of the body are in the innermost loop's access group.
; CHECK: %vx = load float, ptr %px, align 4, !llvm.access.group [[GROUP:![0-9]+]]
; CHECK: store float %s, ptr %py, align 4, !llvm.access.group [[GROUP]]
; Both returns continue with the next work-item.
; CHECK-NEXT: br label %wi.x.latch
; CHECK: br label %wi.x.latch
; CHECK: wi.x.latch:
; CHECK-NEXT: %wi.x.next = add nuw i32 %wi.x, 1
; CHECK-NEXT: [[XCMP:%.*]] = icmp ult i32 %wi.x.next, %x.guard.end
; CHECK-NEXT: br i1 [[XCMP]], label %wi.x.header, label %wi.y.latch, !llvm.loop [[LOOP:![0-9]+]]
; CHECK: wi.y.latch:
; CHECK: icmp ult i32 %wi.y.next, %openhip.bdim.y
; CHECK: wi.z.latch:
; CHECK: icmp ult i32 %wi.z.next, %openhip.bdim.z
; CHECK: wi.exit:
; CHECK-NEXT: ret void
; CHECK-NOT: call i32 @__openhip_local_id
; CHECK: attributes #{{[0-9]+}} = { "openhip-kernel" "openhip-private-size"="0" }
; CHECK-DAG: [[GROUP]] = distinct !{}
; CHECK-DAG: [[LOOP]] = distinct !{[[LOOP]], [[PARALLEL:![0-9]+]]}
; CHECK-DAG: [[PARALLEL]] = !{!"llvm.loop.parallel_accesses", [[GROUP]]}
