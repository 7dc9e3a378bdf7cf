// CUDA's SIMD-in-a-word intrinsics: a 32-bit word seen as two 16-bit
// halfwords (`...2`) or four bytes (`...4`), each lane computed on its own
// (__vadd4, __vmaxs4, __vcmpeq2, __vsads2, ...), and CUDA 12's DPX functions on
// one word or two halfwords (__vimax3_s32, __viaddmax_s16x2, __vibmax_u32, ...).
// Names, signatures and results are CUDA's (math API, "SIMD intrinsics"):
//   s / u            lanes read as signed / unsigned
//   ss / us          saturating to the signed / unsigned lane range
//   __vcmp*          a lane of all ones where the comparison holds, else 0
//   __vset*          1 in the lane where the comparison holds, else 0
//   __vavgs*         signed average rounded half away from zero
//   __vavgu*         unsigned average rounded up; __vhaddu* truncated
//   __vsad*          the sum over lanes of |a - b|, as one integer
//   _relu            the result, per lane, is at least 0
// Also the packed dot products __dp4a/__dp2a_lo/__dp2a_hi and AMD's
// amd_mixed_dot. Plain per-lane C++ (no PTX): the CPU lowering vectorizes it
// where it pays.
// CUDA declares the classic family __device__ only; here every function is
// also callable from host code.
#ifndef OPENHIP_SIMD_INTRINSICS_H
#define OPENHIP_SIMD_INTRINSICS_H

#include <hip/hip_common.h>
#include <hip/hip_vector_types.h>

namespace __openhip_simd {

/// Lane i (of `Bits` bits) of w, sign- or zero-extended.
template <int Bits>
__host__ __device__ inline int laneSigned(unsigned int w, int i) {
  const unsigned int raw = (w >> (i * Bits)) & ((1u << Bits) - 1u);
  const unsigned int sign = 1u << (Bits - 1);
  return static_cast<int>(raw ^ sign) - static_cast<int>(sign);
}
template <int Bits>
__host__ __device__ inline int laneUnsigned(unsigned int w, int i) {
  return static_cast<int>((w >> (i * Bits)) & ((1u << Bits) - 1u));
}
/// The low `Bits` bits of v placed in lane i.
template <int Bits>
__host__ __device__ inline unsigned int place(long long v, int i) {
  return (static_cast<unsigned int>(v) & ((1u << Bits) - 1u)) << (i * Bits);
}
template <int Bits>
__host__ __device__ inline long long clampSigned(long long v) {
  const long long high = (1ll << (Bits - 1)) - 1, low = -(1ll << (Bits - 1));
  return v < low ? low : (v > high ? high : v);
}
template <int Bits>
__host__ __device__ inline long long clampUnsigned(long long v) {
  const long long high = (1ll << Bits) - 1;
  return v < 0 ? 0 : (v > high ? high : v);
}
__host__ __device__ inline long long maxOf(long long a, long long b) { return a > b ? a : b; }
__host__ __device__ inline long long minOf(long long a, long long b) { return a < b ? a : b; }
__host__ __device__ inline long long absOf(long long a) { return a < 0 ? -a : a; }

/// Applies op(a_lane, b_lane) to every lane; lanes read signed or unsigned.
template <int Bits, bool Signed, typename Op>
__host__ __device__ inline unsigned int binary(unsigned int a, unsigned int b, Op op) {
  unsigned int result = 0;
  for (int i = 0; i < 32 / Bits; ++i) {
    const long long x = Signed ? laneSigned<Bits>(a, i) : laneUnsigned<Bits>(a, i);
    const long long y = Signed ? laneSigned<Bits>(b, i) : laneUnsigned<Bits>(b, i);
    result |= place<Bits>(op(x, y), i);
  }
  return result;
}
template <int Bits, bool Signed, typename Op>
__host__ __device__ inline unsigned int ternary(unsigned int a, unsigned int b, unsigned int c, Op op) {
  unsigned int result = 0;
  for (int i = 0; i < 32 / Bits; ++i) {
    const long long x = Signed ? laneSigned<Bits>(a, i) : laneUnsigned<Bits>(a, i);
    const long long y = Signed ? laneSigned<Bits>(b, i) : laneUnsigned<Bits>(b, i);
    const long long z = Signed ? laneSigned<Bits>(c, i) : laneUnsigned<Bits>(c, i);
    result |= place<Bits>(op(x, y, z), i);
  }
  return result;
}
/// The sum over lanes of |a - b|.
template <int Bits, bool Signed>
__host__ __device__ inline unsigned int sad(unsigned int a, unsigned int b) {
  long long sum = 0;
  for (int i = 0; i < 32 / Bits; ++i) {
    const long long x = Signed ? laneSigned<Bits>(a, i) : laneUnsigned<Bits>(a, i);
    const long long y = Signed ? laneSigned<Bits>(b, i) : laneUnsigned<Bits>(b, i);
    sum += absOf(x - y);
  }
  return static_cast<unsigned int>(sum);
}
/// Signed average, rounded half away from zero.
__host__ __device__ inline long long averageSigned(long long x, long long y) {
  const long long sum = x + y;
  return sum < 0 ? -((-sum + 1) >> 1) : (sum + 1) >> 1;
}

}  // namespace __openhip_simd

#define __OPENHIP_SIMD __host__ __device__ static inline
#define __OPENHIP_LANES(...) [](long long x, long long y) { return (__VA_ARGS__); }
#define __OPENHIP_LANES3(...) [](long long x, long long y, long long z) { return (__VA_ARGS__); }

// One definition per lane width: NAME##2 on halfwords, NAME##4 on bytes.
#define __OPENHIP_SIMD_BINARY(NAME, SIGNED, ...)                                             \
  __OPENHIP_SIMD unsigned int NAME##2(unsigned int a, unsigned int b) {                      \
    return __openhip_simd::binary<16, SIGNED>(a, b, [](long long x, long long y) {           \
      constexpr int Bits = 16;                                                               \
      (void)Bits;                                                                            \
      return static_cast<long long>(__VA_ARGS__);                                            \
    });                                                                                      \
  }                                                                                          \
  __OPENHIP_SIMD unsigned int NAME##4(unsigned int a, unsigned int b) {                      \
    return __openhip_simd::binary<8, SIGNED>(a, b, [](long long x, long long y) {            \
      constexpr int Bits = 8;                                                                \
      (void)Bits;                                                                            \
      return static_cast<long long>(__VA_ARGS__);                                            \
    });                                                                                      \
  }
#define __OPENHIP_SIMD_UNARY(NAME, ...)                                                      \
  __OPENHIP_SIMD unsigned int NAME##2(unsigned int a) {                                      \
    return __openhip_simd::binary<16, true>(a, 0u, [](long long x, long long) {              \
      constexpr int Bits = 16;                                                               \
      (void)Bits;                                                                            \
      return static_cast<long long>(__VA_ARGS__);                                            \
    });                                                                                      \
  }                                                                                          \
  __OPENHIP_SIMD unsigned int NAME##4(unsigned int a) {                                      \
    return __openhip_simd::binary<8, true>(a, 0u, [](long long x, long long) {               \
      constexpr int Bits = 8;                                                                \
      (void)Bits;                                                                            \
      return static_cast<long long>(__VA_ARGS__);                                            \
    });                                                                                      \
  }

// ---- arithmetic ----------------------------------------------------------------------
__OPENHIP_SIMD_UNARY(__vabs, __openhip_simd::absOf(x))
__OPENHIP_SIMD_UNARY(__vabsss, __openhip_simd::clampSigned<Bits>(__openhip_simd::absOf(x)))
__OPENHIP_SIMD_UNARY(__vneg, -x)
__OPENHIP_SIMD_UNARY(__vnegss, __openhip_simd::clampSigned<Bits>(-x))
__OPENHIP_SIMD_BINARY(__vadd, false, x + y)
__OPENHIP_SIMD_BINARY(__vsub, false, x - y)
__OPENHIP_SIMD_BINARY(__vaddss, true, __openhip_simd::clampSigned<Bits>(x + y))
__OPENHIP_SIMD_BINARY(__vaddus, false, __openhip_simd::clampUnsigned<Bits>(x + y))
__OPENHIP_SIMD_BINARY(__vsubss, true, __openhip_simd::clampSigned<Bits>(x - y))
__OPENHIP_SIMD_BINARY(__vsubus, false, __openhip_simd::clampUnsigned<Bits>(x - y))
__OPENHIP_SIMD_BINARY(__vabsdiffs, true, __openhip_simd::absOf(x - y))
__OPENHIP_SIMD_BINARY(__vabsdiffu, false, __openhip_simd::absOf(x - y))
__OPENHIP_SIMD_BINARY(__vavgs, true, __openhip_simd::averageSigned(x, y))
__OPENHIP_SIMD_BINARY(__vavgu, false, (x + y + 1) >> 1)
__OPENHIP_SIMD_BINARY(__vhaddu, false, (x + y) >> 1)
__OPENHIP_SIMD_BINARY(__vmaxs, true, __openhip_simd::maxOf(x, y))
__OPENHIP_SIMD_BINARY(__vmaxu, false, __openhip_simd::maxOf(x, y))
__OPENHIP_SIMD_BINARY(__vmins, true, __openhip_simd::minOf(x, y))
__OPENHIP_SIMD_BINARY(__vminu, false, __openhip_simd::minOf(x, y))

// ---- comparisons: __vcmp* give an all-ones lane, __vset* a 1 ------------------------------
#define __OPENHIP_SIMD_COMPARE(SUFFIX, SIGNED, OP)                                            \
  __OPENHIP_SIMD_BINARY(__vcmp##SUFFIX, SIGNED, (x OP y) ? -1 : 0)                            \
  __OPENHIP_SIMD_BINARY(__vset##SUFFIX, SIGNED, (x OP y) ? 1 : 0)
__OPENHIP_SIMD_COMPARE(eq, false, ==)
__OPENHIP_SIMD_COMPARE(ne, false, !=)
__OPENHIP_SIMD_COMPARE(ges, true, >=)
__OPENHIP_SIMD_COMPARE(geu, false, >=)
__OPENHIP_SIMD_COMPARE(gts, true, >)
__OPENHIP_SIMD_COMPARE(gtu, false, >)
__OPENHIP_SIMD_COMPARE(les, true, <=)
__OPENHIP_SIMD_COMPARE(leu, false, <=)
__OPENHIP_SIMD_COMPARE(lts, true, <)
__OPENHIP_SIMD_COMPARE(ltu, false, <)
#undef __OPENHIP_SIMD_COMPARE

// ---- sums of absolute differences ---------------------------------------------------------
__OPENHIP_SIMD unsigned int __vsads2(unsigned int a, unsigned int b) { return __openhip_simd::sad<16, true>(a, b); }
__OPENHIP_SIMD unsigned int __vsads4(unsigned int a, unsigned int b) { return __openhip_simd::sad<8, true>(a, b); }
__OPENHIP_SIMD unsigned int __vsadu2(unsigned int a, unsigned int b) { return __openhip_simd::sad<16, false>(a, b); }
__OPENHIP_SIMD unsigned int __vsadu4(unsigned int a, unsigned int b) { return __openhip_simd::sad<8, false>(a, b); }

#undef __OPENHIP_SIMD_BINARY
#undef __OPENHIP_SIMD_UNARY

// ---- DPX (CUDA 12): three-way min/max, add then min/max, max/min with the comparison -------
// The additions wrap around, as 32-bit (or per-halfword) integer additions do.
namespace __openhip_simd {
__host__ __device__ inline long long relu(long long v) { return v > 0 ? v : 0; }
__host__ __device__ inline long long wrap16(long long v) { return laneSigned<16>(static_cast<unsigned int>(v), 0); }
__host__ __device__ inline long long wrapU16(long long v) { return laneUnsigned<16>(static_cast<unsigned int>(v), 0); }
__host__ __device__ inline int addWrap(int a, int b) {
  return static_cast<int>(static_cast<unsigned int>(a) + static_cast<unsigned int>(b));
}
}  // namespace __openhip_simd

#define __OPENHIP_DPX_S32(NAME, EXPR)                                                         \
  __OPENHIP_SIMD int NAME(const int a, const int b, const int c) {                            \
    const long long x = a, y = b, z = c;                                                      \
    (void)x, (void)y, (void)z;                                                                \
    return static_cast<int>(EXPR);                                                            \
  }
#define __OPENHIP_DPX_U32(NAME, EXPR)                                                         \
  __OPENHIP_SIMD unsigned int NAME(const unsigned int a, const unsigned int b, const unsigned int c) { \
    const long long x = a, y = b, z = c;                                                      \
    (void)x, (void)y, (void)z;                                                                \
    return static_cast<unsigned int>(EXPR);                                                   \
  }
#define __OPENHIP_DPX_X2(NAME, SIGNED, EXPR)                                                  \
  __OPENHIP_SIMD unsigned int NAME(const unsigned int a, const unsigned int b, const unsigned int c) { \
    return __openhip_simd::ternary<16, SIGNED>(a, b, c, __OPENHIP_LANES3(EXPR));              \
  }

__OPENHIP_DPX_S32(__vimax3_s32, __openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z))
__OPENHIP_DPX_S32(__vimin3_s32, __openhip_simd::minOf(__openhip_simd::minOf(x, y), z))
__OPENHIP_DPX_S32(__vimax3_s32_relu, __openhip_simd::relu(__openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z)))
__OPENHIP_DPX_S32(__vimin3_s32_relu, __openhip_simd::relu(__openhip_simd::minOf(__openhip_simd::minOf(x, y), z)))
__OPENHIP_DPX_U32(__vimax3_u32, __openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z))
__OPENHIP_DPX_U32(__vimin3_u32, __openhip_simd::minOf(__openhip_simd::minOf(x, y), z))
__OPENHIP_DPX_S32(__viaddmax_s32, __openhip_simd::maxOf(__openhip_simd::addWrap(a, b), z))
__OPENHIP_DPX_S32(__viaddmin_s32, __openhip_simd::minOf(__openhip_simd::addWrap(a, b), z))
__OPENHIP_DPX_S32(__viaddmax_s32_relu, __openhip_simd::relu(__openhip_simd::maxOf(__openhip_simd::addWrap(a, b), z)))
__OPENHIP_DPX_S32(__viaddmin_s32_relu, __openhip_simd::relu(__openhip_simd::minOf(__openhip_simd::addWrap(a, b), z)))
__OPENHIP_DPX_U32(__viaddmax_u32, __openhip_simd::maxOf(static_cast<unsigned int>(a + b), z))
__OPENHIP_DPX_U32(__viaddmin_u32, __openhip_simd::minOf(static_cast<unsigned int>(a + b), z))

__OPENHIP_DPX_X2(__vimax3_s16x2, true, __openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z))
__OPENHIP_DPX_X2(__vimin3_s16x2, true, __openhip_simd::minOf(__openhip_simd::minOf(x, y), z))
__OPENHIP_DPX_X2(__vimax3_s16x2_relu, true, __openhip_simd::relu(__openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z)))
__OPENHIP_DPX_X2(__vimin3_s16x2_relu, true, __openhip_simd::relu(__openhip_simd::minOf(__openhip_simd::minOf(x, y), z)))
__OPENHIP_DPX_X2(__vimax3_u16x2, false, __openhip_simd::maxOf(__openhip_simd::maxOf(x, y), z))
__OPENHIP_DPX_X2(__vimin3_u16x2, false, __openhip_simd::minOf(__openhip_simd::minOf(x, y), z))
__OPENHIP_DPX_X2(__viaddmax_s16x2, true, __openhip_simd::maxOf(__openhip_simd::wrap16(x + y), z))
__OPENHIP_DPX_X2(__viaddmin_s16x2, true, __openhip_simd::minOf(__openhip_simd::wrap16(x + y), z))
__OPENHIP_DPX_X2(__viaddmax_s16x2_relu, true, __openhip_simd::relu(__openhip_simd::maxOf(__openhip_simd::wrap16(x + y), z)))
__OPENHIP_DPX_X2(__viaddmin_s16x2_relu, true, __openhip_simd::relu(__openhip_simd::minOf(__openhip_simd::wrap16(x + y), z)))
__OPENHIP_DPX_X2(__viaddmax_u16x2, false, __openhip_simd::maxOf(__openhip_simd::wrapU16(x + y), z))
__OPENHIP_DPX_X2(__viaddmin_u16x2, false, __openhip_simd::minOf(__openhip_simd::wrapU16(x + y), z))
#undef __OPENHIP_DPX_S32
#undef __OPENHIP_DPX_U32
#undef __OPENHIP_DPX_X2

__OPENHIP_SIMD int __vimax_s32_relu(const int a, const int b) {
  return static_cast<int>(__openhip_simd::relu(__openhip_simd::maxOf(a, b)));
}
__OPENHIP_SIMD int __vimin_s32_relu(const int a, const int b) {
  return static_cast<int>(__openhip_simd::relu(__openhip_simd::minOf(a, b)));
}
__OPENHIP_SIMD unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __openhip_simd::binary<16, true>(a, b, __OPENHIP_LANES(__openhip_simd::relu(__openhip_simd::maxOf(x, y))));
}
__OPENHIP_SIMD unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __openhip_simd::binary<16, true>(a, b, __OPENHIP_LANES(__openhip_simd::relu(__openhip_simd::minOf(x, y))));
}

// max/min that also report the comparison: *pred = (a >= b) for max, (a <= b) for min.
__OPENHIP_SIMD int __vibmax_s32(const int a, const int b, bool* const pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
__OPENHIP_SIMD unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool* const pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
__OPENHIP_SIMD int __vibmin_s32(const int a, const int b, bool* const pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
__OPENHIP_SIMD unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool* const pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
#define __OPENHIP_DPX_BMINMAX(NAME, SIGNED, OP)                                                   \
  __OPENHIP_SIMD unsigned int NAME(const unsigned int a, const unsigned int b, bool* const pred_hi, \
                                   bool* const pred_lo) {                                         \
    const long long aLow = SIGNED ? __openhip_simd::laneSigned<16>(a, 0) : __openhip_simd::laneUnsigned<16>(a, 0); \
    const long long bLow = SIGNED ? __openhip_simd::laneSigned<16>(b, 0) : __openhip_simd::laneUnsigned<16>(b, 0); \
    const long long aHigh = SIGNED ? __openhip_simd::laneSigned<16>(a, 1) : __openhip_simd::laneUnsigned<16>(a, 1); \
    const long long bHigh = SIGNED ? __openhip_simd::laneSigned<16>(b, 1) : __openhip_simd::laneUnsigned<16>(b, 1); \
    *pred_lo = aLow OP bLow;                                                                      \
    *pred_hi = aHigh OP bHigh;                                                                    \
    return __openhip_simd::place<16>(*pred_lo ? aLow : bLow, 0) |                                 \
           __openhip_simd::place<16>(*pred_hi ? aHigh : bHigh, 1);                                \
  }
__OPENHIP_DPX_BMINMAX(__vibmax_s16x2, true, >=)
__OPENHIP_DPX_BMINMAX(__vibmax_u16x2, false, >=)
__OPENHIP_DPX_BMINMAX(__vibmin_s16x2, true, <=)
__OPENHIP_DPX_BMINMAX(__vibmin_u16x2, false, <=)
#undef __OPENHIP_DPX_BMINMAX

// ---- dot products of packed lanes (CUDA's __dp4a/__dp2a, AMD's amd_mixed_dot) -------------
// The sums wrap around like 32-bit integer arithmetic, unless AMD's `saturate`
// asks for clamping to the result type's range.
namespace __openhip_simd {
/// sum over lanes of a_lane * b_lane + c, with `Lanes` lanes of `Bits` bits in each word.
template <int Bits, bool Signed>
__host__ __device__ inline long long dot(unsigned int a, unsigned int b, long long c) {
  long long sum = c;
  for (int i = 0; i < 32 / Bits; ++i) {
    const long long x = Signed ? laneSigned<Bits>(a, i) : laneUnsigned<Bits>(a, i);
    const long long y = Signed ? laneSigned<Bits>(b, i) : laneUnsigned<Bits>(b, i);
    sum += x * y;
  }
  return sum;
}
/// 16-bit lanes of a times the two 8-bit lanes of b starting at `firstByte`.
template <bool Signed>
__host__ __device__ inline long long dot2a(unsigned int a, unsigned int b, int firstByte, long long c) {
  long long sum = c;
  for (int i = 0; i < 2; ++i) {
    const long long x = Signed ? laneSigned<16>(a, i) : laneUnsigned<16>(a, i);
    const long long y = Signed ? laneSigned<8>(b, firstByte + i) : laneUnsigned<8>(b, firstByte + i);
    sum += x * y;
  }
  return sum;
}
__host__ __device__ inline unsigned int bitsOf(char4 v) {
  return static_cast<unsigned char>(v.x) | static_cast<unsigned char>(v.y) << 8 |
         static_cast<unsigned int>(static_cast<unsigned char>(v.z)) << 16 |
         static_cast<unsigned int>(static_cast<unsigned char>(v.w)) << 24;
}
__host__ __device__ inline unsigned int bitsOf(uchar4 v) {
  return v.x | v.y << 8 | static_cast<unsigned int>(v.z) << 16 | static_cast<unsigned int>(v.w) << 24;
}
__host__ __device__ inline unsigned int bitsOf(short2 v) {
  return static_cast<unsigned short>(v.x) | static_cast<unsigned int>(static_cast<unsigned short>(v.y)) << 16;
}
__host__ __device__ inline unsigned int bitsOf(ushort2 v) { return v.x | static_cast<unsigned int>(v.y) << 16; }
__host__ __device__ inline int wrapInt(long long v) { return static_cast<int>(static_cast<unsigned int>(v)); }
}  // namespace __openhip_simd

__OPENHIP_SIMD int __dp4a(int srcA, int srcB, int c) {
  return __openhip_simd::wrapInt(__openhip_simd::dot<8, true>(srcA, srcB, c));
}
__OPENHIP_SIMD unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c) {
  return static_cast<unsigned int>(__openhip_simd::dot<8, false>(srcA, srcB, c));
}
__OPENHIP_SIMD int __dp4a(char4 srcA, char4 srcB, int c) {
  return __dp4a(static_cast<int>(__openhip_simd::bitsOf(srcA)), static_cast<int>(__openhip_simd::bitsOf(srcB)), c);
}
__OPENHIP_SIMD unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
  return __dp4a(__openhip_simd::bitsOf(srcA), __openhip_simd::bitsOf(srcB), c);
}
#define __OPENHIP_DP2A(NAME, FIRST_BYTE)                                                                  \
  __OPENHIP_SIMD int NAME(int srcA, int srcB, int c) {                                                   \
    return __openhip_simd::wrapInt(__openhip_simd::dot2a<true>(srcA, srcB, FIRST_BYTE, c));               \
  }                                                                                                      \
  __OPENHIP_SIMD unsigned int NAME(unsigned int srcA, unsigned int srcB, unsigned int c) {               \
    return static_cast<unsigned int>(__openhip_simd::dot2a<false>(srcA, srcB, FIRST_BYTE, c));            \
  }                                                                                                      \
  __OPENHIP_SIMD int NAME(short2 srcA, char4 srcB, int c) {                                              \
    return NAME(static_cast<int>(__openhip_simd::bitsOf(srcA)), static_cast<int>(__openhip_simd::bitsOf(srcB)), c); \
  }                                                                                                      \
  __OPENHIP_SIMD unsigned int NAME(ushort2 srcA, uchar4 srcB, unsigned int c) {                          \
    return NAME(__openhip_simd::bitsOf(srcA), __openhip_simd::bitsOf(srcB), c);                          \
  }
__OPENHIP_DP2A(__dp2a_lo, 0)
__OPENHIP_DP2A(__dp2a_hi, 2)
#undef __OPENHIP_DP2A

namespace __openhip_simd {
__host__ __device__ inline int clampInt(long long v, bool saturate) {
  if (!saturate) return wrapInt(v);
  return v < -2147483648ll ? static_cast<int>(-2147483647 - 1) : (v > 2147483647ll ? 2147483647 : static_cast<int>(v));
}
__host__ __device__ inline unsigned int clampUnsigned(long long v, bool saturate) {
  if (!saturate) return static_cast<unsigned int>(v);
  return v > 4294967295ll ? 4294967295u : static_cast<unsigned int>(v);
}
}  // namespace __openhip_simd
// AMD's: two 16-bit, four 8-bit or eight 4-bit lanes of each word, plus c.
__device__ static inline int amd_mixed_dot(short2 a, short2 b, int c, bool saturate) {
  return __openhip_simd::clampInt(__openhip_simd::dot<16, true>(__openhip_simd::bitsOf(a), __openhip_simd::bitsOf(b), c), saturate);
}
__device__ static inline unsigned int amd_mixed_dot(ushort2 a, ushort2 b, unsigned int c, bool saturate) {
  return __openhip_simd::clampUnsigned(__openhip_simd::dot<16, false>(__openhip_simd::bitsOf(a), __openhip_simd::bitsOf(b), c), saturate);
}
__device__ static inline int amd_mixed_dot(char4 a, char4 b, int c, bool saturate) {
  return __openhip_simd::clampInt(__openhip_simd::dot<8, true>(__openhip_simd::bitsOf(a), __openhip_simd::bitsOf(b), c), saturate);
}
__device__ static inline unsigned int amd_mixed_dot(uchar4 a, uchar4 b, unsigned int c, bool saturate) {
  return __openhip_simd::clampUnsigned(__openhip_simd::dot<8, false>(__openhip_simd::bitsOf(a), __openhip_simd::bitsOf(b), c), saturate);
}
__device__ static inline int amd_mixed_dot(int a, int b, int c, bool saturate) {
  return __openhip_simd::clampInt(__openhip_simd::dot<4, true>(a, b, c), saturate);
}
__device__ static inline unsigned int amd_mixed_dot(unsigned int a, unsigned int b, unsigned int c, bool saturate) {
  return __openhip_simd::clampUnsigned(__openhip_simd::dot<4, false>(a, b, c), saturate);
}

#undef __OPENHIP_LANES
#undef __OPENHIP_LANES3
#undef __OPENHIP_SIMD

#endif  // OPENHIP_SIMD_INTRINSICS_H
