// Element types and reduction operators shared by the device kernels
// (kernels.hip) and the host reductions of the MPI transport (host_reduce.cpp).
// Half, bfloat16 and fp8 values are bit patterns; they are reduced in float and
// rounded back after every operation (as __hadd does), so every transport and
// algorithm rounds the same way.
#pragma once

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace rccl {

// The reductions the engines run; ncclAvg and PreMulSum map onto these.
enum class RedKind : uint8_t { Sum, Prod, Max, Min, PreMulSum, SumPostDiv };

// A reduction as the kernels see it: the kind, and for PreMulSum the scalar
// (its bits, or a pointer to it in device memory), for SumPostDiv the divisor.
struct RedOp {
  RedKind kind = RedKind::Sum;
  bool scalarIsPtr = false;
  uint64_t scalar = 0;  // bits of the scalar in the element type, or its address
  uint64_t divisor = 1; // SumPostDiv: number of ranks
};

inline size_t typeSize(ncclDataType_t t) {
  switch (t) {
  case ncclInt8:
  case ncclUint8:
    return 1;
  case ncclFloat16:
  case ncclBfloat16:
    return 2;
  case ncclInt32:
  case ncclUint32:
  case ncclFloat32:
    return 4;
  case ncclInt64:
  case ncclUint64:
  case ncclFloat64:
    return 8;
  case ncclFp8E4M3:
  case ncclFp8E5M2:
    return 1;
  default:
    return 0;
  }
}

inline bool isFloatType(ncclDataType_t t) {
  return t == ncclFloat16 || t == ncclFloat32 || t == ncclFloat64 || t == ncclBfloat16 ||
         t == ncclFp8E4M3 || t == ncclFp8E5M2;
}

// ---- bit-pattern conversions (round to nearest even) ----

__host__ __device__ inline uint32_t floatBits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
__host__ __device__ inline float bitsFloat(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

// IEEE binary16.
__host__ __device__ inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ffu;
  if (exp == 0x1f)
    return bitsFloat(sign | 0x7f800000u | (man << 13));
  if (exp != 0)
    return bitsFloat(sign | ((exp + 112) << 23) | (man << 13));
  // subnormal or zero: man * 2^-24
  float v = float(man) * 5.9604644775390625e-8f;
  return sign ? -v : v;
}
__host__ __device__ inline uint16_t floatToHalf(float f) {
  uint32_t x = floatBits(f), sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
  if (ax >= 0x7f800000u)
    return uint16_t(sign | 0x7c00u | (ax > 0x7f800000u ? 0x200u : 0));
  if (ax >= 0x477ff000u)
    return uint16_t(sign | 0x7c00u);       // rounds to >= 65520: inf
  if (ax < 0x38800000u) {                  // below the smallest normal: subnormal result
    float v = bitsFloat(ax) * 16777216.0f; // exact scaling by 2^24
    uint32_t m = uint32_t(rintf(v));       // rint: nearest even
    return uint16_t(sign | m);
  }
  uint32_t r = ax + 0xfffu + ((ax >> 13) & 1u); // round to nearest even at bit 13
  return uint16_t(sign | ((r - 0x38000000u) >> 13));
}

// bfloat16: the upper half of a float.
__host__ __device__ inline float bf16ToFloat(uint16_t b) {
  return bitsFloat(uint32_t(b) << 16);
}
__host__ __device__ inline uint16_t floatToBf16(float f) {
  uint32_t x = floatBits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((x >> 16) | 0x40u); // quiet NaN
  return uint16_t((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

// OCP fp8: E4M3FN (bias 7, no infinity, S.1111.111 is NaN, max 448) and E5M2
// (bias 15, IEEE-like with infinities). Conversions to fp8 round to nearest
// even; E4M3 saturates to +-448 (as CUDA's __NV_SATFINITE), E5M2 overflows to inf.
__host__ __device__ inline float fp8ToFloat(uint8_t v, int expBits) {
  int manBits = 7 - expBits, bias = (1 << (expBits - 1)) - 1;
  uint32_t sign = v >> 7, exp = (v >> manBits) & ((1u << expBits) - 1),
           man = v & ((1u << manBits) - 1);
  float r;
  if (expBits == 4 && exp == 15 && man == 7) {
    r = NAN;
  } else if (expBits == 5 && exp == 31) {
    r = man ? NAN : INFINITY;
  } else if (exp == 0) {
    r = ldexpf(float(man), 1 - bias - manBits);
  } else {
    r = ldexpf(float(man | (1u << manBits)), int(exp) - bias - manBits);
  }
  return sign ? -r : r;
}
__host__ __device__ inline uint8_t floatToFp8(float f, int expBits) {
  int manBits = 7 - expBits, bias = (1 << (expBits - 1)) - 1;
  uint8_t sign = (floatBits(f) >> 24) & 0x80u;
  float a = fabsf(f);
  if (a != a)
    return uint8_t(sign | 0x7fu); // NaN (E5M2: 0x7f is a NaN as well)
  float maxFinite = expBits == 4 ? 448.0f : 57344.0f;
  if (expBits == 4 && a >= maxFinite)
    return uint8_t(sign | 0x7eu); // saturate
  int e;
  frexpf(a, &e);          // a = m * 2^e, m in [0.5, 1)
  int exp = e - 1 + bias; // biased exponent if normal
  int minExp = 1;
  // quantum of the result's binade: 2^(max(exp, 1) - bias - manBits)
  int q = (exp < minExp ? minExp : exp) - bias - manBits;
  float scaled = ldexpf(a, -q); // exact: only moves the exponent
  float m = rintf(scaled);      // nearest even
  float r = ldexpf(m, q);
  if (expBits == 5 && r > maxFinite)
    return uint8_t(sign | 0x7cu); // inf
  if (r == 0.0f)
    return sign;
  int re;
  frexpf(r, &re);
  int rexp = re - 1 + bias;
  if (rexp < 1)
    return uint8_t(sign | uint32_t(m)); // subnormal: mantissa in units of 2^q
  uint32_t man = uint32_t(ldexpf(r, -(rexp - bias - manBits))) & ((1u << manBits) - 1);
  return uint8_t(sign | (uint32_t(rexp) << manBits) | man);
}

// ---- element traits: load/store through float for the narrow float types ----

struct Half {
  uint16_t bits;
};
struct Bf16 {
  uint16_t bits;
};
struct Fp8E4M3 {
  uint8_t bits;
};
struct Fp8E5M2 {
  uint8_t bits;
};

template <class T> struct Arith { using type = T; };
template <> struct Arith<Half> { using type = float; };
template <> struct Arith<Bf16> { using type = float; };
template <> struct Arith<Fp8E4M3> { using type = float; };
template <> struct Arith<Fp8E5M2> { using type = float; };

template <class T> __host__ __device__ inline typename Arith<T>::type toArith(T v) {
  return v;
}
template <> __host__ __device__ inline float toArith(Half v) {
  return halfToFloat(v.bits);
}
template <> __host__ __device__ inline float toArith(Bf16 v) {
  return bf16ToFloat(v.bits);
}
template <> __host__ __device__ inline float toArith(Fp8E4M3 v) {
  return fp8ToFloat(v.bits, 4);
}
template <> __host__ __device__ inline float toArith(Fp8E5M2 v) {
  return fp8ToFloat(v.bits, 5);
}

template <class T> __host__ __device__ inline T fromArith(typename Arith<T>::type v) {
  return v;
}
template <> __host__ __device__ inline Half fromArith<Half>(float v) {
  return Half{floatToHalf(v)};
}
template <> __host__ __device__ inline Bf16 fromArith<Bf16>(float v) {
  return Bf16{floatToBf16(v)};
}
template <> __host__ __device__ inline Fp8E4M3 fromArith<Fp8E4M3>(float v) {
  return Fp8E4M3{floatToFp8(v, 4)};
}
template <> __host__ __device__ inline Fp8E5M2 fromArith<Fp8E5M2>(float v) {
  return Fp8E5M2{floatToFp8(v, 5)};
}

// Integer sums and products wrap (computed unsigned: no signed overflow).
template <class T> struct Unsigned { using type = T; };
template <> struct Unsigned<int8_t> { using type = uint8_t; };
template <> struct Unsigned<int32_t> { using type = uint32_t; };
template <> struct Unsigned<int64_t> { using type = uint64_t; };

template <class T> __host__ __device__ inline T addElem(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    using U = typename Unsigned<T>::type;
    return T(U(U(a) + U(b)));
  } else if constexpr (std::is_floating_point<T>::value) {
    return a + b;
  } else {
    return fromArith<T>(toArith(a) + toArith(b));
  }
}
template <class T> __host__ __device__ inline T mulElem(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    using U = typename Unsigned<T>::type;
    return T(U(U(a) * U(b)));
  } else if constexpr (std::is_floating_point<T>::value) {
    return a * b;
  } else {
    return fromArith<T>(toArith(a) * toArith(b));
  }
}
// Max/min: floats ignore a NaN operand (fmax/fmin), as NCCL's kernels do.
template <class T> __host__ __device__ inline T maxElem(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    return a < b ? b : a;
  } else if constexpr (std::is_floating_point<T>::value) {
    return fmax(a, b);
  } else {
    return fromArith<T>(fmaxf(toArith(a), toArith(b)));
  }
}
template <class T> __host__ __device__ inline T minElem(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    return b < a ? b : a;
  } else if constexpr (std::is_floating_point<T>::value) {
    return fmin(a, b);
  } else {
    return fromArith<T>(fminf(toArith(a), toArith(b)));
  }
}
// SumPostDiv's final step: integer division truncating toward zero.
template <class T> __host__ __device__ inline T divElem(T a, uint64_t n) {
  if constexpr (std::is_integral<T>::value) {
    if constexpr (std::is_signed<T>::value)
      return T(int64_t(a) / int64_t(n));
    else
      return T(uint64_t(a) / n);
  } else {
    return a;
  }
}

template <class T> __host__ __device__ inline T bitsToElem(uint64_t bits) {
  T v;
  memcpy(&v, &bits, sizeof(T));
  return v;
}

// One combining step acc = acc (op) x for the element-wise kinds (PreMulSum's
// multiply happens when a source is loaded, SumPostDiv's division at the end).
template <class T, RedKind K> __host__ __device__ inline T combine(T acc, T x) {
  if constexpr (K == RedKind::Sum || K == RedKind::PreMulSum || K == RedKind::SumPostDiv)
    return addElem(acc, x);
  else if constexpr (K == RedKind::Prod)
    return mulElem(acc, x);
  else if constexpr (K == RedKind::Max)
    return maxElem(acc, x);
  else
    return minElem(acc, x);
}

} // namespace rccl
