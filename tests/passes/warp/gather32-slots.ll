; Gathers of 32 significant bits (how the header shuffles a float or an int:
; the value zero-extended to i64) go through 4-byte value and result slots
; of their own and the module's .b32 helper; the result, some lane's value,
; is zero-extended back. A gather of a value with a high half keeps the
; 8-byte slots, and both kinds can wait in one kernel. Warp size 32.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @mixed(ptr %in, ptr %out, ptr %wide, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds float, ptr %in, i32 %tid
  %v = load float, ptr %p
  %lane = and i32 %tid, 31
  %src = xor i32 %lane, 1
  %v.int = bitcast float %v to i32
  %v.bits = zext i32 %v.int to i64
  %g1 = call i64 @__openhip_warp_gather(i64 %v.bits, i32 %src)
  %t1 = trunc i64 %g1 to i32
  %t1.half = trunc i64 %g1 to i16
  %f1 = bitcast i32 %t1 to float
  %s1 = fadd float %v, %f1
  %q = getelementptr inbounds float, ptr %out, i32 %tid
  store float %s1, ptr %q
  %h = getelementptr inbounds i16, ptr %out, i32 %tid
  store i16 %t1.half, ptr %h
  ; 64 significant bits: stays an 8-byte gather.
  %w = getelementptr inbounds i64, ptr %wide, i32 %tid
  %wv = load i64, ptr %w
  %g2 = call i64 @__openhip_warp_gather(i64 %wv, i32 0)
  store i64 %g2, ptr %w
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}

; Slots per work-item: value 0 (8 bytes), operand 8 (4), result 16 (8),
; value32 24 (4), result32 28 (4).
; CHECK-LABEL: define void @mixed(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; Each slot's address is computed once per work-item, after its id.
; CHECK: sub0.x.header:
; CHECK: mul nuw i64 %openhip.threads, 24
; CHECK-NEXT: mul nuw i64 %sub0.lid, 4
; CHECK-NEXT: add
; CHECK-NEXT: [[V32_AT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK-NEXT: mul nuw i64 %openhip.threads, 8
; CHECK-NEXT: mul nuw i64 %sub0.lid, 4
; CHECK-NEXT: add
; CHECK-NEXT: [[OPERAND_AT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: [[V32:%[0-9]+]] = trunc i64 %v.bits.{{s|sub}}0 to i32
; CHECK-NEXT: store i32 [[V32]], ptr [[V32_AT]], align 4
; CHECK-NEXT: store i32 %src.{{s|sub}}0, ptr [[OPERAND_AT]]
; CHECK: warp0.step:
; CHECK: call void @__openhip.gather_step.b32(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr null, i32 0)
; CHECK: sub1.x.header:
; CHECK: mul nuw i64 %openhip.threads, 28
; CHECK-NEXT: mul nuw i64 %sub1.lid, 4
; CHECK-NEXT: add
; CHECK-NEXT: [[R32_AT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; The 64-bit gather: its value in the 8-byte slot at 0.
; CHECK: mul nuw i64 %openhip.threads, 0
; CHECK-NEXT: mul nuw i64 %sub1.lid, 8
; CHECK-NEXT: add
; CHECK-NEXT: [[V64_AT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: [[R32:%warp.gathered[0-9.a-z]*]] = load i32, ptr [[R32_AT]], align 4
; CHECK-NEXT: [[BITS:%warp.gathered.bits[0-9.a-z]*]] = zext i32 [[R32]] to i64
; CHECK: trunc i64 [[BITS]] to i32
; CHECK: trunc i64 [[BITS]] to i16
; CHECK: [[WV:%wv[0-9.a-z]*]] = load i64, ptr %w
; CHECK-NEXT: store i64 [[WV]], ptr [[V64_AT]], align 8
; CHECK: warp1.step:
; CHECK: call void @__openhip.gather_step(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr null, i32 0)
; CHECK: sub2.x.header:
; CHECK: mul nuw i64 %openhip.threads, 16
; CHECK-NEXT: mul nuw i64 %sub2.lid, 8
; CHECK-NEXT: add
; CHECK-NEXT: [[R64_AT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: [[R64:%warp.gathered[0-9.a-z]*]] = load i64, ptr [[R64_AT]], align 8
; CHECK: store i64 [[R64]], ptr

; The .b32 helper moves i32 words.
; CHECK: define internal void @__openhip.gather_step.b32(
; CHECK: {{^}}xor.lane:
; CHECK: load i32, ptr
; CHECK: store i32 {{%[0-9]+}}, ptr
; CHECK: define internal void @__openhip.gather_step(
; CHECK: {{^}}xor.lane:
; CHECK: load i64, ptr
; 32 bytes of collective slots, plus v (4) live across the first gather
; (the address w is recomputed).
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="36" }
