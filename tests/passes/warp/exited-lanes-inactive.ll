; `if (i >= n) return; __syncthreads(); v = __shfl(...)`: the return is
; divergent but no collective is reachable before the barrier, so the
; uniform mode with the "exited" flag applies; the gather step treats lanes
; that returned as inactive (their flag, offset 24, is set).
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @bounded_rotate(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %out.of.range = icmp uge i32 %tid, %n
  br i1 %out.of.range, label %exit, label %work
work:
  call void @__openhip_barrier()
  %lane = and i32 %tid, 31
  %next = add i32 %lane, 1
  %src = and i32 %next, 31
  %bits = zext i32 %tid to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 %src)
  %p = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %g, ptr %p
  br label %exit
exit:
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}

; CHECK-LABEL: define void @bounded_rotate(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK-NOT: openhip.dispatch
; CHECK: sub0.guard:
; CHECK: sub0.returned:
; CHECK: store i8 1
; CHECK: warp0.lane:
; CHECK: mul nuw i64 %openhip.threads, 24
; CHECK: [[EXITED:%[0-9]+]] = load i8
; CHECK-NEXT: [[ACTIVE:%[0-9]+]] = icmp eq i8 [[EXITED]], 0
; CHECK-NEXT: br i1 [[ACTIVE]], label %warp0.active, label %warp0.latch
; CHECK: warp0.source.in.block:
; CHECK: [[SRC_EXITED:%[0-9]+]] = load i8
; CHECK-NEXT: [[SRC_ACTIVE:%[0-9]+]] = icmp eq i8 [[SRC_EXITED]], 0
; CHECK-NEXT: br i1 [[SRC_ACTIVE]], label %warp0.from.source, label %warp0.store
; CHECK: warp0.latch:
; CHECK: label %warp0.lane, label %sub1.pre
; The barrier's continuation (placed last) stores the gather's operands,
; then runs the step.
; CHECK: sub2.exit:
; CHECK-NEXT: br label %warp0.step
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="25" }
