// bfloat16 as HIP (hip_bf16.h, HIP 6) and CUDA (cuda_bf16.h) programs use it:
// __hip_bfloat16 and its pair __hip_bfloat162 (CUDA's __nv_bfloat16 and
// __nv_bfloat162 are the same types, see <cuda_bf16.h>), with every
// conversion and rounding mode the two vendors have, arithmetic, comparisons,
// math functions, operators, warp shuffles and atomics, on host and device.
// Values are the upper 16 bits of an IEEE float; arithmetic is done in float
// and rounded once to bfloat16, which is correctly rounded for + - * / sqrt
// and fma (float has more than 2 * 8 + 2 significand bits; a product of two
// bfloat16 values is exact in float).
//
// NaN results: CUDA sources (.cu) get CUDA's canonical NaN 0x7FFF; HIP
// sources keep the sign and upper payload bits of the float NaN, as AMD's
// header does. Everything else is the same bits for both.
#ifndef HIP_INCLUDE_HIP_HIP_BF16_H
#define HIP_INCLUDE_HIP_HIP_BF16_H

#include <hip/hip_common.h>

/// Raw bit patterns, also usable from C.
typedef struct __attribute__((aligned(2))) __hip_bfloat16_raw {
  unsigned short x;
} __hip_bfloat16_raw;
typedef struct __attribute__((aligned(4))) __hip_bfloat162_raw {
  unsigned short x;
  unsigned short y;
} __hip_bfloat162_raw;

#ifdef __cplusplus

#if defined(__clang__) && defined(__CUDA__)
#include <hip/hip_runtime.h>  // device-callable <math.h> comes with the kernel language
#endif
#include <hip/detail/hip_fp_rounding.h>
#include <hip/hip_vector_types.h>

#include <limits.h>

#define __OPENHIP_BF16 __host__ __device__ inline

#if defined(__OPENHIP_CUDA_SOURCE__)
#define __OPENHIP_BF16_CANONICAL_NAN 1
#else
#define __OPENHIP_BF16_CANONICAL_NAN 0
#endif

namespace __openhip_bf16 {
using __openhip_fp::Rounding;

__OPENHIP_BF16 unsigned int bitsOf(float f) { return __builtin_bit_cast(unsigned int, f); }
__OPENHIP_BF16 float toFloat(unsigned short b) { return __builtin_bit_cast(float, static_cast<unsigned int>(b) << 16); }
__OPENHIP_BF16 bool isNanBits(unsigned int f) { return (f & 0x7fffffffu) > 0x7f800000u; }

/// The bfloat16 NaN for the float NaN with bits f (see the header comment).
__OPENHIP_BF16 unsigned short nanOf(unsigned int f) {
#if __OPENHIP_BF16_CANONICAL_NAN
  (void)f;
  return 0x7fffu;
#else
  return static_cast<unsigned short>((f >> 16) | ((f & 0xffffu) ? 1u : 0u));
#endif
}

/// float -> bfloat16 in direction `mode`; overflow gives infinity or the
/// largest finite value as IEEE rounding does.
__OPENHIP_BF16 unsigned short fromFloat(float value, Rounding mode) {
  const unsigned int f = bitsOf(value);
  if (isNanBits(f)) return nanOf(f);
  if ((f & 0x7f800000u) == 0x7f800000u) return static_cast<unsigned short>(f >> 16);  // infinity
  if (mode == __openhip_fp::kToNearestEven)  // the common case without the general path
    return static_cast<unsigned short>((f + 0x7fffu + ((f >> 16) & 1u)) >> 16);
  if (mode == __openhip_fp::kTowardZero) return static_cast<unsigned short>(f >> 16);
  return static_cast<unsigned short>(__openhip_fp::fromFiniteDouble<8, 7>(static_cast<double>(value), mode));
}

__OPENHIP_BF16 unsigned short fromDouble(double value, Rounding mode) {
  if (value != value) {  // as the double -> float conversion makes it: quiet, top payload bits kept
    const unsigned long long d = __builtin_bit_cast(unsigned long long, value);
    return nanOf(static_cast<unsigned int>((d >> 32) & 0x80000000u) | 0x7fc00000u |
                 static_cast<unsigned int>((d >> 29) & 0x7fffffu));
  }
  if (value == __builtin_inf()) return 0x7f80u;
  if (value == -__builtin_inf()) return 0xff80u;
  return static_cast<unsigned short>(__openhip_fp::fromFiniteDouble<8, 7>(value, mode));
}

__OPENHIP_BF16 unsigned short fromSigned(long long value, Rounding mode) {
  const bool negative = value < 0;
  const unsigned long long magnitude =
      negative ? 0ull - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
  return static_cast<unsigned short>(__openhip_fp::fromInteger<8, 7>(negative, magnitude, mode));
}
__OPENHIP_BF16 unsigned short fromUnsigned(unsigned long long value, Rounding mode) {
  return static_cast<unsigned short>(__openhip_fp::fromInteger<8, 7>(false, value, mode));
}
}  // namespace __openhip_bf16

struct __attribute__((aligned(2))) __hip_bfloat16 {
  unsigned short __x;  ///< the bfloat16 bit pattern

  __hip_bfloat16() = default;
  __host__ __device__ constexpr __hip_bfloat16(const __hip_bfloat16_raw& raw) : __x(raw.x) {}
  __OPENHIP_BF16 __hip_bfloat16(float v) : __x(__openhip_bf16::fromFloat(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(double v) : __x(__openhip_bf16::fromDouble(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(short v) : __x(__openhip_bf16::fromSigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(int v) : __x(__openhip_bf16::fromSigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(long v) : __x(__openhip_bf16::fromSigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(long long v) : __x(__openhip_bf16::fromSigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(unsigned short v)
      : __x(__openhip_bf16::fromUnsigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(unsigned int v) : __x(__openhip_bf16::fromUnsigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(unsigned long v)
      : __x(__openhip_bf16::fromUnsigned(v, __openhip_fp::kToNearestEven)) {}
  __OPENHIP_BF16 __hip_bfloat16(unsigned long long v)
      : __x(__openhip_bf16::fromUnsigned(v, __openhip_fp::kToNearestEven)) {}

  __OPENHIP_BF16 operator float() const { return __openhip_bf16::toFloat(__x); }
  __OPENHIP_BF16 operator __hip_bfloat16_raw() const {
    __hip_bfloat16_raw raw;
    raw.x = __x;
    return raw;
  }
  __OPENHIP_BF16 operator __hip_bfloat16_raw() const volatile {
    __hip_bfloat16_raw raw;
    raw.x = __x;
    return raw;
  }
  __OPENHIP_BF16 __hip_bfloat16& operator=(const __hip_bfloat16_raw& raw) {
    __x = raw.x;
    return *this;
  }
  __OPENHIP_BF16 volatile __hip_bfloat16& operator=(const __hip_bfloat16_raw& raw) volatile {
    __x = raw.x;
    return *this;
  }
};

struct __attribute__((aligned(4))) __hip_bfloat162 {
  __hip_bfloat16 x;
  __hip_bfloat16 y;

  __hip_bfloat162() = default;
  __host__ __device__ constexpr __hip_bfloat162(const __hip_bfloat16& low, const __hip_bfloat16& high)
      : x(low), y(high) {}
  __OPENHIP_BF16 __hip_bfloat162(const __hip_bfloat162_raw& raw) {
    x.__x = raw.x;
    y.__x = raw.y;
  }
  __OPENHIP_BF16 operator __hip_bfloat162_raw() const {
    __hip_bfloat162_raw raw;
    raw.x = x.__x;
    raw.y = y.__x;
    return raw;
  }
  __OPENHIP_BF16 __hip_bfloat162& operator=(const __hip_bfloat162_raw& raw) {
    x.__x = raw.x;
    y.__x = raw.y;
    return *this;
  }
  /// Both halves as floats (AMD's conversion).
  __OPENHIP_BF16 operator float2() const { return make_float2(float(x), float(y)); }
};

static_assert(sizeof(__hip_bfloat16) == 2 && sizeof(__hip_bfloat162) == 4, "bfloat16 layouts");

// ---- Constants ---------------------------------------------------------------------
#define HIPRT_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define HIPRT_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define HIPRT_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define HIPRT_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define HIPRT_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define HIPRT_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define HIPRT_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)

// ---- Bits ------------------------------------------------------------------------------
__OPENHIP_BF16 __hip_bfloat16 __ushort_as_bfloat16(const unsigned short a) {
  __hip_bfloat16_raw raw;
  raw.x = a;
  return __hip_bfloat16(raw);
}
__OPENHIP_BF16 __hip_bfloat16 __short_as_bfloat16(const short a) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(a));
}
__OPENHIP_BF16 unsigned short __bfloat16_as_ushort(const __hip_bfloat16 a) { return a.__x; }
__OPENHIP_BF16 short __bfloat16_as_short(const __hip_bfloat16 a) { return static_cast<short>(a.__x); }

// ---- float and double ------------------------------------------------------------------
#define __OPENHIP_BF16_FROM_FLOAT(SUFFIX, MODE)                                                   \
  __OPENHIP_BF16 __hip_bfloat16 __float2bfloat16##SUFFIX(const float a) {                        \
    return __ushort_as_bfloat16(__openhip_bf16::fromFloat(a, __openhip_fp::MODE));               \
  }
__OPENHIP_BF16_FROM_FLOAT(, kToNearestEven)
__OPENHIP_BF16_FROM_FLOAT(_rn, kToNearestEven)
__OPENHIP_BF16_FROM_FLOAT(_rz, kTowardZero)
__OPENHIP_BF16_FROM_FLOAT(_rd, kDown)
__OPENHIP_BF16_FROM_FLOAT(_ru, kUp)
#undef __OPENHIP_BF16_FROM_FLOAT
__OPENHIP_BF16 __hip_bfloat16 __double2bfloat16(const double a) {
  return __ushort_as_bfloat16(__openhip_bf16::fromDouble(a, __openhip_fp::kToNearestEven));
}
__OPENHIP_BF16 float __bfloat162float(const __hip_bfloat16 a) { return __openhip_bf16::toFloat(a.__x); }

// ---- integers -> bfloat16, each rounding direction -------------------------------------------
#define __OPENHIP_BF16_FROM_INT(NAME, TYPE, CONVERT)                                              \
  __OPENHIP_BF16 __hip_bfloat16 NAME##_rn(const TYPE i) {                                        \
    return __ushort_as_bfloat16(__openhip_bf16::CONVERT(i, __openhip_fp::kToNearestEven));       \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat16 NAME##_rz(const TYPE i) {                                        \
    return __ushort_as_bfloat16(__openhip_bf16::CONVERT(i, __openhip_fp::kTowardZero));          \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat16 NAME##_rd(const TYPE i) {                                        \
    return __ushort_as_bfloat16(__openhip_bf16::CONVERT(i, __openhip_fp::kDown));                \
  }                                                                                              \
  __OPENHIP_BF16 __hip_bfloat16 NAME##_ru(const TYPE i) {                                        \
    return __ushort_as_bfloat16(__openhip_bf16::CONVERT(i, __openhip_fp::kUp));                  \
  }
__OPENHIP_BF16_FROM_INT(__int2bfloat16, int, fromSigned)
__OPENHIP_BF16_FROM_INT(__short2bfloat16, short, fromSigned)
__OPENHIP_BF16_FROM_INT(__ll2bfloat16, long long, fromSigned)
__OPENHIP_BF16_FROM_INT(__uint2bfloat16, unsigned int, fromUnsigned)
__OPENHIP_BF16_FROM_INT(__ushort2bfloat16, unsigned short, fromUnsigned)
__OPENHIP_BF16_FROM_INT(__ull2bfloat16, unsigned long long, fromUnsigned)
#undef __OPENHIP_BF16_FROM_INT

// ---- bfloat16 -> integers: NaN gives 0, values out of range the nearest bound -----------------
#define __OPENHIP_BF16_TO_INT_MODE(NAME, SUFFIX, TYPE, LOW, HIGH, MODE)                          \
  __OPENHIP_BF16 TYPE NAME##SUFFIX(const __hip_bfloat16 h) {                                     \
    return __openhip_fp::toInteger<TYPE>(__openhip_bf16::toFloat(h.__x), __openhip_fp::MODE,     \
                                         static_cast<TYPE>(LOW), static_cast<TYPE>(HIGH));       \
  }
#define __OPENHIP_BF16_TO_INT(NAME, TYPE, LOW, HIGH)                                             \
  __OPENHIP_BF16_TO_INT_MODE(NAME, _rn, TYPE, LOW, HIGH, kToNearestEven)                          \
  __OPENHIP_BF16_TO_INT_MODE(NAME, _rz, TYPE, LOW, HIGH, kTowardZero)                             \
  __OPENHIP_BF16_TO_INT_MODE(NAME, _rd, TYPE, LOW, HIGH, kDown)                                   \
  __OPENHIP_BF16_TO_INT_MODE(NAME, _ru, TYPE, LOW, HIGH, kUp)
__OPENHIP_BF16_TO_INT(__bfloat162int, int, INT_MIN, INT_MAX)
__OPENHIP_BF16_TO_INT(__bfloat162uint, unsigned int, 0, UINT_MAX)
__OPENHIP_BF16_TO_INT(__bfloat162short, short, SHRT_MIN, SHRT_MAX)
__OPENHIP_BF16_TO_INT(__bfloat162ushort, unsigned short, 0, USHRT_MAX)
__OPENHIP_BF16_TO_INT(__bfloat162ll, long long, LLONG_MIN, LLONG_MAX)
__OPENHIP_BF16_TO_INT(__bfloat162ull, unsigned long long, 0, ULLONG_MAX)
__OPENHIP_BF16_TO_INT_MODE(__bfloat162char, _rz, signed char, SCHAR_MIN, SCHAR_MAX, kTowardZero)
__OPENHIP_BF16_TO_INT_MODE(__bfloat162uchar, _rz, unsigned char, 0, UCHAR_MAX, kTowardZero)
#undef __OPENHIP_BF16_TO_INT
#undef __OPENHIP_BF16_TO_INT_MODE

// ---- pairs ------------------------------------------------------------------------------
__OPENHIP_BF16 __hip_bfloat162 __halves2bfloat162(const __hip_bfloat16 a, const __hip_bfloat16 b) {
  return __hip_bfloat162(a, b);
}
__OPENHIP_BF16 __hip_bfloat162 make_bfloat162(const __hip_bfloat16 x, const __hip_bfloat16 y) {
  return __hip_bfloat162(x, y);
}
__OPENHIP_BF16 __hip_bfloat162 __bfloat162bfloat162(const __hip_bfloat16 a) { return __hip_bfloat162(a, a); }
__OPENHIP_BF16 __hip_bfloat162 __float2bfloat162_rn(const float a) {
  return __bfloat162bfloat162(__float2bfloat16_rn(a));
}
__OPENHIP_BF16 __hip_bfloat162 __floats2bfloat162_rn(const float a, const float b) {
  return __hip_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
__OPENHIP_BF16 __hip_bfloat162 __float22bfloat162_rn(const float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
__OPENHIP_BF16 float2 __bfloat1622float2(const __hip_bfloat162 a) {
  return make_float2(__bfloat162float(a.x), __bfloat162float(a.y));
}
__OPENHIP_BF16 __hip_bfloat16 __low2bfloat16(const __hip_bfloat162 a) { return a.x; }
__OPENHIP_BF16 __hip_bfloat16 __high2bfloat16(const __hip_bfloat162 a) { return a.y; }
__OPENHIP_BF16 float __low2float(const __hip_bfloat162 a) { return __bfloat162float(a.x); }
__OPENHIP_BF16 float __high2float(const __hip_bfloat162 a) { return __bfloat162float(a.y); }
__OPENHIP_BF16 __hip_bfloat162 __low2bfloat162(const __hip_bfloat162 a) { return __hip_bfloat162(a.x, a.x); }
__OPENHIP_BF16 __hip_bfloat162 __high2bfloat162(const __hip_bfloat162 a) { return __hip_bfloat162(a.y, a.y); }
__OPENHIP_BF16 __hip_bfloat162 __lows2bfloat162(const __hip_bfloat162 a, const __hip_bfloat162 b) {
  return __hip_bfloat162(a.x, b.x);
}
__OPENHIP_BF16 __hip_bfloat162 __highs2bfloat162(const __hip_bfloat162 a, const __hip_bfloat162 b) {
  return __hip_bfloat162(a.y, b.y);
}
__OPENHIP_BF16 __hip_bfloat162 __lowhigh2highlow(const __hip_bfloat162 a) { return __hip_bfloat162(a.y, a.x); }

#include <hip/detail/hip_bf16_math.h>

#undef __OPENHIP_BF16
#endif  // __cplusplus

#endif  // HIP_INCLUDE_HIP_HIP_BF16_H
