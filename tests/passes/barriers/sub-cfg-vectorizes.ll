; Each sub-CFG's work-item loop is parallel: a shared-memory stencil
; vectorizes on both sides of its barrier without alias checks.
; RUN: opt -passes='openhip-barriers,default<O2>' -mcpu=x86-64-v3 %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @stencil(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %sharedp = getelementptr inbounds i8, ptr %ctx, i64 40
  %shared = load ptr, ptr %sharedp
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul nsw i32 %bid, %bdim
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add nsw i32 %base, %tid
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr %in, i64 %i64
  %v = load float, ptr %src
  %tid64 = zext i32 %tid to i64
  %mine = getelementptr inbounds float, ptr %shared, i64 %tid64
  store float %v, ptr %mine
  call void @__openhip_barrier()
  %next = add nuw nsw i64 %tid64, 1
  %nextp = getelementptr inbounds float, ptr %shared, i64 %next
  %a = load float, ptr %mine
  %b = load float, ptr %nextp
  %sum = fadd float %a, %b
  %dst = getelementptr inbounds float, ptr %out, i64 %i64
  store float %sum, ptr %dst
  ret void
}

; CHECK-LABEL: define void @stencil(
; CHECK-NOT: vector.memcheck
; CHECK: store <8 x float>
; CHECK-NOT: vector.memcheck
; CHECK: fadd <8 x float>
; CHECK: store <8 x float>
; CHECK-NOT: call void @__openhip_barrier
