; Uniformity: a counter whose loop runs a work-item dependent number of times
; differs between work-items even though no operand depends on the id, so it
; needs a per-work-item slot; the same counter of a block-uniform loop is one
; scalar.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @counters(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  br label %varying.loop
varying.loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %varying.loop ]
  %i.next = add i32 %i, 1
  %again = icmp ult i32 %i.next, %tid
  br i1 %again, label %varying.loop, label %uniform.loop
uniform.loop:
  %j = phi i32 [ 0, %varying.loop ], [ %j.next, %uniform.loop ]
  %j.next = add i32 %j, 1
  %more = icmp ult i32 %j.next, %n
  br i1 %more, label %uniform.loop, label %sync
sync:
  call void @__openhip_barrier()
  %sum = add i32 %i.next, %j.next
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %p
  ret void
}

; CHECK-LABEL: define void @counters(
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK: openhip.entry:
; CHECK: %j.next.uniform = alloca i32
; CHECK-NOT: %i.next.uniform
; CHECK: sub0.x.header:
; CHECK: [[ISLOT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK: varying.loop.s0:
; CHECK: %i.next.s0 = add i32 %i.s0, 1
; CHECK: store i32 %i.next.s0, ptr [[ISLOT]]
; CHECK: uniform.loop.s0:
; CHECK: %j.next.s0 = add i32 %j.s0, 1
; CHECK-NEXT: %more.s0 = icmp ult i32 %j.next.s0, %n
; The uniform value is stored once, by the peeled work-item 0.
; CHECK: uniform.loop.s0.peel:
; CHECK: %j.next.s0.peel = add i32 %j.s0.peel, 1
; CHECK-NEXT: store i32 %j.next.s0.peel, ptr %j.next.uniform
; CHECK: openhip.after.barrier.s1:
; CHECK-DAG: %i.next.reload.s1 = load i32, ptr %wi.private
; CHECK-DAG: %j.next.reload.s1 = load i32, ptr %j.next.uniform
; CHECK: %sum.s1 = add i32 %i.next.reload.s1, %j.next.reload.s1
; CHECK: attributes [[ATTRS]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="4" }
