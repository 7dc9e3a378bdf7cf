; The parallel work-item loop vectorizes: no runtime alias checks are needed
; between %x and %y because work-items are unordered. The `i < n` guard (nsw
; arithmetic: no wrap, so no checked copy) bounds the loop: no lane masks.
; RUN: opt -passes='openhip-workitem-loops,default<O3>' -mcpu=x86-64-v3 %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

define void @saxpy(float %a, ptr %x, ptr %y, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul nsw i32 %bid, %bdim
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add nsw i32 %base, %tid
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %body, label %done
body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vx = load float, ptr %px
  %vy = load float, ptr %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py
  br label %done
done:
  ret void
}

; CHECK-LABEL: define void @saxpy(
; CHECK-NOT: wi.wrap
; CHECK-NOT: vector.memcheck
; CHECK-NOT: masked
; CHECK: fmul <8 x float>
; CHECK: fadd <8 x float>
; CHECK: store <8 x float>
; CHECK-NOT: masked
