; A tree reduction: a barrier before a loop and one inside it. Each region
; between barriers becomes its own work-item loop nest; the loop counter is
; block-uniform and stays a scalar; &shared[tid] is recomputed, not stored.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @reduce(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %sharedp = getelementptr inbounds i8, ptr %ctx, i64 40
  %shared = load ptr, ptr %sharedp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %tid = call i32 @__openhip_local_id(i32 0)
  %tid64 = zext i32 %tid to i64
  %src = getelementptr inbounds float, ptr %in, i64 %tid64
  %v = load float, ptr %src
  %mine = getelementptr inbounds float, ptr %shared, i64 %tid64
  store float %v, ptr %mine
  call void @__openhip_barrier()
  %s0 = lshr i32 %bdim, 1
  br label %header
header:
  %s = phi i32 [ %s0, %entry ], [ %s.next, %latch ]
  %more = icmp ugt i32 %s, 0
  br i1 %more, label %body, label %done
body:
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %add, label %sync
add:
  %other.idx = add i32 %tid, %s
  %other.idx64 = zext i32 %other.idx to i64
  %otherp = getelementptr inbounds float, ptr %shared, i64 %other.idx64
  %a = load float, ptr %otherp
  %b = load float, ptr %mine
  %sum = fadd float %a, %b
  store float %sum, ptr %mine
  br label %sync
sync:
  call void @__openhip_barrier()
  br label %latch
latch:
  %s.next = lshr i32 %s, 1
  br label %header
done:
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %write, label %exit
write:
  %r = load float, ptr %shared
  store float %r, ptr %out
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @reduce(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; The loop counter is one (double-buffered) scalar, not a per-work-item copy.
; CHECK: openhip.entry:
; CHECK-DAG: %openhip.next = alloca i32
; CHECK-DAG: %s.uniform = alloca i32
; CHECK-DAG: %s.uniform.next = alloca i32
; CHECK: %s0 = lshr i32 %bdim, 1
; CHECK-NEXT: br label %sub0.pre
; Sub-CFG 0: everything before the first barrier.
; CHECK: sub0.x.header:
; CHECK: entry.s0:
; CHECK: store float %v.s0, ptr %mine.s0, align 4, !llvm.access.group [[G0:![0-9]+]]
; CHECK-NEXT: br label %sub0.x.latch
; CHECK: br i1 {{%.*}}, label %sub0.x.header, label %sub0.y.latch, !llvm.loop [[L0:![0-9]+]]
; CHECK: sub0.exit:
; CHECK-NEXT: br label %sub1.pre
; Sub-CFG 1 (after the first barrier) can reach the loop barrier (2) or return
; (3). Work-item 0 runs it first and alone: it stores the uniform counter and
; picks the next sub-CFG; the loop over the other work-items does neither.
; Only work-items with tid < s do anything: the loop over the others stops
; at min(blockDim.x, s), with s as work-item 0 saw it.
; CHECK: sub1.pre:
; CHECK-NEXT: store i32 0, ptr [[START:%x.begin.slot[0-9]*]]
; CHECK-NEXT: store i32 %openhip.bdim.x, ptr [[BOUND:%x.end.slot[0-9]*]]
; CHECK-NEXT: [[N1:%.*]] = load i32, ptr %s.uniform.next
; CHECK-NEXT: store i32 [[N1]], ptr %s.uniform
; CHECK-NEXT: br label %openhip.after.barrier.s1.peel
; CHECK: sub1.peel.reached.3:
; CHECK-NEXT: store i32 3, ptr %openhip.next
; CHECK-NEXT: br label %sub1.others
; CHECK: sub1.peel.reached.2:
; CHECK-NEXT: store i32 2, ptr %openhip.next
; CHECK-NEXT: br label %sub1.others
; CHECK: sub1.others:
; CHECK-NEXT: %x.begin = load i32, ptr [[START]]
; CHECK-NEXT: %x.end = load i32, ptr [[BOUND]]
; The peeled copy is a decision slice (its guards compute the range, what
; they guard is left out), so the nest runs the range from its start, work-item
; 0 included, in every row:
; CHECK: sub1.y.header:
; CHECK-NOT: x.start
; CHECK: [[ANY:%.*]] = icmp ult i32 %x.begin, %x.end
; CHECK: br i1 [[ANY]], label %sub1.x.header, label %sub1.y.latch
; CHECK: sub1.x.header:
; CHECK-NEXT: %sub1.x = phi i32 [ %x.begin, %sub1.y.header ], [ %sub1.x.next, %sub1.x.latch ]
; CHECK: header.s1:
; CHECK-NOT: store
; CHECK: %more.s1 = icmp ugt i32 %s.s1, 0
; CHECK: add.s1:
; CHECK: %mine.remat{{[0-9]*}}.s1 = getelementptr inbounds float, ptr %shared, i64 %tid64.remat{{[0-9]*}}.s1
; The peeled copy, with the thread id 0:
; CHECK: header.s1.peel:
; CHECK: store i32 %s.s1.peel, ptr %s.uniform.next
; CHECK: %is0.s1.peel = icmp eq i32 0, 0
; CHECK: body.s1.peel:
; CHECK: store i32 %x.guard.end{{[0-9]*}}, ptr [[BOUND]]
; CHECK: add.s1.peel:
; CHECK-NEXT: br label %sync.s1.peel
; CHECK: sub1.x.latch:
; CHECK: icmp ult i32 %sub1.x.next, %x.end
; CHECK: sub1.exit:
; CHECK-NEXT: %sub1.next = load i32, ptr %openhip.next
; CHECK-NEXT: switch i32 %sub1.next, label %openhip.return [
; CHECK-NEXT: i32 2, label %sub2.pre
; Sub-CFG 2 (after the loop barrier) reads the previous counter and loops to itself.
; CHECK: sub2.pre:
; CHECK-NEXT: store i32 0, ptr %x.begin.slot
; CHECK-NEXT: store i32 %openhip.bdim.x, ptr %x.end.slot
; CHECK-NEXT: [[NEXT:%.*]] = load i32, ptr %s.uniform.next
; CHECK-NEXT: store i32 [[NEXT]], ptr %s.uniform
; CHECK: latch.s2:
; CHECK-NEXT: %s.reload.s2 = load i32, ptr %s.uniform
; CHECK-NEXT: %s.next.s2 = lshr i32 %s.reload.s2, 1
; CHECK: sub2.exit:
; CHECK: switch i32 %sub2.next, label %openhip.return [
; CHECK-NEXT: i32 2, label %sub2.pre
; CHECK-NOT: call void @__openhip_barrier
; CHECK-NOT: call i32 @__openhip_local_id
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="0" }
; CHECK-DAG: [[L0]] = distinct !{[[L0]], [[P0:![0-9]+]]}
; CHECK-DAG: [[P0]] = !{!"llvm.loop.parallel_accesses", [[G0]]}
