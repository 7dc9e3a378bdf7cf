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
  %bits = sext i32 %tid to i64
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
; The step passes the exited flags (offset 24 per work-item) to the module's
; gather step for that kind of activity.
; CHECK: warp0.step:
; CHECK-NEXT: [[FLAGS_AT:%[0-9]+]] = mul nuw i64 %openhip.threads, 24
; CHECK-NEXT: [[FLAGS_OFF:%[0-9]+]] = add nuw i64 [[FLAGS_AT]], 0
; CHECK-NEXT: [[FLAGS:%[0-9]+]] = getelementptr inbounds i8, ptr %openhip.private.arena, i64 [[FLAGS_OFF]]
; CHECK: call void @__openhip.gather_step.not_exited(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr [[FLAGS]], i32 0)
; CHECK-NEXT: br label %sub1.pre
; The barrier's continuation (placed last) stores the gather's operands,
; then runs the step.
; CHECK: sub2.exit:
; CHECK-NEXT: br label %warp0.step
; The step: the shape pass and the lane-by-lane loop read a lane's flag,
; and again the source's.
; CHECK: define internal void @__openhip.gather_step.not_exited(ptr noalias nocapture readonly [[VALUE:%0]], ptr noalias nocapture readonly [[OPERAND:%1]], ptr noalias nocapture writeonly [[RESULT:%2]], i64 [[THREADS:%3]], ptr noalias nocapture readonly [[ACTIVITY:%4]], i32 {{%5}})
; CHECK: {{^}}shape:
; CHECK: getelementptr inbounds i8, ptr [[ACTIVITY]], i64 %shape.i
; CHECK: {{^}}lane:
; CHECK-NEXT: %lane.i = phi i64
; CHECK-NEXT: [[LANE_FLAG_AT:%[0-9]+]] = getelementptr inbounds i8, ptr [[ACTIVITY]], i64 %lane.i
; CHECK-NEXT: [[LANE_FLAG:%[0-9]+]] = load i8, ptr [[LANE_FLAG_AT]]
; CHECK-NEXT: [[ACTIVE:%[0-9]+]] = icmp eq i8 [[LANE_FLAG]], 0
; CHECK-NEXT: br i1 [[ACTIVE]], label %lane.active, label %lane.next
; CHECK: {{^}}lane.active:
; CHECK: [[SOURCE:%[0-9]+]] = add nuw i64
; CHECK-NEXT: [[IN_BLOCK:%[0-9]+]] = icmp ult i64 [[SOURCE]], [[THREADS]]
; CHECK-NEXT: br i1 [[IN_BLOCK]], label %lane.source.in.block, label %lane.store
; CHECK: {{^}}lane.source.in.block:
; CHECK-NEXT: [[SRC_FLAG_AT:%[0-9]+]] = getelementptr inbounds i8, ptr [[ACTIVITY]], i64 [[SOURCE]]
; CHECK-NEXT: [[SRC_FLAG:%[0-9]+]] = load i8, ptr [[SRC_FLAG_AT]]
; CHECK-NEXT: [[SRC_ACTIVE:%[0-9]+]] = icmp eq i8 [[SRC_FLAG]], 0
; CHECK-NEXT: br i1 [[SRC_ACTIVE]], label %lane.from.source, label %lane.store
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="25" }
