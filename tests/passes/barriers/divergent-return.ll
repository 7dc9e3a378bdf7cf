; `if (tid * tid >= n) return;` before a barrier (not affine in x, so the
; early-return narrowing of SubCfgEarlyReturns does not apply): returning
; work-items set a private flag and are skipped by later sub-CFGs; the
; block goes on while any work-item reached the barrier (the decision starts
; at "return" and each work-item that reaches the barrier overrides it).
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @bounded(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %square = mul i32 %tid, %tid
  %out.of.range = icmp uge i32 %square, %n
  br i1 %out.of.range, label %exit, label %work
work:
  call void @__openhip_barrier()
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 1, ptr %p
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @bounded(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK: sub0.pre:
; CHECK-NEXT: store i32 2, ptr %openhip.next
; The flag's address is computed once per work-item, after its id.
; CHECK: sub0.x.header:
; CHECK: [[FLAG0:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: sub0.guard:
; CHECK-NEXT: store i8 0, ptr [[FLAG0]]
; CHECK: sub0.reached.1:
; CHECK-NEXT: store i32 1, ptr %openhip.next
; CHECK: sub0.returned:
; CHECK-NEXT: store i8 1, ptr [[FLAG0]]
; CHECK: sub0.exit:
; CHECK: switch i32 %sub0.next, label %sub1.pre [
; CHECK-NEXT: i32 2, label %openhip.return
; The later sub-CFG runs only the linear range from the first to the last
; work-item whose flag is clear: a scan in front of its nest, each row's
; share of the range clamped to the row.
; CHECK: sub1.pre:
; CHECK: [[COUNT:%[0-9]+]] = trunc i64 %openhip.threads to i32
; CHECK: sub1.pre.live.scan:
; CHECK: %exited{{[0-9]*}} = load i8
; CHECK: [[BEGIN:%[0-9]+]] = call i32 @llvm.umin.i32(i32 %live.begin,
; CHECK: [[END:%[0-9]+]] = call i32 @llvm.umax.i32(i32 %live.end,
; CHECK: br i1 {{%[0-9]+}}, label %sub1.pre.live.scan, label %sub1.pre.live
; CHECK: sub1.y.header:
; CHECK: [[ROW:%[0-9]+]] = trunc i64 %sub1.row to i32
; CHECK: [[B:%[0-9]+]] = call i32 @llvm.usub.sat.i32(i32 [[BEGIN]], i32 [[ROW]])
; CHECK-NEXT: %x.live.begin = call i32 @llvm.umin.i32(i32 [[B]], i32 %openhip.bdim.x)
; CHECK-NEXT: [[E:%[0-9]+]] = call i32 @llvm.usub.sat.i32(i32 [[END]], i32 [[ROW]])
; CHECK-NEXT: %x.live.end = call i32 @llvm.umin.i32(i32 [[E]], i32 %openhip.bdim.x)
; CHECK-NEXT: %x.any = icmp ult i32 %x.live.begin, %x.live.end
; CHECK-NEXT: br i1 %x.any, label %sub1.x.header, label %sub1.y.latch
; CHECK: sub1.x.header:
; CHECK-NEXT: %sub1.x = phi i32 [ %x.live.begin, %sub1.y.header ]
; CHECK: [[FLAG2:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: sub1.guard:
; CHECK-NEXT: %exited = load i8, ptr [[FLAG2]]
; CHECK-NEXT: [[SKIP:%.*]] = icmp ne i8 %exited, 0
; CHECK-NEXT: br i1 [[SKIP]], label %sub1.x.latch, label %openhip.after.barrier.s1
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="1" }
