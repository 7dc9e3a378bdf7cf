; Private arrays SROA cannot split get one copy per work-item in
; ctx->private_arena; y/z ids and a non-constant dimension map to the loop
; variables; kernels with barriers and plain functions are left alone.
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent

define void @private_array(ptr %out, i32 %pick, i32 %dim, ptr %ctx) "openhip-kernel" {
entry:
  %priv = alloca [8 x i32], align 16
  %y = call i32 @__openhip_local_id(i32 1)
  %z = call i32 @__openhip_local_id(i32 2)
  %d = call i32 @__openhip_local_id(i32 %dim)
  %slot = getelementptr inbounds [8 x i32], ptr %priv, i32 0, i32 %pick
  store i32 %y, ptr %slot
  %first = load i32, ptr %priv
  %sum = add i32 %first, %z
  %sum2 = add i32 %sum, %d
  store i32 %sum2, ptr %out
  ret void
}

; CHECK-LABEL: define void @private_array(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK-NOT: alloca
; CHECK: %openhip.private.arena = load ptr
; CHECK: wi.x.header:
; One 32-byte copy per work-item, at offset 0: arena + 0 * threads + lid * 32.
; CHECK: [[START:%.*]] = mul nuw i64 %openhip.threads, 0
; CHECK: [[SCALED:%.*]] = mul nuw i64 %wi.lid, 32
; CHECK: [[OFFSET:%.*]] = add nuw i64 [[START]], [[SCALED]]
; CHECK: [[PRIV:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena, i64 [[OFFSET]]
; CHECK: [[IS_Y:%.*]] = icmp eq i32 %dim, 1
; CHECK: [[YZ:%.*]] = select i1 [[IS_Y]], i32 %wi.y, i32 %wi.z
; CHECK: [[IS_X:%.*]] = icmp eq i32 %dim, 0
; CHECK: [[D:%.*]] = select i1 [[IS_X]], i32 %wi.x, i32 [[YZ]]
; CHECK: %slot = getelementptr inbounds [8 x i32], ptr [[PRIV]], i32 0, i32 %pick
; CHECK: store i32 %wi.y, ptr %slot
; CHECK: %sum = add i32 %first, %wi.z
; CHECK: %sum2 = add i32 %sum, [[D]]

define void @has_barrier(ptr %ctx) "openhip-kernel" {
  call void @__openhip_barrier()
  ret void
}
; CHECK-LABEL: define void @has_barrier(
; CHECK-NEXT: call void @__openhip_barrier()
; CHECK-NEXT: ret void

define i32 @not_a_kernel(ptr %ctx) {
  %t = call i32 @__openhip_local_id(i32 0)
  ret i32 %t
}
; CHECK-LABEL: define i32 @not_a_kernel(
; CHECK-NEXT: %t = call i32 @__openhip_local_id(i32 0)

; CHECK: attributes [[ATTRS]] = { "openhip-kernel" "openhip-private-size"="32" }
