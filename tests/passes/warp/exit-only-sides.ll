; The mode choice for collectives behind a work-item dependent branch. When
; every work-item that does not take the collective path can only run to its
; return (`if (warp == 0) { ...shuffle... }`), the uniform mode applies: those
; work-items are marked exited and are inactive in the step, no dispatch
; scan. When the other side can also reach a site (here a ballot after the
; join), lanes would wait at different points: the collective is hoisted out
; of the if (CollectiveHoisting.h, hoisted-collective.ll) and the kernel stays
; uniform.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind
declare i64 @__openhip_warp_ballot(i32) convergent nounwind

; `if (warp == 0) out[tid] = __shfl(tid, lane + 1)`.
define void @first_warp_only(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %warp = lshr i32 %tid, 5
  %first = icmp eq i32 %warp, 0
  br i1 %first, label %shuffle, label %exit
shuffle:
  %lane = and i32 %tid, 31
  %src = add i32 %lane, 1
  %bits = sext i32 %tid to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 %src)
  %p = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %g, ptr %p
  br label %exit
exit:
  ret void
}

; `if (warp == 1) ...`: work-item 0 is among the returning ones, so the next
; sub-CFG is whatever any work-item reached, not work-item 0's choice.
define void @second_warp_only(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %warp = lshr i32 %tid, 5
  %second = icmp eq i32 %warp, 1
  br i1 %second, label %shuffle, label %exit
shuffle:
  %lane = and i32 %tid, 31
  %bits = sext i32 %tid to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 0)
  %p = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %g, ptr %p
  br label %exit
exit:
  ret void
}

; Warp 0 shuffles, then every work-item stores: the other side runs the
; store and returns.
define void @common_store_after(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bits = sext i32 %tid to i64
  %warp = lshr i32 %tid, 5
  %first = icmp eq i32 %warp, 0
  br i1 %first, label %shuffle, label %join
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 3)
  br label %join
join:
  %v = phi i64 [ %g, %shuffle ], [ %bits, %entry ]
  %p = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %v, ptr %p
  ret void
}

; Lanes 0-15 shuffle, then all lanes vote: without hoisting, lanes 16-31
; would wait at the ballot while lanes 0-15 wait at the shuffle.
define void @both_sides_sync(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bits = sext i32 %tid to i64
  %lane = and i32 %tid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %shuffle, label %join
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 3)
  br label %join
join:
  %v = phi i64 [ %g, %shuffle ], [ %bits, %entry ]
  %v32 = trunc i64 %v to i32
  %b = call i64 @__openhip_warp_ballot(i32 %v32)
  %p = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %b, ptr %p
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}

; CHECK-LABEL: define void @first_warp_only(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK-NOT: openhip.dispatch
; CHECK: sub0.guard:
; The returning work-items set their exited flag (offset 24) ...
; CHECK: sub0.returned:
; CHECK: store i8 1
; ... and the step counts only the others as active.
; CHECK: warp0.step:
; CHECK-NEXT: [[FLAGS_AT:%[0-9]+]] = mul nuw i64 %openhip.threads, 24
; CHECK-NEXT: [[FLAGS_OFF:%[0-9]+]] = add nuw i64 [[FLAGS_AT]], 0
; CHECK-NEXT: [[FLAGS:%[0-9]+]] = getelementptr inbounds i8, ptr %openhip.private.arena, i64 [[FLAGS_OFF]]
; CHECK: call void @__openhip.gather_step.not_exited({{.*}}, i64 %openhip.threads, ptr [[FLAGS]], i32 0)
; The continuation skips exited work-items.
; CHECK: sub1.guard:
; CHECK: %exited = load i8
; CHECK-NOT: openhip.dispatch

; CHECK-LABEL: define void @second_warp_only(
; CHECK-SAME: [[ATTRS]]
; CHECK-NOT: openhip.dispatch
; The block goes on to the step when any work-item reached the shuffle: the
; next sub-CFG starts as "return" and each work-item at the shuffle sets it.
; CHECK: sub0.pre:
; CHECK: store i32 2, ptr %openhip.next
; CHECK: sub0.returned:
; CHECK: store i8 1
; CHECK: sub0.reached.1:
; CHECK-NEXT: store i32 1, ptr %openhip.next
; CHECK: sub0.exit:
; CHECK-NEXT: %sub0.next = load i32, ptr %openhip.next
; CHECK-NEXT: switch i32 %sub0.next, label %openhip.return [
; CHECK-NEXT: i32 1, label %warp0.step
; CHECK-NOT: openhip.dispatch

; CHECK-LABEL: define void @common_store_after(
; CHECK-SAME: [[ATTRS]]
; CHECK-NOT: openhip.dispatch
; CHECK: sub0.returned:
; CHECK: warp0.step:
; CHECK-NOT: openhip.dispatch

; CHECK-LABEL: define void @both_sides_sync(
; CHECK-NOT: openhip.dispatch
; CHECK: br i1 %low.s0, label %shuffle.s0, label %collective.skip.s0
; CHECK: call void @__openhip.gather_step.not_exited(
; CHECK: warp1.step:
; CHECK-NOT: openhip.dispatch

; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="25" }
