// Correctly rounded conversions into binary floating-point formats (bfloat16,
// half, fp8, float, double) from double and from 64-bit integers, in each of the four
// rounding directions. Written with integer operations only, so host and
// device code give the same bits. Inputs are exact (a double, an integer):
// rounding happens once, never twice.
#ifndef OPENHIP_HIP_DETAIL_HIP_FP_ROUNDING_H
#define OPENHIP_HIP_DETAIL_HIP_FP_ROUNDING_H

#include <hip/hip_common.h>

namespace __openhip_fp {

enum Rounding { kToNearestEven = 0, kTowardZero = 1, kDown = 2, kUp = 3 };

/// A finite, non-zero magnitude significand * 2^exponent.
struct Magnitude {
  unsigned long long significand;
  int exponent;
};

__host__ __device__ inline int bitLength(unsigned long long v) { return v == 0 ? 0 : 64 - __builtin_clzll(v); }

/// `m` rounded to the values n * 2^q with n < 2^(mantissaBits + 1) and
/// q >= minExponent - mantissaBits, i.e. to a format with `mantissaBits`
/// fraction bits whose smallest normal is 2^minExponent (with subnormals).
/// The result may be 2^(mantissaBits+1) * 2^q only through a carry; it is
/// renormalised. `negative` only matters for kDown/kUp.
__host__ __device__ inline Magnitude roundMagnitude(Magnitude m, int mantissaBits, int minExponent, bool negative,
                                                    Rounding mode) {
  const int leading = m.exponent + bitLength(m.significand) - 1;  // floor(log2(value))
  const int quantum = (leading > minExponent ? leading : minExponent) - mantissaBits;
  const int shift = quantum - m.exponent;
  Magnitude r;
  r.exponent = quantum;
  if (shift <= 0) {  // exact: fewer significant bits than the format has
    r.significand = m.significand << (-shift);
    return r;
  }
  unsigned long long kept, rest;
  bool restAboveHalf, restIsHalf;
  if (shift >= 64) {
    kept = 0;
    rest = m.significand;
    restIsHalf = shift == 64 && rest == (1ull << 63);
    restAboveHalf = shift == 64 && rest > (1ull << 63);
  } else {
    kept = m.significand >> shift;
    rest = m.significand & ((1ull << shift) - 1ull);
    const unsigned long long half = 1ull << (shift - 1);
    restIsHalf = rest == half;
    restAboveHalf = rest > half;
  }
  bool up = false;
  switch (mode) {
    case kToNearestEven: up = restAboveHalf || (restIsHalf && (kept & 1ull)); break;
    case kTowardZero: up = false; break;
    case kDown: up = negative && rest != 0; break;
    case kUp: up = !negative && rest != 0; break;
  }
  r.significand = kept + (up ? 1ull : 0ull);
  if (r.significand == (1ull << (mantissaBits + 1))) {  // carry into the next binade
    r.significand >>= 1;
    r.exponent += 1;
  }
  return r;
}

/// An IEEE-style format: `E` exponent bits (all ones = infinity/NaN), `M`
/// fraction bits. Finite results only: returns the bits of the rounded
/// magnitude with `negative`'s sign, or of the overflow result the rounding
/// direction gives (infinity, or the largest finite number).
template <int _Ep, int _Mp>
__host__ __device__ inline unsigned long long encodeIeee(bool negative, Magnitude m, Rounding mode) {
  constexpr int bias = (1 << (_Ep - 1)) - 1;
  constexpr unsigned long long maxBiased = (1ull << _Ep) - 1ull;
  const unsigned long long sign = negative ? 1ull << (_Ep + _Mp) : 0ull;
  const Magnitude r = roundMagnitude(m, _Mp, 1 - bias, negative, mode);
  if (r.significand == 0) return sign;
  const bool normal = r.significand >= (1ull << _Mp);
  const int biased = normal ? r.exponent + _Mp + bias : 0;
  if (biased >= static_cast<int>(maxBiased)) {
    const bool toInfinity = mode == kToNearestEven || (mode == kUp && !negative) || (mode == kDown && negative);
    return sign | (toInfinity ? maxBiased << _Mp : ((maxBiased << _Mp) - 1ull));
  }
  const unsigned long long fraction = r.significand & ((1ull << _Mp) - 1ull);
  return sign | (static_cast<unsigned long long>(biased) << _Mp) | fraction;
}

/// A finite, non-zero double as a magnitude (subnormals included).
__host__ __device__ inline Magnitude magnitudeOf(double value) {
  const unsigned long long bits = __builtin_bit_cast(unsigned long long, value);
  const int biased = static_cast<int>((bits >> 52) & 0x7ffu);
  const unsigned long long fraction = bits & ((1ull << 52) - 1ull);
  Magnitude m;
  m.significand = biased == 0 ? fraction : fraction | (1ull << 52);
  m.exponent = (biased == 0 ? 1 : biased) - 1075;
  return m;
}

__host__ __device__ inline bool signOf(double value) { return (__builtin_bit_cast(unsigned long long, value) >> 63) != 0; }

/// A finite double in format (E, M); NaN and infinity are the caller's.
template <int _Ep, int _Mp>
__host__ __device__ inline unsigned long long fromFiniteDouble(double value, Rounding mode) {
  const bool negative = signOf(value);
  if (value == 0.0) return negative ? 1ull << (_Ep + _Mp) : 0ull;
  return encodeIeee<_Ep, _Mp>(negative, magnitudeOf(value), mode);
}

/// An integer (given as sign and magnitude) in format (E, M).
template <int _Ep, int _Mp>
__host__ __device__ inline unsigned long long fromInteger(bool negative, unsigned long long magnitude,
                                                          Rounding mode) {
  if (magnitude == 0) return 0ull;
  Magnitude m;
  m.significand = magnitude;
  m.exponent = 0;
  return encodeIeee<_Ep, _Mp>(negative, m, mode);
}

/// A value of format (E, M) as a double (exact); NaN keeps its sign and the
/// top fraction bits.
template <int _Ep, int _Mp>
__host__ __device__ inline double toDouble(unsigned int bits) {
  constexpr int bias = (1 << (_Ep - 1)) - 1;
  const bool negative = (bits >> (_Ep + _Mp)) & 1u;
  const unsigned int biased = (bits >> _Mp) & ((1u << _Ep) - 1u);
  const unsigned long long fraction = bits & ((1u << _Mp) - 1u);
  unsigned long long out;
  if (biased == (1u << _Ep) - 1u) {
    out = 0x7ff0000000000000ull | (fraction << (52 - _Mp)) | (fraction ? 1ull << 51 : 0ull);
  } else if (biased == 0) {
    if (fraction == 0) {
      out = 0;
    } else {  // subnormal: fraction * 2^(1 - bias - M), normal in double
      const int length = bitLength(fraction);
      const int exponent = 1 - bias - _Mp + length - 1;
      out = (static_cast<unsigned long long>(exponent + 1023) << 52) |
            ((fraction << (53 - length)) & ((1ull << 52) - 1ull));
    }
  } else {
    out = (static_cast<unsigned long long>(static_cast<int>(biased) - bias + 1023) << 52) | (fraction << (52 - _Mp));
  }
  return __builtin_bit_cast(double, out | (negative ? 1ull << 63 : 0ull));
}

/// A double rounded to an integer type's range in direction `mode`
/// (NaN gives 0, out-of-range values the nearest bound, as GPUs convert).
template <typename Int>
__host__ __device__ inline Int toInteger(double value, Rounding mode, Int lowest, Int highest) {
  if (value != value) return 0;
  double r;
  switch (mode) {
    case kToNearestEven: r = __builtin_rint(value); break;
    case kTowardZero: r = __builtin_trunc(value); break;
    case kDown: r = __builtin_floor(value); break;
    default: r = __builtin_ceil(value); break;
  }
  if (r <= static_cast<double>(lowest)) return lowest;
  // highest + 1 is a power of two, exact in double; highest itself may not be.
  if (r >= static_cast<double>(highest / 2 + 1) * 2.0) return highest;
  return static_cast<Int>(r);
}

}  // namespace __openhip_fp

#endif  // OPENHIP_HIP_DETAIL_HIP_FP_ROUNDING_H
