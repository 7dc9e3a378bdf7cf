// Conversions between float and the 8/16-bit floating-point formats of hipBLAS and
// hipBLASLt, on raw bits (the library does not depend on the public half/bf16/fp8
// classes): IEEE binary16, bfloat16, and fp8 E4M3/E5M2 in both the OCP form
// (E4M3: no infinities, NaN = S.1111.111; E5M2: IEEE-like) and AMD's FNUZ form
// (no negative zero, 0x80 is the only NaN, exponent bias one larger).
// Float to narrow rounds to nearest even; fp8 conversions saturate to the largest
// finite value (what hipBLASLt does for GEMM outputs) and keep NaN.
#ifndef OPENHIP_HIPBLAS_LOWP_H
#define OPENHIP_HIPBLAS_LOWP_H

#include <cmath>
#include <cstdint>
#include <cstring>

namespace openhip_blas {

inline uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0x1f) return bitsFloat(sign | 0x7f800000u | (mant << 13));
  if (exp == 0) {
    float v = std::ldexp(float(mant), -24);
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exp + 112) << 23) | (mant << 13));
}

inline uint16_t floatToHalf(float f) {
  uint32_t u = floatBits(f);
  uint16_t sign = uint16_t((u >> 16) & 0x8000u);
  uint32_t abs = u & 0x7fffffffu;
  if (abs >= 0x7f800000u) return uint16_t(sign | 0x7c00u | (abs > 0x7f800000u ? 0x200u : 0u));
  if (abs >= 0x477ff000u) return uint16_t(sign | 0x7c00u);  // rounds to infinity
  if (abs < 0x38800000u) {                                   // subnormal or zero in half
    float a = bitsFloat(abs);
    float scaled = a * 16777216.0f;                           // 2^24: units of the smallest subnormal
    uint32_t q = uint32_t(std::nearbyint(scaled));            // round to nearest even
    return uint16_t(sign | q);
  }
  uint32_t mant = abs & 0x7fffffu;
  uint32_t exp = (abs >> 23) - 112;
  uint32_t result = (exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (result & 1u))) ++result;
  return uint16_t(sign | result);
}

inline float bf16ToFloat(uint16_t b) { return bitsFloat(uint32_t(b) << 16); }

inline uint16_t floatToBf16(float f) {
  uint32_t u = floatBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return uint16_t((u >> 16) | 0x40u);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}

// An fp8 format: exponent and mantissa widths, bias, and the FNUZ/OCP flavour.
struct Fp8Format {
  int exp_bits;
  int mant_bits;
  int bias;
  bool fnuz;
};
constexpr Fp8Format kE4M3{4, 3, 7, false};
constexpr Fp8Format kE5M2{5, 2, 15, false};
constexpr Fp8Format kE4M3Fnuz{4, 3, 8, true};
constexpr Fp8Format kE5M2Fnuz{5, 2, 16, true};

inline float fp8ToFloat(uint8_t v, Fp8Format fmt) {
  if (fmt.fnuz && v == 0x80) return NAN;
  bool neg = v & 0x80;
  int exp = (v >> fmt.mant_bits) & ((1 << fmt.exp_bits) - 1);
  int mant = v & ((1 << fmt.mant_bits) - 1);
  if (!fmt.fnuz) {
    if (fmt.exp_bits == 5 && exp == 31) return mant ? NAN : (neg ? -INFINITY : INFINITY);
    if (fmt.exp_bits == 4 && exp == 15 && mant == 7) return NAN;
  }
  float value = exp == 0 ? std::ldexp(float(mant), 1 - fmt.bias - fmt.mant_bits)
                         : std::ldexp(float(mant + (1 << fmt.mant_bits)), exp - fmt.bias - fmt.mant_bits);
  return neg ? -value : value;
}

inline float fp8MaxFinite(Fp8Format fmt) {
  if (fmt.exp_bits == 4) return fmt.fnuz ? 240.0f : 448.0f;
  return 57344.0f;
}

// Rounds to nearest even, saturating to the largest finite value.
inline uint8_t floatToFp8(float f, Fp8Format fmt) {
  if (std::isnan(f)) return fmt.fnuz ? 0x80 : (fmt.exp_bits == 4 ? 0x7f : 0x7f);
  uint8_t sign = std::signbit(f) ? 0x80 : 0;
  float a = std::fabs(f);
  float max = fp8MaxFinite(fmt);
  if (a >= max) a = max;
  int min_exp = 1 - fmt.bias;  // exponent of the smallest normal
  int e;
  std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  int exp = e - 1;
  if (exp < min_exp) exp = min_exp;
  float quantum = std::ldexp(1.0f, exp - fmt.mant_bits);
  float q = std::nearbyint(a / quantum) * quantum;  // exact in float for these widths
  if (q > max) q = max;
  if (q == 0.0f) return fmt.fnuz ? 0 : sign;  // FNUZ has no negative zero
  std::frexp(q, &e);
  exp = e - 1;
  uint8_t bits;
  if (exp < min_exp) {
    bits = uint8_t(q / std::ldexp(1.0f, min_exp - fmt.mant_bits));
  } else {
    int mant = int(q / std::ldexp(1.0f, exp - fmt.mant_bits)) - (1 << fmt.mant_bits);
    bits = uint8_t(((exp + fmt.bias) << fmt.mant_bits) | mant);
  }
  return uint8_t(sign | bits);
}

}  // namespace openhip_blas

#endif
