; Early-return narrowing (SubCfgEarlyReturns.h): behind a guard
; `if (C + x >= U) return;` the later sub-CFGs run over the x range the guard
; leaves alive, with no exited flag, peeling the first alive work-item; the
; flag stays as the fallback where C + x may wrap, or where the returns are
; not one affine guard. Sub-CFGs that no divergent return can precede do
; not check the flag.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-implicit-loop-barriers,openhip-workitem-loops,openhip-barriers' \
; RUN:   -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

; n-body: i = blockIdx.x * blockDim.x + x may wrap (no nsw), so the narrowed
; nests run when the range is exact and the exited-flag nests otherwise.
define void @nbody_like(ptr %pos, ptr %acc, i32 %n, ptr %ctx) "openhip-kernel" {
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

; CHECK-LABEL: define void @nbody_like(
; CHECK: openhip.entry:
; CHECK: %x.guard.fits = icmp sle i128
; CHECK: %x.guard.end = trunc i128 {{.*}} to i32
; CHECK: br i1 %x.guard.fits, label %alive.sub0.pre, label %sub0.pre
; The narrowed nests keep no flag. Sub-CFG 1 has only uniform branches: the
; first alive work-item's peeled copy keeps just the loop decision and the
; counter (a decision slice), and the nest runs all of [0, end) in each row.
; CHECK: {{^}}alive.sub0.pre:
; CHECK-NOT: exited
; CHECK: {{^}}alive.sub1.y.header:
; CHECK: %x.any{{[0-9]*}} = icmp ult i32 0, %x.guard.end
; CHECK: {{^}}alive.sub1.x.header:
; CHECK-NEXT: %alive.sub1.x = phi i32 [ 0, %alive.sub1.y.header ]
; CHECK-NOT: exited
; CHECK: {{^}}body.alive.s1.peel:
; CHECK-NEXT: load i32, ptr %j.uniform
; CHECK-NEXT: add nsw i32
; CHECK-NEXT: br label %header.alive.s1.peel
; CHECK: {{^}}header.alive.s1.peel:
; CHECK-NEXT: phi i32
; CHECK-NEXT: store i32 %j.alive.s1.peel, ptr %j.uniform.next
; CHECK-NEXT: br label
; CHECK-NOT: exited
; CHECK: {{^}}alive.sub1.x.latch:
; CHECK-NEXT: %alive.sub1.x.next = add nuw i32 %alive.sub1.x, 1
; CHECK-NEXT: icmp ult i32 %alive.sub1.x.next, %x.guard.end
; CHECK-NOT: exited
; The fallback, for a block where C + x wraps, keeps the flag.
; CHECK: {{^}}sub0.pre:
; CHECK: {{^}}sub0.guard:
; CHECK: store i8 0
; CHECK: {{^}}sub1.guard:
; CHECK: %exited = load i8

; A window on the local x: exact for every launch, no fallback; the nest
; starts at x = lo.
define void @window(ptr %in, ptr %out, i32 %lo, i32 %hi, i32 %trips, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %below = icmp slt i32 %tid, %lo
  %above = icmp sge i32 %tid, %hi
  %leave = or i1 %below, %above
  br i1 %leave, label %exit, label %header
header:
  %k = phi i32 [ 0, %entry ], [ %k.next, %header ]
  %acc = phi i32 [ %tid, %entry ], [ %acc.next, %header ]
  %p = getelementptr inbounds i32, ptr %in, i32 %k
  %v = load i32, ptr %p, align 4
  %acc.next = add i32 %acc, %v
  %k.next = add nsw i32 %k, 1
  %again = icmp slt i32 %k.next, %trips
  br i1 %again, label %header, label %done
done:
  %o = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc.next, ptr %o, align 4
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @window(
; CHECK: %x.guard.begin = trunc i128 {{.*}} to i32
; CHECK: %x.guard.end = trunc i128 {{.*}} to i32
; CHECK-NEXT: br label %alive.sub0.pre
; CHECK-NOT: exited
; CHECK: %x.any{{[0-9]*}} = icmp ult i32 %x.guard.begin, %x.guard.end
; CHECK-NOT: exited
; CHECK-NOT: {{^}}sub0.pre:
; CHECK: {{^}}}{{$}}

; A work-item dependent branch between barriers whose paths meet again before
; them, and a uniform choice of the next barrier: sub-CFG 1 is narrowed, and
; its first alive work-item (x = lo) runs a decision slice that skips the
; branch, so row 0 of its nest starts at lo, that work-item included.
define void @branchy(ptr %out, i32 %lo, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %leave = icmp slt i32 %tid, %lo
  br i1 %leave, label %exit, label %work
work:
  call void @__openhip_barrier()
  %odd.bits = and i32 %tid, 1
  %odd = icmp ne i32 %odd.bits, 0
  br i1 %odd, label %add, label %join
add:
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 1, ptr %p, align 4
  br label %join
join:
  %wide = icmp sgt i32 %lo, 3
  br i1 %wide, label %sync.a, label %sync.b
sync.a:
  call void @__openhip_barrier()
  br label %exit
sync.b:
  call void @__openhip_barrier()
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @branchy(
; CHECK: %x.guard.begin = trunc i128 {{.*}} to i32
; CHECK-NOT: exited
; CHECK: {{^}}alive.sub1.y.header:
; CHECK: %x.any{{[0-9]*}} = icmp ult i32 %x.guard.begin,
; CHECK: %alive.sub1.x = phi i32 [ %x.guard.begin, %alive.sub1.y.header ]
; CHECK-NOT: exited
; CHECK: %first.lid = zext i32 %x.guard.begin to i64
; CHECK-NOT: exited
; CHECK: {{^}}}{{$}}

; The guard also tests a loaded value: the alive work-items are not a range.
define void @not_only_x(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %outside = icmp sge i32 %tid, %n
  %vp = getelementptr inbounds i32, ptr %in, i32 %tid
  %v = load i32, ptr %vp, align 4
  %zero = icmp eq i32 %v, 0
  %leave = or i1 %outside, %zero
  br i1 %leave, label %exit, label %header
header:
  %k = phi i32 [ 0, %entry ], [ %k.next, %header ]
  %acc = phi i32 [ %v, %entry ], [ %acc.next, %header ]
  %acc.next = mul i32 %acc, 3
  %k.next = add nsw i32 %k, 1
  %again = icmp slt i32 %k.next, %n
  br i1 %again, label %header, label %done
done:
  %o = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc.next, ptr %o, align 4
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @not_only_x(
; CHECK-NOT: alive.sub
; CHECK: {{^}}sub1.guard:
; CHECK: %exited = load i8
; CHECK-NOT: alive.sub
; CHECK: {{^}}}{{$}}

; The divergent return comes after the first barrier: sub-CFG 1 cannot see
; a returned work-item (no check), sub-CFG 2 can.
define void @return_later(ptr %out, i32 %k, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %tid, ptr %p, align 4
  call void @__openhip_barrier()
  %v = load i32, ptr %p, align 4
  %leave = icmp sge i32 %v, %k
  br i1 %leave, label %exit, label %go
go:
  store i32 1, ptr %p, align 4
  call void @__openhip_barrier()
  store i32 2, ptr %p, align 4
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @return_later(
; CHECK: {{^}}sub0.guard:
; CHECK: store i8 0
; CHECK-NOT: exited
; CHECK: {{^}}sub1.returned:
; CHECK: store i8 1
; CHECK: {{^}}sub2.guard:
; CHECK: %exited = load i8
