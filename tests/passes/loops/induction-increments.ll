; openhip-induction-increments (run by LLVM's optimizer right before the
; loop vectorizer) gives a loop back its single induction increment when
; GVN's PRE left a phi of `iv + 1` computed on each path (a stencil's
; neighbour index under a condition): the phi becomes one `iv + 1` with the
; flags all incoming adds share, and the vectorizer finds a trip count. Also
; when that phi is nested in another (SimplifyCFG sank a store common to the
; if and else-if sides into a block of its own: tile_jacobi's stencil).
; Also when GVN made some incoming values constants: after `if (iv == K)`
; (alone or in a logical and) it replaces `iv + C` by K + C (a tile's halo
; loads under `threadIdx.x == 0` and `== 15`).
; Left alone: incoming adds of different steps, of another value, a
; phi with an incoming value that is not an add, and constants that the
; branches before them do not pin down (another value, an order compare).
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-induction-increments -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: define void @neighbour_under_condition(
; CHECK: %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
; CHECK: latch:
; CHECK-NEXT: %v = phi float
; CHECK-NEXT: %i.next = add nuw i64 %i, 1
; CHECK-NOT: phi i64 [ %i.plus.one.pre
; CHECK: store float %v, ptr %out.at
; CHECK: %done = icmp eq i64 %i.next, %n
define void @neighbour_under_condition(ptr %in, ptr %out, i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  %inside = icmp ugt i64 %i, 0
  br i1 %inside, label %stencil, label %skip
stencil:
  %right = add nuw nsw i64 %i, 1
  %right.at = getelementptr inbounds float, ptr %in, i64 %right
  %r = load float, ptr %right.at
  br label %latch
skip:
  %i.plus.one.pre = add nuw i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ %right, %stencil ], [ %i.plus.one.pre, %skip ]
  %v = phi float [ %r, %stencil ], [ 0.0, %skip ]
  %out.at = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %out.at
  %done = icmp eq i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @nested_under_conditions(
; CHECK: %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
; CHECK: sink:
; CHECK-NEXT: %v = phi float
; CHECK-NEXT: %i.next{{[0-9]+}} = add nuw i64 %i, 1
; CHECK: latch:
; CHECK-NEXT: %i.next = add nuw i64 %i, 1
; CHECK-NOT: phi i64
; CHECK: %done = icmp eq i64 %i.next, %n
define void @nested_under_conditions(ptr %in, ptr %out, i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  %interior = icmp ugt i64 %i, 1
  br i1 %interior, label %stencil, label %edge
stencil:
  %right = add nuw nsw i64 %i, 1
  %right.at = getelementptr inbounds float, ptr %in, i64 %right
  %r = load float, ptr %right.at
  br label %sink
edge:
  %inside = icmp ugt i64 %i, 0
  br i1 %inside, label %copy, label %skip
copy:
  %own = add nuw nsw i64 %i, 1
  %own.at = getelementptr inbounds float, ptr %in, i64 %own
  %c = load float, ptr %own.at
  br label %sink
sink:
  %i.next.inner = phi i64 [ %right, %stencil ], [ %own, %copy ]
  %v = phi float [ %r, %stencil ], [ %c, %copy ]
  %out.at = getelementptr inbounds float, ptr %out, i64 %i.next.inner
  store float %v, ptr %out.at
  br label %latch
skip:
  %i.plus.one.pre = add nuw i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ %i.next.inner, %sink ], [ %i.plus.one.pre, %skip ]
  %done = icmp eq i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @different_steps(
; CHECK: %i.next.phi = phi i64 [ %two, %a ], [ %one, %b ]
define void @different_steps(i64 %n, i1 %c) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  br i1 %c, label %a, label %b
a:
  %two = add i64 %i, 2
  br label %latch
b:
  %one = add i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ %two, %a ], [ %one, %b ]
  %done = icmp uge i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @other_value(
; CHECK: %i.next.phi = phi i64 [ %j.one, %a ], [ %one, %b ]
define void @other_value(i64 %n, i64 %j, i1 %c) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  br i1 %c, label %a, label %b
a:
  %j.one = add i64 %j, 1
  br label %latch
b:
  %one = add i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ %j.one, %a ], [ %one, %b ]
  %done = icmp uge i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @not_an_add(
; CHECK: %i.next.phi = phi i64 [ %shifted, %a ], [ %one, %b ]
define void @not_an_add(i64 %n, i1 %c) {
entry:
  br label %x
x:
  %i = phi i64 [ 1, %entry ], [ %i.next.phi, %latch ]
  br i1 %c, label %a, label %b
a:
  %shifted = shl i64 %i, 1
  br label %latch
b:
  %one = add i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ %shifted, %a ], [ %one, %b ]
  %done = icmp uge i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @constants_after_equalities(
; CHECK: latch:
; CHECK-NEXT: %i.next = add nuw i64 %i, 1
; CHECK-NOT: phi i64 [ 1,
; CHECK: %done = icmp eq i64 %i.next, %n
define void @constants_after_equalities(ptr %in, ptr %tile, i64 %n, i1 %inside) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  %first = icmp eq i64 %i, 0
  %left = select i1 %first, i1 %inside, i1 false
  br i1 %left, label %halo.left, label %check.right
halo.left:
  %l = load float, ptr %in
  store float %l, ptr %tile
  br label %latch
check.right:
  %last = icmp eq i64 15, %i
  br i1 %last, label %halo.right, label %plain
halo.right:
  %r.at = getelementptr inbounds float, ptr %tile, i64 17
  store float 0.0, ptr %r.at
  br label %latch
plain:
  %i.plus.one = add nuw i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ 1, %halo.left ], [ 16, %halo.right ], [ %i.plus.one, %plain ]
  %done = icmp eq i64 %i.next.phi, %n
  br i1 %done, label %exit, label %x
exit:
  ret void
}

; CHECK-LABEL: define void @constants_not_pinned(
; CHECK: %i.next.phi = phi i64 [ 16, %wrong ], [ %i.plus.one, %plain ]
; CHECK: %j.next.phi = phi i64 [ 1, %ordered ], [ %j.plus.one, %plain.j ]
define void @constants_not_pinned(i64 %n) {
entry:
  br label %x
x:
  %i = phi i64 [ 0, %entry ], [ %i.next.phi, %latch ]
  %fourteen = icmp eq i64 %i, 14
  br i1 %fourteen, label %wrong, label %plain
wrong:
  br label %latch
plain:
  %i.plus.one = add nuw i64 %i, 1
  br label %latch
latch:
  %i.next.phi = phi i64 [ 16, %wrong ], [ %i.plus.one, %plain ]
  %done = icmp eq i64 %i.next.phi, %n
  br i1 %done, label %y, label %x
y:
  %j = phi i64 [ 0, %latch ], [ %j.next.phi, %latch.j ]
  %small = icmp ult i64 %j, 1
  br i1 %small, label %ordered, label %plain.j
ordered:
  br label %latch.j
plain.j:
  %j.plus.one = add nuw i64 %j, 1
  br label %latch.j
latch.j:
  %j.next.phi = phi i64 [ 1, %ordered ], [ %j.plus.one, %plain.j ]
  %done.j = icmp eq i64 %j.next.phi, %n
  br i1 %done.j, label %exit, label %y
exit:
  ret void
}
