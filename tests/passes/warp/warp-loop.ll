; Warp loops (cpu/cbs/WarpLoops.h): a loop doing one shuffle and arithmetic
; per iteration, with control that depends on constants only, becomes ONE
; collective whose step calls a function built from the loop.
;  @sum_down: the rolled `for (o = 16; o > 0; o /= 2) v += __shfl_down(v, o)`
;    (warp size 32). Its source lanes fold at compile time, so the step has a
;    warp-vector path: lane ids checked once, then per warp <32 x i32>
;    shuffles, one per iteration, unrolled; and the lane loops as fallback.
;  @data_source: the source lane depends on the value: lane loops only.
;  @stores: a loop that stores to memory is no warp loop.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @sum_down(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v0 = load i32, ptr %p
  br label %header
header:
  %o = phi i32 [ 16, %entry ], [ %o.next, %body ]
  %v = phi i32 [ %v0, %entry ], [ %v.next, %body ]
  %more = icmp sgt i32 %o, 0
  br i1 %more, label %body, label %exit
body:
  %x = call i32 @__openhip_local_id(i32 0)
  %lane = and i32 %x, 31
  %to = add i32 %lane, %o
  %inside = icmp ult i32 %to, 32
  %delta = select i1 %inside, i32 %o, i32 0
  %src = add i32 %lane, %delta
  %bits = zext i32 %v to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 %src)
  %gv = trunc i64 %g to i32
  %v.next = add i32 %v, %gv
  %o.next = sdiv i32 %o, 2
  br label %header
exit:
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %q
  ret void
}

define void @data_source(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v0 = load i32, ptr %p
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %v = phi i32 [ %v0, %entry ], [ %v.next, %body ]
  %src = and i32 %v, 7
  %bits = zext i32 %v to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 %src)
  %gv = trunc i64 %g to i32
  %v.next = xor i32 %v, %gv
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, 3
  br i1 %again, label %body, label %exit
exit:
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v.next, ptr %q
  ret void
}

define void @stores(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v0 = load i32, ptr %p
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %v = phi i32 [ %v0, %entry ], [ %v.next, %body ]
  %bits = zext i32 %v to i64
  %g = call i64 @__openhip_warp_gather(i64 %bits, i32 %i)
  %gv = trunc i64 %g to i32
  %v.next = add i32 %v, %gv
  store i32 %v.next, ptr %q
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, 3
  br i1 %again, label %body, label %exit
exit:
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}

; The loop is gone: the work-items store v and their lane id, wait at one
; collective, and load v's final value; the step calls the loop's function
; with every lane taking part (activity kind 0).
; CHECK-LABEL: define void @sum_down(
; CHECK-NOT: __openhip_warp_gather
; CHECK: warp0.step:
; CHECK: call void @__openhip.warp_loop(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr null, i32 0, i32 0)
; CHECK-NEXT: br label %sub1.pre
; CHECK: load i32
; CHECK: store i32 %v.warp

; CHECK-LABEL: define void @data_source(
; CHECK: call void @__openhip.warp_loop.1(

; Not a warp loop: its gather is a collective of its own, every iteration.
; CHECK-LABEL: define void @stores(
; CHECK: call void @__openhip.gather_step.b32(

; @sum_down's step: whole warps only; the lane-id input must hold 0..31.
; CHECK-LABEL: define internal void @__openhip.warp_loop(
; CHECK: entry:
; CHECK-NEXT: [[PARTIAL:%[0-9]+]] = and i64 %{{[0-9]+}}, 31
; CHECK-NEXT: [[WHOLE:%[0-9]+]] = icmp eq i64 [[PARTIAL]], 0
; CHECK-NEXT: br i1 [[WHOLE]], label %warps.check, label %lanes
; The lane loops: operands of every lane, the gather step, the next values.
; CHECK: operands:
; CHECK: exchange:
; CHECK-NEXT: call void @__openhip.gather_step.b32(
; CHECK: results:
; CHECK: warps.check:
; CHECK: icmp eq <32 x i32> %lane{{[0-9]*}}, <i32 0, i32 1, i32 2,
; CHECK: warps.checked:
; CHECK-NEXT: br i1 %{{.*}}, label %warps, label %lanes
; Five iterations, unrolled: lane l reads lane l + 16 if that is in the
; warp, else itself. Warps with no lane taking part are skipped; where every
; lane takes part there is no select; elsewhere a source lane not taking part
; gives the lane its own value.
; CHECK: warps.body:
; CHECK: br i1 %{{.*}}, label %warps.some, label %warps.next
; CHECK: warps.every:
; CHECK: load <32 x i32>
; CHECK: %gathered{{[0-9]*}} = shufflevector <32 x i32> %{{[0-9]+}}, <32 x i32> poison, <32 x i32> <i32 16, i32 17,
; CHECK-SAME: i32 31, i32 16, i32 17,
; CHECK-COUNT-4: shufflevector <32 x i32>
; CHECK-NOT: select
; CHECK: warps.partly:
; CHECK: [[SHUFFLED:%gathered[0-9]*]] = shufflevector <32 x i32> [[BITS:%[0-9]+]], <32 x i32> poison, <32 x i32> <i32 16, i32 17,
; CHECK: [[ACTIVE:%[0-9]+]] = shufflevector <32 x i1> %active{{[0-9]*}}, <32 x i1> poison, <32 x i32> <i32 16, i32 17,
; CHECK: select <32 x i1> [[ACTIVE]], <32 x i32> [[SHUFFLED]], <32 x i32> [[BITS]]
; CHECK-COUNT-4: select <32 x i1>
; CHECK: warps.join:
; CHECK: store <32 x i32>
; CHECK: ret void

; @data_source's step: lane loops only.
; CHECK-LABEL: define internal void @__openhip.warp_loop.1(
; CHECK-NOT: warps
; CHECK: call void @__openhip.gather_step.b32(
; CHECK: ret void
; CHECK-NEXT: }
