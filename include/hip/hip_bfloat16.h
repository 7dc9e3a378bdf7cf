// hip_bfloat16: the bfloat16 type of the HIP math libraries (the upper 16 bits
// of an IEEE float: 8 exponent bits, 7 mantissa bits). Conversion from float
// rounds to nearest even (or truncates on request) and keeps NaNs NaN;
// arithmetic is done in float and rounded back. In C only the storage struct
// exists.
#ifndef HIP_INCLUDE_HIP_HIP_BFLOAT16_H
#define HIP_INCLUDE_HIP_HIP_BFLOAT16_H

#include <hip/hip_common.h>

#ifndef __cplusplus
#include <stdint.h>

typedef struct {
  uint16_t data;
} hip_bfloat16;

#else // __cplusplus

#if defined(__clang__) && defined(__CUDA__)
#include <hip/hip_runtime.h>
#endif
#include <cstdint>
#include <ostream>
#include <type_traits>

struct hip_bfloat16 {
  uint16_t data; ///< the float's upper 16 bits

  enum truncate_t { truncate };

  hip_bfloat16() = default;
  explicit __host__ __device__ hip_bfloat16(float f) : data(float_to_bfloat16(f)) {}
  explicit __host__ __device__ hip_bfloat16(float f, truncate_t)
      : data(truncate_float_to_bfloat16(f)) {}

  __host__ __device__ operator float() const {
    const uint32_t bits = static_cast<uint32_t>(data) << 16;
    float value;
    __builtin_memcpy(&value, &bits, sizeof value);
    return value;
  }

  /// Assignment from float rounds as the constructor does (HIP 6 added it:
  /// `h[i] = rand() % 1000 - 300;` compiles against ROCm 6's header).
  __host__ __device__ hip_bfloat16& operator=(const float& f) {
    data = float_to_bfloat16(f);
    return *this;
  }

  static __host__ __device__ hip_bfloat16 round_to_bfloat16(float f) {
    hip_bfloat16 result;
    result.data = float_to_bfloat16(f);
    return result;
  }
  static __host__ __device__ hip_bfloat16 round_to_bfloat16(float f, truncate_t) {
    hip_bfloat16 result;
    result.data = truncate_float_to_bfloat16(f);
    return result;
  }

private:
  static __host__ __device__ uint32_t bitsOf(float f) {
    uint32_t bits;
    __builtin_memcpy(&bits, &f, sizeof bits);
    return bits;
  }
  static __host__ __device__ bool allOnesExponent(uint32_t bits) {
    return (bits & 0x7f800000u) == 0x7f800000u;
  }
  /// Round to nearest, ties to even; overflow becomes infinity. Infinity and
  /// NaN are not rounded; a NaN whose payload lies only in the dropped bits
  /// gets the lowest payload bit so that it stays a NaN (HIP's bit results).
  static __host__ __device__ uint16_t float_to_bfloat16(float f) {
    uint32_t bits = bitsOf(f);
    if (!allOnesExponent(bits)) {
      bits += 0x7fffu + ((bits >> 16) & 1u);
    } else if (bits & 0xffffu) {
      bits |= 0x10000u;
    }
    return static_cast<uint16_t>(bits >> 16);
  }
  static __host__ __device__ uint16_t truncate_float_to_bfloat16(float f) {
    const uint32_t bits = bitsOf(f);
    const bool keepNan = allOnesExponent(bits) && (bits & 0xffffu) != 0;
    return static_cast<uint16_t>((bits >> 16) | (keepNan ? 1u : 0u));
  }
};

typedef struct {
  uint16_t data;
} hip_bfloat16_public;

static_assert(std::is_standard_layout<hip_bfloat16>::value, "hip_bfloat16 is a plain struct");
static_assert(std::is_trivial<hip_bfloat16>::value, "hip_bfloat16 is trivial");
static_assert(sizeof(hip_bfloat16) == sizeof(hip_bfloat16_public), "hip_bfloat16 is 16 bits");

inline std::ostream& operator<<(std::ostream& os, const hip_bfloat16& value) {
  return os << static_cast<float>(value);
}

#define __OPENHIP_BF16_FN inline __host__ __device__
__OPENHIP_BF16_FN hip_bfloat16 operator+(hip_bfloat16 a) {
  return a;
}
__OPENHIP_BF16_FN hip_bfloat16 operator-(hip_bfloat16 a) {
  a.data ^= 0x8000u;
  return a;
}
__OPENHIP_BF16_FN hip_bfloat16 operator+(hip_bfloat16 a, hip_bfloat16 b) {
  return hip_bfloat16(float(a) + float(b));
}
__OPENHIP_BF16_FN hip_bfloat16 operator-(hip_bfloat16 a, hip_bfloat16 b) {
  return hip_bfloat16(float(a) - float(b));
}
__OPENHIP_BF16_FN hip_bfloat16 operator*(hip_bfloat16 a, hip_bfloat16 b) {
  return hip_bfloat16(float(a) * float(b));
}
__OPENHIP_BF16_FN hip_bfloat16 operator/(hip_bfloat16 a, hip_bfloat16 b) {
  return hip_bfloat16(float(a) / float(b));
}
__OPENHIP_BF16_FN bool operator<(hip_bfloat16 a, hip_bfloat16 b) {
  return float(a) < float(b);
}
__OPENHIP_BF16_FN bool operator==(hip_bfloat16 a, hip_bfloat16 b) {
  return float(a) == float(b);
}
__OPENHIP_BF16_FN bool operator>(hip_bfloat16 a, hip_bfloat16 b) {
  return b < a;
}
__OPENHIP_BF16_FN bool operator<=(hip_bfloat16 a, hip_bfloat16 b) {
  return !(a > b);
}
__OPENHIP_BF16_FN bool operator!=(hip_bfloat16 a, hip_bfloat16 b) {
  return !(a == b);
}
__OPENHIP_BF16_FN bool operator>=(hip_bfloat16 a, hip_bfloat16 b) {
  return !(a < b);
}
__OPENHIP_BF16_FN hip_bfloat16& operator+=(hip_bfloat16& a, hip_bfloat16 b) {
  return a = a + b;
}
__OPENHIP_BF16_FN hip_bfloat16& operator-=(hip_bfloat16& a, hip_bfloat16 b) {
  return a = a - b;
}
__OPENHIP_BF16_FN hip_bfloat16& operator*=(hip_bfloat16& a, hip_bfloat16 b) {
  return a = a * b;
}
__OPENHIP_BF16_FN hip_bfloat16& operator/=(hip_bfloat16& a, hip_bfloat16 b) {
  return a = a / b;
}
__OPENHIP_BF16_FN hip_bfloat16& operator++(hip_bfloat16& a) {
  return a += hip_bfloat16(1.0f);
}
__OPENHIP_BF16_FN hip_bfloat16& operator--(hip_bfloat16& a) {
  return a -= hip_bfloat16(1.0f);
}
__OPENHIP_BF16_FN hip_bfloat16 operator++(hip_bfloat16& a, int) {
  const hip_bfloat16 old = a;
  ++a;
  return old;
}
__OPENHIP_BF16_FN hip_bfloat16 operator--(hip_bfloat16& a, int) {
  const hip_bfloat16 old = a;
  --a;
  return old;
}
#undef __OPENHIP_BF16_FN

// HIP adds these classification overloads to namespace std.
namespace std {
constexpr __host__ __device__ bool isinf(hip_bfloat16 a) {
  return (a.data & 0x7fffu) == 0x7f80u;
}
constexpr __host__ __device__ bool isnan(hip_bfloat16 a) {
  return (a.data & 0x7fffu) > 0x7f80u;
}
constexpr __host__ __device__ bool iszero(hip_bfloat16 a) {
  return (a.data & 0x7fffu) == 0;
}
} // namespace std

#endif // __cplusplus

#endif // HIP_INCLUDE_HIP_HIP_BFLOAT16_H
