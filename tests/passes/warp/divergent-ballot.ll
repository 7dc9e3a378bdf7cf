; A ballot only lanes 0-15 of each warp reach (`if (lane < 16)`), then a
; second ballot every lane reaches: lanes 16-31 would wait at the second
; while lanes 0-15 wait at the first, so the per-work-item "next point" mode
; applies. (Work-item 3 returns before the first ballot, which therefore
; does not post-dominate its side: without that return the ballot would be
; hoisted out of the if instead, see hoisted-collective.ll.) Each work-item records where it waits (1: after the first ballot,
; 2: after the second, 3: returned); after each nest a dispatch loop runs
; the smallest point any work-item waits at; the ballot step counts only
; lanes waiting at it; the continuation runs only those lanes.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_ballot(i32) convergent nounwind

define void @low_lanes_ballot(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %lane = and i32 %tid, 63
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %quit, label %exit
quit:
  %three = icmp eq i32 %tid, 3
  br i1 %three, label %done, label %vote
done:
  ret void
vote:
  %odd = and i32 %tid, 1
  %b = call i64 @__openhip_warp_ballot(i32 %odd)
  %q = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %b, ptr %q
  br label %exit
exit:
  %all = call i64 @__openhip_warp_ballot(i32 1)
  %r = getelementptr inbounds i64, ptr %out, i32 64
  store i64 %all, ptr %r
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 64}

; CHECK-LABEL: define void @low_lanes_ballot(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; The dispatch: smallest next point over all work-items (next points live
; at offset 24), 3 = everyone returned.
; CHECK: openhip.dispatch.scan:
; CHECK: %dispatch.min = phi i32 [ 3, %openhip.dispatch ]
; CHECK: mul nuw i64 %openhip.threads, 24
; CHECK: %point = load i32
; CHECK: openhip.dispatch.choose:
; CHECK-NEXT: switch i32 %dispatch.min.next, label %openhip.return [
; CHECK-NEXT: i32 1, label %warp0.step
; CHECK-NEXT: i32 2, label %warp1.step
; Sub-CFG 0 runs every work-item; each records where it stopped.
; CHECK: vote.{{s|sub}}0:
; CHECK: store i32 %odd.{{s|sub}}0
; CHECK: sub0.waits.2:
; CHECK: store i32 2, ptr %wi.private
; CHECK: sub0.waits.1:
; CHECK: store i32 1, ptr %wi.private
; CHECK: sub0.exit:
; CHECK-NEXT: br label %openhip.dispatch
; The ballot step: a lane votes only if it waits at this ballot.
; CHECK: warp0.vote:
; CHECK: [[POINT:%[0-9]+]] = load i32
; CHECK-NEXT: [[ACTIVE:%[0-9]+]] = icmp eq i32 [[POINT]], 1
; CHECK-NEXT: br i1 [[ACTIVE]], label %warp0.active, label %warp0.vote.latch
; CHECK: warp0.active:
; CHECK: %predicate = load i32
; CHECK: shl i64 {{.*}}, %warp0.lane
; CHECK: warp0.publish:
; CHECK: store i64 %warp0.mask.next
; CHECK: warp0.warp.latch:
; CHECK: add nuw i64 %warp0.warp.base, 64
; CHECK: br i1 {{.*}}, label %warp0.warp, label %sub1.pre
; The continuation runs only the work-items waiting for it; they then wait
; at the second ballot with the others.
; CHECK: sub1.waiting:
; CHECK: %next.point = load i32
; CHECK-NEXT: [[OTHER:%[0-9]+]] = icmp ne i32 %next.point, 1
; CHECK-NEXT: br i1 [[OTHER]], label %sub1.x.latch, label %openhip.after.barrier.{{s|sub}}1
; CHECK: %warp.ballot.{{s|sub}}1 = load i64
; CHECK: store i64 %warp.ballot.{{s|sub}}1, ptr %q.{{s|sub}}1
; CHECK: sub1.waits.2:
; CHECK: store i32 2, ptr %wi.private
; CHECK: sub1.exit:
; CHECK-NEXT: br label %openhip.dispatch
; The second ballot's step counts the lanes waiting at point 2.
; CHECK: warp1.vote:
; CHECK: [[POINT2:%[0-9]+]] = load i32
; CHECK-NEXT: icmp eq i32 [[POINT2]], 2
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="28" }
