// HIP's integer intrinsics, type punning and rounding conversions, written as
// portable C++ (clang's generic builtins only: the device IR stays free of
// llvm.nvvm.* calls and lowers to plain host instructions). Names and
// signatures follow HIP 5.2; where HIP 5.2's own arithmetic is wrong
// (__hadd) we compute what CUDA documents.
#ifndef OPENHIP_DEVICE_INTRINSICS_H
#define OPENHIP_DEVICE_INTRINSICS_H

#include <hip/detail/hip_fp_rounding.h>
#include <hip/hip_common.h>

#include <limits>

#define OPENHIP_INTRINSIC __device__ static inline

// ---- bit counting and reversal ---------------------------------------------
OPENHIP_INTRINSIC int __popc(unsigned int x) { return __builtin_popcount(x); }
OPENHIP_INTRINSIC int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
OPENHIP_INTRINSIC int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned int>(x)); }
OPENHIP_INTRINSIC int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
OPENHIP_INTRINSIC int __ffs(unsigned int x) { return x == 0 ? 0 : __builtin_ctz(x) + 1; }
OPENHIP_INTRINSIC int __ffs(int x) { return __ffs(static_cast<unsigned int>(x)); }
OPENHIP_INTRINSIC int __ffsll(unsigned long long x) { return x == 0 ? 0 : __builtin_ctzll(x) + 1; }
OPENHIP_INTRINSIC int __ffsll(long long x) { return __ffsll(static_cast<unsigned long long>(x)); }
OPENHIP_INTRINSIC unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
OPENHIP_INTRINSIC unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
OPENHIP_INTRINSIC unsigned int __lastbit_u32_u64(unsigned long long x) {
  return x == 0 ? ~0u : static_cast<unsigned int>(__builtin_ctzll(x));  // the lowest set bit
}

// ---- bit fields (AMD's BFE/BFI): offset and width are taken modulo the word size ----
/// `width` bits of x from bit `offset` (bits past the word read as 0); 0 for width 0.
OPENHIP_INTRINSIC unsigned int __bitextract_u32(unsigned int x, unsigned int offset, unsigned int width) {
  offset &= 31;
  width &= 31;
  return width == 0 ? 0u : (x >> offset) & ((1u << width) - 1u);
}
OPENHIP_INTRINSIC unsigned long long __bitextract_u64(unsigned long long x, unsigned int offset, unsigned int width) {
  offset &= 63;
  width &= 63;
  return width == 0 ? 0ull : (x >> offset) & ((1ull << width) - 1ull);
}
/// x with `width` bits from bit `offset` replaced by the low bits of `bits`.
OPENHIP_INTRINSIC unsigned int __bitinsert_u32(unsigned int x, unsigned int bits, unsigned int offset,
                                               unsigned int width) {
  offset &= 31;
  const unsigned int mask = (1u << (width & 31)) - 1u;
  return (x & ~(mask << offset)) | ((bits & mask) << offset);
}
OPENHIP_INTRINSIC unsigned long long __bitinsert_u64(unsigned long long x, unsigned long long bits,
                                                     unsigned int offset, unsigned int width) {
  offset &= 63;
  const unsigned long long mask = (1ull << (width & 63)) - 1ull;
  return (x & ~(mask << offset)) | ((bits & mask) << offset);
}

// ---- multiplication ----------------------------------------------------------
/// Low 32 bits of the product of the sign-extended low 24 bits of each operand.
OPENHIP_INTRINSIC int __mul24(int x, int y) {
  const long long a = static_cast<int>(static_cast<unsigned int>(x) << 8) >> 8;
  const long long b = static_cast<int>(static_cast<unsigned int>(y) << 8) >> 8;
  return static_cast<int>(static_cast<unsigned int>(a * b));
}
OPENHIP_INTRINSIC int __umul24(unsigned int x, unsigned int y) {
  return static_cast<int>((x & 0xFFFFFFu) * (y & 0xFFFFFFu));
}
OPENHIP_INTRINSIC int __mulhi(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) * y) >> 32);
}
OPENHIP_INTRINSIC unsigned int __umulhi(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(x) * y) >> 32);
}
OPENHIP_INTRINSIC long long int __mul64hi(long long int x, long long int y) {
  return static_cast<long long>((static_cast<__int128>(x) * y) >> 64);
}
OPENHIP_INTRINSIC unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y) {
  return static_cast<unsigned long long>((static_cast<unsigned __int128>(x) * y) >> 64);
}

// ---- byte permutation and funnel shifts ----------------------------------------
/// Byte i of the result is byte (s >> 4i) & 7 of the 8-byte value y:x.
OPENHIP_INTRINSIC unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  const unsigned long long bytes = (static_cast<unsigned long long>(y) << 32) | x;
  unsigned int result = 0;
  for (int i = 0; i < 4; ++i) {
    const unsigned int selector = (s >> (4 * i)) & 7u;
    result |= static_cast<unsigned int>((bytes >> (8 * selector)) & 0xFFu) << (8 * i);
  }
  return result;
}
OPENHIP_INTRINSIC unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
  const unsigned long long both = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>((both << (shift & 31u)) >> 32);
}
OPENHIP_INTRINSIC unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) {
  const unsigned long long both = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>((both << (shift > 32u ? 32u : shift)) >> 32);
}
OPENHIP_INTRINSIC unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
  const unsigned long long both = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>(both >> (shift & 31u));
}
OPENHIP_INTRINSIC unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) {
  const unsigned long long both = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>(both >> (shift > 32u ? 32u : shift));
}

// ---- sums and averages (computed in 64 bits: no overflow) ------------------------
OPENHIP_INTRINSIC unsigned int __sad(int x, int y, unsigned int z) {
  const long long d = static_cast<long long>(x) - y;
  return static_cast<unsigned int>(d < 0 ? -d : d) + z;
}
OPENHIP_INTRINSIC unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
  return (x > y ? x - y : y - x) + z;
}
OPENHIP_INTRINSIC unsigned int __hadd(int x, int y) {
  return static_cast<unsigned int>(static_cast<int>((static_cast<long long>(x) + y) >> 1));
}
OPENHIP_INTRINSIC int __rhadd(int x, int y) { return static_cast<int>((static_cast<long long>(x) + y + 1) >> 1); }
OPENHIP_INTRINSIC unsigned int __uhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(x) + y) >> 1);
}
OPENHIP_INTRINSIC unsigned int __urhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(x) + y + 1) >> 1);
}

// ---- type punning ----------------------------------------------------------------
OPENHIP_INTRINSIC float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
OPENHIP_INTRINSIC int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
OPENHIP_INTRINSIC float __uint_as_float(unsigned int x) { return __builtin_bit_cast(float, x); }
OPENHIP_INTRINSIC unsigned int __float_as_uint(float x) { return __builtin_bit_cast(unsigned int, x); }
OPENHIP_INTRINSIC double __longlong_as_double(long long int x) { return __builtin_bit_cast(double, x); }
OPENHIP_INTRINSIC long long int __double_as_longlong(double x) { return __builtin_bit_cast(long long int, x); }
OPENHIP_INTRINSIC double __hiloint2double(int hi, int lo) {
  const unsigned long long bits =
      (static_cast<unsigned long long>(static_cast<unsigned int>(hi)) << 32) | static_cast<unsigned int>(lo);
  return __builtin_bit_cast(double, bits);
}
OPENHIP_INTRINSIC int __double2hiint(double x) {
  return static_cast<int>(__builtin_bit_cast(unsigned long long, x) >> 32);
}
OPENHIP_INTRINSIC int __double2loint(double x) {
  return static_cast<int>(__builtin_bit_cast(unsigned long long, x) & 0xFFFFFFFFull);
}

// ---- float -> integer with a rounding mode (saturating; NaN gives 0, as on GPUs) ----
namespace openhip::intrinsics {
/// Converts an already rounded value, clamping to Int's range.
template <typename Int, typename Float>
__device__ inline Int saturatingConvert(Float rounded) {
  constexpr Int lowest = std::numeric_limits<Int>::min();
  constexpr Int highest = std::numeric_limits<Int>::max();
  if (rounded != rounded) return 0;
  if (rounded <= static_cast<Float>(lowest)) return lowest;
  // highest + 1 is a power of two, exact in Float; highest itself may not be.
  if (rounded >= static_cast<Float>(highest / 2 + 1) * Float(2)) return highest;
  return static_cast<Int>(rounded);
}
}  // namespace openhip::intrinsics

#define OPENHIP_FLOAT_TO_INT(NAME, FLOAT, INT, RINT, TRUNC, CEIL, FLOOR)                                 \
  OPENHIP_INTRINSIC INT NAME##_rn(FLOAT x) { return openhip::intrinsics::saturatingConvert<INT>(RINT(x)); } \
  OPENHIP_INTRINSIC INT NAME##_rz(FLOAT x) { return openhip::intrinsics::saturatingConvert<INT>(TRUNC(x)); } \
  OPENHIP_INTRINSIC INT NAME##_ru(FLOAT x) { return openhip::intrinsics::saturatingConvert<INT>(CEIL(x)); } \
  OPENHIP_INTRINSIC INT NAME##_rd(FLOAT x) { return openhip::intrinsics::saturatingConvert<INT>(FLOOR(x)); }

OPENHIP_FLOAT_TO_INT(__float2int, float, int, __builtin_rintf, __builtin_truncf, __builtin_ceilf, __builtin_floorf)
OPENHIP_FLOAT_TO_INT(__float2uint, float, unsigned int, __builtin_rintf, __builtin_truncf, __builtin_ceilf, __builtin_floorf)
OPENHIP_FLOAT_TO_INT(__float2ll, float, long long int, __builtin_rintf, __builtin_truncf, __builtin_ceilf, __builtin_floorf)
OPENHIP_FLOAT_TO_INT(__float2ull, float, unsigned long long int, __builtin_rintf, __builtin_truncf, __builtin_ceilf, __builtin_floorf)
OPENHIP_FLOAT_TO_INT(__double2int, double, int, __builtin_rint, __builtin_trunc, __builtin_ceil, __builtin_floor)
OPENHIP_FLOAT_TO_INT(__double2uint, double, unsigned int, __builtin_rint, __builtin_trunc, __builtin_ceil, __builtin_floor)
OPENHIP_FLOAT_TO_INT(__double2ll, double, long long int, __builtin_rint, __builtin_trunc, __builtin_ceil, __builtin_floor)
OPENHIP_FLOAT_TO_INT(__double2ull, double, unsigned long long int, __builtin_rint, __builtin_trunc, __builtin_ceil, __builtin_floor)
#undef OPENHIP_FLOAT_TO_INT

// ---- integer / double -> float, round to nearest even (the host default mode) --------
OPENHIP_INTRINSIC float __int2float_rn(int x) { return static_cast<float>(x); }
OPENHIP_INTRINSIC float __uint2float_rn(unsigned int x) { return static_cast<float>(x); }
OPENHIP_INTRINSIC float __ll2float_rn(long long int x) { return static_cast<float>(x); }
OPENHIP_INTRINSIC float __ull2float_rn(unsigned long long int x) { return static_cast<float>(x); }
OPENHIP_INTRINSIC double __int2double_rn(int x) { return static_cast<double>(x); }
OPENHIP_INTRINSIC double __uint2double_rn(unsigned int x) { return static_cast<double>(x); }
OPENHIP_INTRINSIC double __ll2double_rn(long long int x) { return static_cast<double>(x); }
OPENHIP_INTRINSIC double __ull2double_rn(unsigned long long int x) { return static_cast<double>(x); }
OPENHIP_INTRINSIC float __double2float_rn(double x) { return static_cast<float>(x); }

// ---- the same toward zero, down and up, correctly rounded from the exact value ----------
namespace openhip::intrinsics {
template <typename Float, int _Ep, int _Mp>
__device__ inline Float fromInteger(bool negative, unsigned long long magnitude, __openhip_fp::Rounding mode) {
  const unsigned long long bits = __openhip_fp::fromInteger<_Ep, _Mp>(negative, magnitude, mode);
  if constexpr (sizeof(Float) == 4)
    return __builtin_bit_cast(Float, static_cast<unsigned int>(bits));
  else
    return __builtin_bit_cast(Float, bits);
}
template <typename Float, int _Ep, int _Mp>
__device__ inline Float fromSigned(long long x, __openhip_fp::Rounding mode) {
  return fromInteger<Float, _Ep, _Mp>(x < 0, x < 0 ? 0ull - static_cast<unsigned long long>(x) : x, mode);
}
}  // namespace openhip::intrinsics

#define OPENHIP_INT_TO_FLOAT(NAME, INT, FLOAT, _Ep, _Mp, CONVERT)                                              \
  OPENHIP_INTRINSIC FLOAT NAME##_rz(INT x) { return openhip::intrinsics::CONVERT<FLOAT, _Ep, _Mp>(x, __openhip_fp::kTowardZero); } \
  OPENHIP_INTRINSIC FLOAT NAME##_rd(INT x) { return openhip::intrinsics::CONVERT<FLOAT, _Ep, _Mp>(x, __openhip_fp::kDown); } \
  OPENHIP_INTRINSIC FLOAT NAME##_ru(INT x) { return openhip::intrinsics::CONVERT<FLOAT, _Ep, _Mp>(x, __openhip_fp::kUp); }
#define OPENHIP_UNSIGNED_TO_FLOAT(NAME, INT, FLOAT, _Ep, _Mp)                                                    \
  OPENHIP_INTRINSIC FLOAT NAME##_rz(INT x) { return openhip::intrinsics::fromInteger<FLOAT, _Ep, _Mp>(false, x, __openhip_fp::kTowardZero); } \
  OPENHIP_INTRINSIC FLOAT NAME##_rd(INT x) { return openhip::intrinsics::fromInteger<FLOAT, _Ep, _Mp>(false, x, __openhip_fp::kDown); } \
  OPENHIP_INTRINSIC FLOAT NAME##_ru(INT x) { return openhip::intrinsics::fromInteger<FLOAT, _Ep, _Mp>(false, x, __openhip_fp::kUp); }
OPENHIP_INT_TO_FLOAT(__int2float, int, float, 8, 23, fromSigned)
OPENHIP_INT_TO_FLOAT(__ll2float, long long int, float, 8, 23, fromSigned)
OPENHIP_INT_TO_FLOAT(__ll2double, long long int, double, 11, 52, fromSigned)
OPENHIP_UNSIGNED_TO_FLOAT(__uint2float, unsigned int, float, 8, 23)
OPENHIP_UNSIGNED_TO_FLOAT(__ull2float, unsigned long long int, float, 8, 23)
OPENHIP_UNSIGNED_TO_FLOAT(__ull2double, unsigned long long int, double, 11, 52)
#undef OPENHIP_INT_TO_FLOAT
#undef OPENHIP_UNSIGNED_TO_FLOAT

#define OPENHIP_DOUBLE_TO_FLOAT(SUFFIX, MODE)                                                                     \
  OPENHIP_INTRINSIC float __double2float##SUFFIX(double x) {                                                     \
    if (x != x || __builtin_isinf(x)) return static_cast<float>(x);                                                \
    return __builtin_bit_cast(float, static_cast<unsigned int>(__openhip_fp::fromFiniteDouble<8, 23>(x, __openhip_fp::MODE))); \
  }
OPENHIP_DOUBLE_TO_FLOAT(_rz, kTowardZero)
OPENHIP_DOUBLE_TO_FLOAT(_rd, kDown)
OPENHIP_DOUBLE_TO_FLOAT(_ru, kUp)
#undef OPENHIP_DOUBLE_TO_FLOAT

#undef OPENHIP_INTRINSIC

#endif  // OPENHIP_DEVICE_INTRINSICS_H
