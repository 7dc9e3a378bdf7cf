// Half precision (IEEE binary16) as HIP and CUDA programs use it: __half and
// __half2 with conversions, arithmetic intrinsics (__hadd, __hfma2, ...),
// comparisons, math functions (hsqrt, h2exp, ...) and C++ operators, on host
// and device. Values are stored as 16-bit patterns and computed in float,
// rounding each result to half (round to nearest even), which is what GPUs
// without native half units do.
#ifndef HIP_INCLUDE_HIP_HIP_FP16_H
#define HIP_INCLUDE_HIP_HIP_FP16_H

#include <hip/hip_common.h>

/// Raw bit patterns, also usable from C.
typedef struct __half_raw {
  unsigned short x;
} __half_raw;
typedef struct __half2_raw {
  unsigned short x;
  unsigned short y;
} __half2_raw;

#ifdef __cplusplus

#if defined(__clang__) && defined(__CUDA__)
#include <hip/hip_runtime.h> // device-callable <math.h> comes with the kernel language
#endif
#include <hip/detail/hip_fp16_conversions.h>
#include <hip/hip_vector_types.h>

#include <math.h>

#define __OPENHIP_HFN __host__ __device__ inline

namespace __openhip_fp16 {
template <typename _Tp>
struct enable_if_arithmetic {};
#define __OPENHIP_FP16_ARITHMETIC(_Tp)                                                             \
  template <>                                                                                      \
  struct enable_if_arithmetic<_Tp> {                                                               \
    typedef void type;                                                                             \
  };
__OPENHIP_FP16_ARITHMETIC(float)
__OPENHIP_FP16_ARITHMETIC(double)
__OPENHIP_FP16_ARITHMETIC(int)
__OPENHIP_FP16_ARITHMETIC(unsigned int)
__OPENHIP_FP16_ARITHMETIC(short)
__OPENHIP_FP16_ARITHMETIC(unsigned short)
__OPENHIP_FP16_ARITHMETIC(long)
__OPENHIP_FP16_ARITHMETIC(unsigned long)
__OPENHIP_FP16_ARITHMETIC(long long)
__OPENHIP_FP16_ARITHMETIC(unsigned long long)
#undef __OPENHIP_FP16_ARITHMETIC
} // namespace __openhip_fp16

struct __half {
  unsigned short __x; ///< the binary16 bit pattern

  __half() = default;
  __OPENHIP_HFN __half(const __half_raw& raw) : __x(raw.x) {}
  __OPENHIP_HFN __half(float value) : __x(__openhip_fp16::floatToHalfBits(value)) {}
  __OPENHIP_HFN __half(double value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(int value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(unsigned int value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(short value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(unsigned short value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(long value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(unsigned long value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(long long value) : __half(static_cast<float>(value)) {}
  __OPENHIP_HFN __half(unsigned long long value) : __half(static_cast<float>(value)) {}

  __OPENHIP_HFN operator float() const { return __openhip_fp16::halfBitsToFloat(__x); }
  __OPENHIP_HFN operator __half_raw() const {
    __half_raw raw;
    raw.x = __x;
    return raw;
  }
  __OPENHIP_HFN __half& operator=(const __half_raw& raw) {
    __x = raw.x;
    return *this;
  }
};

struct __attribute__((aligned(4))) __half2 {
  __half x;
  __half y;

  __half2() = default;
  __OPENHIP_HFN __half2(const __half2_raw& raw) {
    x.__x = raw.x;
    y.__x = raw.y;
  }
  __OPENHIP_HFN __half2(const __half& low, const __half& high) : x(low), y(high) {}
  /// Both halves from one number (AMD's __half2 converts a scalar to its
  /// two-lane vector this way: half2(0), __half2 h = 1.0f).
  template <typename _Tp, typename = typename __openhip_fp16::enable_if_arithmetic<_Tp>::type>
  __OPENHIP_HFN __half2(_Tp value) : x(__half(value)), y(x) {}
  __OPENHIP_HFN operator __half2_raw() const {
    __half2_raw raw;
    raw.x = x.__x;
    raw.y = y.__x;
    return raw;
  }
};

typedef __half half;
typedef __half2 half2;

// ---- Conversions -------------------------------------------------------------
__OPENHIP_HFN __half __float2half(float a) {
  return __half(a);
}
__OPENHIP_HFN __half __float2half_rn(float a) {
  return __half(a);
}
__OPENHIP_HFN __half __double2half(double a) {
  return __half(a);
}
__OPENHIP_HFN float __half2float(__half a) {
  return static_cast<float>(a);
}
__OPENHIP_HFN __half __int2half_rn(int a) {
  return __half(a);
}
__OPENHIP_HFN __half __uint2half_rn(unsigned int a) {
  return __half(a);
}
__OPENHIP_HFN __half __short2half_rn(short a) {
  return __half(a);
}
__OPENHIP_HFN __half __ushort2half_rn(unsigned short a) {
  return __half(a);
}
__OPENHIP_HFN __half __ll2half_rn(long long a) {
  return __half(a);
}
__OPENHIP_HFN __half __ull2half_rn(unsigned long long a) {
  return __half(a);
}
// Half to integer, truncating (values out of range are undefined, as in C).
__OPENHIP_HFN int __half2int_rz(__half a) {
  return static_cast<int>(static_cast<float>(a));
}
__OPENHIP_HFN unsigned int __half2uint_rz(__half a) {
  return static_cast<unsigned int>(static_cast<float>(a));
}
__OPENHIP_HFN short __half2short_rz(__half a) {
  return static_cast<short>(static_cast<float>(a));
}
__OPENHIP_HFN unsigned short __half2ushort_rz(__half a) {
  return static_cast<unsigned short>(static_cast<float>(a));
}
__OPENHIP_HFN long long __half2ll_rz(__half a) {
  return static_cast<long long>(static_cast<float>(a));
}
__OPENHIP_HFN unsigned long long __half2ull_rz(__half a) {
  return static_cast<unsigned long long>(static_cast<float>(a));
}
// Reinterpretation of the bits.
__OPENHIP_HFN short __half_as_short(__half a) {
  return static_cast<short>(a.__x);
}
__OPENHIP_HFN unsigned short __half_as_ushort(__half a) {
  return a.__x;
}
__OPENHIP_HFN __half __short_as_half(short a) {
  __half_raw raw;
  raw.x = static_cast<unsigned short>(a);
  return __half(raw);
}
__OPENHIP_HFN __half __ushort_as_half(unsigned short a) {
  __half_raw raw;
  raw.x = a;
  return __half(raw);
}
// Pairs.
__OPENHIP_HFN __half2 __halves2half2(__half low, __half high) {
  return __half2(low, high);
}
__OPENHIP_HFN __half2 __half2half2(__half a) {
  return __half2(a, a);
}
__OPENHIP_HFN __half2 __float2half2_rn(float a) {
  return __half2(__half(a), __half(a));
}
__OPENHIP_HFN __half2 __floats2half2_rn(float low, float high) {
  return __half2(__half(low), __half(high));
}
__OPENHIP_HFN __half2 __float22half2_rn(float2 a) {
  return __half2(__half(a.x), __half(a.y));
}
__OPENHIP_HFN float2 __half22float2(__half2 a) {
  return make_float2(static_cast<float>(a.x), static_cast<float>(a.y));
}
__OPENHIP_HFN float __low2float(__half2 a) {
  return static_cast<float>(a.x);
}
__OPENHIP_HFN float __high2float(__half2 a) {
  return static_cast<float>(a.y);
}
__OPENHIP_HFN __half __low2half(__half2 a) {
  return a.x;
}
__OPENHIP_HFN __half __high2half(__half2 a) {
  return a.y;
}
__OPENHIP_HFN __half2 __low2half2(__half2 a) {
  return __half2(a.x, a.x);
}
__OPENHIP_HFN __half2 __high2half2(__half2 a) {
  return __half2(a.y, a.y);
}
__OPENHIP_HFN __half2 __lows2half2(__half2 a, __half2 b) {
  return __half2(a.x, b.x);
}
__OPENHIP_HFN __half2 __highs2half2(__half2 a, __half2 b) {
  return __half2(a.y, b.y);
}
__OPENHIP_HFN __half2 __lowhigh2highlow(__half2 a) {
  return __half2(a.y, a.x);
}

// ---- Arithmetic: computed in float, rounded once to half ----------------------
namespace __openhip_fp16 {
__OPENHIP_HFN float clamp01(float v) {
  return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}
} // namespace __openhip_fp16
__OPENHIP_HFN __half __hadd(__half a, __half b) {
  return __half(float(a) + float(b));
}
__OPENHIP_HFN __half __hsub(__half a, __half b) {
  return __half(float(a) - float(b));
}
__OPENHIP_HFN __half __hmul(__half a, __half b) {
  return __half(float(a) * float(b));
}
__OPENHIP_HFN __half __hdiv(__half a, __half b) {
  return __half(float(a) / float(b));
}
__OPENHIP_HFN __half __hfma(__half a, __half b, __half c) {
  return __half(fmaf(float(a), float(b), float(c)));
}
__OPENHIP_HFN __half __hneg(__half a) {
  return __ushort_as_half(a.__x ^ 0x8000u);
}
__OPENHIP_HFN __half __habs(__half a) {
  return __ushort_as_half(a.__x & 0x7fffu);
}
__OPENHIP_HFN __half __hadd_sat(__half a, __half b) {
  return __half(__openhip_fp16::clamp01(float(a) + float(b)));
}
__OPENHIP_HFN __half __hsub_sat(__half a, __half b) {
  return __half(__openhip_fp16::clamp01(float(a) - float(b)));
}
__OPENHIP_HFN __half __hmul_sat(__half a, __half b) {
  return __half(__openhip_fp16::clamp01(float(a) * float(b)));
}
__OPENHIP_HFN __half __hfma_sat(__half a, __half b, __half c) {
  return __half(__openhip_fp16::clamp01(fmaf(float(a), float(b), float(c))));
}

// Pairwise versions.
#define __OPENHIP_HALF2_BINARY(NAME2, NAME)                                                        \
  __OPENHIP_HFN __half2 NAME2(__half2 a, __half2 b) {                                              \
    return __half2(NAME(a.x, b.x), NAME(a.y, b.y));                                                \
  }
__OPENHIP_HALF2_BINARY(__hadd2, __hadd)
__OPENHIP_HALF2_BINARY(__hsub2, __hsub)
__OPENHIP_HALF2_BINARY(__hmul2, __hmul)
__OPENHIP_HALF2_BINARY(__h2div, __hdiv)
__OPENHIP_HALF2_BINARY(__hadd2_sat, __hadd_sat)
__OPENHIP_HALF2_BINARY(__hsub2_sat, __hsub_sat)
__OPENHIP_HALF2_BINARY(__hmul2_sat, __hmul_sat)
#undef __OPENHIP_HALF2_BINARY
__OPENHIP_HFN __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__OPENHIP_HFN __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__OPENHIP_HFN __half2 __hneg2(__half2 a) {
  return __half2(__hneg(a.x), __hneg(a.y));
}
__OPENHIP_HFN __half2 __habs2(__half2 a) {
  return __half2(__habs(a.x), __habs(a.y));
}

// ---- Comparisons (ordered: false when either is NaN, except __hne) -------------
__OPENHIP_HFN bool __heq(__half a, __half b) {
  return float(a) == float(b);
}
__OPENHIP_HFN bool __hne(__half a, __half b) {
  return float(a) != float(b);
}
__OPENHIP_HFN bool __hlt(__half a, __half b) {
  return float(a) < float(b);
}
__OPENHIP_HFN bool __hle(__half a, __half b) {
  return float(a) <= float(b);
}
__OPENHIP_HFN bool __hgt(__half a, __half b) {
  return float(a) > float(b);
}
__OPENHIP_HFN bool __hge(__half a, __half b) {
  return float(a) >= float(b);
}
__OPENHIP_HFN bool __hisnan(__half a) {
  return (a.__x & 0x7fffu) > 0x7c00u;
}
/// -1 for -infinity, 1 for +infinity, 0 otherwise (CUDA's convention).
__OPENHIP_HFN int __hisinf(__half a) {
  return a.__x == 0xfc00u ? -1 : (a.__x == 0x7c00u ? 1 : 0);
}
__OPENHIP_HFN __half __hmax(__half a, __half b) {
  return __hisnan(a) ? b : (__hisnan(b) ? a : (float(a) < float(b) ? b : a));
}
__OPENHIP_HFN __half __hmin(__half a, __half b) {
  return __hisnan(a) ? b : (__hisnan(b) ? a : (float(b) < float(a) ? b : a));
}

// Pairwise: __hxx2 gives 1.0/0.0 per lane, __hbxx2 whether both lanes hold.
#define __OPENHIP_HALF2_COMPARE(OP)                                                                \
  __OPENHIP_HFN __half2 OP##2(__half2 a, __half2 b) {                                              \
    return __half2(__half(OP(a.x, b.x) ? 1.0f : 0.0f), __half(OP(a.y, b.y) ? 1.0f : 0.0f));        \
  }
__OPENHIP_HALF2_COMPARE(__heq)
__OPENHIP_HALF2_COMPARE(__hne)
__OPENHIP_HALF2_COMPARE(__hlt)
__OPENHIP_HALF2_COMPARE(__hle)
__OPENHIP_HALF2_COMPARE(__hgt)
__OPENHIP_HALF2_COMPARE(__hge)
#undef __OPENHIP_HALF2_COMPARE
__OPENHIP_HFN bool __hbeq2(__half2 a, __half2 b) {
  return __heq(a.x, b.x) && __heq(a.y, b.y);
}
__OPENHIP_HFN bool __hbne2(__half2 a, __half2 b) {
  return __hne(a.x, b.x) && __hne(a.y, b.y);
}
__OPENHIP_HFN bool __hblt2(__half2 a, __half2 b) {
  return __hlt(a.x, b.x) && __hlt(a.y, b.y);
}
__OPENHIP_HFN bool __hble2(__half2 a, __half2 b) {
  return __hle(a.x, b.x) && __hle(a.y, b.y);
}
__OPENHIP_HFN bool __hbgt2(__half2 a, __half2 b) {
  return __hgt(a.x, b.x) && __hgt(a.y, b.y);
}
__OPENHIP_HFN bool __hbge2(__half2 a, __half2 b) {
  return __hge(a.x, b.x) && __hge(a.y, b.y);
}
__OPENHIP_HFN __half2 __hisnan2(__half2 a) {
  return __half2(__half(__hisnan(a.x) ? 1.0f : 0.0f), __half(__hisnan(a.y) ? 1.0f : 0.0f));
}

// ---- Math functions: h<fn> for one half, h2<fn> for each half of a pair ----------
#define __OPENHIP_HALF_MATH(NAME, EXPR)                                                            \
  __OPENHIP_HFN __half h##NAME(__half a) {                                                         \
    const float v = float(a);                                                                      \
    return __half(EXPR);                                                                           \
  }                                                                                                \
  __OPENHIP_HFN __half2 h2##NAME(__half2 a) {                                                      \
    return __half2(h##NAME(a.x), h##NAME(a.y));                                                    \
  }
__OPENHIP_HALF_MATH(sqrt, sqrtf(v))
__OPENHIP_HALF_MATH(rsqrt, 1.0f / sqrtf(v))
__OPENHIP_HALF_MATH(rcp, 1.0f / v)
__OPENHIP_HALF_MATH(exp, expf(v))
__OPENHIP_HALF_MATH(exp2, exp2f(v))
__OPENHIP_HALF_MATH(exp10, powf(10.0f, v))
__OPENHIP_HALF_MATH(log, logf(v))
__OPENHIP_HALF_MATH(log2, log2f(v))
__OPENHIP_HALF_MATH(log10, log10f(v))
__OPENHIP_HALF_MATH(sin, sinf(v))
__OPENHIP_HALF_MATH(cos, cosf(v))
__OPENHIP_HALF_MATH(floor, floorf(v))
__OPENHIP_HALF_MATH(ceil, ceilf(v))
__OPENHIP_HALF_MATH(trunc, truncf(v))
__OPENHIP_HALF_MATH(rint, rintf(v))
#undef __OPENHIP_HALF_MATH

// ---- Operators -----------------------------------------------------------------------
// half op half gives half. As in CUDA, half op float is ambiguous (half
// converts to float and float to half): convert one operand explicitly.
__OPENHIP_HFN __half operator+(const __half& a, const __half& b) {
  return __hadd(a, b);
}
__OPENHIP_HFN __half operator-(const __half& a, const __half& b) {
  return __hsub(a, b);
}
__OPENHIP_HFN __half operator*(const __half& a, const __half& b) {
  return __hmul(a, b);
}
__OPENHIP_HFN __half operator/(const __half& a, const __half& b) {
  return __hdiv(a, b);
}
__OPENHIP_HFN __half& operator+=(__half& a, const __half& b) {
  return a = __hadd(a, b);
}
__OPENHIP_HFN __half& operator-=(__half& a, const __half& b) {
  return a = __hsub(a, b);
}
__OPENHIP_HFN __half& operator*=(__half& a, const __half& b) {
  return a = __hmul(a, b);
}
__OPENHIP_HFN __half& operator/=(__half& a, const __half& b) {
  return a = __hdiv(a, b);
}
__OPENHIP_HFN __half operator-(const __half& a) {
  return __hneg(a);
}
__OPENHIP_HFN __half operator+(const __half& a) {
  return a;
}
__OPENHIP_HFN __half& operator++(__half& a) {
  return a = __hadd(a, __half(1.0f));
}
__OPENHIP_HFN __half& operator--(__half& a) {
  return a = __hsub(a, __half(1.0f));
}
__OPENHIP_HFN __half operator++(__half& a, int) {
  const __half old = a;
  ++a;
  return old;
}
__OPENHIP_HFN __half operator--(__half& a, int) {
  const __half old = a;
  --a;
  return old;
}
__OPENHIP_HFN bool operator==(const __half& a, const __half& b) {
  return __heq(a, b);
}
__OPENHIP_HFN bool operator!=(const __half& a, const __half& b) {
  return __hne(a, b);
}
__OPENHIP_HFN bool operator<(const __half& a, const __half& b) {
  return __hlt(a, b);
}
__OPENHIP_HFN bool operator<=(const __half& a, const __half& b) {
  return __hle(a, b);
}
__OPENHIP_HFN bool operator>(const __half& a, const __half& b) {
  return __hgt(a, b);
}
__OPENHIP_HFN bool operator>=(const __half& a, const __half& b) {
  return __hge(a, b);
}

__OPENHIP_HFN __half2 operator+(const __half2& a, const __half2& b) {
  return __hadd2(a, b);
}
__OPENHIP_HFN __half2 operator-(const __half2& a, const __half2& b) {
  return __hsub2(a, b);
}
__OPENHIP_HFN __half2 operator*(const __half2& a, const __half2& b) {
  return __hmul2(a, b);
}
__OPENHIP_HFN __half2 operator/(const __half2& a, const __half2& b) {
  return __h2div(a, b);
}
__OPENHIP_HFN __half2& operator+=(__half2& a, const __half2& b) {
  return a = __hadd2(a, b);
}
__OPENHIP_HFN __half2& operator-=(__half2& a, const __half2& b) {
  return a = __hsub2(a, b);
}
__OPENHIP_HFN __half2& operator*=(__half2& a, const __half2& b) {
  return a = __hmul2(a, b);
}
__OPENHIP_HFN __half2& operator/=(__half2& a, const __half2& b) {
  return a = __h2div(a, b);
}
__OPENHIP_HFN __half2 operator-(const __half2& a) {
  return __hneg2(a);
}
__OPENHIP_HFN __half2 operator+(const __half2& a) {
  return a;
}
__OPENHIP_HFN bool operator==(const __half2& a, const __half2& b) {
  return __hbeq2(a, b);
}
__OPENHIP_HFN bool operator!=(const __half2& a, const __half2& b) {
  return __hbne2(a, b);
}

// ---- Atomics (device code under hipcc): compare-and-swap on the 16- or 32-bit word ----------
#if defined(__clang__) && defined(__CUDA__)
__device__ inline __half atomicAdd(__half* address, const __half value) {
  unsigned short* word = reinterpret_cast<unsigned short*>(address);
  const unsigned short old = openhip::atomics::updateLoop<__HIP_MEMORY_SCOPE_AGENT>(
      word, [value](unsigned short bits) { return __half_as_ushort(__hadd(__ushort_as_half(bits), value)); });
  return __ushort_as_half(old);
}
__device__ inline __half2 atomicAdd(__half2* address, const __half2 value) {
  unsigned int* word = reinterpret_cast<unsigned int*>(address);
  const unsigned int old = openhip::atomics::updateLoop<__HIP_MEMORY_SCOPE_AGENT>(word, [value](unsigned int bits) {
    const __half2 sum = __hadd2(__half2(__ushort_as_half(static_cast<unsigned short>(bits)),
                                        __ushort_as_half(static_cast<unsigned short>(bits >> 16))),
                                value);
    return static_cast<unsigned int>(__half_as_ushort(sum.x)) |
           (static_cast<unsigned int>(__half_as_ushort(sum.y)) << 16);
  });
  return __half2(__ushort_as_half(static_cast<unsigned short>(old)),
                 __ushort_as_half(static_cast<unsigned short>(old >> 16)));
}
/// AMD's names for the same operation on pairs.
__device__ inline __half2 unsafeAtomicAdd(__half2* address, const __half2 value) { return atomicAdd(address, value); }
__device__ inline __half2 safeAtomicAdd(__half2* address, const __half2 value) { return atomicAdd(address, value); }
#endif

#include <hip/detail/hip_fp16_rounding.h>

#undef __OPENHIP_HFN
#endif // __cplusplus

#endif // HIP_INCLUDE_HIP_HIP_FP16_H
