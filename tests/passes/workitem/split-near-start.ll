; A comparison of constants with x that flips below one vector's width is no
; value guard worth a split: `max(0, t * 16 - 1)` (a binomial lattice's first
; node) compares `16 * t > 0`, true from x = 1 on. Split there, the loop would
; run x = 0 alone and start its vector loop at x = 1, leaving a scalar
; remainder in every row; the select costs one vector instruction. A flip at
; x = 16 or later still splits, and so does a branch, which would mask the
; accesses it guards (`x >= 1 ? in[x - 1] : 0`), also through an and.
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

define void @first_node(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %scaled = shl nsw i32 %tid, 4
  %positive = icmp sgt i32 %scaled, 0
  %less = add nsw i32 %scaled, -1
  %first = select i1 %positive, i32 %less, i32 0
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %first, ptr %pout
  ret void
}
; CHECK-LABEL: define void @first_node(
; CHECK: %positive = icmp sgt i32 %scaled, 0
; CHECK-NEXT: %less = add nsw i32 %scaled, -1
; CHECK-NEXT: %first = select i1 %positive, i32 %less, i32 0
; CHECK-NOT: x.high

define void @past_first_vector(ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %late = icmp sgt i32 %tid, 15
  %v = select i1 %late, i32 1, i32 2
  %pout = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %pout
  ret void
}
; CHECK-LABEL: define void @past_first_vector(
; CHECK: %v = select i1 false, i32 1, i32 2
; CHECK: x.high.header:
; CHECK: %v.x.high = select i1 true, i32 1, i32 2

define void @left_neighbour(ptr %in, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %has = icmp sge i32 %tid, 1
  br i1 %has, label %load, label %join
load:
  %left = add nsw i32 %tid, -1
  %pin = getelementptr inbounds float, ptr %in, i32 %left
  %v = load float, ptr %pin
  br label %join
join:
  %r = phi float [ %v, %load ], [ 0.000000e+00, %entry ]
  %pout = getelementptr inbounds float, ptr %out, i32 %tid
  store float %r, ptr %pout
  ret void
}
; CHECK-LABEL: define void @left_neighbour(
; CHECK: br i1 false, label %load, label %join
; CHECK: x.high.header:
; CHECK: br i1 true, label %load.x.high, label %join.x.high

define void @inner_left_neighbour(ptr %in, ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %has = icmp sge i32 %tid, 1
  %inside = icmp slt i32 %tid, %n
  %both = and i1 %has, %inside
  br i1 %both, label %load, label %join
load:
  %left = add nsw i32 %tid, -1
  %pin = getelementptr inbounds float, ptr %in, i32 %left
  %v = load float, ptr %pin
  br label %join
join:
  %r = phi float [ %v, %load ], [ 0.000000e+00, %entry ]
  %pout = getelementptr inbounds float, ptr %out, i32 %tid
  store float %r, ptr %pout
  ret void
}
; CHECK-LABEL: define void @inner_left_neighbour(
; CHECK: x.high.header:
; CHECK: %both.x.high = and i1 true,
