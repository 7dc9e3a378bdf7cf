; The x loop of a sub-CFG is narrowed to `tid < U` only when U is block-uniform
; and work-items failing the guard do nothing before the sub-CFG ends.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone willreturn
declare void @__openhip_barrier() convergent nounwind

; Signed guard on a kernel argument, inside a barrier loop: narrowed to
; max(k, 0) work-items.
define void @signed_guard(ptr %a, i32 %k, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %sync ]
  %tid = call i32 @__openhip_local_id(i32 0)
  %in = icmp slt i32 %tid, %k
  br i1 %in, label %work, label %sync
work:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %r, ptr %p
  br label %sync
sync:
  call void @__openhip_barrier()
  %r.next = add i32 %r, 1
  %more = icmp slt i32 %r.next, %rounds
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @signed_guard(
; Both the first round (sub-CFG 0) and the others (sub-CFG 1) are narrowed.
; CHECK: sub0.others:
; CHECK-NEXT: %x.limit = load i32
; CHECK: sub1.others:
; CHECK-NEXT: [[LIMIT:%x.limit[0-9]+]] = load i32
; CHECK-NEXT: [[NEG:%.*]] = icmp slt i32 [[LIMIT]], 0
; CHECK-NEXT: [[CLAMPED:%.*]] = select i1 [[NEG]], i32 0, i32 [[LIMIT]]
; CHECK-NEXT: [[SMALLER:%.*]] = icmp ult i32 [[CLAMPED]], %openhip.bdim.x
; CHECK-NEXT: %x.end{{[0-9]+}} = select i1 [[SMALLER]], i32 [[CLAMPED]], i32 %openhip.bdim.x

; Work-items failing the guard store something: no narrowing.
define void @else_has_effects(ptr %a, i32 %k, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %sync ]
  %tid = call i32 @__openhip_local_id(i32 0)
  %in = icmp ult i32 %tid, %k
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  br i1 %in, label %work, label %other
work:
  store i32 %r, ptr %p
  br label %sync
other:
  store i32 -1, ptr %p
  br label %sync
sync:
  call void @__openhip_barrier()
  %r.next = add i32 %r, 1
  %more = icmp ult i32 %r.next, %rounds
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @else_has_effects(
; CHECK-NOT: x.end

; The bound differs per work-item: no narrowing.
define void @varying_bound(ptr %a, ptr %limits, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %sync ]
  %tid = call i32 @__openhip_local_id(i32 0)
  %lp = getelementptr inbounds i32, ptr %limits, i32 %tid
  %limit = load i32, ptr %lp
  %in = icmp ult i32 %tid, %limit
  br i1 %in, label %work, label %sync
work:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %r, ptr %p
  br label %sync
sync:
  call void @__openhip_barrier()
  %r.next = add i32 %r, 1
  %more = icmp ult i32 %r.next, %rounds
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @varying_bound(
; CHECK-NOT: x.end
