; openhip-rare-stores-in-work-item-loops (run by LLVM's optimizer right
; before the loop vectorizer at -O2/-O3) asks the vectorizer to vectorize a
; work-item loop (an innermost loop marked parallel) whose conditional
; blocks touch memory only by stores to loop-invariant addresses (a search's
; hit), since its cost model prices those stores as taken half of the time.
; The block may read (here a value from a work-item's private slot). Left
; alone: a store every iteration runs, a conditional block that also
; scatters, a loop not marked parallel.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-rare-stores-in-work-item-loops -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @hit(ptr %found, ptr %found.hash, ptr %private, i64 %n, i32 %target) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %k = trunc i64 %i to i32
  %h = mul i32 %k, 16777619
  %is.hit = icmp eq i32 %h, %target
  br i1 %is.hit, label %report, label %latch
report:
  %own = getelementptr inbounds i32, ptr %private, i64 %i
  %key = load i32, ptr %own, align 4, !llvm.access.group !0
  store i32 %key, ptr %found, align 4, !llvm.access.group !0
  store i32 %h, ptr %found.hash, align 4, !llvm.access.group !0
  br label %latch
latch:
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}

; CHECK-LABEL: define void @hit(
; CHECK: br i1 %more, label %x, label %exit, !llvm.loop [[HIT:![0-9]+]]

define void @every_iteration(ptr %last, i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %x ]
  store i64 %i, ptr %last, align 8, !llvm.access.group !0
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !3
exit:
  ret void
}

; CHECK-LABEL: define void @every_iteration(
; CHECK: br i1 %more, label %x, label %exit, !llvm.loop [[EVERY:![0-9]+]]

define void @scatters_too(ptr %found, ptr %table, i64 %n, i32 %target) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %k = trunc i64 %i to i32
  %is.hit = icmp eq i32 %k, %target
  br i1 %is.hit, label %report, label %latch
report:
  %slot = mul i64 %i, 7
  %p = getelementptr inbounds i32, ptr %table, i64 %slot
  store i32 %k, ptr %p, align 4, !llvm.access.group !0
  store i32 %k, ptr %found, align 4, !llvm.access.group !0
  br label %latch
latch:
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !4
exit:
  ret void
}

; CHECK-LABEL: define void @scatters_too(
; CHECK: br i1 %more, label %x, label %exit, !llvm.loop [[SCATTERS:![0-9]+]]

define void @not_parallel(ptr %found, i64 %n, i32 %target) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %k = trunc i64 %i to i32
  %is.hit = icmp eq i32 %k, %target
  br i1 %is.hit, label %report, label %latch
report:
  store i32 %k, ptr %found, align 4
  br label %latch
latch:
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @not_parallel(
; CHECK: br i1 %more, label %x, label %exit{{$}}

; CHECK: [[HIT]] = distinct !{[[HIT]], [[PARALLEL:![0-9]+]], [[ENABLE:![0-9]+]]}
; CHECK: [[ENABLE]] = !{!"llvm.loop.vectorize.enable", i32 1}
; CHECK: [[EVERY]] = distinct !{[[EVERY]], [[PARALLEL]]}
; CHECK: [[SCATTERS]] = distinct !{[[SCATTERS]], [[PARALLEL]]}

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
