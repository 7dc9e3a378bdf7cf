; Value guards split the x loop where they flip: `out[x] = i < n ? in[i] : 0`
; stores on both sides, so it is no narrowing guard; the loop runs
; [0, flip) with the comparison true and [flip, blockDim.x) with it false,
; both without lane masks. A middle part keeps the comparisons as written
; where there are several of them (between the smallest and the largest
; flip point), or where C + x may wrap (then it runs everything, and is not
; vectorized).
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s
; RUN: opt -openhip-narrow-guards=false -passes=openhip-workitem-loops %s | FileCheck %s --check-prefix=OFF
; -openhip-split-x=false (hipcc: OPENHIP_SPLIT_X=0) keeps the x loops whole, for measurements:
; RUN: opt -openhip-split-x=false -passes=openhip-workitem-loops %s | FileCheck %s --check-prefix=OFF
; OFF-NOT: x.high
; OFF-NOT: x.middle

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

; `int i = blockIdx.x * 256 + x` (nsw): the flip point is exact.
define void @value_guard(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %base = shl nsw i32 %bid, 8
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add nsw i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %load, label %join
load:
  %pin = getelementptr inbounds float, ptr %in, i32 %i
  %v = load float, ptr %pin
  br label %join
join:
  %value = phi float [ %v, %load ], [ 0.0, %entry ]
  %pout = getelementptr inbounds float, ptr %out, i32 %tid
  store float %value, ptr %pout
  ret void
}
; CHECK-LABEL: define void @value_guard(
; CHECK: wi.pre:
; CHECK: %x.guard.distance = sub i128
; CHECK: %x.guard.end = trunc
; CHECK: wi.y.header:
; CHECK: %x.low.end = call i32 @llvm.umin.i32(i32 %openhip.bdim.x, i32 %x.guard.end)
; CHECK: %x.high.begin = call i32 @llvm.umax.i32(i32 0, i32 %x.guard.end)
; CHECK-NOT: x.middle
; CHECK: %x.any = icmp ult i32 0, %x.low.end
; CHECK: br i1 true, label %load, label %join
; CHECK: %wi.x.next = add nuw i32 %wi.x, 1
; CHECK-NEXT: icmp ult i32 %wi.x.next, %x.low.end
; CHECK-NEXT: br i1 %{{.*}}, label %wi.x.header, label %x.high.guard, !llvm.loop [[LOW:![0-9]+]]
; CHECK: x.high.guard:
; CHECK-NEXT: %x.high.any = icmp ult i32 %x.high.begin, %openhip.bdim.x
; CHECK: x.high.header:
; CHECK-NEXT: %x.high.x = phi i32 [ %x.high.begin, %x.high.guard ], [ %x.high.x.next, %x.high.latch ]
; CHECK: %i.x.high = add nsw i32 %base, %x.high.x
; CHECK-NEXT: br i1 false, label %load.x.high, label %join.x.high
; CHECK: store float %value.x.high, ptr %pout.x.high, align 4, !llvm.access.group [[GROUP:![0-9]+]]
; CHECK: br i1 %{{.*}}, label %x.high.header, label %wi.y.latch, !llvm.loop [[HIGH:![0-9]+]]

; The same with clang's unsigned `blockIdx.x * blockDim.x + x`: exact only
; while the sum does not wrap over the block; otherwise low and high are
; empty and the middle part (not vectorized) runs the comparison.
define void @may_wrap(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  %v = select i1 %inside, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @may_wrap(
; CHECK: %x.guard.fits = icmp sle i128
; CHECK: %x.split.low = select i1 %x.guard.fits, i32 %x.guard.end, i32 0
; CHECK: %x.split.high = select i1 %x.guard.fits, i32 %x.guard.end, i32 %openhip.bdim.x
; CHECK: %x.middle.begin = call i32 @llvm.umax.i32(i32 0, i32 %x.split.low)
; CHECK: %x.middle.end = call i32 @llvm.umin.i32(i32 %openhip.bdim.x, i32 %x.split.high)
; CHECK: %v = select i1 true, i32 1, i32 2
; CHECK: x.middle.header:
; CHECK: %inside.x.middle = icmp slt i32 %i.x.middle, %n
; CHECK: br i1 %{{.*}}, label %x.middle.header, label %x.high.guard, !llvm.loop [[MIDDLE:![0-9]+]]
; CHECK: %v.x.high = select i1 false, i32 1, i32 2

; Two comparisons (`x >= 16 ? a[x - 16] : 0` + `x < m ? a[x + 1] : 0`): low,
; middle and high parts, the middle one vectorized (it can be wide).
define void @two_sides(ptr %a, ptr %out, i32 %m, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %left = icmp sge i32 %tid, 16
  %pl = getelementptr inbounds i32, ptr %a, i32 %tid
  %l = select i1 %left, i32 1, i32 0
  %right = icmp slt i32 %tid, %m
  %r = select i1 %right, i32 2, i32 0
  %sum = add i32 %l, %r
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %pout
  ret void
}
; CHECK-LABEL: define void @two_sides(
; CHECK: wi.y.header:
; CHECK: [[LOWEST:%.*]] = call i32 @llvm.umin.i32(i32 %x.guard.begin, i32 %x.guard.end)
; CHECK: [[HIGHEST:%.*]] = call i32 @llvm.umax.i32(i32 %x.guard.begin, i32 %x.guard.end)
; CHECK: %x.low.end = call i32 @llvm.umin.i32(i32 %openhip.bdim.x, i32 [[LOWEST]])
; Below both flip points: x >= 16 false, x < m true.
; CHECK: %l = select i1 false, i32 1, i32 0
; CHECK: %r = select i1 true, i32 2, i32 0
; CHECK: %left.x.middle = icmp sge i32 %x.middle.x, 16
; CHECK: %right.x.middle = icmp slt i32 %x.middle.x, %m
; CHECK: br i1 %{{.*}}, label %x.middle.header, label %x.high.guard, !llvm.loop [[MIDDLE2:![0-9]+]]
; CHECK: %l.x.high = select i1 true, i32 1, i32 0
; CHECK: %r.x.high = select i1 false, i32 2, i32 0

; Scaled x (scan's `base = blockIdx.x * 1024 + x * 4`, `base + 2 < n`):
; x < ceil((n - first - 2) / 4).
define void @scaled(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %first = shl nsw i32 %bid, 10
  %tid = call i32 @__openhip_local_id(i32 0)
  %scaled = shl nsw i32 %tid, 2
  %base = add nsw i32 %first, %scaled
  %k = add nsw i32 %base, 2
  %inside = icmp slt i32 %k, %n
  %v = select i1 %inside, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @scaled(
; CHECK: %x.guard.distance = sub i128
; CHECK-NEXT: [[POSITIVE:%.*]] = call i128 @llvm.smax.i128(i128 %x.guard.distance, i128 0)
; CHECK-NEXT: [[UP:%.*]] = add i128 [[POSITIVE]], 3
; CHECK-NEXT: %x.guard.scaled = udiv i128 [[UP]], 4
; CHECK: %x.guard.end = trunc
; CHECK-NOT: x.middle
; CHECK: %v = select i1 true, i32 1, i32 2
; CHECK: %v.x.high = select i1 false, i32 1, i32 2

; The same as InstCombine writes it: `base | 2` (base's two low bits are
; zero, so the or is an add). The split is the same.
define void @scaled_or(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %first = shl nsw i32 %bid, 10
  %tid = call i32 @__openhip_local_id(i32 0)
  %scaled = shl nsw i32 %tid, 2
  %base = add nsw i32 %first, %scaled
  %k = or i32 %base, 2
  %inside = icmp slt i32 %k, %n
  %v = select i1 %inside, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @scaled_or(
; CHECK: %x.guard.distance = sub i128
; CHECK-NEXT: [[POSITIVE:%.*]] = call i128 @llvm.smax.i128(i128 %x.guard.distance, i128 0)
; CHECK-NEXT: [[UP:%.*]] = add i128 [[POSITIVE]], 3
; CHECK-NEXT: %x.guard.scaled = udiv i128 [[UP]], 4
; CHECK: %x.guard.end = trunc
; CHECK-NOT: x.middle
; CHECK: %v = select i1 true, i32 1, i32 2
; CHECK: %v.x.high = select i1 false, i32 1, i32 2

; An or whose operands may share bits (x | 2: x may be odd or even) is no
; add: no split.
define void @overlapping_or(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %k = or i32 %tid, 2
  %inside = icmp slt i32 %k, %n
  %v = select i1 %inside, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @overlapping_or(
; CHECK-NOT: x.high
; CHECK: %inside = icmp slt i32 %k, %n

; A bound loaded per work-item is not uniform: no split.
define void @varying(ptr %limits, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %pl = getelementptr inbounds i32, ptr %limits, i32 %tid
  %limit = load i32, ptr %pl
  %inside = icmp slt i32 %tid, %limit
  %v = select i1 %inside, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @varying(
; CHECK-NOT: x.high
; CHECK: %inside = icmp slt i32 %wi.x, %limit

; CHECK: [[LOW]] = distinct !{[[LOW]], [[PARALLEL:![0-9]+]]}
; CHECK: [[PARALLEL]] = !{!"llvm.loop.parallel_accesses", [[GROUP]]}
; CHECK: [[HIGH]] = distinct !{[[HIGH]], [[PARALLEL]]}
; CHECK: [[MIDDLE]] = distinct !{[[MIDDLE]], [[PARALLEL2:![0-9]+]], [[NOVEC:![0-9]+]], [[NOUNROLL:![0-9]+]]}
; CHECK: [[NOVEC]] = !{!"llvm.loop.vectorize.enable", i1 false}
; CHECK: [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}
; CHECK: [[MIDDLE2]] = distinct !{[[MIDDLE2]], [[PARALLEL3:![0-9]+]]}
