; Barriers inside a conditional on blockIdx and after an early return on a
; block-uniform condition.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

define void @barrier_in_if(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %even = icmp eq i32 %bid, 0
  br i1 %even, label %then, label %join
then:
  call void @__openhip_barrier()
  br label %join
join:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %bid, ptr %p
  ret void
}

; The branch on blockIdx leads either to the barrier (sub-CFG 1) or on to
; the store and return: the join block is cloned into both sub-CFGs.
; CHECK-LABEL: define void @barrier_in_if(
; CHECK: %even = icmp eq i32 %bid, 0
; Work-item 0 runs first and records the choice.
; CHECK: sub0.peel.reached.2:
; CHECK-NEXT: store i32 2, ptr %openhip.next
; CHECK: sub0.peel.reached.1:
; CHECK-NEXT: store i32 1, ptr %openhip.next
; CHECK: sub0.x.header:
; CHECK: br i1 %even, label %then.s0, label %join.s0
; CHECK: join.s0:
; CHECK: store i32 %bid, ptr %p.s0
; CHECK: sub0.exit:
; CHECK: switch i32 %sub0.next, label %openhip.return [
; CHECK-NEXT: i32 1, label %sub1.pre
; CHECK: join.s1:
; CHECK: store i32 %bid, ptr %p.s1
; CHECK: sub1.exit:
; CHECK-NEXT: br label %openhip.return

define void @early_return(ptr %out, i32 %active, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %tid = call i32 @__openhip_local_id(i32 0)
  %skip = icmp uge i32 %bid, %active
  br i1 %skip, label %exit, label %work
work:
  %v = mul i32 %tid, 3
  call void @__openhip_barrier()
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %p
  br label %exit
exit:
  ret void
}

; The uniform early return leaves after sub-CFG 0; %v = tid * 3 is
; recomputed after the barrier instead of being stored.
; CHECK-LABEL: define void @early_return(
; CHECK-SAME: [[EARLY:#[0-9]+]]
; CHECK: %skip = icmp uge i32 %bid, %active
; CHECK: sub0.exit:
; CHECK: switch i32 %sub0.next, label %sub1.pre [
; CHECK-NEXT: i32 2, label %openhip.return
; CHECK: %v.remat.s1 = mul i32 %sub1.x, 3
; CHECK: store i32 %v.remat.s1, ptr %p.s1
; CHECK: sub1.exit:
; CHECK-NEXT: br label %openhip.return
; CHECK: attributes [[EARLY]] = { "openhip-has-barriers" "openhip-kernel" "openhip-private-size"="0" }
