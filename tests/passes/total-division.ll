; TotalDivision: integer division and remainder never trap. A divisor that
; may be 0 (or -1 for signed operations, with INT_MIN / -1) is replaced by 1
; in those cases and the defined result selected: x / 0 = all ones, x % 0 = x,
; INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0. Safe constant divisors are untouched.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-total-division -S %s | FileCheck %s
; The full pipeline folds the guards into the values that run: checked by
; instcombine keeping the semantics for constant inputs.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-total-division,instcombine' -S %s \
; RUN:   | FileCheck %s --check-prefix=FOLD

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define i32 @udiv(
; CHECK: %div.by.zero = icmp eq i32 %b, 0
; CHECK: %[[F:.*]] = freeze i32 %b
; CHECK: %div.safe = select i1 %div.by.zero, i32 1, i32 %[[F]]
; CHECK: %[[Q:.*]] = udiv i32 %a, %div.safe
; CHECK: select i1 %div.by.zero, i32 -1, i32 %[[Q]]
define i32 @udiv(i32 %a, i32 %b) {
  %q = udiv i32 %a, %b
  ret i32 %q
}

; CHECK-LABEL: define i32 @urem(
; CHECK: %[[R:.*]] = urem i32 %a, %div.safe
; CHECK: select i1 %div.by.zero, i32 %a, i32 %[[R]]
define i32 @urem(i32 %a, i32 %b) {
  %r = urem i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: define i64 @sdiv(
; CHECK: %div.by.zero = icmp eq i64 %b, 0
; CHECK-DAG: icmp eq i64 %a, -9223372036854775808
; CHECK-DAG: icmp eq i64 %b, -1
; CHECK: %div.overflow = and i1
; CHECK: %[[T:.*]] = or i1 %div.by.zero, %div.overflow
; CHECK: %div.safe = select i1 %[[T]], i64 1,
; CHECK: %[[Q:.*]] = sdiv i64 %a, %div.safe
; CHECK: select i1 %div.by.zero, i64 -1, i64 %[[Q]]
define i64 @sdiv(i64 %a, i64 %b) {
  %q = sdiv exact i64 %a, %b
  ret i64 %q
}

; CHECK-LABEL: define i16 @srem(
; CHECK: icmp eq i16 %a, -32768
; CHECK: %[[R:.*]] = srem i16 %a, %div.safe
; CHECK: select i1 %div.by.zero, i16 %a, i16 %[[R]]
define i16 @srem(i16 %a, i16 %b) {
  %r = srem i16 %a, %b
  ret i16 %r
}

; Vectors: lane by lane.
; CHECK-LABEL: define <4 x i32> @vector(
; CHECK: icmp eq <4 x i32> %b, zeroinitializer
; CHECK: udiv <4 x i32> %a, %div.safe
; CHECK: select <4 x i1> %div.by.zero, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>
define <4 x i32> @vector(<4 x i32> %a, <4 x i32> %b) {
  %q = udiv <4 x i32> %a, %b
  ret <4 x i32> %q
}

; Constant divisors that cannot trap stay as they are; -1 is guarded for
; signed division only, 0 always.
; CHECK-LABEL: define i32 @constants(
; CHECK-NEXT: %q1 = sdiv i32 %a, 7
; CHECK-NEXT: %q2 = udiv i32 %a, -1
; CHECK-NEXT: %r1 = srem i32 %a, -3
; CHECK-NOT: sdiv i32 %a, -1
; CHECK: ret i32
define i32 @constants(i32 %a) {
  %q1 = sdiv i32 %a, 7
  %q2 = udiv i32 %a, -1
  %r1 = srem i32 %a, -3
  %q3 = sdiv i32 %a, -1
  %s1 = add i32 %q1, %q2
  %s2 = add i32 %s1, %r1
  %s3 = add i32 %s2, %q3
  ret i32 %s3
}

; FOLD-LABEL: define i32 @by_zero(
; FOLD-NEXT: ret i32 -1
define i32 @by_zero() {
  %q = udiv i32 12, 0
  ret i32 %q
}

; FOLD-LABEL: define i32 @overflow(
; FOLD-NEXT: ret i32 -2147483648
define i32 @overflow() {
  %q = sdiv i32 -2147483648, -1
  ret i32 %q
}
