; __syncthreads_count/_and/_or: each work-item adds (predicate != 0) to a
; block-wide counter before the barrier; when the barrier is passed the count
; is published once and the counter restarts, then every work-item reads it.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i32 @__openhip_barrier_popc(i32) convergent nounwind
declare i32 @__openhip_barrier_and(i32) convergent nounwind
declare i32 @__openhip_barrier_or(i32) convergent nounwind

define void @vote(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %odd = and i32 %tid, 1
  %count = call i32 @__openhip_barrier_popc(i32 %odd)
  %all = call i32 @__openhip_barrier_and(i32 %odd)
  %any = call i32 @__openhip_barrier_or(i32 %odd)
  %a = add i32 %count, %all
  %b = add i32 %a, %any
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %b, ptr %p
  ret void
}

; CHECK-LABEL: define void @vote(
; CHECK: openhip.entry:
; CHECK-DAG: %openhip.barrier.count = alloca i32
; CHECK-DAG: %openhip.barrier.result = alloca i32
; CHECK: store i32 0, ptr %openhip.barrier.count
; CHECK: trunc i64 %openhip.threads to i32
; Sub-CFG 0 counts the first predicate.
; CHECK: entry.s0:
; CHECK: [[NZ:%.*]] = icmp ne i32 %odd.s0, 0
; CHECK: [[INC:%.*]] = zext i1 [[NZ]] to i32
; CHECK: [[OLD:%.*]] = load i32, ptr %openhip.barrier.count
; CHECK: [[NEW:%.*]] = add i32 [[OLD]], [[INC]]
; CHECK: store i32 [[NEW]], ptr %openhip.barrier.count
; Entering sub-CFG 1 publishes the count and restarts the counter.
; CHECK: sub1.pre:
; CHECK-NEXT: [[TOTAL:%.*]] = load i32, ptr %openhip.barrier.count
; CHECK-NEXT: store i32 [[TOTAL]], ptr %openhip.barrier.result
; CHECK-NEXT: store i32 0, ptr %openhip.barrier.count
; CHECK: %barrier.count{{.*}} = load i32, ptr %openhip.barrier.result
; _and: the count equals the number of work-items.
; CHECK: sub2.x.header:
; CHECK: [[ANDC:%barrier.count[0-9.a-z]*]] = load i32, ptr %openhip.barrier.result{{[0-9]+}}
; CHECK: [[ALL:%.*]] = icmp eq i32 [[ANDC]], {{%[0-9]+}}
; CHECK: zext i1 [[ALL]] to i32
; _or: the count is not zero.
; CHECK: sub3.x.header:
; CHECK: [[ORC:%barrier.count[0-9.a-z]*]] = load i32, ptr %openhip.barrier.result{{[0-9]+}}
; CHECK: [[ANY:%.*]] = icmp ne i32 [[ORC]], 0
; CHECK: zext i1 [[ANY]] to i32
; CHECK-NOT: call i32 @__openhip_barrier_
