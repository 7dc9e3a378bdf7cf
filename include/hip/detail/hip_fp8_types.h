// The fp8 value types of AMD (__hip_fp8_e4m3, ..._fnuz) and NVIDIA
// (__nv_fp8_e4m3, ...), generated from one definition: one value, a pair
// (x2) or four values (x4) packed low byte first, constructed with
// saturation to the largest finite value (both vendors' default) and
// converted back exactly. AMD's constructors and conversion operators are
// implicit, NVIDIA's explicit; the integer conversions give 0 for NaN and
// clamp to the target's range. Used by <hip/hip_fp8.h> and <cuda_fp8.h>.
#ifndef OPENHIP_HIP_DETAIL_HIP_FP8_TYPES_H
#define OPENHIP_HIP_DETAIL_HIP_FP8_TYPES_H

#include <hip/detail/hip_fp8_conversions.h>
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

#include <limits.h>

#define __OPENHIP_FP8_FN __host__ __device__ inline

namespace __openhip_fp8 {
__OPENHIP_FP8_FN unsigned short pack2(unsigned char x, unsigned char y) {
  return static_cast<unsigned short>(x | (static_cast<unsigned int>(y) << 8));
}
__OPENHIP_FP8_FN unsigned int pack4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) {
  return x | (static_cast<unsigned int>(y) << 8) | (static_cast<unsigned int>(z) << 16) |
         (static_cast<unsigned int>(w) << 24);
}
__OPENHIP_FP8_FN unsigned char byteOf(unsigned int packed, int i) { return static_cast<unsigned char>(packed >> (8 * i)); }
__OPENHIP_FP8_FN __half halfOf(unsigned char bits, int kind, int vendor) {
  __half_raw raw;
  raw.x = toHalfBits(bits, kind, vendor);
  return __half(raw);
}
}  // namespace __openhip_fp8

// One fp8 value. STORAGE is the vendor's byte type, EXPLICIT `explicit` or
// empty, MEMBERS more members (AMD's static traits).
#define __OPENHIP_FP8_SCALAR(NAME, STORAGE, KIND, VENDOR, EXPLICIT, MEMBERS)                                      \
  struct NAME {                                                                                         \
    STORAGE __x;                                                                                        \
    MEMBERS                                                                                             \
    NAME() = default;                                                                                   \
    EXPLICIT __OPENHIP_FP8_FN NAME(const double v) : __x(__openhip_fp8::fromDouble(v, KIND, true, VENDOR)) {} \
    EXPLICIT __OPENHIP_FP8_FN NAME(const float v) : NAME(static_cast<double>(v)) {}                      \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __half v) : NAME(static_cast<double>(static_cast<float>(v))) {} \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __hip_bfloat16 v) : NAME(static_cast<double>(static_cast<float>(v))) {} \
    EXPLICIT __OPENHIP_FP8_FN NAME(const short v) : NAME(static_cast<double>(v)) {}                      \
    EXPLICIT __OPENHIP_FP8_FN NAME(const int v) : NAME(static_cast<double>(v)) {}                        \
    EXPLICIT __OPENHIP_FP8_FN NAME(const long v) : NAME(static_cast<double>(v)) {}                       \
    EXPLICIT __OPENHIP_FP8_FN NAME(const long long v) : NAME(static_cast<double>(v)) {}                  \
    EXPLICIT __OPENHIP_FP8_FN NAME(const unsigned short v) : NAME(static_cast<double>(v)) {}             \
    EXPLICIT __OPENHIP_FP8_FN NAME(const unsigned int v) : NAME(static_cast<double>(v)) {}               \
    EXPLICIT __OPENHIP_FP8_FN NAME(const unsigned long v) : NAME(static_cast<double>(v)) {}              \
    EXPLICIT __OPENHIP_FP8_FN NAME(const unsigned long long v) : NAME(static_cast<double>(v)) {}         \
    EXPLICIT __OPENHIP_FP8_FN operator float() const { return __openhip_fp8::toFloat(__x, KIND, VENDOR); } \
    EXPLICIT __OPENHIP_FP8_FN operator double() const { return __openhip_fp8::toDouble(__x, KIND, VENDOR); } \
    EXPLICIT __OPENHIP_FP8_FN operator __half() const { return __openhip_fp8::halfOf(__x, KIND, VENDOR); } \
    EXPLICIT __OPENHIP_FP8_FN operator __hip_bfloat16() const {                                         \
      return __hip_bfloat16(__openhip_fp8::toFloat(__x, KIND, VENDOR));                                 \
    }                                                                                                   \
    /* false for +0 and -0 only */                                                                      \
    EXPLICIT __OPENHIP_FP8_FN operator bool() const {                                                   \
      return (__x & 0x7fu) != 0 || (__x == 0x80u && __openhip_fp8::isFnuz(KIND));                     \
    }                                                                                                   \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, char, CHAR_MIN, CHAR_MAX, KIND)                          \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, signed char, SCHAR_MIN, SCHAR_MAX, KIND)                 \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, unsigned char, 0, UCHAR_MAX, KIND)                       \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, short, SHRT_MIN, SHRT_MAX, KIND)                         \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, unsigned short, 0, USHRT_MAX, KIND)                      \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, int, INT_MIN, INT_MAX, KIND)                             \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, unsigned int, 0, UINT_MAX, KIND)                         \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, long, LONG_MIN, LONG_MAX, KIND)                          \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, unsigned long, 0, ULONG_MAX, KIND)                       \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, long long, LLONG_MIN, LLONG_MAX, KIND)                   \
    __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, unsigned long long, 0, ULLONG_MAX, KIND)                 \
  };

#define __OPENHIP_FP8_INTEGER_CONVERSION(EXPLICIT, TYPE, LOW, HIGH, KIND)                                \
  EXPLICIT __OPENHIP_FP8_FN operator TYPE() const {                                                     \
    return __openhip_fp8::toInteger<TYPE>(__x, KIND, static_cast<TYPE>(LOW), static_cast<TYPE>(HIGH));  \
  }

// Two values, x in the low byte.
#define __OPENHIP_FP8_PAIR(NAME, STORAGE, KIND, VENDOR, EXPLICIT, MEMBERS)                                        \
  struct NAME {                                                                                         \
    STORAGE __x;                                                                                        \
    MEMBERS                                                                                             \
    NAME() = default;                                                                                   \
    EXPLICIT __OPENHIP_FP8_FN NAME(const double2 v)                                                      \
        : __x(__openhip_fp8::pack2(__openhip_fp8::fromDouble(v.x, KIND, true, VENDOR),                   \
                                   __openhip_fp8::fromDouble(v.y, KIND, true, VENDOR))) {}               \
    EXPLICIT __OPENHIP_FP8_FN NAME(const float2 v) : NAME(make_double2(v.x, v.y)) {}                     \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __half2 v)                                                      \
        : NAME(make_double2(static_cast<float>(v.x), static_cast<float>(v.y))) {}                       \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __hip_bfloat162 v)                                              \
        : NAME(make_double2(static_cast<float>(v.x), static_cast<float>(v.y))) {}                       \
    EXPLICIT __OPENHIP_FP8_FN operator __half2() const {                                                 \
      return __half2(__openhip_fp8::halfOf(__openhip_fp8::byteOf(__x, 0), KIND, VENDOR),                 \
                     __openhip_fp8::halfOf(__openhip_fp8::byteOf(__x, 1), KIND, VENDOR));                 \
    }                                                                                                   \
    EXPLICIT __OPENHIP_FP8_FN operator float2() const {                                                  \
      return make_float2(__openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 0), KIND, VENDOR),             \
                         __openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 1), KIND, VENDOR));            \
    }                                                                                                   \
  };

// Four values, x in the low byte; the two-pair constructors take (x, y) then (z, w).
#define __OPENHIP_FP8_QUAD(NAME, STORAGE, KIND, VENDOR, EXPLICIT, MEMBERS)                                        \
  struct NAME {                                                                                         \
    STORAGE __x;                                                                                        \
    MEMBERS                                                                                             \
    NAME() = default;                                                                                   \
    EXPLICIT __OPENHIP_FP8_FN NAME(const double4 v)                                                      \
        : __x(__openhip_fp8::pack4(__openhip_fp8::fromDouble(v.x, KIND, true, VENDOR),                   \
                                   __openhip_fp8::fromDouble(v.y, KIND, true, VENDOR),                   \
                                   __openhip_fp8::fromDouble(v.z, KIND, true, VENDOR),                   \
                                   __openhip_fp8::fromDouble(v.w, KIND, true, VENDOR))) {}               \
    EXPLICIT __OPENHIP_FP8_FN NAME(const float4 v) : NAME(make_double4(v.x, v.y, v.z, v.w)) {}           \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __half2 low, const __half2 high)                                \
        : NAME(make_double4(static_cast<float>(low.x), static_cast<float>(low.y),                        \
                            static_cast<float>(high.x), static_cast<float>(high.y))) {}                  \
    EXPLICIT __OPENHIP_FP8_FN NAME(const __hip_bfloat162 low, const __hip_bfloat162 high)                \
        : NAME(make_double4(static_cast<float>(low.x), static_cast<float>(low.y),                        \
                            static_cast<float>(high.x), static_cast<float>(high.y))) {}                  \
    EXPLICIT __OPENHIP_FP8_FN operator float4() const {                                                  \
      return make_float4(__openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 0), KIND, VENDOR),             \
                         __openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 1), KIND, VENDOR),             \
                         __openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 2), KIND, VENDOR),             \
                         __openhip_fp8::toFloat(__openhip_fp8::byteOf(__x, 3), KIND, VENDOR));            \
    }                                                                                                   \
  };

#endif  // OPENHIP_HIP_DETAIL_HIP_FP8_TYPES_H
