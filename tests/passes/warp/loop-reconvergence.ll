; Lanes that skip a collective in one iteration must not meet the other lanes
; at that collective in the next iteration (`if ((lane + i) % 2 == 0)` in a
; loop, a ballot on each side). The back edge goes through its own point, ordered after the ballot:
; lanes finishing iteration k wait there until every lane of iteration k has.
; A loop that lanes only leave (`if (c) break;` before the ballot, then a
; ballot after the loop, so that the per-work-item mode applies) needs no
; such point: the lanes still in it stay in step.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_ballot(i32) convergent nounwind

define void @alternating(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %sum = add i32 %tid, %i
  %parity = and i32 %sum, 1
  %even = icmp eq i32 %parity, 0
  br i1 %even, label %vote, label %other
vote:
  %b = call i64 @__openhip_warp_ballot(i32 1)
  %slot = mul i32 %tid, 4
  %index = add i32 %slot, %i
  %q = getelementptr inbounds i64, ptr %out, i32 %index
  store i64 %b, ptr %q
  br label %latch
other:
  %o = call i64 @__openhip_warp_ballot(i32 0)
  %r = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %o, ptr %r
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 4
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @early_break(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %lane = and i32 %tid, 63
  %stop = urem i32 %lane, 5
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %vote ]
  %leave = icmp eq i32 %i, %stop
  br i1 %leave, label %exit, label %vote
vote:
  %b = call i64 @__openhip_warp_ballot(i32 1)
  %slot = mul i32 %tid, 8
  %index = add i32 %slot, %i
  %q = getelementptr inbounds i64, ptr %out, i32 %index
  store i64 %b, ptr %q
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 6
  br i1 %more, label %loop, label %exit
exit:
  %after = call i64 @__openhip_warp_ballot(i32 1)
  %r = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %after, ptr %r
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 64}

; Points of @alternating: 1 after the odd lanes' ballot, 2 after the even
; lanes', 3 the back edge, 4 returned. (With a ballot on one side only, the
; collective would be hoisted out of the if instead: CollectiveHoisting.h.)
; CHECK-LABEL: define void @alternating(
; The back edge point has no step: the lanes only meet there.
; CHECK: openhip.dispatch.choose:
; CHECK-NEXT: switch i32 %dispatch.min.next, label %openhip.return [
; CHECK-NEXT: i32 1, label %warp0.step
; CHECK-NEXT: i32 2, label %warp1.step
; CHECK-NEXT: i32 3, label %sub3.pre
; CHECK-NEXT: ]
; Each lane waits at its side's ballot.
; CHECK: br i1 %even.{{s|sub}}0, label %vote.{{s|sub}}0, label %other.{{s|sub}}0
; CHECK: sub0.waits.1:
; CHECK: store i32 1, ptr %wi.private
; CHECK: sub0.waits.2:
; CHECK: store i32 2, ptr %wi.private
; After either ballot, lanes stop at the back edge point instead of running
; on into the next iteration.
; CHECK: sub1.waiting:
; CHECK: br i1 %done.{{s|sub}}1, label %exit.{{s|sub}}1, label %loop.reconverge.{{s|sub}}1
; CHECK: loop.reconverge.{{s|sub}}1:
; CHECK-NEXT: br label %sub1.waits.3
; CHECK: sub2.waiting:
; CHECK: loop.reconverge.{{s|sub}}2:
; CHECK-NEXT: br label %sub2.waits.3
; The next iteration starts only from the back edge point.
; CHECK: sub3.waiting:
; CHECK: %next.point{{[0-9]*}} = load i32
; CHECK-NEXT: [[OTHER:%[0-9]+]] = icmp ne i32 %next.point{{[0-9]*}}, 3
; CHECK-NEXT: br i1 [[OTHER]], label %sub3.x.latch, label %openhip.after.barrier{{[0-9]*}}.{{s|sub}}3
; CHECK: loop.{{s|sub}}3:
; CHECK: br i1 %even.{{s|sub}}3, label %vote.{{s|sub}}3, label %other.{{s|sub}}3

; CHECK-LABEL: define void @early_break(
; CHECK-NOT: reconverge
; CHECK: openhip.dispatch.choose:
; CHECK-NEXT: switch i32 %dispatch.min.next, label %openhip.return [
; CHECK-NEXT: i32 1, label %warp0.step
; CHECK-NEXT: i32 2, label %warp1.step
; CHECK-NEXT: ]
; CHECK-NOT: reconverge
; CHECK: attributes
