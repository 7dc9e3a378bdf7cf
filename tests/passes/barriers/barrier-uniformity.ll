; The openhip-barrier-uniformity analysis, printed by
; openhip-print-barrier-uniformity (varying instructions only).
; RUN: opt -passes=openhip-print-barrier-uniformity %s -o /dev/null 2>&1 | FileCheck %s
; Asked for before a pass that changes the kernel, it is computed again after
; it (a stale result would name the erased local-id call):
; RUN: opt -passes='require<openhip-barrier-uniformity>,openhip-workitem-loops,openhip-print-barrier-uniformity' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

define void @kernel(ptr %out, ptr %in, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %tid = call i32 @__openhip_local_id(i32 0)
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %then, label %join
then:
  %scaled = mul i32 %bid, 2
  br label %join
join:
  %picked = phi i32 [ %scaled, %then ], [ 0, %entry ]
  %fromMemory = load i32, ptr %in
  %total = load i32, ptr %in, !openhip.uniform_load !0
  %next = add i32 %total, %bid
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %picked, ptr %p
  store i32 %next, ptr %out
  ret void
}

%struct.P = type { i32, float }

define void @byval_kernel(ptr byval(%struct.P) align 4 %p, ptr byval(%struct.P) align 4 %w, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %steps = load i32, ptr %p
  %written.old = load i32, ptr %w
  store i32 0, ptr %w
  %sum = add i32 %steps, %written.old
  store i32 %sum, ptr %out
  ret void
}

!0 = !{}


; CHECK-LABEL: Barrier uniformity of 'kernel': varying
; CHECK-NEXT: %tid = call i32 @__openhip_local_id(i32 0)
; CHECK-NEXT: %guard = icmp slt i32 %tid, %n
; CHECK-NEXT: br i1 %guard, label %then, label %join
; The phi joins the paths the varying branch separated:
; CHECK-NEXT: %picked = phi i32
; Memory other than the launch context, unless marked uniform:
; CHECK-NEXT: %fromMemory = load i32, ptr %in
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %out, i32 %tid
; CHECK-NOT: %bid
; CHECK-NOT: %scaled
; CHECK-NOT: %total
; CHECK-NOT: %next

; A by-value parameter the kernel never writes is the launch's one copy, the
; same for every work-item; one it writes is not:
; CHECK-LABEL: Barrier uniformity of 'byval_kernel': varying
; CHECK-NEXT: %written.old = load i32, ptr %w
; CHECK-NEXT: %sum = add i32 %steps, %written.old

; AFTER-LABEL: Barrier uniformity of 'kernel': varying
; AFTER-NOT: @__openhip_local_id
; AFTER: %fromMemory = load
; AFTER: %fromMemory.x.
