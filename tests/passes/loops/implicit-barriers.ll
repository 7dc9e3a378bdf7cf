; ImplicitLoopBarriers: a loop every work-item runs together, the same number
; of times, gets a barrier (marked !openhip.implicit_barrier) at the top of its
; body; divergent loops, small constant trip counts (marked for full
; unrolling instead), loops under a divergent branch and loops that already
; synchronize are left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-implicit-loop-barriers -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-implicit-loop-barriers,openhip-workitem-loops,openhip-barriers' \
; RUN:   -S %s | FileCheck %s --check-prefix=LOWERED

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

; n-body: `for (j = 0; j < n; ++j) acc += pos[j] - pos[i]`.
define void @nbody_like(ptr %pos, ptr %acc, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  %bid.addr = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bid.addr, align 4
  %base = mul i32 %bid, %bdim
  %i = add i32 %base, %tid
  %pi.addr = getelementptr inbounds float, ptr %pos, i32 %i
  %pi = load float, ptr %pi.addr, align 4
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %done
body:
  %pj.addr = getelementptr inbounds float, ptr %pos, i32 %j
  %pj = load float, ptr %pj.addr, align 4
  %d = fsub float %pj, %pi
  %sum.next = fadd float %sum, %d
  %j.next = add nsw i32 %j, 1
  br label %header
done:
  %o = getelementptr inbounds float, ptr %acc, i32 %i
  store float %sum, ptr %o, align 4
  ret void
}

; CHECK-LABEL: define void @nbody_like(
; CHECK: header:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %sum = phi float
; CHECK-NEXT: call void @__openhip_barrier(){{.*}}, !openhip.implicit_barrier
; CHECK-NEXT: %more = icmp slt i32 %j, %n
; LOWERED-LABEL: define void @nbody_like(
; LOWERED-SAME: [[ATTRS:#[0-9]+]]
; LOWERED-NOT: call void @__openhip_barrier
; LOWERED: ret void
; LOWERED: attributes [[ATTRS]] = {{.*}}"openhip-has-barriers"

; The same behind `if (i >= n) return;`: split too (BarriersAfterEarlyReturns);
; BarrierLowering runs the iterations over the x range the guard leaves alive
; (early-return-narrowing.ll).
define void @after_early_return(ptr %pos, ptr %acc, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  %bid.addr = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bid.addr, align 4
  %base = mul i32 %bid, %bdim
  %i = add i32 %base, %tid
  %out = icmp sge i32 %i, %n
  br i1 %out, label %exit, label %pre
pre:
  %pi.addr = getelementptr inbounds float, ptr %pos, i32 %i
  %pi = load float, ptr %pi.addr, align 4
  br label %header
header:
  %j = phi i32 [ 0, %pre ], [ %j.next, %body ]
  %sum = phi float [ 0.0, %pre ], [ %sum.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %done
body:
  %pj.addr = getelementptr inbounds float, ptr %pos, i32 %j
  %pj = load float, ptr %pj.addr, align 4
  %d = fsub float %pj, %pi
  %sum.next = fadd float %sum, %d
  %j.next = add nsw i32 %j, 1
  br label %header
done:
  %o = getelementptr inbounds float, ptr %acc, i32 %i
  store float %sum, ptr %o, align 4
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @after_early_return(
; CHECK: header:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %sum = phi float
; CHECK-NEXT: call void @__openhip_barrier(){{.*}}, !openhip.implicit_barrier
; CHECK: ret void

; Behind `if (tid != 0) return;` (also `if (tid == 0 && ...)`): one
; work-item of each row runs the loop, so a barrier would only wrap each
; iteration in a work-item loop of one: none.
define void @after_return_of_all_but_one(ptr %shared, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %others = icmp ne i32 %tid, 0
  br i1 %others, label %exit, label %header
header:
  %j = phi i32 [ 1, %entry ], [ %j.next, %body ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %shared, i32 %j
  %v = load i32, ptr %p, align 4
  %sum.next = add i32 %sum, %v
  %j.next = add nsw i32 %j, 1
  br label %header
done:
  store i32 %sum, ptr %out, align 4
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @after_return_of_all_but_one(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

define void @after_return_unless_first_with_more(ptr %shared, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %tid, 0
  %some = icmp sgt i32 %n, 1
  %go = and i1 %some, %first
  br i1 %go, label %header, label %exit
header:
  %j = phi i32 [ 1, %entry ], [ %j.next, %header ]
  %p = getelementptr inbounds i32, ptr %shared, i32 %j
  store i32 %j, ptr %p, align 4
  %j.next = add nsw i32 %j, 1
  %more = icmp slt i32 %j.next, %n
  br i1 %more, label %header, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @after_return_unless_first_with_more(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

; The trip count depends on the work-item: nothing to do.
define void @divergent_trip_count(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, %tid
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 %tid, ptr %p, align 4
  %j.next = add i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @divergent_trip_count(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

; `for (j = 0; j < 16; ++j)`: unrolled and vectorized inside the work-item loop anyway.
define void @constant_trip_count(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, 16
  br i1 %more, label %body, label %exit
body:
  %k = add i32 %j, %tid
  %p = getelementptr inbounds i32, ptr %out, i32 %k
  store i32 %tid, ptr %p, align 4
  %j.next = add i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @constant_trip_count(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: br label %header, !llvm.loop [[UNROLL:![0-9]+]]
; CHECK: ret void

; The same with `#pragma nounroll`: left as the source says, no barrier either.
define void @constant_trip_count_nounroll(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, 16
  br i1 %more, label %body, label %exit
body:
  %k = add i32 %j, %tid
  %p = getelementptr inbounds i32, ptr %out, i32 %k
  store i32 %tid, ptr %p, align 4
  %j.next = add i32 %j, 1
  br label %header, !llvm.loop !0
exit:
  ret void
}

; CHECK-LABEL: define void @constant_trip_count_nounroll(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: br label %header, !llvm.loop [[NOUNROLL:![0-9]+]]
; CHECK: ret void

; 64 steps of a loop of 71 instructions: past FullUnrollBudget once unrolled,
; left to LLVM's thresholds, without a barrier as before.
define void @constant_trip_count_big_body(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, 64
  br i1 %more, label %body, label %exit
body:
  %a0 = add i32 %j, %tid
  %a1 = mul i32 %a0, %a0
  %a2 = mul i32 %a1, %a1
  %a3 = mul i32 %a2, %a2
  %a4 = mul i32 %a3, %a3
  %a5 = mul i32 %a4, %a4
  %a6 = mul i32 %a5, %a5
  %a7 = mul i32 %a6, %a6
  %a8 = mul i32 %a7, %a7
  %a9 = mul i32 %a8, %a8
  %a10 = mul i32 %a9, %a9
  %a11 = mul i32 %a10, %a10
  %a12 = mul i32 %a11, %a11
  %a13 = mul i32 %a12, %a12
  %a14 = mul i32 %a13, %a13
  %a15 = mul i32 %a14, %a14
  %a16 = mul i32 %a15, %a15
  %a17 = mul i32 %a16, %a16
  %a18 = mul i32 %a17, %a17
  %a19 = mul i32 %a18, %a18
  %a20 = mul i32 %a19, %a19
  %a21 = mul i32 %a20, %a20
  %a22 = mul i32 %a21, %a21
  %a23 = mul i32 %a22, %a22
  %a24 = mul i32 %a23, %a23
  %a25 = mul i32 %a24, %a24
  %a26 = mul i32 %a25, %a25
  %a27 = mul i32 %a26, %a26
  %a28 = mul i32 %a27, %a27
  %a29 = mul i32 %a28, %a28
  %a30 = mul i32 %a29, %a29
  %a31 = mul i32 %a30, %a30
  %a32 = mul i32 %a31, %a31
  %a33 = mul i32 %a32, %a32
  %a34 = mul i32 %a33, %a33
  %a35 = mul i32 %a34, %a34
  %a36 = mul i32 %a35, %a35
  %a37 = mul i32 %a36, %a36
  %a38 = mul i32 %a37, %a37
  %a39 = mul i32 %a38, %a38
  %a40 = mul i32 %a39, %a39
  %a41 = mul i32 %a40, %a40
  %a42 = mul i32 %a41, %a41
  %a43 = mul i32 %a42, %a42
  %a44 = mul i32 %a43, %a43
  %a45 = mul i32 %a44, %a44
  %a46 = mul i32 %a45, %a45
  %a47 = mul i32 %a46, %a46
  %a48 = mul i32 %a47, %a47
  %a49 = mul i32 %a48, %a48
  %a50 = mul i32 %a49, %a49
  %a51 = mul i32 %a50, %a50
  %a52 = mul i32 %a51, %a51
  %a53 = mul i32 %a52, %a52
  %a54 = mul i32 %a53, %a53
  %a55 = mul i32 %a54, %a54
  %a56 = mul i32 %a55, %a55
  %a57 = mul i32 %a56, %a56
  %a58 = mul i32 %a57, %a57
  %a59 = mul i32 %a58, %a58
  %a60 = mul i32 %a59, %a59
  %a61 = mul i32 %a60, %a60
  %a62 = mul i32 %a61, %a61
  %a63 = mul i32 %a62, %a62
  %p = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 %a63, ptr %p, align 4
  %j.next = add i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @constant_trip_count_big_body(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: br label %header{{$}}
; CHECK: ret void

; `if (threadIdx.x < 10) for (j = 0; j < n; ++j) ...`: only some work-items run it.
define void @under_divergent_branch(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %few = icmp ult i32 %tid, 10
  br i1 %few, label %header, label %after
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %after
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 %tid, ptr %p, align 4
  %j.next = add i32 %j, 1
  br label %header
after:
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 0, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define void @under_divergent_branch(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

; A loop leaving early for some work-items (`if (out[j] == tid) break;`).
define void @divergent_exit(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %j
  %v = load i32, ptr %p, align 4
  %found = icmp eq i32 %v, %tid
  br i1 %found, label %exit, label %latch
latch:
  %j.next = add i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @divergent_exit(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

; A loop with a __syncthreads() keeps only the user's barrier.
define void @holds_barrier(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %j, ptr %p, align 4
  call void @__openhip_barrier()
  %j.next = add i32 %j, 1
  br label %header
exit:
  ret void
}

; CHECK-LABEL: define void @holds_barrier(
; CHECK-NOT: !openhip.implicit_barrier
; CHECK: call void @__openhip_barrier()
; CHECK-NOT: !openhip.implicit_barrier
; CHECK: ret void

; Nested uniform loops: the barrier goes into the inner one only.
define void @nested(ptr %out, i32 %n, i32 %m, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %outer
outer:
  %a = phi i32 [ 0, %entry ], [ %a.next, %outer.latch ]
  %more.a = icmp slt i32 %a, %n
  br i1 %more.a, label %inner, label %exit
inner:
  %b = phi i32 [ 0, %outer ], [ %b.next, %inner.body ]
  %more.b = icmp slt i32 %b, %m
  br i1 %more.b, label %inner.body, label %outer.latch
inner.body:
  %ab = add i32 %a, %b
  %abt = add i32 %ab, %tid
  %p = getelementptr inbounds i32, ptr %out, i32 %abt
  store i32 %b, ptr %p, align 4
  %b.next = add i32 %b, 1
  br label %inner
outer.latch:
  %a.next = add i32 %a, 1
  br label %outer
exit:
  ret void
}

; CHECK-LABEL: define void @nested(
; CHECK: outer:
; CHECK-NOT: call void @__openhip_barrier
; CHECK: inner:
; CHECK-NEXT: %b = phi i32
; CHECK-NEXT: call void @__openhip_barrier(){{.*}}, !openhip.implicit_barrier
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

; `if (threadIdx.x == 0) for (p < passes) for (d < 256) s[d] += p;`: the inner
; loop is uniform within its outer loop, but only work-item 0 runs the outer
; one; the others meet it after the outer loop ends. No barrier (a barrier
; here made work-item 0 wait for work-items that never come).
define void @nested_under_thread_guard(ptr %s, i32 %passes, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %outer, label %done
outer:
  %p = phi i32 [ 0, %entry ], [ %p.next, %outer.latch ]
  %more.p = icmp slt i32 %p, %passes
  br i1 %more.p, label %inner, label %done
inner:
  %d = phi i32 [ 0, %outer ], [ %d.next, %inner.body ]
  %more.d = icmp ult i32 %d, 256
  br i1 %more.d, label %inner.body, label %outer.latch
inner.body:
  %addr = getelementptr inbounds i32, ptr %s, i32 %d
  %v = load i32, ptr %addr, align 4
  %v.next = add i32 %v, %p
  store i32 %v.next, ptr %addr, align 4
  %d.next = add nuw nsw i32 %d, 1
  br label %inner
outer.latch:
  %p.next = add nsw i32 %p, 1
  br label %outer
done:
  call void @__openhip_barrier()
  ret void
}
; CHECK-LABEL: define void @nested_under_thread_guard(
; CHECK-NOT: !openhip.implicit_barrier
; CHECK: ret void

; `__launch_bounds__(1)`: one work-item per block, nothing to reorder across
; work-items; the n-body loop stays a plain loop.
define void @single_work_item(ptr %pos, ptr %acc, i32 %n, ptr %ctx) "openhip-kernel" "openhip-max-threads-per-block"="1" {
entry:
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %j, %n
  br i1 %more, label %body, label %done
body:
  %pj.addr = getelementptr inbounds float, ptr %pos, i32 %j
  %pj = load float, ptr %pj.addr, align 4
  %sum.next = fadd float %sum, %pj
  %j.next = add nsw i32 %j, 1
  br label %header
done:
  store float %sum, ptr %acc, align 4
  ret void
}
; CHECK-LABEL: define void @single_work_item(
; CHECK-NOT: call void @__openhip_barrier
; CHECK: ret void

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}

; CHECK: [[UNROLL]] = distinct !{[[UNROLL]], [[FULL:![0-9]+]]}
; CHECK: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK: [[NOUNROLL]] = distinct !{[[NOUNROLL]], [[DISABLE:![0-9]+]]}
; CHECK: [[DISABLE]] = !{!"llvm.loop.unroll.disable"}
