; A barrier-free kernel whose warp shuffles every work-item reaches (a
; 2-step shfl_down reduction, warp size 32): the uniform mode. Sub-CFGs end
; at each collective; between their loop nests a gather step computes every
; lane's result; no per-work-item "next point", no dispatch loop.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @warp_sum(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v = load i32, ptr %p
  %lane = and i32 %tid, 31
  %v.bits = zext i32 %v to i64
  %src1 = add i32 %lane, 2
  %in.range1 = icmp ult i32 %src1, 32
  %lane1 = select i1 %in.range1, i32 %src1, i32 %lane
  %g1 = call i64 @__openhip_warp_gather(i64 %v.bits, i32 %lane1)
  %t1 = trunc i64 %g1 to i32
  %s1 = add i32 %v, %t1
  %s1.bits = zext i32 %s1 to i64
  %src2 = add i32 %lane, 1
  %in.range2 = icmp ult i32 %src2, 32
  %lane2 = select i1 %in.range2, i32 %src2, i32 %lane
  %g2 = call i64 @__openhip_warp_gather(i64 %s1.bits, i32 %lane2)
  %t2 = trunc i64 %g2 to i32
  %s2 = add i32 %s1, %t2
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s2, ptr %q
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
; CHECK-NEXT: store i64 %v.bits.{{s|sub}}0, ptr [[V0]]
; CHECK-NEXT: mul nuw i64 %openhip.threads, 8
; CHECK-NEXT: mul nuw i64 %sub0.lid, 4
; CHECK-NEXT: add
; CHECK-NEXT: [[L0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK-NEXT: store i32 %lane1.{{s|sub}}0, ptr [[L0]]
; CHECK: sub0.exit:
; CHECK-NEXT: br label %warp0.step
; Every lane is active (no divergence): the gather step reads the source
; lane's value if it is inside the block, and writes the result slot (16).
; CHECK: warp0.lane:
; CHECK-NEXT: %warp0.lid = phi i64
; CHECK-NEXT: br i1 true, label %warp0.active, label %warp0.latch
; CHECK: warp0.active:
; CHECK: and i64 %warp0.lid, -32
; CHECK: %src = add nuw i64
; CHECK: icmp ult i64 %src, %openhip.threads
; CHECK: warp0.from.source:
; CHECK: %theirs = load i64
; CHECK: warp0.store:
; CHECK-NEXT: %gathered = phi i64
; CHECK-NEXT: mul nuw i64 %openhip.threads, 16
; CHECK: store i64 %gathered
; CHECK: warp0.latch:
; CHECK: br i1 {{.*}}, label %warp0.lane, label %sub1.pre
; The continuation loads its result, adds, and stores the next operands.
; CHECK: sub1.x.header:
; CHECK: %warp.gathered{{.*}} = load i64
; CHECK: sub1.exit:
; CHECK-NEXT: br label %warp1.step
; CHECK: warp1.latch:
; CHECK: br i1 {{.*}}, label %warp1.lane, label %sub2.pre
; CHECK: sub2.x.header:
; CHECK: store i32 %s2{{.*}}, ptr %q
; CHECK: sub2.exit:
; CHECK-NEXT: br label %openhip.return
; 24 bytes of collective slots, plus v and s1 (live across a collective).
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="32" }
