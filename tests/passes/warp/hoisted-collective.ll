; A collective behind a work-item dependent branch whose other side runs
; none before the paths join is hoisted out of the if (CollectiveHoisting.h):
; every work-item passes it; those that skip the side set their skipping
; flag (here at offset 24) and give a false predicate, and the step counts
; only lanes whose flag is clear. The branch is taken again after the
; collective; the kernel stays in the uniform mode (no dispatch).
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_ballot(i32) convergent nounwind
declare void @__syncthreads() convergent nounwind

define void @low_lanes_ballot(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %lane = and i32 %tid, 63
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %vote, label %exit
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

define void @two_in_a_row(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %warp = lshr i32 %tid, 6
  %first = icmp eq i32 %warp, 0
  br i1 %first, label %side, label %join
side:
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v = load i32, ptr %p
  %a = call i64 @__openhip_warp_ballot(i32 %v)
  %a32 = trunc i64 %a to i32
  %w = add i32 %a32, %v
  %c = call i64 @__openhip_warp_ballot(i32 %w)
  br label %join
join:
  %res = phi i64 [ %c, %side ], [ 0, %entry ]
  call void @__syncthreads()
  %q = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %res, ptr %q
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 64}

; CHECK-LABEL: define void @low_lanes_ballot(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK-NOT: openhip.dispatch
; CHECK: sub0.x.header:
; CHECK: [[SKIP:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: [[PREDICATE:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: entry.s0:
; CHECK-NEXT: store i8 1, ptr [[SKIP]]
; CHECK: br i1 %low.s0, label %vote.s0, label %collective.skip.s0
; CHECK: collective.skip.s0:
; CHECK-NEXT: store i8 1, ptr [[SKIP]]
; CHECK-NEXT: store i32 0, ptr [[PREDICATE]]
; CHECK-NEXT: br label %collective.meet.s0
; CHECK: vote.s0:
; CHECK: store i32 %odd.s0, ptr [[PREDICATE]]
; CHECK-NEXT: store i8 0, ptr [[SKIP]]
; CHECK-NEXT: br label %collective.meet.s0
; The first ballot's step: a lane votes if its skipping flag is clear.
; CHECK: warp0.step:
; CHECK: warp0.vote:
; CHECK: mul nuw i64 %openhip.threads, 24
; CHECK: [[FLAG:%[0-9]+]] = load i8
; CHECK-NEXT: [[TAKES_PART:%[0-9]+]] = icmp eq i8 [[FLAG]], 0
; CHECK-NEXT: br i1 [[TAKES_PART]], label %warp0.active, label %warp0.vote.latch
; After it, the lanes of the side store its result.
; CHECK: br i1 %low.remat.s1, label %collective.after.s1, label %exit.s1
; CHECK: collective.after.s1:
; CHECK-NEXT: %warp.ballot.s1 = load i64
; The second ballot, which every lane reaches, has no flag to read.
; CHECK: warp1.vote:
; CHECK-NOT: load i8
; CHECK: warp1.active:
; CHECK-NOT: openhip.dispatch

; Two ballots in a row on one side: hoisted one after the other; the side's
; value %v reaches the second through its zero-or-value phi.
; CHECK-LABEL: define void @two_in_a_row(
; CHECK-NOT: openhip.dispatch
; CHECK: collective.skip.s0:
; CHECK: collective.meet.s0:
; CHECK-NEXT: %v.taken.s0 = phi i32 [ %v.s0, %side.s0 ], [ 0, %collective.skip.s0 ]
; CHECK: br i1 %first.remat{{[0-9]*}}.s1, label %collective.after.s1, label %collective.skip{{[0-9]+}}.s1
; CHECK: collective.after.s1:
; CHECK: %w.s1 = add i32 %a32.s1, %v.taken.reload.s1
; CHECK: warp1.step:
; CHECK: icmp eq i8
; CHECK: join.s2:
; CHECK-NEXT: %res.s2 = phi i64
; CHECK-NOT: openhip.dispatch
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="25" }
