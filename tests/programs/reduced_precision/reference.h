// Host references for the bfloat16 and fp8 tests, written independently of
// the headers under test: a value is rounded by searching the two
// representable neighbours of the exact value (long double holds every
// double, float and 64-bit integer exactly) and comparing distances, not by
// manipulating bits.
#ifndef OPENHIP_TESTS_REDUCED_PRECISION_REFERENCE_H
#define OPENHIP_TESTS_REDUCED_PRECISION_REFERENCE_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace ref {

enum Mode { kNearest = 0, kZero = 1, kDown = 2, kUp = 3 };

inline float floatOf(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
inline uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
inline uint64_t bitsOf(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}

/// Picks between the neighbours below <= a < above (magnitudes) as `mode`
/// says; `lowEven` tells whether `below` has an even encoding.
inline bool pickAbove(long double a, long double below, long double above, bool lowEven, Mode mode, bool negative) {
  switch (mode) {
    case kNearest: {
      const long double toBelow = a - below, toAbove = above - a;
      return toAbove < toBelow || (toAbove == toBelow && !lowEven);
    }
    case kZero: return false;
    case kDown: return negative;
    default: return !negative;
  }
}

// ---- bfloat16 ----------------------------------------------------------------------------
inline long double bf16Value(uint32_t magnitudeBits) {
  return magnitudeBits >= 0x7f80u ? std::ldexp(1.0L, 128) : floatOf(magnitudeBits << 16);
}
/// A finite exact value rounded to bfloat16 (overflow: infinity or the
/// largest finite value, as IEEE rounding gives).
inline uint16_t roundBf16(long double v, Mode mode) {
  const bool negative = std::signbit(v);
  const uint16_t sign = negative ? 0x8000u : 0u;
  const long double a = std::fabs(v);
  uint32_t lo = 0, hi = 0x7f80u;  // bf16Value(lo) <= a < bf16Value(hi)
  if (a >= bf16Value(0x7f80u)) {
    lo = 0x7f7fu;  // beyond 2^128: only the overflow result
  } else {
    while (hi - lo > 1) {
      const uint32_t mid = (lo + hi) / 2;
      (bf16Value(mid) <= a ? lo : hi) = mid;
    }
  }
  if (bf16Value(lo) == a) return static_cast<uint16_t>(sign | lo);
  const bool up = pickAbove(a, bf16Value(lo), bf16Value(hi), (lo & 1u) == 0, mode, negative);
  return static_cast<uint16_t>(sign | (up ? hi : lo));
}

/// An exact value rounded to an integer type in `mode`: NaN 0, out of range the bound.
template <typename Int>
Int toInteger(long double v, Mode mode) {
  if (v != v) return 0;
  long double r = mode == kZero ? std::trunc(v) : mode == kDown ? std::floor(v) : mode == kUp ? std::ceil(v) : 0;
  if (mode == kNearest) {
    r = std::floor(v);
    const long double fraction = v - r;
    if (fraction > 0.5L || (fraction == 0.5L && std::fmod(r, 2.0L) != 0)) r += 1;
  }
  if (r <= static_cast<long double>(std::numeric_limits<Int>::min())) return std::numeric_limits<Int>::min();
  if (r >= static_cast<long double>(std::numeric_limits<Int>::max())) return std::numeric_limits<Int>::max();
  return static_cast<Int>(r);
}

// ---- fp8 ------------------------------------------------------------------------------------
enum Fp8Kind { kE4M3 = 0, kE5M2 = 1, kE4M3Fnuz = 2, kE5M2Fnuz = 3 };
enum Vendor { kAmd, kNvidia };

struct Fp8Format {
  int exponentBits, mantissaBits, bias;
  bool fnuz, hasInfinity;
};
inline Fp8Format formatOf(int kind) {
  switch (kind) {
    case kE4M3: return {4, 3, 7, false, false};
    case kE5M2: return {5, 2, 15, false, true};
    case kE4M3Fnuz: return {4, 3, 8, true, false};
    default: return {5, 2, 16, true, false};
  }
}
/// What a byte encodes: NaN (isNan), infinity (value infinite), or a finite value.
struct Fp8Decoded {
  bool isNan;
  long double value;
};
inline Fp8Decoded decodeFp8(uint8_t bits, int kind) {
  const Fp8Format f = formatOf(kind);
  const bool negative = bits & 0x80u;
  const unsigned exponent = (bits & 0x7fu) >> f.mantissaBits;
  const unsigned mantissa = bits & ((1u << f.mantissaBits) - 1u);
  const unsigned maxExponent = (1u << f.exponentBits) - 1u;
  if (f.fnuz && bits == 0x80u) return {true, 0};
  if (kind == kE4M3 && (bits & 0x7fu) == 0x7fu) return {true, 0};
  if (kind == kE5M2 && exponent == maxExponent)
    return mantissa ? Fp8Decoded{true, 0} : Fp8Decoded{false, negative ? -INFINITY : INFINITY};
  const long double magnitude = exponent == 0 ? std::ldexp(static_cast<long double>(mantissa), 1 - f.bias - f.mantissaBits)
                                              : std::ldexp(static_cast<long double>((1u << f.mantissaBits) | mantissa),
                                                           static_cast<int>(exponent) - f.bias - f.mantissaBits);
  return {false, negative ? -magnitude : magnitude};
}
inline uint8_t maxFiniteBits(int kind) {
  return kind == kE4M3 ? 0x7e : kind == kE5M2 ? 0x7b : 0x7f;
}
inline uint8_t overflowBits(int kind, bool negative, bool saturate) {
  const uint8_t sign = negative ? 0x80 : 0;
  if (saturate) return sign | maxFiniteBits(kind);
  if (formatOf(kind).fnuz) return 0x80;
  return sign | (kind == kE4M3 ? 0x7f : 0x7c);
}
inline uint8_t nanBits(int kind, bool negative, Vendor vendor) {
  if (vendor == kNvidia) return 0x7f;
  if (formatOf(kind).fnuz) return 0x80;
  return negative ? 0xff : 0x7f;
}
/// An exact value (NaN and infinity included) to fp8, by the vendor's rules
/// (docs/reduced-precision.md): AMD overflows whatever exceeds the largest
/// finite value before rounding and saturates finite values only, NVIDIA
/// overflows only what rounds beyond it and saturates infinities too.
inline uint8_t encodeFp8(long double v, int kind, bool saturate, Vendor vendor) {
  const Fp8Format f = formatOf(kind);
  const bool negative = std::signbit(v);
  const uint8_t sign = negative ? 0x80 : 0;
  if (v != v) return nanBits(kind, negative, vendor);
  const long double a = std::fabs(v);
  if (std::isinf(a)) return overflowBits(kind, negative, saturate && vendor == kNvidia);  // AMD: as NOSAT
  const uint8_t maxBits = maxFiniteBits(kind);
  const long double maxValue = decodeFp8(maxBits, kind).value;
  if (vendor == kAmd && a > maxValue) return overflowBits(kind, negative, saturate);
  // The finite magnitudes in order are the codes 0 .. maxBits; past the
  // largest comes the next value the exponent range would have.
  auto valueOf = [&](unsigned code) {
    if (code <= maxBits) return decodeFp8(static_cast<uint8_t>(code), kind).value;
    return maxValue + std::ldexp(1.0L, static_cast<int>(std::ilogb(static_cast<double>(maxValue))) - f.mantissaBits);
  };
  unsigned lo = 0;
  while (lo < maxBits && valueOf(lo + 1) <= a) ++lo;
  unsigned result = lo;
  if (valueOf(lo) != a) result = pickAbove(a, valueOf(lo), valueOf(lo + 1), (lo & 1u) == 0, kNearest, negative) ? lo + 1 : lo;
  if (result > maxBits) return overflowBits(kind, negative, saturate);
  if (result == 0) return f.fnuz ? 0 : sign;
  return static_cast<uint8_t>(sign | result);
}

/// Every fp8 value of `kind` and the midpoints between neighbours (and a hair
/// either side of them), beyond the range, infinities, NaNs and zeros: the
/// inputs on which rounding and saturation decide.
inline std::vector<float> fp8Inputs(int kind) {
  std::vector<float> inputs = {0.0f, -0.0f, INFINITY, -INFINITY, floatOf(0x7fc00000u), floatOf(0xffc12345u),
                               1e30f, -1e30f, 1e-30f, -1e-30f};
  const uint8_t maxBits = maxFiniteBits(kind);
  for (unsigned code = 0; code <= maxBits; ++code) {
    const float v = static_cast<float>(decodeFp8(static_cast<uint8_t>(code), kind).value);
    const float next = code < maxBits ? static_cast<float>(decodeFp8(static_cast<uint8_t>(code + 1), kind).value)
                                      : v + (v - static_cast<float>(decodeFp8(static_cast<uint8_t>(code - 1), kind).value));
    const float mid = (v + next) / 2;  // exact: few bits
    for (float x : {v, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY), next * 1.5f}) {
      inputs.push_back(x);
      inputs.push_back(-x);
    }
  }
  uint32_t state = 12345u;
  for (int i = 0; i < 2000; ++i) {
    state = state * 1664525u + 1013904223u;
    const float scale = std::ldexp(1.0f, static_cast<int>(state % 48) - 24);
    inputs.push_back(scale * (static_cast<float>(state >> 8) / 16777216.0f - 0.5f));
  }
  return inputs;
}

}  // namespace ref

#endif  // OPENHIP_TESTS_REDUCED_PRECISION_REFERENCE_H
