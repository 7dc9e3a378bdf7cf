// fp8 encodings and their conversions, shared by <hip/hip_fp8.h> (AMD's
// names) and <cuda_fp8.h> (NVIDIA's). Four formats:
//   E4M3 (OCP "E4M3FN"): bias 7, no infinity, NaN S.1111.111, max 448
//   E5M2 (OCP):          bias 15, IEEE-like: infinity S.11111.00, max 57344
//   E4M3 FNUZ:           bias 8, max 240  } no infinity, no -0: 0x80 is
//   E5M2 FNUZ:           bias 16, max 57344 } the only NaN
// Narrowing rounds to nearest even and saturates (SATFINITE) or not (NOSAT).
// The two vendors differ in their corner cases, each kept exactly:
//   AMD:    values above the largest finite one overflow before rounding;
//           SATFINITE saturates finite values only: infinity and NaN convert
//           as under NOSAT (AMD's conversion instructions); NaN gives
//           S.1111111 (OCP) or 0x80 (FNUZ); FNUZ has no -0. Widening gives
//           NaN bit patterns 0x7C01 (half), 0x7F800001 (float).
//   NVIDIA: rounds first, overflows only if the rounded value is too large;
//           SATFINITE also saturates infinities; NaN gives 0x7F. Widening goes
//           through half: E5M2 is the top byte of a half, an E4M3 NaN becomes
//           the half NaN 0x7FFF.
// Overflow gives the largest finite value under SATFINITE, else infinity
// (E5M2), NaN S.1111.111 (E4M3), or 0x80 (FNUZ).
#ifndef OPENHIP_HIP_DETAIL_HIP_FP8_CONVERSIONS_H
#define OPENHIP_HIP_DETAIL_HIP_FP8_CONVERSIONS_H

#include <hip/detail/hip_fp16_conversions.h>
#include <hip/detail/hip_fp_rounding.h>

namespace __openhip_fp8 {

/// The values of AMD's __hip_fp8_interpretation_t (NVIDIA's E4M3/E5M2 are 0 and 1 too).
enum Kind { kE4M3 = 0, kE5M2 = 1, kE4M3Fnuz = 2, kE5M2Fnuz = 3 };
enum Vendor { kAmd = 0, kNvidia = 1 };

__host__ __device__ constexpr bool isFnuz(int kind) { return kind == kE4M3Fnuz || kind == kE5M2Fnuz; }
__host__ __device__ constexpr bool isE4M3(int kind) { return kind == kE4M3 || kind == kE4M3Fnuz; }
__host__ __device__ constexpr int mantissaBits(int kind) { return isE4M3(kind) ? 3 : 2; }
__host__ __device__ constexpr int bias(int kind) {
  return (isE4M3(kind) ? 7 : 15) + (isFnuz(kind) ? 1 : 0);
}
/// Bits (without sign) of the largest finite value.
__host__ __device__ constexpr unsigned int maxFiniteBits(int kind) {
  return isFnuz(kind) ? 0x7fu : (kind == kE4M3 ? 0x7eu : 0x7bu);
}
__host__ __device__ constexpr double maxFinite(int kind) {
  return kind == kE4M3 ? 448.0 : (kind == kE4M3Fnuz ? 240.0 : 57344.0);
}

/// The result for an infinite input or an overflow.
__host__ __device__ inline unsigned char overflowBits(int kind, bool negative, bool saturate) {
  const unsigned int sign = negative ? 0x80u : 0u;
  if (saturate) return static_cast<unsigned char>(sign | maxFiniteBits(kind));
  if (isFnuz(kind)) return 0x80u;
  return static_cast<unsigned char>(sign | (kind == kE4M3 ? 0x7fu : 0x7cu));
}
__host__ __device__ inline unsigned char nanBits(int kind, bool negative, int vendor) {
  if (vendor == kNvidia) return 0x7fu;
  if (isFnuz(kind)) return 0x80u;
  return static_cast<unsigned char>((negative ? 0x80u : 0u) | 0x7fu);
}

/// An exact input (every float, half and bfloat16 is a double) to fp8.
__host__ __device__ inline unsigned char fromDouble(double value, int kind, bool saturate, int vendor) {
  const bool negative = __openhip_fp::signOf(value);
  const unsigned int sign = negative ? 0x80u : 0u;
  if (value != value) return nanBits(kind, negative, vendor);
  const double magnitude = negative ? -value : value;
  // AMD's conversion instructions saturate finite values only; an infinity stays
  // one (or becomes NaN where the format has none), as if NOSAT.
  if (magnitude == __builtin_inf()) return overflowBits(kind, negative, saturate && vendor == kNvidia);
  if (magnitude == 0.0) return isFnuz(kind) ? 0u : static_cast<unsigned char>(sign);
  if (vendor == kAmd && magnitude > maxFinite(kind)) return overflowBits(kind, negative, saturate);
  const int m = mantissaBits(kind);
  const __openhip_fp::Magnitude r = __openhip_fp::roundMagnitude(__openhip_fp::magnitudeOf(magnitude), m,
                                                                  1 - bias(kind), negative,
                                                                  __openhip_fp::kToNearestEven);
  if (r.significand == 0) return isFnuz(kind) ? 0u : static_cast<unsigned char>(sign);  // underflow
  const bool normal = r.significand >= (1ull << m);
  const unsigned int biased = normal ? static_cast<unsigned int>(r.exponent + m + bias(kind)) : 0u;
  const unsigned int encoded = (biased << m) | static_cast<unsigned int>(r.significand & ((1ull << m) - 1ull));
  if (encoded > maxFiniteBits(kind)) return overflowBits(kind, negative, saturate);
  return static_cast<unsigned char>(sign | encoded);
}

/// 2^e for the small exponents fp8 values have.
__host__ __device__ inline double powerOfTwo(int e) {
  return __builtin_bit_cast(double, static_cast<unsigned long long>(e + 1023) << 52);
}

/// The value of a finite, non-NaN encoding.
__host__ __device__ inline double finiteValue(unsigned char bits, int kind) {
  const int m = mantissaBits(kind);
  const unsigned int biased = (bits & 0x7fu) >> m;
  const unsigned int fraction = bits & ((1u << m) - 1u);
  const double v = biased == 0 ? fraction * powerOfTwo(1 - bias(kind) - m)
                               : ((1u << m) | fraction) * powerOfTwo(static_cast<int>(biased) - bias(kind) - m);
  return (bits & 0x80u) ? -v : v;
}

/// What a byte is: 0 finite, 1 NaN, 2 +infinity, 3 -infinity.
__host__ __device__ inline int classify(unsigned char bits, int kind) {
  if (isFnuz(kind)) return bits == 0x80u ? 1 : 0;
  if (kind == kE4M3) return (bits & 0x7fu) == 0x7fu ? 1 : 0;
  if ((bits & 0x7cu) != 0x7cu) return 0;
  return (bits & 0x3u) ? 1 : ((bits & 0x80u) ? 3 : 2);
}

/// fp8 to the bits of an IEEE half.
__host__ __device__ inline unsigned short toHalfBits(unsigned char bits, int kind, int vendor) {
  if (vendor == kNvidia && kind == kE5M2) return static_cast<unsigned short>(bits << 8);
  switch (classify(bits, kind)) {
    case 1: return vendor == kNvidia ? 0x7fffu : 0x7c01u;
    case 2: return 0x7c00u;
    case 3: return 0xfc00u;
    default: return __openhip_fp16::floatToHalfBits(static_cast<float>(finiteValue(bits, kind)));  // exact
  }
}
__host__ __device__ inline float toFloat(unsigned char bits, int kind, int vendor) {
  if (vendor == kNvidia) return __openhip_fp16::halfBitsToFloat(toHalfBits(bits, kind, vendor));
  switch (classify(bits, kind)) {
    case 1: return __builtin_bit_cast(float, 0x7f800001u);
    case 2: return __builtin_inff();
    case 3: return -__builtin_inff();
    default: return static_cast<float>(finiteValue(bits, kind));
  }
}
__host__ __device__ inline double toDouble(unsigned char bits, int kind, int vendor) {
  if (vendor == kNvidia) return static_cast<double>(toFloat(bits, kind, vendor));
  return classify(bits, kind) == 1 ? __builtin_bit_cast(double, 0x7ff0000000000001ull)
                                   : static_cast<double>(toFloat(bits, kind, vendor));
}

/// fp8 to an integer type: NaN gives 0, out-of-range values the nearest bound, truncation.
template <typename Int>
__host__ __device__ inline Int toInteger(unsigned char bits, int kind, Int lowest, Int highest) {
  const int c = classify(bits, kind);
  if (c == 1) return 0;
  if (c >= 2) return c == 2 ? highest : lowest;
  return __openhip_fp::toInteger<Int>(finiteValue(bits, kind), __openhip_fp::kTowardZero, lowest, highest);
}

}  // namespace __openhip_fp8

#endif  // OPENHIP_HIP_DETAIL_HIP_FP8_CONVERSIONS_H
