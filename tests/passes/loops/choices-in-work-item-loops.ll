; openhip-choices-in-work-item-loops (run by LLVM's optimizer right before
; the loop vectorizer) rewrites the "next sub-CFG" choice that every
; work-item going on to a barrier records in the exited-flag mode (after
; SROA: a header phi whose latch value is itself or one constant) as an `or`
; reduction of "this work-item chose", selecting the constant or the initial
; value after the loop, which LLVM 16's vectorizer accepts. Also through a
; select and through nested phis. Left alone: two different constants, a
; choice read inside the loop, a header value used after the loop, a loop
; not marked parallel, and a loop whose work-items may hand each other
; values through __shared__ memory (a store and a load that the arena
; scopes do not place elsewhere: lanes skipping a lockstep warp barrier read
; what lane 0 stored, right only in the scalar loop's order).
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-choices-in-work-item-loops -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: define i32 @reached_barrier(
; CHECK: x:
; CHECK-NEXT: %i = phi i64
; CHECK-NEXT: %next.any = phi i1 [ false, %entry ], [ %next.any.next, %latch ]
; CHECK-NOT: phi i32
; CHECK: latch:
; CHECK-NEXT: %next.2.chose = phi i1 [ true, %stage ], [ false, %returned ]
; CHECK: %next.any.next = or i1 %next.any, %next.2.chose
; CHECK: exit:
; CHECK-NEXT: %next.any.lcssa = phi i1 [ %next.any.next, %latch ]
; CHECK-NEXT: %next.chosen = select i1 %next.any.lcssa, i32 1, i32 %initial
; CHECK-NEXT: ret i32 %next.chosen
define i32 @reached_barrier(ptr %in, ptr %staged, ptr %exited, i64 %n, i32 %initial) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ %initial, %entry ], [ %next.2, %latch ]
  %in.at = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %in.at, align 4, !llvm.access.group !0, !alias.scope !16
  %leaves = fcmp olt float %v, 0.0
  br i1 %leaves, label %returned, label %stage
stage:
  %staged.at = getelementptr inbounds float, ptr %staged, i64 %i
  store float %v, ptr %staged.at, align 4, !llvm.access.group !0, !alias.scope !15
  br label %latch
returned:
  %exited.at = getelementptr inbounds i8, ptr %exited, i64 %i
  store i8 1, ptr %exited.at, align 1, !llvm.access.group !0, !alias.scope !14
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %stage ], [ %next, %returned ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  %next.lcssa = phi i32 [ %next.2, %latch ]
  ret i32 %next.lcssa
}

; SimplifyCFG's form: a select, and the choice nested in a second phi.
; CHECK-LABEL: define i32 @select_and_nested_phi(
; CHECK: %choice.any = phi i1 [ false, %entry ], [ %choice.any.next, %latch ]
; CHECK: %picked.chose = select i1 %c, i1 true, i1 false
; CHECK: %choice.next.chose = phi i1 [ %picked.chose, %a ], [ false, %b ]
; CHECK: %choice.any.next = or i1 %choice.any, %choice.next.chose
; CHECK: %choice.chosen = select i1 %choice.any.lcssa, i32 7, i32 0
define i32 @select_and_nested_phi(i64 %n, ptr %p) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %choice = phi i32 [ 0, %entry ], [ %choice.next, %latch ]
  %at = getelementptr inbounds i32, ptr %p, i64 %i
  %w = load i32, ptr %at, align 4, !llvm.access.group !0, !alias.scope !16
  %c = icmp sgt i32 %w, 3
  %d = icmp eq i32 %w, 0
  br i1 %d, label %b, label %a
a:
  %picked = select i1 %c, i32 7, i32 %choice
  br label %latch
b:
  br label %latch
latch:
  %choice.next = phi i32 [ %picked, %a ], [ %choice, %b ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret i32 %choice.next
}

; CHECK-LABEL: define i32 @two_constants(
; CHECK: %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
; CHECK-NOT: .any
define i32 @two_constants(i64 %n, ptr %p) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
  %at = getelementptr inbounds i32, ptr %p, i64 %i
  %w = load i32, ptr %at, align 4, !llvm.access.group !0
  %c = icmp sgt i32 %w, 3
  br i1 %c, label %a, label %b
a:
  br label %latch
b:
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %a ], [ 2, %b ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret i32 %next.2
}

; CHECK-LABEL: define i32 @read_inside(
; CHECK: %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
; CHECK-NOT: .any
define i32 @read_inside(i64 %n, ptr %p) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
  %at = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 %next, ptr %at, align 4, !llvm.access.group !0
  %c = icmp ugt i64 %i, 5
  br i1 %c, label %a, label %latch
a:
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %a ], [ %next, %x ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret i32 %next.2
}

; The value before the last iteration is not what the reduction gives.
; CHECK-LABEL: define i32 @header_value_after_loop(
; CHECK: %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
; CHECK-NOT: .any
define i32 @header_value_after_loop(i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
  %c = icmp ugt i64 %i, 5
  br i1 %c, label %a, label %latch
a:
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %a ], [ %next, %x ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  %before = phi i32 [ %next, %latch ]
  ret i32 %before
}

; CHECK-LABEL: define i32 @not_parallel(
; CHECK: %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
; CHECK-NOT: .any
define i32 @not_parallel(i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
  %c = icmp ugt i64 %i, 5
  br i1 %c, label %a, label %latch
a:
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %a ], [ %next, %x ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit
exit:
  ret i32 %next.2
}

; CHECK-LABEL: define i32 @lanes_share_a_word(
; CHECK: %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
; CHECK-NOT: .any
define i32 @lanes_share_a_word(ptr %in, ptr %out, ptr %word, i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %next = phi i32 [ 0, %entry ], [ %next.2, %latch ]
  %lane = and i64 %i, 63
  %first = icmp eq i64 %lane, 0
  %in.at = getelementptr inbounds i32, ptr %in, i64 %i
  %v = load i32, ptr %in.at, align 4, !llvm.access.group !0, !alias.scope !16
  br i1 %first, label %publish, label %read
publish:
  store i32 %v, ptr %word, align 4, !llvm.access.group !0, !alias.scope !15
  br label %latch
read:
  %w = load i32, ptr %word, align 4, !llvm.access.group !0, !alias.scope !15
  %d = sub i32 %v, %w
  %out.at = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %d, ptr %out.at, align 4, !llvm.access.group !0, !alias.scope !16
  br label %latch
latch:
  %next.2 = phi i32 [ 1, %publish ], [ %next, %read ]
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret i32 %next.2
}

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}
; The arena scopes as ArenaAliasScopes makes them.
!10 = distinct !{!10, !"openhip.arena.test"}
!11 = distinct !{!11, !10, !"private-arena"}
!12 = distinct !{!12, !10, !"shared-arena"}
!13 = distinct !{!13, !10, !"global"}
!14 = !{!11}
!15 = !{!12}
!16 = !{!13}
