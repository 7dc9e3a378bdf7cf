; GridStrideLoops' second shape, a work-item range loop: each work-item runs
; `for (j = 0; j < per && start + j < n; ++j)` over its own items, start =
; (blockIdx.x * blockDim.x + threadIdx.x) * per. The copy runs the iterations
; that the block's last work-item runs too (K = min(per, n - its start), 0 when
; a multiplier is negative or anything overflows) with a block-uniform exit;
; ImplicitLoopBarriers then gives it a barrier, so its iterations become
; vectorizable work-item loops. Loops streaming through per-work-item memory,
; and loops whose tests do not involve threadIdx.x, are left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-grid-stride-loops -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-grid-stride-loops,openhip-implicit-loop-barriers' -S %s \
; RUN:   | FileCheck %s --check-prefix=BARRIER

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

; A key search: a hash per item, a hit stored to fixed addresses.
define void @range_search(ptr %found, i32 %n, i32 %per, i32 %target, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  %bid.addr = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bid.addr, align 4
  %base = mul i32 %bid, %bdim
  %global = add i32 %base, %tid
  %start = mul nsw i32 %global, %per
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %key = phi i8 [ 7, %entry ], [ %key.next, %latch ]
  %in.range = icmp slt i32 %j, %per
  %item = add nsw i32 %start, %j
  %in.data = icmp slt i32 %item, %n
  %more = select i1 %in.range, i1 %in.data, i1 false
  br i1 %more, label %body, label %exit
body:
  %wide = zext i8 %key to i32
  %mixed = xor i32 %item, %wide
  %hash = mul i32 %mixed, 16777619
  %hit = icmp eq i32 %hash, %target
  br i1 %hit, label %store, label %latch
store:
  store i32 %item, ptr %found, align 4
  %found.key = getelementptr inbounds i8, ptr %found, i64 4
  store i8 %key, ptr %found.key, align 1
  br label %latch
latch:
  %key.next = add i8 %key, 1
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @range_search(
; CHECK: %gs.block.dim.x = load i32
; CHECK: %gs.last.id = sub i32 %gs.block.dim.x, 1
; The first test, j < per: per - 0 iterations.
; CHECK: [[FIRST1:%.*]] = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 0, i32 0)
; CHECK: icmp slt i32 {{%.*}}, %per
; The second, start + j < n, at the last work-item: n - (base + last) * per.
; CHECK: [[LAST:%.*]] = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %base, i32 %gs.last.id)
; CHECK: call { i32, i1 } @llvm.smul.with.overflow.i32(i32 {{%.*}}, i32 %per)
; CHECK: icmp slt i32 %gs.last.first{{.*}}, %n
; CHECK: call i32 @llvm.umin.i32(
; CHECK: icmp sge i32 %per, 0
; CHECK: %gs.splits = and i1
; CHECK: %gs.uniform.trips = select i1 %gs.splits
; CHECK: header.gs:
; CHECK-NEXT: %key.gs = phi i8 [ 7, %entry ], [ %key.next.gs, %latch.gs ]
; CHECK-NEXT: %gs.k = phi i32 [ 0, %entry ], [ %gs.k.next, %latch.gs ]
; CHECK: %gs.index = add i32 0,
; CHECK: %gs.more = icmp ult i32 %gs.k, %gs.uniform.trips
; CHECK-NEXT: br i1 %gs.more, label %body.gs, label %header
; The original loop continues from the copy's j and key.
; CHECK: header:
; CHECK-NEXT: %j = phi i32 [ %gs.index, %header.gs ], [ %j.next, %latch ]
; CHECK-NEXT: %key = phi i8 [ %key.gs, %header.gs ], [ %key.next, %latch ]
; CHECK: %more = select i1 %in.range, i1 %in.data, i1 false

; BARRIER-LABEL: define void @range_search(
; BARRIER: header.gs:
; BARRIER: call void @__openhip_barrier(){{.*}}!openhip.implicit_barrier
; BARRIER: header:
; BARRIER-NOT: call void @__openhip_barrier()
; BARRIER: ret void

; Each work-item reads its own items, contiguous for it: left alone (the copy
; would read them `per` apart across work-items).
define void @range_stream(ptr %in, ptr %out, i32 %n, i32 %per, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %tid, %per
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %in.range = icmp slt i32 %j, %per
  %item = add nsw i32 %start, %j
  %in.data = icmp slt i32 %item, %n
  %more = select i1 %in.range, i1 %in.data, i1 false
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds float, ptr %in, i32 %item
  %v = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %v
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  %o = getelementptr inbounds float, ptr %out, i32 %tid
  store float %sum, ptr %o, align 4
  ret void
}

; CHECK-LABEL: define void @range_stream(
; CHECK-NOT: gs.
; CHECK: ret void

; No test depends on threadIdx.x: a uniform loop, ImplicitLoopBarriers' own.
define void @uniform_tests(ptr %found, i32 %m, i32 %per, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %in.range = icmp slt i32 %j, %per
  %in.m = icmp ult i32 %j, %m
  %more = and i1 %in.range, %in.m
  br i1 %more, label %body, label %exit
body:
  %x = xor i32 %j, %tid
  %hit = icmp eq i32 %x, 3
  br i1 %hit, label %store, label %latch
store:
  store i32 %j, ptr %found, align 4
  br label %latch
latch:
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @uniform_tests(
; CHECK-NOT: gs.
; CHECK: ret void

; A test that is not of the form offset + j < bound (j * 2 < n): left alone.
define void @scaled_index(ptr %found, i32 %n, i32 %per, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %tid, %per
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %in.range = icmp slt i32 %j, %per
  %twice = shl i32 %j, 1
  %item = add nsw i32 %start, %twice
  %in.data = icmp slt i32 %item, %n
  %more = select i1 %in.range, i1 %in.data, i1 false
  br i1 %more, label %latch, label %exit
latch:
  store i32 %item, ptr %found, align 4
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @scaled_index(
; CHECK-NOT: gs.
; CHECK: ret void

; The first test reads the latch's own increment (`j + 1 < per`) and the body
; does not use j: the copy's j feeds only its dropped exit test, yet the
; original loop must still start from it.
define void @latch_value_test(ptr %found, i32 %n, i32 %per, i32 %target, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %tid, %per
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %key = phi i32 [ %start, %entry ], [ %key.next, %latch ]
  %j1 = add nsw i32 %j, 1
  %in.range = icmp slt i32 %j1, %per
  %item = add nsw i32 %start, %j
  %in.data = icmp slt i32 %item, %n
  %more = select i1 %in.range, i1 %in.data, i1 false
  br i1 %more, label %body, label %exit
body:
  %hash = mul i32 %key, 16777619
  %hit = icmp eq i32 %hash, %target
  br i1 %hit, label %store, label %latch
store:
  store i32 %key, ptr %found, align 4
  br label %latch
latch:
  %key.next = add i32 %key, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @latch_value_test(
; CHECK: %gs.uniform.trips = select i1 %gs.splits
; CHECK: header.gs:
; CHECK: %gs.more = icmp ult i32 %gs.k, %gs.uniform.trips
; CHECK: header:
; CHECK-NEXT: %j = phi i32 [ %gs.index, %header.gs ], [ %j1, %latch ]
; CHECK-NEXT: %key = phi i32 [ %key.gs, %header.gs ], [ %key.next, %latch ]

; The header stores: it would run once more in the copy and again in the
; original loop. Left alone.
define void @header_with_store(ptr %found, ptr %count, i32 %n, i32 %per, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %tid, %per
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  store i32 %j, ptr %count, align 4
  %in.range = icmp slt i32 %j, %per
  %item = add nsw i32 %start, %j
  %in.data = icmp slt i32 %item, %n
  %more = select i1 %in.range, i1 %in.data, i1 false
  br i1 %more, label %body, label %exit
body:
  store i32 %item, ptr %found, align 4
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @header_with_store(
; CHECK-NOT: gs.
; CHECK: ret void

; The block-uniform factor first (`per * gid`), one test only: split, with
; the multiplier's sign checked.
define void @multiplier_first(ptr %found, i32 %n, i32 %per, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %start = mul nsw i32 %per, %tid
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %item = add nsw i32 %j, %start
  %in.data = icmp sgt i32 %n, %item
  br i1 %in.data, label %body, label %exit
body:
  %x = mul i32 %item, 3
  store i32 %x, ptr %found, align 4
  %j.next = add nsw i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @multiplier_first(
; CHECK: call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %per, i32 {{%.*}})
; CHECK: icmp sge i32 %per, 0
; CHECK: header.gs:
