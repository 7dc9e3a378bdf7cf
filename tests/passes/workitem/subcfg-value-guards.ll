; Value guards between barriers split the sub-CFG's x loop (see
; value-guard-splitting.ll for barrier-free kernels): with C and U in the
; kernel's entry, the flip point is computed in the nest's preheader; with a
; uniform U computed inside the sub-CFG (scan's `offset`), work-item 0's
; copy stores it where it evaluates the comparison.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone willreturn
declare void @__openhip_barrier() convergent nounwind

; `partial[t] = i < n ? in[i] : 0; __syncthreads(); ...` with clang's
; unsigned `blockIdx.x * blockDim.x + t`: low and high parts, and the
; middle part (not vectorized) for blocks where the sum wraps.
define void @load_or_zero(ptr %in, ptr %partial, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %t = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %t
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %load, label %join
load:
  %pin = getelementptr inbounds float, ptr %in, i32 %i
  %v = load float, ptr %pin
  br label %join
join:
  %value = phi float [ %v, %load ], [ 0.0, %entry ]
  %pp = getelementptr inbounds float, ptr %partial, i32 %t
  store float %value, ptr %pp
  call void @__openhip_barrier()
  %r = load float, ptr %partial
  store float %r, ptr %out
  ret void
}
; CHECK-LABEL: define void @load_or_zero(
; CHECK: sub0.pre:
; CHECK: %x.guard.fits = icmp sle i128
; CHECK: %x.split.low = select i1 %x.guard.fits
; CHECK: %x.split.high = select i1 %x.guard.fits
; CHECK: sub0.y.header:
; CHECK: %x.low.end = call i32 @llvm.umin.i32(i32 %openhip.bdim.x, i32 %x.split.low)
; CHECK: br i1 true, label %load.{{s|sub}}0, label %join.{{s|sub}}0
; CHECK: x.middle.guard:
; CHECK: %inside.{{s|sub}}0.x.middle = icmp slt i32
; CHECK: br i1 %{{[0-9]+}}, label %x.middle.header, label %x.high.guard, !llvm.loop ![[RARE_MIDDLE:[0-9]+]]
; CHECK: x.high.guard:
; CHECK: br i1 false, label %load.{{s|sub}}0.x.high, label %join.{{s|sub}}0.x.high

; Scan's rounds: `left = t >= offset ? totals[t - offset] : 0` with offset
; live across the barriers (a uniform slot): split at offset, computed by
; work-item 0.
define void @scan_rounds(ptr %totals, ptr %ctx) "openhip-kernel" {
entry:
  br label %head
head:
  %offset = phi i32 [ 1, %entry ], [ %next, %second ]
  %more = icmp ult i32 %offset, 256
  br i1 %more, label %round, label %done
round:
  %t = call i32 @__openhip_local_id(i32 0)
  %has = icmp sge i32 %t, %offset
  br i1 %has, label %read, label %first
read:
  %from = sub nsw i32 %t, %offset
  %pf = getelementptr inbounds i32, ptr %totals, i32 %from
  %l = load i32, ptr %pf
  br label %first
first:
  %left = phi i32 [ %l, %read ], [ 0, %round ]
  call void @__openhip_barrier()
  %t2 = call i32 @__openhip_local_id(i32 0)
  %pt = getelementptr inbounds i32, ptr %totals, i32 %t2
  %old = load i32, ptr %pt
  %sum = add i32 %old, %left
  store i32 %sum, ptr %pt
  br label %second
second:
  call void @__openhip_barrier()
  %next = shl i32 %offset, 1
  br label %head
done:
  ret void
}
; CHECK-LABEL: define void @scan_rounds(
; CHECK: sub0.pre:
; CHECK: store i32 0, ptr %x.split.low.slot
; CHECK: store i32 %openhip.bdim.x, ptr %x.split.high.slot
; CHECK: sub0.y.header:
; CHECK: %x.split.low = load i32, ptr %x.split.low.slot
; CHECK: %x.split.high = load i32, ptr %x.split.high.slot
; Below offset: t >= offset is false.
; CHECK: br i1 false, label %read.{{s|sub}}0, label %first.{{s|sub}}0
; The peeled work-item stores offset (clamped to the block) as the point.
; CHECK: round.{{s|sub}}0.peel:
; CHECK: %x.guard.begin = trunc
; CHECK-NEXT: store i32 %x.guard.begin, ptr %x.split.low.slot
; CHECK-NEXT: store i32 %x.guard.begin, ptr %x.split.high.slot
; CHECK-NEXT: %has.{{s|sub}}0.peel = icmp sge i32 0, %offset.{{s|sub}}0.peel
; Where work-item 0 does not evaluate the comparison, the middle part runs
; every x: it stays a vector loop.
; CHECK: x.middle.guard:
; CHECK: br i1 %{{[0-9]+}}, label %x.middle.header, label %x.high.guard, !llvm.loop ![[PEELED_MIDDLE:[0-9]+]]
; CHECK: x.high.guard:
; CHECK: br i1 true, label %read.{{s|sub}}0.x.high, label %first.{{s|sub}}0.x.high
; CHECK-NOT: openhip.x.split
; CHECK: ![[RARE_MIDDLE]] = distinct !{![[RARE_MIDDLE]], !{{[0-9]+}}, ![[NO_VECTOR:[0-9]+]], !{{[0-9]+}}}
; CHECK: ![[NO_VECTOR]] = !{!"llvm.loop.vectorize.enable", i1 false}
; CHECK: ![[PEELED_MIDDLE]] = distinct !{![[PEELED_MIDDLE]], !{{[0-9]+}}}
