; A barrier-free kernel whose warp shuffles every work-item reaches (a
; 2-step shfl_down reduction of 64-bit values, warp size 32): the uniform
; mode. Sub-CFGs end at each collective; between their loop nests a gather
; step computes every lane's result; no per-work-item "next point", no
; dispatch loop. (32-bit values: gather32-slots.ll.)
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @warp_sum(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i64, ptr %in, i32 %tid
  %v.bits = load i64, ptr %p
  %lane = and i32 %tid, 31
  %src1 = add i32 %lane, 2
  %in.range1 = icmp ult i32 %src1, 32
  %lane1 = select i1 %in.range1, i32 %src1, i32 %lane
  %g1 = call i64 @__openhip_warp_gather(i64 %v.bits, i32 %lane1)
  %s1.bits = add i64 %v.bits, %g1
  %src2 = add i32 %lane, 1
  %in.range2 = icmp ult i32 %src2, 32
  %lane2 = select i1 %in.range2, i32 %src2, i32 %lane
  %g2 = call i64 @__openhip_warp_gather(i64 %s1.bits, i32 %lane2)
  %s2 = add i64 %s1.bits, %g2
  %q = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %s2, ptr %q
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}

; Operands go to the shared value (offset 0) and lane (offset 8) slots.
; CHECK-LABEL: define void @warp_sum(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK-NOT: openhip.dispatch
; CHECK: sub0.x.header:
; CHECK: mul nuw i64 %openhip.threads, 0
; CHECK-NEXT: mul nuw i64 %sub0.lid, 8
; CHECK-NEXT: add
; CHECK-NEXT: [[V0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK-NEXT: mul nuw i64 %openhip.threads, 8
; CHECK-NEXT: mul nuw i64 %sub0.lid, 4
; CHECK-NEXT: add
; CHECK-NEXT: [[L0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: store i64 %v.bits.{{s|sub}}0, ptr [[V0]]
; CHECK-NEXT: store i32 %lane1.{{s|sub}}0, ptr [[L0]]
; CHECK: sub0.exit:
; CHECK-NEXT: br label %warp0.step
; Every lane is active (no divergence): the step calls the module's gather
; step with the value (0), operand (8) and result (16) slots and no activity.
; CHECK: warp0.step:
; CHECK: call void @__openhip.gather_step(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr null, i32 0)
; CHECK-NEXT: br label %sub1.pre
; The continuation loads its result, adds, and stores the next operands.
; CHECK: sub1.x.header:
; CHECK: %warp.gathered{{.*}} = load i64
; CHECK: sub1.exit:
; CHECK-NEXT: br label %warp1.step
; CHECK: warp1.step:
; CHECK: call void @__openhip.gather_step(
; CHECK-NEXT: br label %sub2.pre
; CHECK: sub2.x.header:
; CHECK: store i64 %s2{{.*}}, ptr %q
; CHECK: sub2.exit:
; CHECK-NEXT: br label %openhip.return
; One gather step for the module. Whole warps (threads % 32 == 0) first
; look for a shape: every lane's delta (source - lane) in {0, D} is a shift,
; the source lane ^ lane 0's a single-bit xor, all sources lane 0's a
; broadcast; the rest go lane by lane.
; CHECK: define internal void @__openhip.gather_step(ptr noalias nocapture readonly [[VALUE:%0]], ptr noalias nocapture readonly [[OPERAND:%1]], ptr noalias nocapture writeonly [[RESULT:%2]], i64 [[THREADS:%3]], ptr noalias nocapture readonly {{%4}}, i32 {{%5}})
; CHECK-NEXT: entry:
; CHECK-NEXT: [[PARTIAL:%[0-9]+]] = and i64 [[THREADS]], 31
; CHECK-NEXT: [[WHOLE:%[0-9]+]] = icmp eq i64 [[PARTIAL]], 0
; CHECK-NEXT: br i1 [[WHOLE]], label %shapes, label %generic
; CHECK: {{^}}shape:
; CHECK: [[SOURCE:%[0-9]+]] = and i32 {{%[0-9]+}}, 31
; CHECK: [[LANE:%[0-9]+]] = and i32 {{%[0-9]+}}, 31
; CHECK-NEXT: [[DELTA:%[0-9]+]] = sub i32 [[SOURCE]], [[LANE]]
; CHECK: call i32 @llvm.smin.i32(i32 {{%[0-9]+}}, i32 {{%[0-9]+}})
; CHECK: {{^}}shift.moved:
; CHECK: [[MOVED:%[0-9]+]] = icmp ne i32
; CHECK: [[FROM:%[0-9]+]] = add i64 %shift.moved.i, [[D:%[0-9]+]]
; CHECK: [[THEIRS_AT:%[0-9]+]] = getelementptr inbounds i64, ptr [[VALUE]], i64 [[FROM]]
; CHECK: select i1 [[MOVED]]
; CHECK: store i64 {{%[0-9]+}}, ptr {{%[0-9]+}}
; CHECK: {{^}}xor:
; CHECK: {{^}}xor.lane:
; CHECK: {{^}}broadcast:
; CHECK: {{^}}lane.active:
; CHECK: [[GENERIC_SOURCE:%[0-9]+]] = add nuw i64
; CHECK-NEXT: icmp ult i64 [[GENERIC_SOURCE]], [[THREADS]]
; 24 bytes of collective slots, plus v.bits and s1.bits (8 bytes each, live across a collective).
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="40" }
