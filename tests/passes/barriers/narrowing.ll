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
; Both the first round (sub-CFG 0) and the others (sub-CFG 1) are narrowed:
; the loop over the others runs to the end work-item 0 computed, and the
; comparison is true there.
; CHECK: sub0.pre:
; CHECK-NEXT: store i32 %openhip.bdim.x, ptr [[SLOT0:%x.end.slot[0-9]*]]
; CHECK: sub0.others:
; CHECK-NEXT: %x.end = load i32, ptr [[SLOT0]]
; The peeled copy is a decision slice: the nest's rows all start at 0.
; CHECK: sub0.y.header:
; CHECK: %x.any = icmp ult i32 0, %x.end
; CHECK: loop.s0:
; CHECK: br i1 true, label %work.s0, label %sync.s0
; CHECK: loop.s0.peel:
; CHECK: %in.s0.peel = icmp slt i32 0, %k
; CHECK-NEXT: [[DIM:%.*]] = zext i32 %openhip.bdim.x to i128
; CHECK-NEXT: [[K:%.*]] = sext i32 %k to i128
; CHECK-NEXT: [[LOW:%.*]] = call i128 @llvm.smax.i128(i128 [[K]], i128 0)
; CHECK-NEXT: [[HIGH:%.*]] = call i128 @llvm.smin.i128(i128 [[LOW]], i128 [[DIM]])
; CHECK-NEXT: %x.guard.end = trunc i128 [[HIGH]] to i32
; CHECK-NEXT: store i32 %x.guard.end, ptr [[SLOT0]]
; CHECK: sub0.x.latch:
; CHECK: icmp ult i32 %sub0.x.next, %x.end
; CHECK: sub1.others:
; CHECK-NEXT: %x.end{{[0-9]+}} = load i32
; CHECK: loop.s1:
; CHECK: br i1 true, label %work.s1, label %sync.s1

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

; `if (tid >= offset) ...` (scan's lower bound), with nothing for the others
; to do: the loop over the others starts at the offset.
define void @lower_bound(ptr %a, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %offset = phi i32 [ 1, %entry ], [ %offset.next, %sync ]
  %tid = call i32 @__openhip_local_id(i32 0)
  %in = icmp uge i32 %tid, %offset
  br i1 %in, label %work, label %sync
work:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %offset, ptr %p
  br label %sync
sync:
  call void @__openhip_barrier()
  %offset.next = shl i32 %offset, 1
  %more = icmp ult i32 %offset.next, %rounds
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @lower_bound(
; CHECK: sub0.pre:
; CHECK-NEXT: store i32 0, ptr [[BEGIN:%x.begin.slot[0-9]*]]
; CHECK: sub0.others:
; CHECK-NEXT: %x.begin = load i32, ptr [[BEGIN]]
; CHECK: sub0.y.header:
; CHECK: %x.any = icmp ult i32 %x.begin, %openhip.bdim.x
; CHECK: sub0.x.header:
; CHECK-NEXT: %sub0.x = phi i32 [ %x.begin, %sub0.y.header ]
; CHECK: br i1 true, label %work.s0, label %sync.s0
; CHECK: loop.s0.peel:
; CHECK: %x.guard.begin = trunc i128
; CHECK-NEXT: store i32 %x.guard.begin, ptr [[BEGIN]]

; `if (blockIdx.x * blockDim.x + tid + 1 < n)` in unsigned arithmetic: the
; range is exact only while the sum does not wrap over the block: the
; narrowed loop folds the comparison, and a wrapping block runs its full
; range in the copy that keeps it (the value-guard split's middle part).
define void @wrapping_offset(ptr %a, i32 %n, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %base1 = add i32 %base, 1
  br label %loop
loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %sync ]
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base1, %tid
  %in = icmp ult i32 %i, %n
  br i1 %in, label %work, label %sync
work:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
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
; CHECK-LABEL: define void @wrapping_offset(
; CHECK: loop.s0:
; CHECK: br i1 true, label %work.s0, label %sync.s0
; CHECK: loop.s0.peel:
; CHECK: [[FIRST:%.*]] = zext i32 %base1{{.*}} to i128
; CHECK: %x.guard.distance = sub i128 %{{.*}}, [[FIRST]]
; CHECK: %x.guard.fits = icmp sle i128 %{{.*}}, 4294967295
; CHECK: %x.guard.end = trunc i128
; CHECK-NEXT: [[END:%.*]] = select i1 %x.guard.fits, i32 %x.guard.end, i32 %openhip.bdim.x
; CHECK-NEXT: store i32 [[END]], ptr %x.end.slot
; CHECK: loop.s0.x.middle:
; CHECK: %in.s0.x.middle = icmp ult i32 %i.s0.x.middle, %n
; CHECK-NEXT: br i1 %in.s0.x.middle, label %work.s0.x.middle, label %sync.s0.x.middle

; A tail with one way out (`__syncthreads(); if (t == 0) {...}`): work-item 0
; is peeled for the guard alone, and the loop over the others gets the
; guard's range: [1, 1), nothing to run.
define void @tail_for_one(ptr %a, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %tid, ptr %p
  call void @__openhip_barrier()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %sum, label %exit
sum:
  %v = load i32, ptr %a
  store i32 %v, ptr %out
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @tail_for_one(
; CHECK: sub1.others:
; CHECK-NEXT: %x.begin = load i32, ptr [[BEGIN:%x.begin.slot[0-9]*]]
; CHECK-NEXT: %x.end = load i32, ptr [[END:%x.end.slot[0-9]*]]
; CHECK: openhip.after.barrier.s1.peel:
; CHECK: store i32 {{.*}}, ptr [[BEGIN]]
; CHECK: store i32 {{.*}}, ptr [[END]]
