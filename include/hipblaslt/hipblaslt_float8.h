// hipBLASLt's 8-bit float types: hipblaslt_f8_fnuz / hipblaslt_bf8_fnuz (AMD's FNUZ
// E4M3/E5M2) and hipblaslt_f8 / hipblaslt_bf8 (OCP E4M3/E5M2). One byte `data`;
// conversions from and to float round to nearest even and saturate (host and device).
#ifndef HIPBLASLT_FLOAT8_H
#define HIPBLASLT_FLOAT8_H

#include <hip/hip_common.h>
#include <stdint.h>

#ifdef __cplusplus
namespace openhip_hipblaslt_detail {

__host__ __device__ inline float powerOfTwo(int e) {  // 2^e for -126 <= e <= 127
  uint32_t bits = uint32_t(e + 127) << 23;
  float f;
  __builtin_memcpy(&f, &bits, 4);
  return f;
}

__host__ __device__ inline float fp8ToFloat(uint8_t v, int exp_bits, int mant_bits, int bias, bool fnuz) {
  if (fnuz && v == 0x80) return __builtin_nanf("");
  bool neg = (v & 0x80) != 0;
  int exp = (v >> mant_bits) & ((1 << exp_bits) - 1);
  int mant = v & ((1 << mant_bits) - 1);
  if (!fnuz) {
    if (exp_bits == 5 && exp == 31) return mant ? __builtin_nanf("") : (neg ? -__builtin_inff() : __builtin_inff());
    if (exp_bits == 4 && exp == 15 && mant == 7) return __builtin_nanf("");
  }
  float value = exp == 0 ? float(mant) * powerOfTwo(1 - bias - mant_bits)
                         : float(mant + (1 << mant_bits)) * powerOfTwo(exp - bias - mant_bits);
  return neg ? -value : value;
}

// Round to nearest even, saturate to the largest finite value, keep NaN.
__host__ __device__ inline uint8_t floatToFp8(float f, int exp_bits, int mant_bits, int bias, bool fnuz) {
  if (f != f) return fnuz ? 0x80 : 0x7f;
  uint32_t u;
  __builtin_memcpy(&u, &f, 4);
  uint8_t sign = (u >> 31) ? 0x80 : 0;
  float a = f < 0 ? -f : f;
  float max = exp_bits == 4 ? (fnuz ? 240.0f : 448.0f) : 57344.0f;
  if (a > max) a = max;
  int min_exp = 1 - bias;  // exponent of the smallest normal
  uint32_t abits;
  __builtin_memcpy(&abits, &a, 4);
  int exp = int((abits >> 23) & 0xff) - 127;
  if (exp < min_exp) exp = min_exp;
  float r = __builtin_rintf(a * powerOfTwo(mant_bits - exp));  // mantissa units, nearest even
  if (r >= float(2 << mant_bits)) {  // carried into the next binade
    r *= 0.5f;
    ++exp;
  }
  if (r * powerOfTwo(exp - mant_bits) > max) return uint8_t(sign | floatToFp8(max, exp_bits, mant_bits, bias, fnuz));
  int m = int(r);
  if (m == 0) return fnuz ? 0 : sign;
  if (m < (1 << mant_bits)) return uint8_t(sign | m);  // subnormal (exp == min_exp)
  return uint8_t(sign | ((exp + bias) << mant_bits) | (m - (1 << mant_bits)));
}

}  // namespace openhip_hipblaslt_detail

#define OPENHIP_HIPBLASLT_FP8_TYPE(NAME, EXP, MANT, BIAS, FNUZ)                                              \
  struct NAME {                                                                                           \
    uint8_t data;                                                                                         \
    NAME() = default;                                                                                     \
    __host__ __device__ explicit NAME(float v)                                                            \
        : data(openhip_hipblaslt_detail::floatToFp8(v, EXP, MANT, BIAS, FNUZ)) {}                         \
    __host__ __device__ explicit NAME(double v) : NAME(float(v)) {}                                       \
    __host__ __device__ explicit NAME(int v) : NAME(float(v)) {}                                          \
    __host__ __device__ explicit operator float() const {                                                 \
      return openhip_hipblaslt_detail::fp8ToFloat(data, EXP, MANT, BIAS, FNUZ);                           \
    }                                                                                                     \
  };
OPENHIP_HIPBLASLT_FP8_TYPE(hipblaslt_f8_fnuz, 4, 3, 8, true)
OPENHIP_HIPBLASLT_FP8_TYPE(hipblaslt_bf8_fnuz, 5, 2, 16, true)
OPENHIP_HIPBLASLT_FP8_TYPE(hipblaslt_f8, 4, 3, 7, false)
OPENHIP_HIPBLASLT_FP8_TYPE(hipblaslt_bf8, 5, 2, 15, false)
#undef OPENHIP_HIPBLASLT_FP8_TYPE
#else
typedef struct { uint8_t data; } hipblaslt_f8_fnuz;
typedef struct { uint8_t data; } hipblaslt_bf8_fnuz;
typedef struct { uint8_t data; } hipblaslt_f8;
typedef struct { uint8_t data; } hipblaslt_bf8;
#endif

#endif
