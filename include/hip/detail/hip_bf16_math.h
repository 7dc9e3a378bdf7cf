// bfloat16 arithmetic, comparisons, math functions, operators and atomics
// (CUDA's and AMD's names). Included by <hip/hip_bf16.h>, which defines the
// types and conversions. Each operation computes in float and rounds once.
#ifndef OPENHIP_HIP_DETAIL_HIP_BF16_MATH_H
#define OPENHIP_HIP_DETAIL_HIP_BF16_MATH_H

#include <math.h>

namespace __openhip_bf16 {
__OPENHIP_BF16 __hip_bfloat16 round(float v) { return __ushort_as_bfloat16(fromFloat(v, __openhip_fp::kToNearestEven)); }
__OPENHIP_BF16 float f(__hip_bfloat16 a) { return toFloat(a.__x); }
__OPENHIP_BF16 bool isNan(__hip_bfloat16 a) { return (a.__x & 0x7fffu) > 0x7f80u; }
__OPENHIP_BF16 __hip_bfloat16 canonicalNan() { return __ushort_as_bfloat16(0x7fffu); }
/// CUDA's _sat: clamped to [0, 1], NaN to +0.
__OPENHIP_BF16 float saturate(float v) { return v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f; }
}  // namespace __openhip_bf16

// ---- Arithmetic ------------------------------------------------------------------------
#define __OPENHIP_BF16_BINARY(NAME, EXPR)                                                         \
  __OPENHIP_BF16 __hip_bfloat16 NAME(const __hip_bfloat16 a, const __hip_bfloat16 b) {           \
    const float x = __openhip_bf16::f(a), y = __openhip_bf16::f(b);                              \
    return __openhip_bf16::round(EXPR);                                                          \
  }
__OPENHIP_BF16_BINARY(__hadd, x + y)
__OPENHIP_BF16_BINARY(__hsub, x - y)
__OPENHIP_BF16_BINARY(__hmul, x * y)
__OPENHIP_BF16_BINARY(__hdiv, x / y)
__OPENHIP_BF16_BINARY(__hadd_rn, x + y)  // _rn: never contracted into an fma (nothing is, here)
__OPENHIP_BF16_BINARY(__hsub_rn, x - y)
__OPENHIP_BF16_BINARY(__hmul_rn, x * y)
__OPENHIP_BF16_BINARY(__hadd_sat, __openhip_bf16::saturate(x + y))
__OPENHIP_BF16_BINARY(__hsub_sat, __openhip_bf16::saturate(x - y))
__OPENHIP_BF16_BINARY(__hmul_sat, __openhip_bf16::saturate(x * y))
#undef __OPENHIP_BF16_BINARY
__OPENHIP_BF16 __hip_bfloat16 __hfma(const __hip_bfloat16 a, const __hip_bfloat16 b, const __hip_bfloat16 c) {
  return __openhip_bf16::round(__builtin_fmaf(__openhip_bf16::f(a), __openhip_bf16::f(b), __openhip_bf16::f(c)));
}
__OPENHIP_BF16 __hip_bfloat16 __hfma_sat(const __hip_bfloat16 a, const __hip_bfloat16 b, const __hip_bfloat16 c) {
  return __openhip_bf16::round(
      __openhip_bf16::saturate(__builtin_fmaf(__openhip_bf16::f(a), __openhip_bf16::f(b), __openhip_bf16::f(c))));
}
/// fma, then negative results become +0 (NaN stays NaN).
__OPENHIP_BF16 __hip_bfloat16 __hfma_relu(const __hip_bfloat16 a, const __hip_bfloat16 b, const __hip_bfloat16 c) {
  const float v = __builtin_fmaf(__openhip_bf16::f(a), __openhip_bf16::f(b), __openhip_bf16::f(c));
  return __openhip_bf16::round(v < 0.0f ? 0.0f : v);
}
__OPENHIP_BF16 __hip_bfloat16 __hneg(const __hip_bfloat16 a) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(a.__x ^ 0x8000u));
}
__OPENHIP_BF16 __hip_bfloat16 __habs(const __hip_bfloat16 a) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(a.__x & 0x7fffu));
}

#define __OPENHIP_BF162_BINARY(NAME2, NAME)                                                        \
  __OPENHIP_BF16 __hip_bfloat162 NAME2(const __hip_bfloat162 a, const __hip_bfloat162 b) {        \
    return __hip_bfloat162(NAME(a.x, b.x), NAME(a.y, b.y));                                       \
  }
__OPENHIP_BF162_BINARY(__hadd2, __hadd)
__OPENHIP_BF162_BINARY(__hsub2, __hsub)
__OPENHIP_BF162_BINARY(__hmul2, __hmul)
__OPENHIP_BF162_BINARY(__h2div, __hdiv)
__OPENHIP_BF162_BINARY(__hadd2_rn, __hadd_rn)
__OPENHIP_BF162_BINARY(__hsub2_rn, __hsub_rn)
__OPENHIP_BF162_BINARY(__hmul2_rn, __hmul_rn)
__OPENHIP_BF162_BINARY(__hadd2_sat, __hadd_sat)
__OPENHIP_BF162_BINARY(__hsub2_sat, __hsub_sat)
__OPENHIP_BF162_BINARY(__hmul2_sat, __hmul_sat)
#undef __OPENHIP_BF162_BINARY
#define __OPENHIP_BF162_TERNARY(NAME2, NAME)                                                      \
  __OPENHIP_BF16 __hip_bfloat162 NAME2(const __hip_bfloat162 a, const __hip_bfloat162 b,         \
                                       const __hip_bfloat162 c) {                                \
    return __hip_bfloat162(NAME(a.x, b.x, c.x), NAME(a.y, b.y, c.y));                            \
  }
__OPENHIP_BF162_TERNARY(__hfma2, __hfma)
__OPENHIP_BF162_TERNARY(__hfma2_sat, __hfma_sat)
__OPENHIP_BF162_TERNARY(__hfma2_relu, __hfma_relu)
#undef __OPENHIP_BF162_TERNARY
__OPENHIP_BF16 __hip_bfloat162 __hneg2(const __hip_bfloat162 a) { return __hip_bfloat162(__hneg(a.x), __hneg(a.y)); }
__OPENHIP_BF16 __hip_bfloat162 __habs2(const __hip_bfloat162 a) { return __hip_bfloat162(__habs(a.x), __habs(a.y)); }
/// Complex multiply-add, pairs as (real, imaginary): a * b + c, each part
/// computed in float with fused operations and rounded once.
__OPENHIP_BF16 __hip_bfloat162 __hcmadd(const __hip_bfloat162 a, const __hip_bfloat162 b, const __hip_bfloat162 c) {
  const float ar = __openhip_bf16::f(a.x), ai = __openhip_bf16::f(a.y);
  const float br = __openhip_bf16::f(b.x), bi = __openhip_bf16::f(b.y);
  return __hip_bfloat162(__openhip_bf16::round(__builtin_fmaf(ar, br, __builtin_fmaf(-ai, bi, __openhip_bf16::f(c.x)))),
                         __openhip_bf16::round(__builtin_fmaf(ar, bi, __builtin_fmaf(ai, br, __openhip_bf16::f(c.y)))));
}

// ---- Comparisons: ordered ones are false for NaN (__hne too), the `u` ones true ---------------
#define __OPENHIP_BF16_COMPARE(NAME, OP)                                                          \
  __OPENHIP_BF16 bool NAME(const __hip_bfloat16 a, const __hip_bfloat16 b) {                     \
    return !__openhip_bf16::isNan(a) && !__openhip_bf16::isNan(b) &&                             \
           __openhip_bf16::f(a) OP __openhip_bf16::f(b);                                         \
  }                                                                                              \
  __OPENHIP_BF16 bool NAME##u(const __hip_bfloat16 a, const __hip_bfloat16 b) {                  \
    return __openhip_bf16::isNan(a) || __openhip_bf16::isNan(b) || NAME(a, b);                   \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat162 NAME##2(const __hip_bfloat162 a, const __hip_bfloat162 b) {     \
    return __hip_bfloat162(__hip_bfloat16(NAME(a.x, b.x) ? 1.0f : 0.0f),                         \
                           __hip_bfloat16(NAME(a.y, b.y) ? 1.0f : 0.0f));                        \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat162 NAME##u2(const __hip_bfloat162 a, const __hip_bfloat162 b) {    \
    return __hip_bfloat162(__hip_bfloat16(NAME##u(a.x, b.x) ? 1.0f : 0.0f),                      \
                           __hip_bfloat16(NAME##u(a.y, b.y) ? 1.0f : 0.0f));                     \
  }                                                                                              \
  __OPENHIP_BF16 unsigned int NAME##2_mask(const __hip_bfloat162 a, const __hip_bfloat162 b) {   \
    return (NAME(a.x, b.x) ? 0xffffu : 0u) | (NAME(a.y, b.y) ? 0xffff0000u : 0u);                 \
  }                                                                                              \
  __OPENHIP_BF16 unsigned int NAME##u2_mask(const __hip_bfloat162 a, const __hip_bfloat162 b) {  \
    return (NAME##u(a.x, b.x) ? 0xffffu : 0u) | (NAME##u(a.y, b.y) ? 0xffff0000u : 0u);           \
  }
__OPENHIP_BF16_COMPARE(__heq, ==)
__OPENHIP_BF16_COMPARE(__hne, !=)
__OPENHIP_BF16_COMPARE(__hlt, <)
__OPENHIP_BF16_COMPARE(__hle, <=)
__OPENHIP_BF16_COMPARE(__hgt, >)
__OPENHIP_BF16_COMPARE(__hge, >=)
#undef __OPENHIP_BF16_COMPARE
#define __OPENHIP_BF16_BOTH(NAME, ONE)                                                            \
  __OPENHIP_BF16 bool NAME(const __hip_bfloat162 a, const __hip_bfloat162 b) {                   \
    return ONE(a.x, b.x) && ONE(a.y, b.y);                                                       \
  }
__OPENHIP_BF16_BOTH(__hbeq2, __heq)
__OPENHIP_BF16_BOTH(__hbne2, __hne)
__OPENHIP_BF16_BOTH(__hblt2, __hlt)
__OPENHIP_BF16_BOTH(__hble2, __hle)
__OPENHIP_BF16_BOTH(__hbgt2, __hgt)
__OPENHIP_BF16_BOTH(__hbge2, __hge)
__OPENHIP_BF16_BOTH(__hbequ2, __hequ)
__OPENHIP_BF16_BOTH(__hbneu2, __hneu)
__OPENHIP_BF16_BOTH(__hbltu2, __hltu)
__OPENHIP_BF16_BOTH(__hbleu2, __hleu)
__OPENHIP_BF16_BOTH(__hbgtu2, __hgtu)
__OPENHIP_BF16_BOTH(__hbgeu2, __hgeu)
#undef __OPENHIP_BF16_BOTH

__OPENHIP_BF16 bool __hisnan(const __hip_bfloat16 a) { return __openhip_bf16::isNan(a); }
/// -1 for -infinity, 1 for +infinity, 0 otherwise.
__OPENHIP_BF16 int __hisinf(const __hip_bfloat16 a) { return a.__x == 0xff80u ? -1 : (a.__x == 0x7f80u ? 1 : 0); }
__OPENHIP_BF16 __hip_bfloat162 __hisnan2(const __hip_bfloat162 a) {
  return __hip_bfloat162(__hip_bfloat16(__hisnan(a.x) ? 1.0f : 0.0f), __hip_bfloat16(__hisnan(a.y) ? 1.0f : 0.0f));
}

/// max/min ignoring a NaN (both NaN: canonical NaN); +0 counts as above -0.
__OPENHIP_BF16 __hip_bfloat16 __hmax(const __hip_bfloat16 a, const __hip_bfloat16 b) {
  if (__hisnan(a)) return __hisnan(b) ? __openhip_bf16::canonicalNan() : b;
  if (__hisnan(b)) return a;
  const float x = __openhip_bf16::f(a), y = __openhip_bf16::f(b);
  if (x == y) return (a.__x & 0x8000u) ? b : a;
  return x > y ? a : b;
}
__OPENHIP_BF16 __hip_bfloat16 __hmin(const __hip_bfloat16 a, const __hip_bfloat16 b) {
  if (__hisnan(a)) return __hisnan(b) ? __openhip_bf16::canonicalNan() : b;
  if (__hisnan(b)) return a;
  const float x = __openhip_bf16::f(a), y = __openhip_bf16::f(b);
  if (x == y) return (a.__x & 0x8000u) ? a : b;
  return x < y ? a : b;
}
/// max/min where a NaN operand gives the canonical NaN.
__OPENHIP_BF16 __hip_bfloat16 __hmax_nan(const __hip_bfloat16 a, const __hip_bfloat16 b) {
  return (__hisnan(a) || __hisnan(b)) ? __openhip_bf16::canonicalNan() : __hmax(a, b);
}
__OPENHIP_BF16 __hip_bfloat16 __hmin_nan(const __hip_bfloat16 a, const __hip_bfloat16 b) {
  return (__hisnan(a) || __hisnan(b)) ? __openhip_bf16::canonicalNan() : __hmin(a, b);
}
#define __OPENHIP_BF162_PAIRWISE(NAME2, NAME)                                                      \
  __OPENHIP_BF16 __hip_bfloat162 NAME2(const __hip_bfloat162 a, const __hip_bfloat162 b) {        \
    return __hip_bfloat162(NAME(a.x, b.x), NAME(a.y, b.y));                                       \
  }
__OPENHIP_BF162_PAIRWISE(__hmax2, __hmax)
__OPENHIP_BF162_PAIRWISE(__hmin2, __hmin)
__OPENHIP_BF162_PAIRWISE(__hmax2_nan, __hmax_nan)
__OPENHIP_BF162_PAIRWISE(__hmin2_nan, __hmin_nan)
#undef __OPENHIP_BF162_PAIRWISE

// ---- Math functions: h<fn> for one value, h2<fn> for each half of a pair -------------------
#define __OPENHIP_BF16_MATH(NAME, EXPR)                                                           \
  __OPENHIP_BF16 __hip_bfloat16 h##NAME(const __hip_bfloat16 a) {                                \
    const float v = __openhip_bf16::f(a);                                                        \
    return __openhip_bf16::round(EXPR);                                                          \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat162 h2##NAME(const __hip_bfloat162 a) {                             \
    return __hip_bfloat162(h##NAME(a.x), h##NAME(a.y));                                          \
  }
__OPENHIP_BF16_MATH(sqrt, sqrtf(v))
__OPENHIP_BF16_MATH(rsqrt, 1.0f / sqrtf(v))
__OPENHIP_BF16_MATH(rcp, 1.0f / v)
__OPENHIP_BF16_MATH(exp, expf(v))
__OPENHIP_BF16_MATH(exp2, exp2f(v))
__OPENHIP_BF16_MATH(exp10, powf(10.0f, v))
__OPENHIP_BF16_MATH(log, logf(v))
__OPENHIP_BF16_MATH(log2, log2f(v))
__OPENHIP_BF16_MATH(log10, log10f(v))
__OPENHIP_BF16_MATH(sin, sinf(v))
__OPENHIP_BF16_MATH(cos, cosf(v))
__OPENHIP_BF16_MATH(tanh, tanhf(v))
__OPENHIP_BF16_MATH(ceil, ceilf(v))
__OPENHIP_BF16_MATH(floor, floorf(v))
__OPENHIP_BF16_MATH(trunc, truncf(v))
__OPENHIP_BF16_MATH(rint, rintf(v))
#undef __OPENHIP_BF16_MATH

// ---- Operators (CUDA's: == is ordered, != unordered, as for float) --------------------------
__OPENHIP_BF16 __hip_bfloat16 operator+(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hadd(a, b); }
__OPENHIP_BF16 __hip_bfloat16 operator-(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hsub(a, b); }
__OPENHIP_BF16 __hip_bfloat16 operator*(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hmul(a, b); }
__OPENHIP_BF16 __hip_bfloat16 operator/(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hdiv(a, b); }
__OPENHIP_BF16 __hip_bfloat16& operator+=(__hip_bfloat16& a, const __hip_bfloat16& b) { return a = __hadd(a, b); }
__OPENHIP_BF16 __hip_bfloat16& operator-=(__hip_bfloat16& a, const __hip_bfloat16& b) { return a = __hsub(a, b); }
__OPENHIP_BF16 __hip_bfloat16& operator*=(__hip_bfloat16& a, const __hip_bfloat16& b) { return a = __hmul(a, b); }
__OPENHIP_BF16 __hip_bfloat16& operator/=(__hip_bfloat16& a, const __hip_bfloat16& b) { return a = __hdiv(a, b); }
__OPENHIP_BF16 __hip_bfloat16 operator+(const __hip_bfloat16& a) { return a; }
__OPENHIP_BF16 __hip_bfloat16 operator-(const __hip_bfloat16& a) { return __hneg(a); }
__OPENHIP_BF16 __hip_bfloat16& operator++(__hip_bfloat16& a) { return a = __hadd(a, HIPRT_ONE_BF16); }
__OPENHIP_BF16 __hip_bfloat16& operator--(__hip_bfloat16& a) { return a = __hsub(a, HIPRT_ONE_BF16); }
__OPENHIP_BF16 __hip_bfloat16 operator++(__hip_bfloat16& a, int) {
  const __hip_bfloat16 old = a;
  ++a;
  return old;
}
__OPENHIP_BF16 __hip_bfloat16 operator--(__hip_bfloat16& a, int) {
  const __hip_bfloat16 old = a;
  --a;
  return old;
}
__OPENHIP_BF16 bool operator==(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __heq(a, b); }
__OPENHIP_BF16 bool operator!=(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hneu(a, b); }
__OPENHIP_BF16 bool operator<(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hlt(a, b); }
__OPENHIP_BF16 bool operator<=(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hle(a, b); }
__OPENHIP_BF16 bool operator>(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hgt(a, b); }
__OPENHIP_BF16 bool operator>=(const __hip_bfloat16& a, const __hip_bfloat16& b) { return __hge(a, b); }

__OPENHIP_BF16 __hip_bfloat162 operator+(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hadd2(a, b); }
__OPENHIP_BF16 __hip_bfloat162 operator-(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hsub2(a, b); }
__OPENHIP_BF16 __hip_bfloat162 operator*(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hmul2(a, b); }
__OPENHIP_BF16 __hip_bfloat162 operator/(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __h2div(a, b); }
__OPENHIP_BF16 __hip_bfloat162& operator+=(__hip_bfloat162& a, const __hip_bfloat162& b) { return a = __hadd2(a, b); }
__OPENHIP_BF16 __hip_bfloat162& operator-=(__hip_bfloat162& a, const __hip_bfloat162& b) { return a = __hsub2(a, b); }
__OPENHIP_BF16 __hip_bfloat162& operator*=(__hip_bfloat162& a, const __hip_bfloat162& b) { return a = __hmul2(a, b); }
__OPENHIP_BF16 __hip_bfloat162& operator/=(__hip_bfloat162& a, const __hip_bfloat162& b) { return a = __h2div(a, b); }
__OPENHIP_BF16 __hip_bfloat162 operator+(const __hip_bfloat162& a) { return a; }
__OPENHIP_BF16 __hip_bfloat162 operator-(const __hip_bfloat162& a) { return __hneg2(a); }
__OPENHIP_BF16 __hip_bfloat162& operator++(__hip_bfloat162& a) {
  return a = __hadd2(a, __bfloat162bfloat162(HIPRT_ONE_BF16));
}
__OPENHIP_BF16 __hip_bfloat162& operator--(__hip_bfloat162& a) {
  return a = __hsub2(a, __bfloat162bfloat162(HIPRT_ONE_BF16));
}
__OPENHIP_BF16 __hip_bfloat162 operator++(__hip_bfloat162& a, int) {
  const __hip_bfloat162 old = a;
  ++a;
  return old;
}
__OPENHIP_BF16 __hip_bfloat162 operator--(__hip_bfloat162& a, int) {
  const __hip_bfloat162 old = a;
  --a;
  return old;
}
__OPENHIP_BF16 bool operator==(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hbeq2(a, b); }
__OPENHIP_BF16 bool operator!=(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hbneu2(a, b); }
__OPENHIP_BF16 bool operator<(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hblt2(a, b); }
__OPENHIP_BF16 bool operator<=(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hble2(a, b); }
__OPENHIP_BF16 bool operator>(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hbgt2(a, b); }
__OPENHIP_BF16 bool operator>=(const __hip_bfloat162& a, const __hip_bfloat162& b) { return __hbge2(a, b); }

// ---- Atomics (device code under hipcc): compare-and-swap on the 16- or 32-bit word ----------
#if defined(__clang__) && defined(__CUDA__)
__device__ inline __hip_bfloat16 atomicAdd(__hip_bfloat16* address, const __hip_bfloat16 value) {
  unsigned short* word = &address->__x;
  const unsigned short old = openhip::atomics::updateLoop<__HIP_MEMORY_SCOPE_AGENT>(
      word, [value](unsigned short bits) { return __hadd(__ushort_as_bfloat16(bits), value).__x; });
  return __ushort_as_bfloat16(old);
}
__device__ inline __hip_bfloat162 atomicAdd(__hip_bfloat162* address, const __hip_bfloat162 value) {
  unsigned int* word = reinterpret_cast<unsigned int*>(address);
  const unsigned int old = openhip::atomics::updateLoop<__HIP_MEMORY_SCOPE_AGENT>(word, [value](unsigned int bits) {
    const __hip_bfloat162 sum = __hadd2(__hip_bfloat162(__ushort_as_bfloat16(static_cast<unsigned short>(bits)),
                                                        __ushort_as_bfloat16(static_cast<unsigned short>(bits >> 16))),
                                        value);
    return static_cast<unsigned int>(sum.x.__x) | (static_cast<unsigned int>(sum.y.__x) << 16);
  });
  return __hip_bfloat162(__ushort_as_bfloat16(static_cast<unsigned short>(old)),
                         __ushort_as_bfloat16(static_cast<unsigned short>(old >> 16)));
}
/// AMD's name for the same operation on pairs.
__device__ inline __hip_bfloat162 unsafeAtomicAdd(__hip_bfloat162* address, const __hip_bfloat162 value) {
  return atomicAdd(address, value);
}
#endif

#endif  // OPENHIP_HIP_DETAIL_HIP_BF16_MATH_H
