; InlineFloatMath: float exp, exp2, exp10, expm1, log, log2, log10, pow, sinh,
; cosh, tanh, cbrt and hypot become calls of internal, always-inline
; definitions computed in double (no libm call left), which the loop
; vectorizer widens like any arithmetic. Double-precision and vector calls are
; left alone; plain libm calls (as -fno-builtin leaves them) are matched by name.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-inline-float-math -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -mattr=+avx2,+fma \
; RUN:   -passes='openhip-inline-float-math,always-inline,function(loop-vectorize)' -S %s \
; RUN:   | FileCheck %s --check-prefix=VEC

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define float @scalar(
; CHECK: %e = call float @openhip.expf(float %x)
; CHECK: %e2 = call float @openhip.exp2f(float %x)
; CHECK: %e10 = call float @openhip.exp10f(float %x)
; CHECK: %l = call float @openhip.logf(float %x)
; CHECK: %l2 = call float @openhip.log2f(float %x)
; CHECK: %l10 = call float @openhip.log10f(float %x)
; CHECK: %p = call float @openhip.powf(float %x, float %l)
; CHECK: %h = call float @openhip.tanhf(float %x)
; CHECK: %m = call float @openhip.expm1f(float %x)
; CHECK: %pl = call float @openhip.powf(float %x, float %m)
; CHECK: %c = call float @openhip.cbrtf(float %x)
; CHECK: %hy = call float @openhip.hypotf(float %x, float %m)
; CHECK: call double @llvm.exp.f64(
; CHECK: call double @llvm.log.f64(
; CHECK: call double @llvm.pow.f64(
; CHECK: call <4 x float> @llvm.exp.v4f32(
define float @scalar(float %x, double %d, <4 x float> %v) {
  %e = call float @llvm.exp.f32(float %x)
  %e2 = call float @llvm.exp2.f32(float %x)
  %e10 = call float @exp10f(float %x)
  %l = call float @llvm.log.f32(float %x)
  %l2 = call float @llvm.log2.f32(float %x)
  %l10 = call float @llvm.log10.f32(float %x)
  %p = call float @llvm.pow.f32(float %x, float %l)
  %h = call float @tanhf(float %x)
  %m = call float @expm1f(float %x)
  %pl = call float @powf(float %x, float %m)
  %c = call float @cbrtf(float %x)
  %hy = call float @hypotf(float %x, float %m)
  %ed = call double @llvm.exp.f64(double %d)
  %ld = call double @llvm.log.f64(double %d)
  %pd = call double @llvm.pow.f64(double %d, double %d)
  %ev = call <4 x float> @llvm.exp.v4f32(<4 x float> %v)
  %s = fadd float %e, %e2
  %t = fadd float %s, %e10
  %u = fadd float %t, %l
  %w = fadd float %u, %l2
  %y = fadd float %w, %l10
  %z = fadd float %y, %p
  %zh = fadd float %z, %h
  %zm = fadd float %zh, %m
  %zp = fadd float %zm, %pl
  %zc = fadd float %zp, %c
  %zy = fadd float %zc, %hy
  ret float %zy
}

; VEC-LABEL: define void @loop(
; VEC: vector.body:
; VEC: fpext <4 x float>
; VEC: shl <4 x i64> %{{.*}}, <i64 52, i64 52, i64 52, i64 52>
; VEC: fptrunc <4 x double>
; VEC-NOT: call float @llvm.exp.f32
define void @loop(ptr noalias %in, ptr noalias %out, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %p = getelementptr float, ptr %in, i64 %i
  %x = load float, ptr %p
  %e = call float @llvm.exp.f32(float %x)
  %q = getelementptr float, ptr %out, i64 %i
  store float %e, ptr %q
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

; The definition: t = x * log2(e), clamped to [-160, 160]; k = round(t) through
; the 1.5 * 2^52 shifter, r = t - k; 2^r by Horner; 2^k as exponent bits.
; CHECK-LABEL: define internal float @openhip.expf(float %0)
; CHECK: fpext float %0 to double
; CHECK: fmul double %{{.*}}, 0x3FF71547652B82FE
; CHECK: fadd double %{{.*}}, 0x4338000000000000
; CHECK: call double @llvm.fmuladd.f64(
; CHECK: shl i64 %{{.*}}, 52
; CHECK: fptrunc double %{{.*}} to float
; CHECK-LABEL: define internal float @openhip.exp2f(float %0)
; CHECK-NOT: fmul double %{{.*}}, 0x
; CHECK: fadd double %{{.*}}, 0x4338000000000000
; CHECK-LABEL: define internal float @openhip.exp10f(float %0)
; CHECK: fmul double %{{.*}}, 0x400A934F0979A371

; The logarithm: m from the mantissa bits with a 1.0 exponent, e from the
; exponent field (one more when m > sqrt(2), then m / 2); s = (m - 1) / (m + 1);
; zero, infinity and negative inputs selected at the end.
; CHECK-LABEL: define internal float @openhip.logf(float %0)
; CHECK: and i64 %{{.*}}, 4503599627370495
; CHECK: or i64 %{{.*}}, 4607182418800017408
; CHECK: lshr i64 %{{.*}}, 52
; CHECK: fcmp ogt double %{{.*}}, 0x3FF6A09E667F3BCD
; CHECK: %s = fdiv double
; CHECK: fcmp oeq double %{{.*}}, 0.000000e+00
; CHECK: fcmp oeq double %{{.*}}, 0x7FF0000000000000
; CHECK: fcmp ult double %{{.*}}, 0.000000e+00
; CHECK: fptrunc double %{{.*}} to float
; CHECK-LABEL: define internal float @openhip.log2f(float %0)
; CHECK-LABEL: define internal float @openhip.log10f(float %0)

; The power: 2^(y log2 |x|), y's integer and odd tests through the shifter,
; then the special cases as selects.
; CHECK-LABEL: define internal float @openhip.powf(float %0, float %1)
; CHECK: %t = fmul double
; CHECK: %y.integer = or i1
; CHECK: %y.odd = and i1
; CHECK: fneg double
; CHECK: fcmp uno double
; CHECK: fptrunc double %{{.*}} to float

; tanh x = m / (m + 2), m = e^2x - 1 = (2^k - 1) + 2^k (2^r - 1); +-0 stays itself.
; CHECK-LABEL: define internal float @openhip.tanhf(float %0)
; CHECK: fmul double %{{.*}}, 2.000000e+00
; CHECK: %scale = bitcast i64
; CHECK: fsub double %scale, 1.000000e+00
; CHECK: fadd double %{{.*}}, 2.000000e+00
; CHECK: fdiv double
; CHECK: fcmp oeq double %{{.*}}, 0.000000e+00
; CHECK-LABEL: define internal float @openhip.expm1f(float %0)
; CHECK-LABEL: define internal float @openhip.cbrtf(float %0)
; CHECK: fdiv double %{{.*}}, 3.000000e+00
; CHECK: call double @llvm.copysign.f64(
; CHECK-LABEL: define internal float @openhip.hypotf(float %0, float %1)
; CHECK: call double @llvm.sqrt.f64(

declare float @llvm.exp.f32(float)
declare float @llvm.exp2.f32(float)
declare double @llvm.exp.f64(double)
declare <4 x float> @llvm.exp.v4f32(<4 x float>)
declare float @exp10f(float)
declare float @tanhf(float)
declare float @expm1f(float)
declare float @powf(float, float)
declare float @cbrtf(float)
declare float @hypotf(float, float)
declare float @llvm.log.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.log10.f32(float)
declare double @llvm.log.f64(double)
declare float @llvm.pow.f32(float, float)
declare double @llvm.pow.f64(double, double)
