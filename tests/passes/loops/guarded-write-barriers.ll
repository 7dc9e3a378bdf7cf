; A loop with a small constant trip count gets no implicit barrier (LLVM
; unrolls it inside the work-item loop), unless a work-item dependent branch
; in it guards a write: scan's `for (k < 4) if (i < n) out[i] += offset`
; would become masked stores. A guarded load alone does not count.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-implicit-loop-barriers -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

; CHECK-LABEL: define void @add_offsets(
; CHECK: loop:
; CHECK-NEXT: %k = phi
; CHECK-NEXT: call void @__openhip_barrier(){{.*}}!openhip.implicit_barrier
define void @add_offsets(ptr %out, ptr %offsets, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %bid.addr = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bid.addr, align 4
  %off.addr = getelementptr inbounds i32, ptr %offsets, i32 %bid
  %offset = load i32, ptr %off.addr, align 4
  %base = shl i32 %bid, 10
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %kk = shl nsw i32 %k, 8
  %row = add i32 %base, %kk
  %i = add i32 %row, %tid
  %in.range = icmp slt i32 %i, %n
  br i1 %in.range, label %update, label %latch
update:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  %v = load i32, ptr %p, align 4
  %sum = add i32 %v, %offset
  store i32 %sum, ptr %p, align 4
  br label %latch
latch:
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 4
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @guarded_loads(
; CHECK-NOT: openhip.implicit_barrier
; CHECK: ret void
define void @guarded_loads(ptr %out, ptr %in, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %base = shl i32 %tid, 2
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %i = add i32 %base, %k
  %in.range = icmp slt i32 %i, %n
  br i1 %in.range, label %read, label %latch
read:
  %p = getelementptr inbounds i32, ptr %in, i32 %i
  %v = load i32, ptr %p, align 4
  br label %latch
latch:
  %item = phi i32 [ %v, %read ], [ 0, %loop ]
  %acc.next = add i32 %acc, %item
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 4
  br i1 %more, label %loop, label %exit
exit:
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc.next, ptr %q, align 4
  ret void
}
