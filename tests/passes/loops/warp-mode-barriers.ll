; GridStrideLoops and ImplicitLoopBarriers leave a kernel alone when
; BarrierLowering will run it in the per-work-item mode of the warp
; collectives (docs/warp-operations.md), and when their barrier would put it
; there; a kernel whose divergent collectives only have returning work-items
; on the other side (`if (warp == 0) warpSum(v)`) stays in the uniform mode
; and gets both.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-grid-stride-loops,openhip-implicit-loop-barriers' -S %s \
; RUN:   | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind
declare i64 @__openhip_warp_ballot(i32) convergent nounwind

; The bench's warp_reduce: a grid-stride sum, then `if (warp == 0)` a shuffle.
; CHECK-LABEL: define void @sum_then_first_warp(
; CHECK: header.gs:
; CHECK: call void @__openhip_barrier(){{.*}}!openhip.implicit_barrier
define void @sum_then_first_warp(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
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
  %sum = phi i64 [ 0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr inbounds i64, ptr %in, i32 %i
  %v = load i64, ptr %p, align 8
  %sum.next = add i64 %sum, %v
  %stride = mul i32 %bdim, %gdim
  %i.next = add nsw i32 %i, %stride
  br label %header
done:
  %warp = lshr i32 %tid, 5
  %first = icmp eq i32 %warp, 0
  br i1 %first, label %shuffle, label %exit
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %sum, i32 1)
  %o = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %g, ptr %o, align 8
  br label %exit
exit:
  ret void
}

; The same sum, then lanes 0-15 shuffle and every lane votes: per-work-item
; mode, so no split and no barrier.
; CHECK-LABEL: define void @sum_then_divergent_shuffle(
; CHECK-NOT: .gs:
; CHECK-NOT: openhip.implicit_barrier
; CHECK: ret void
define void @sum_then_divergent_shuffle(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
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
  %sum = phi i64 [ 0, %entry ], [ %sum.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr inbounds i64, ptr %in, i32 %i
  %v = load i64, ptr %p, align 8
  %sum.next = add i64 %sum, %v
  %stride = mul i32 %bdim, %gdim
  %i.next = add nsw i32 %i, %stride
  br label %header
done:
  %lane = and i32 %tid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %shuffle, label %join
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %sum, i32 1)
  br label %join
join:
  %r = phi i64 [ %g, %shuffle ], [ %sum, %done ]
  %r32 = trunc i64 %r to i32
  %b = call i64 @__openhip_warp_ballot(i32 %r32)
  %o = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %b, ptr %o, align 8
  ret void
}

; Lanes 0-15 shuffle, the others go straight on to a loop with a uniform
; trip count: uniform mode as it is (the others only run to their return),
; but a barrier in the loop would make them wait there while lanes 0-15 wait
; at the shuffle, so the loop gets none.
; CHECK-LABEL: define void @shuffle_then_uniform_loop(
; CHECK-NOT: openhip.implicit_barrier
; CHECK: ret void
define void @shuffle_then_uniform_loop(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bits = zext i32 %tid to i64
  %lane = and i32 %tid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %shuffle, label %loop.pre
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 1)
  br label %loop.pre
loop.pre:
  %start = phi i64 [ %g, %shuffle ], [ %bits, %entry ]
  br label %loop
loop:
  %j = phi i32 [ 0, %loop.pre ], [ %j.next, %loop ]
  %acc = phi i64 [ %start, %loop.pre ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i64, ptr %in, i32 %j
  %x = load i64, ptr %p, align 8
  %acc.next = add i64 %acc, %x
  %j.next = add nsw i32 %j, 1
  %again = icmp slt i32 %j.next, %n
  br i1 %again, label %loop, label %exit
exit:
  %o = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %acc.next, ptr %o, align 8
  ret void
}

; The same loop before the shuffle: the barrier keeps the uniform mode.
; CHECK-LABEL: define void @uniform_loop_then_shuffle(
; CHECK: loop:
; CHECK: call void @__openhip_barrier(){{.*}}!openhip.implicit_barrier
define void @uniform_loop_then_shuffle(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bits = zext i32 %tid to i64
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %acc = phi i64 [ %bits, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i64, ptr %in, i32 %j
  %x = load i64, ptr %p, align 8
  %acc.next = add i64 %acc, %x
  %j.next = add nsw i32 %j, 1
  %again = icmp slt i32 %j.next, %n
  br i1 %again, label %loop, label %after
after:
  %lane = and i32 %tid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %shuffle, label %exit
shuffle:
  %g = call i64 @__openhip_warp_gather(i64 %acc.next, i32 1)
  %o = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %g, ptr %o, align 8
  br label %exit
exit:
  ret void
}
