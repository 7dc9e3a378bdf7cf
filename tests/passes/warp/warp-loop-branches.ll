; Warp loops with branches (cpu/cbs/WarpLoopBranches.cpp): the argmax step of
; a warp reduction, `if (ov > v || (ov == v && oi < i)) { v = ov; i = oi; }`,
; reaches the lowering as branches (the right side of `||` holds two
; compares). Their sides are pure, so they become selects, the body a chain
; of blocks, and the loop -- two shuffles per iteration -- ONE warp loop
; whose warp-vector path shuffles both vectors per iteration.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_gather(i64, i32) convergent nounwind

define void @argmax_down(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds float, ptr %in, i32 %tid
  %v0 = load float, ptr %p
  %lane = and i32 %tid, 31
  br label %header
header:
  %o = phi i32 [ 16, %entry ], [ %o.next, %latch ]
  %v = phi float [ %v0, %entry ], [ %v.next, %latch ]
  %i = phi i32 [ %lane, %entry ], [ %i.next, %latch ]
  %more = icmp sgt i32 %o, 0
  br i1 %more, label %body, label %exit
body:
  %to = add i32 %lane, %o
  %inside = icmp ult i32 %to, 32
  %src = select i1 %inside, i32 %to, i32 %lane
  %vbits32 = bitcast float %v to i32
  %vbits = zext i32 %vbits32 to i64
  %gv = call i64 @__openhip_warp_gather(i64 %vbits, i32 %src)
  %gv32 = trunc i64 %gv to i32
  %ov = bitcast i32 %gv32 to float
  %ibits = zext i32 %i to i64
  %gi = call i64 @__openhip_warp_gather(i64 %ibits, i32 %src)
  %oi = trunc i64 %gi to i32
  %larger = fcmp ogt float %ov, %v
  br i1 %larger, label %take, label %tie
tie:
  %equal = fcmp oeq float %ov, %v
  %lower = icmp slt i32 %oi, %i
  %both = select i1 %equal, i1 %lower, i1 false
  br i1 %both, label %take, label %latch
take:
  br label %latch
latch:
  %v.next = phi float [ %ov, %take ], [ %v, %tie ]
  %i.next = phi i32 [ %oi, %take ], [ %i, %tie ]
  %o.next = sdiv i32 %o, 2
  br label %header
exit:
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %i, ptr %q
  ret void
}

; Arrays v, i and the live-in lane; value and operand; a result per shuffle.
; CHECK-LABEL: define void @argmax_down(
; CHECK-NOT: call i64 @__openhip_warp_gather
; CHECK: call void @__openhip.warp_loop(ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, ptr {{%[0-9]+}}, i64 %openhip.threads, ptr null, i32 0, i32 0)
; CHECK-NEXT: br label %sub1.pre
; CHECK-LABEL: define internal void @__openhip.warp_loop(
; CHECK: warps.every:
; CHECK: shufflevector <32 x i32>
; CHECK: shufflevector <32 x i32>
; CHECK: fcmp ogt <32 x float>
; CHECK: select <32 x i1>
; CHECK: select <32 x i1> {{.*}}, <32 x float>
; CHECK: select <32 x i1> {{.*}}, <32 x i32>

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"openhip-warp-size", i32 32}
