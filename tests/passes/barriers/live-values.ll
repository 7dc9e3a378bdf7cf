; Work-item dependent values live across a barrier get a slot per work-item in
; ctx->private_arena (arena + offset * threads + lid * size); uniform ones
; stay scalars; a private array used on both sides is replicated per
; work-item. "openhip-private-size" counts the bytes per work-item.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @live(ptr %in, ptr %out, i32 %k, i32 %pick, ptr %ctx) "openhip-kernel" {
entry:
  %priv = alloca [4 x i32], align 4
  %tid = call i32 @__openhip_local_id(i32 0)
  %inp = getelementptr inbounds double, ptr %in, i32 %tid
  %d = load double, ptr %inp
  %scaled = fmul double %d, 2.0
  %uni = mul i32 %k, 7
  %slot = getelementptr inbounds [4 x i32], ptr %priv, i32 0, i32 %pick
  store i32 %tid, ptr %slot
  call void @__openhip_barrier()
  %first = load i32, ptr %priv
  %firstd = sitofp i32 %first to double
  %sum = fadd double %scaled, %firstd
  %unid = uitofp i32 %uni to double
  %sum2 = fadd double %sum, %unid
  %outp = getelementptr inbounds double, ptr %out, i32 %tid
  store double %sum2, ptr %outp
  ret void
}

; CHECK-LABEL: define void @live(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK: openhip.entry:
; CHECK-NOT: alloca [4 x i32]
; CHECK: %uni = mul i32 %k, 7
; CHECK: %unid = uitofp i32 %uni to double
; Sub-CFG 0: the array copy at offset 0 (16 bytes), %scaled at offset 16 (8
; bytes); each slot's address is computed once, after the work-item's id.
; CHECK: sub0.x.header:
; CHECK: %sub0.lid = add nuw i64
; CHECK-NEXT: [[S0:%.*]] = mul nuw i64 %openhip.threads, 16
; CHECK-NEXT: [[S1:%.*]] = mul nuw i64 %sub0.lid, 8
; CHECK-NEXT: [[S2:%.*]] = add nuw i64 [[S0]], [[S1]]
; CHECK-NEXT: [[SLOT0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena, i64 [[S2]]
; CHECK-NEXT: [[A0:%.*]] = mul nuw i64 %openhip.threads, 0
; CHECK-NEXT: [[A1:%.*]] = mul nuw i64 %sub0.lid, 16
; CHECK-NEXT: [[A2:%.*]] = add nuw i64 [[A0]], [[A1]]
; CHECK-NEXT: [[ARRAY0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena, i64 [[A2]]
; CHECK: entry.s0:
; CHECK: %scaled.s0 = fmul double %d.s0, 2.000000e+00
; CHECK: store double %scaled.s0, ptr [[SLOT0]], align 8
; CHECK: %slot.s0 = getelementptr inbounds [4 x i32], ptr [[ARRAY0]], i32 0, i32 %pick
; Sub-CFG 1 reloads this work-item's copies.
; CHECK: sub1.x.header:
; CHECK: [[ARRAY1:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: [[SLOT1:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: %first.s1 = load i32, ptr [[ARRAY1]]
; CHECK: %scaled.reload.s1 = load double, ptr [[SLOT1]], align 8
; CHECK: %sum.s1 = fadd double %scaled.reload.s1, %firstd.s1
; The uniform value was computed once in the entry block.
; CHECK: %sum2.s1 = fadd double %sum.s1, %unid
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="24" }
