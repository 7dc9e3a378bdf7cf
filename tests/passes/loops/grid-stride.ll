; GridStrideLoops splits `for (i = blockIdx.x*blockDim.x + threadIdx.x; i < n;
; i += blockDim.x*gridDim.x)` into a copy that runs the block-uniform number
; of iterations K of the block's last work-item (i = start + k*stride), then
; the original loop from where the copy stopped; ImplicitLoopBarriers then
; puts a barrier into the copy only. Shapes that do not match are left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-grid-stride-loops -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-grid-stride-loops,openhip-implicit-loop-barriers' -S %s \
; RUN:   | FileCheck %s --check-prefix=BARRIER

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

define void @grid_sum(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  %bid.addr = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bid.addr, align 4
  %gdim = load i32, ptr %ctx, align 4
  %base = mul i32 %bid, %bdim
  %start = add nsw i32 %base, %tid
  br label %header
header:
  %i = phi i32 [ %start, %entry ], [ %i.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr inbounds float, ptr %in, i32 %i
  %v = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %v
  %stride = mul i32 %bdim, %gdim
  %i.next = add nsw i32 %i, %stride
  br label %header
done:
  %o = getelementptr inbounds float, ptr %out, i32 %tid
  store float %sum, ptr %o, align 4
  ret void
}

; K from the last work-item's start, 0 unless the stride is positive, at
; least blockDim.x and the start does not overflow:
; CHECK-LABEL: define void @grid_sum(
; The stride, computed in the loop by clang, moves in front of it.
; CHECK: %stride = mul i32 %bdim, %gdim
; CHECK: %gs.block.dim.x = load i32
; CHECK: [[LASTOFF:%.*]] = sub i32 %gs.block.dim.x, 1
; CHECK: [[PAIR:%.*]] = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %base, i32 [[LASTOFF]])
; CHECK: %gs.last.start = extractvalue { i32, i1 } [[PAIR]], 0
; CHECK: icmp uge i32 %stride, %gs.block.dim.x
; CHECK: icmp sgt i32 %stride, 0
; CHECK: icmp slt i32 %gs.last.start, %n
; Every work-item has at most one iteration left after K when the first
; work-item's start is less than a stride below the last one's: the copy
; runs that iteration too, guarded by each work-item's own test.
; CHECK: %gs.one.left = and i1
; Only when the first work-item, which has the most, has an iteration left:
; after the last one's final index when that one runs at all, else at its start.
; CHECK: [[FIRSTAFTER:%.*]] = icmp ule i32
; CHECK: [[FIRSTRUNS:%.*]] = icmp slt i32 %gs.first.start, %n
; CHECK: %gs.first.has.more = select i1 %{{.*}}, i1 [[FIRSTAFTER]], i1 [[FIRSTRUNS]]
; CHECK: %gs.uniform.trips = select i1 %gs.splits
; CHECK: [[EXTRA:%.*]] = and i1 %gs.one.left, %gs.first.has.more
; CHECK: [[EXTRATRIP:%.*]] = zext i1 [[EXTRA]] to i32
; CHECK: %gs.copy.trips = add i32 %gs.uniform.trips, [[EXTRATRIP]]
; CHECK: br label %header.gs
; The copy counts k and computes i itself.
; CHECK: header.gs:
; CHECK-NEXT: %sum.gs = phi float [ 0.000000e+00, %entry ], [ %sum.gs.next, %gs.next ]
; CHECK-NEXT: %gs.k = phi i32 [ 0, %entry ], [ %gs.k.next, %gs.next ]
; CHECK-NEXT: [[KS:%.*]] = mul i32 %gs.k, %stride
; CHECK-NEXT: %gs.index = add i32 %start, [[KS]]
; CHECK-NEXT: %more.gs = icmp slt i32 %gs.index, %n
; CHECK-NEXT: %gs.more = icmp ult i32 %gs.k, %gs.copy.trips
; CHECK-NEXT: br i1 %gs.more, label %gs.extra.guard, label %gs.rest
; CHECK: gs.extra.guard:
; CHECK-NEXT: %gs.uniform = icmp ult i32 %gs.k, %gs.uniform.trips
; CHECK-NEXT: br i1 %gs.uniform, label %body.gs, label %gs.extra.test
; CHECK: gs.extra.test:
; CHECK-NEXT: br i1 %more.gs, label %body.gs, label %gs.extra.skip
; CHECK: body.gs:
; CHECK: getelementptr inbounds float, ptr %in, i32 %gs.index
; CHECK: gs.next:
; CHECK-NEXT: %sum.gs.next = phi float [ %sum.next.gs, %body.gs ], [ %sum.gs, %gs.extra.skip ]
; CHECK-NEXT: %gs.k.next = add nuw i32 %gs.k, 1
; The original loop continues from there, unless it has nothing left to do.
; CHECK: gs.rest:
; CHECK-NEXT: br i1 %gs.one.left, label %gs.done, label %header
; CHECK: header:
; CHECK-NEXT: %i = phi i32 [ %gs.index, %gs.rest ], [ %i.next, %body ]
; CHECK-NEXT: %sum = phi float [ %sum.gs, %gs.rest ], [ %sum.next, %body ]
; CHECK: gs.done:
; CHECK-NEXT: %sum.done = phi float [ %sum, %header ], [ %sum.gs, %gs.rest ]
; CHECK: store float %sum.done

; BARRIER-LABEL: define void @grid_sum(
; BARRIER: header.gs:
; BARRIER: %gs.k = phi
; BARRIER-NEXT: call void @__openhip_barrier(){{.*}}, !openhip.implicit_barrier
; BARRIER: header:
; BARRIER-NOT: call void @__openhip_barrier
; BARRIER: ret void

; Unsigned index, compare written `n > i`, stride a constant.
define void @unsigned_swapped(ptr %out, i32 %n, i64 %offset, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %tid64 = zext i32 %tid to i64
  %start = add i64 %tid64, %offset
  %n64 = zext i32 %n to i64
  br label %header
header:
  %i = phi i64 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp ugt i64 %n64, %i
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 1, ptr %p, align 4
  %i.next = add i64 %i, 4096
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @unsigned_swapped(
; CHECK: call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 {{.*}}, i64 %offset)
; CHECK: icmp ult i64 %gs.last.start, %n64
; CHECK: header.gs:

; Two items per work-item: the index starts at (base + threadIdx.x) * 2 and the
; last work-item's start is computed step by step with overflow checks.
define void @two_per_work_item(ptr %out, i32 %n, i32 %base, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %idx = add i32 %base, %tid
  %start = shl nsw i32 %idx, 1
  br label %header
header:
  %i = phi i32 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 1, ptr %p, align 4
  %i.next = add i32 %i, 8192
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @two_per_work_item(
; CHECK: %gs.last.id = sub i32 %gs.block.dim.x, 1
; CHECK: [[ADD:%.*]] = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %base, i32 %gs.last.id)
; CHECK: [[MUL:%.*]] = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 {{%.*}}, i32 2)
; CHECK: %gs.last.start = extractvalue { i32, i1 } [[MUL]], 0
; CHECK: icmp slt i32 %gs.last.start, %n
; CHECK: header.gs:
; CHECK: %gs.index = add i32 %start,

; Two block-stride loops back to back, the second entered straight from the
; first one's header (shared_static_and_dynamic.hip at -O2): splitting the
; first puts gs.done on that edge, so the second is entered from there.
define void @back_to_back(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %first
first:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %first.body ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %first.body ]
  %first.more = icmp slt i32 %i, 1024
  br i1 %first.more, label %first.body, label %second
first.body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  %v = load i32, ptr %p, align 4
  %sum.next = add i32 %sum, %v
  %i.next = add nsw i32 %i, 256
  br label %first
second:
  %j = phi i32 [ %tid, %first ], [ %j.next, %second.body ]
  %total = phi i32 [ %sum, %first ], [ %total.next, %second.body ]
  %second.more = icmp slt i32 %j, %n
  br i1 %second.more, label %second.body, label %exit
second.body:
  %q = getelementptr inbounds i32, ptr %out, i32 %j
  %w = load i32, ptr %q, align 4
  %total.next = add i32 %total, %w
  %j.next = add nsw i32 %j, 256
  br label %second
exit:
  %o = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %total, ptr %o, align 4
  ret void
}

; CHECK-LABEL: define void @back_to_back(
; CHECK: first:
; CHECK: br i1 %first.more, label %first.body, label %gs.done
; CHECK: gs.done:
; CHECK-NEXT: %sum.done = phi i32 [ %sum, %first ], [ %sum.gs, %gs.rest ]
; CHECK: br label %second.gs
; CHECK: second.gs:
; CHECK-NEXT: %total.gs = phi i32 [ %sum.done, %gs.done ],
; CHECK: second:
; CHECK-NEXT: %j = phi i32 [ %gs.index{{[0-9]+}}, %gs.rest{{[0-9]+}} ], [ %j.next, %second.body ]
; CHECK: gs.done{{[0-9]+}}:
; CHECK-NEXT: %total.done = phi i32

; The index starts at -2 * threadIdx.x (decreasing): not a grid-stride loop.
define void @not_unit_coefficient(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul i32 %tid, -2
  br label %header
header:
  %i = phi i32 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 1, ptr %p, align 4
  %i.next = add i32 %i, 512
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @not_unit_coefficient(
; CHECK-NOT: gs.
; CHECK: ret void

; The bound is read from memory (varying as far as the compiler knows).
define void @varying_bound(ptr %out, ptr %np, i32 %base, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %n = load i32, ptr %np, align 4
  %start = add i32 %base, %tid
  br label %header
header:
  %i = phi i32 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 1, ptr %p, align 4
  %i.next = add i32 %i, 512
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @varying_bound(
; CHECK-NOT: gs.
; CHECK: ret void

; A block-uniform multiplier of threadIdx.x (`(u + threadIdx.x) * per`,
; several items per work-item): split, with K 0 unless per >= 0.
define void @uniform_multiplier(ptr %out, i32 %n, i32 %per, i32 %stride, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %tid, %per
  br label %header
header:
  %i = phi i32 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 1, ptr %p, align 4
  %i.next = add i32 %i, %stride
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @uniform_multiplier(
; CHECK: call { i32, i1 } @llvm.smul.with.overflow.i32(i32 {{%.*}}, i32 %per)
; CHECK: icmp sge i32 %per, 0
; CHECK: %gs.splits = and i1
; CHECK: header.gs:

; A 32-bit start widened by zext and compared signed in 64 bits: below the
; zext, the start must not wrap as an unsigned value (u + threadIdx.x near
; 2^32 would give the first work-items the largest starts), so its last value
; is computed with unsigned overflow checks.
define void @zext_start_signed_compare(ptr %out, i32 %u, i64 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %narrow = add i32 %u, %tid
  %start = zext i32 %narrow to i64
  br label %header
header:
  %i = phi i64 [ %start, %entry ], [ %i.next, %body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 1, ptr %p, align 4
  %i.next = add i64 %i, 4096
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @zext_start_signed_compare(
; CHECK: call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %u,
; CHECK: icmp slt i64 %gs.last.start, %n
; CHECK: header.gs:
