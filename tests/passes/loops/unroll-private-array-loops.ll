; UnrollPrivateArrayLoops fully unrolls small constant-trip loops that index a
; private array (an alloca) by their counter, so that SROA can promote the
; array to registers: `int c[4]; for (t < 4) c[t] = ...` (pnpoly's tiles).
; Loops that do not touch a private array, hold a barrier or a warp
; collective, or have an unknown or too large trip count stay loops.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-unroll-private-array-loops,sroa' -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @__openhip_barrier() convergent nounwind

; CHECK-LABEL: define i32 @tile(
; CHECK-NOT: alloca
; CHECK-NOT: phi
; CHECK: ret i32
define i32 @tile(ptr %in, i32 %x) {
entry:
  %c = alloca [4 x i32], align 4
  br label %fill
fill:
  %t = phi i64 [ 0, %entry ], [ %t.next, %fill ]
  %src = getelementptr inbounds i32, ptr %in, i64 %t
  %v = load i32, ptr %src, align 4
  %dst = getelementptr inbounds [4 x i32], ptr %c, i64 0, i64 %t
  store i32 %v, ptr %dst, align 4
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %t.next, 4
  br i1 %more, label %fill, label %sum.pre
sum.pre:
  br label %sum
sum:
  %s = phi i64 [ 0, %sum.pre ], [ %s.next, %sum ]
  %acc = phi i32 [ %x, %sum.pre ], [ %acc.next, %sum ]
  %p = getelementptr inbounds [4 x i32], ptr %c, i64 0, i64 %s
  %e = load i32, ptr %p, align 4
  %acc.next = add i32 %acc, %e
  %s.next = add nuw nsw i64 %s, 1
  %more2 = icmp ult i64 %s.next, 4
  br i1 %more2, label %sum, label %done
done:
  ret i32 %acc.next
}

; No private array: left to LLVM's optimizer after the lowering.
; CHECK-LABEL: define void @no_array(
; CHECK: loop:
; CHECK: br i1 %more, label %loop, label %done
define void @no_array(ptr %out) {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %dst = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 1, ptr %dst, align 4
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %t.next, 4
  br i1 %more, label %loop, label %done
done:
  ret void
}

; A barrier in the loop: each iteration is a sub-CFG boundary, not unrolled.
; CHECK-LABEL: define void @with_barrier(
; CHECK: alloca [4 x i32]
; CHECK: br i1 %more, label %loop, label %done
define void @with_barrier(ptr %out) {
entry:
  %c = alloca [4 x i32], align 4
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %dst = getelementptr inbounds [4 x i32], ptr %c, i64 0, i64 %t
  store i32 1, ptr %dst, align 4
  call void @__openhip_barrier()
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %t.next, 4
  br i1 %more, label %loop, label %done
done:
  %v = load i32, ptr %c, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; Trip count only known at run time.
; CHECK-LABEL: define void @runtime_trips(
; CHECK: alloca [4 x i32]
; CHECK: br i1 %more, label %loop, label %done
define void @runtime_trips(ptr %out, i64 %n) {
entry:
  %c = alloca [4 x i32], align 4
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %i = and i64 %t, 3
  %dst = getelementptr inbounds [4 x i32], ptr %c, i64 0, i64 %i
  store i32 1, ptr %dst, align 4
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %loop, label %done
done:
  %v = load i32, ptr %c, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; 512 iterations: over MaxTrips.
; CHECK-LABEL: define void @too_many_trips(
; CHECK: alloca [512 x i32]
define void @too_many_trips(ptr %out) {
entry:
  %c = alloca [512 x i32], align 4
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %dst = getelementptr inbounds [512 x i32], ptr %c, i64 0, i64 %t
  store i32 1, ptr %dst, align 4
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %t.next, 512
  br i1 %more, label %loop, label %done
done:
  %v = load i32, ptr %c, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
