// Half-precision conversions with an explicit rounding mode (_rn nearest even,
// _rz toward zero, _rd down, _ru up), as CUDA and AMD name them, and a few
// more __half2 helpers. Included by <hip/hip_fp16.h>. Conversions to half are
// correctly rounded from the exact input (no double rounding through float);
// conversions to integers give 0 for NaN and clamp to the integer's range.
// Also make_half2, __hisinf2 and AMD's amd_mixed_dot on half pairs.
#ifndef OPENHIP_HIP_DETAIL_HIP_FP16_ROUNDING_H
#define OPENHIP_HIP_DETAIL_HIP_FP16_ROUNDING_H

#include <hip/detail/hip_fp_rounding.h>

#include <limits.h>

namespace __openhip_fp16 {
__OPENHIP_HFN unsigned short fromDouble(double value, __openhip_fp::Rounding mode) {
  if (value != value || value == __builtin_inf() || value == -__builtin_inf())
    return floatToHalfBits(static_cast<float>(value));  // NaN and infinity as before
  return static_cast<unsigned short>(__openhip_fp::fromFiniteDouble<5, 10>(value, mode));
}
__OPENHIP_HFN unsigned short fromSigned(long long value, __openhip_fp::Rounding mode) {
  const bool negative = value < 0;
  const unsigned long long magnitude =
      negative ? 0ull - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
  return static_cast<unsigned short>(__openhip_fp::fromInteger<5, 10>(negative, magnitude, mode));
}
__OPENHIP_HFN unsigned short fromUnsigned(unsigned long long value, __openhip_fp::Rounding mode) {
  return static_cast<unsigned short>(__openhip_fp::fromInteger<5, 10>(false, value, mode));
}
}  // namespace __openhip_fp16

// ---- float -> half in each direction (_rn is __float2half_rn in hip_fp16.h) --------------
#define __OPENHIP_HALF_FROM_FLOAT(SUFFIX, MODE)                                                  \
  __OPENHIP_HFN __half __float2half##SUFFIX(float a) {                                         \
    return __ushort_as_half(__openhip_fp16::fromDouble(a, __openhip_fp::MODE));               \
  }
__OPENHIP_HALF_FROM_FLOAT(_rz, kTowardZero)
__OPENHIP_HALF_FROM_FLOAT(_rd, kDown)
__OPENHIP_HALF_FROM_FLOAT(_ru, kUp)
#undef __OPENHIP_HALF_FROM_FLOAT

// ---- integers -> half (_rn is in hip_fp16.h) -------------------------------------------------
#define __OPENHIP_HALF_FROM_INT(NAME, TYPE, CONVERT)                                             \
  __OPENHIP_HFN __half NAME##_rz(TYPE i) {                                                     \
    return __ushort_as_half(__openhip_fp16::CONVERT(i, __openhip_fp::kTowardZero));            \
  }                                                                                            \
  __OPENHIP_HFN __half NAME##_rd(TYPE i) {                                                     \
    return __ushort_as_half(__openhip_fp16::CONVERT(i, __openhip_fp::kDown));                  \
  }                                                                                            \
  __OPENHIP_HFN __half NAME##_ru(TYPE i) {                                                     \
    return __ushort_as_half(__openhip_fp16::CONVERT(i, __openhip_fp::kUp));                    \
  }
__OPENHIP_HALF_FROM_INT(__int2half, int, fromSigned)
__OPENHIP_HALF_FROM_INT(__short2half, short, fromSigned)
__OPENHIP_HALF_FROM_INT(__ll2half, long long, fromSigned)
__OPENHIP_HALF_FROM_INT(__uint2half, unsigned int, fromUnsigned)
__OPENHIP_HALF_FROM_INT(__ushort2half, unsigned short, fromUnsigned)
__OPENHIP_HALF_FROM_INT(__ull2half, unsigned long long, fromUnsigned)
#undef __OPENHIP_HALF_FROM_INT

// ---- half -> integers (_rz is in hip_fp16.h) ---------------------------------------------------
#define __OPENHIP_HALF_TO_INT_MODE(NAME, SUFFIX, TYPE, LOW, HIGH, MODE)                           \
  __OPENHIP_HFN TYPE NAME##SUFFIX(__half h) {                                                    \
    return __openhip_fp::toInteger<TYPE>(static_cast<float>(h), __openhip_fp::MODE,             \
                                         static_cast<TYPE>(LOW), static_cast<TYPE>(HIGH));       \
  }
#define __OPENHIP_HALF_TO_INT(NAME, TYPE, LOW, HIGH)                                              \
  __OPENHIP_HALF_TO_INT_MODE(NAME, _rn, TYPE, LOW, HIGH, kToNearestEven)                         \
  __OPENHIP_HALF_TO_INT_MODE(NAME, _rd, TYPE, LOW, HIGH, kDown)                                  \
  __OPENHIP_HALF_TO_INT_MODE(NAME, _ru, TYPE, LOW, HIGH, kUp)
__OPENHIP_HALF_TO_INT(__half2int, int, INT_MIN, INT_MAX)
__OPENHIP_HALF_TO_INT(__half2uint, unsigned int, 0, UINT_MAX)
__OPENHIP_HALF_TO_INT(__half2short, short, SHRT_MIN, SHRT_MAX)
__OPENHIP_HALF_TO_INT(__half2ushort, unsigned short, 0, USHRT_MAX)
__OPENHIP_HALF_TO_INT(__half2ll, long long, LLONG_MIN, LLONG_MAX)
__OPENHIP_HALF_TO_INT(__half2ull, unsigned long long, 0, ULLONG_MAX)
__OPENHIP_HALF_TO_INT_MODE(__half2char, _rz, signed char, SCHAR_MIN, SCHAR_MAX, kTowardZero)
__OPENHIP_HALF_TO_INT_MODE(__half2uchar, _rz, unsigned char, 0, UCHAR_MAX, kTowardZero)
#undef __OPENHIP_HALF_TO_INT
#undef __OPENHIP_HALF_TO_INT_MODE

// ---- pairs --------------------------------------------------------------------------------------
__OPENHIP_HFN __half2 make_half2(__half x, __half y) { return __half2(x, y); }
/// 1.0 in each half that is infinite, 0.0 elsewhere (AMD's).
__OPENHIP_HFN __half2 __hisinf2(__half2 a) {
  return __half2(__half(__hisinf(a.x) ? 1.0f : 0.0f), __half(__hisinf(a.y) ? 1.0f : 0.0f));
}

/// AMD's a.x * b.x + a.y * b.y + c in float; `saturate` clamps to [0, 1] (the
/// dot instruction's clamp bit).
__OPENHIP_HFN float amd_mixed_dot(__half2 a, __half2 b, float c, bool saturate) {
  const float sum = fmaf(float(a.y), float(b.y), fmaf(float(a.x), float(b.x), c));
  return saturate ? __openhip_fp16::clamp01(sum) : sum;
}

#endif  // OPENHIP_HIP_DETAIL_HIP_FP16_ROUNDING_H
