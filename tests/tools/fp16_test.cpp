// <hip/hip_fp16.h> on the host: exact IEEE conversions (checked against the
// compiler's own _Float16), intrinsics, math functions and operators.
#include <hip/hip_fp16.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <type_traits>

namespace {

static_assert(sizeof(__half) == 2 && sizeof(__half2) == 4 && alignof(__half2) == 4, "layout");
static_assert(std::is_trivially_copyable<__half>::value, "kernel argument");
static_assert(std::is_trivially_default_constructible<__half2>::value, "usable as __shared__");

unsigned short referenceBits(float value) {
  const _Float16 reference = static_cast<_Float16>(value);
  unsigned short bits;
  std::memcpy(&bits, &reference, sizeof bits);
  return bits;
}

bool isNanBits(unsigned short bits) {
  return (bits & 0x7fffu) > 0x7c00u;
}

TEST(Fp16, EveryHalfRoundTripsThroughFloat) {
  for (unsigned bits = 0; bits < 0x10000u; ++bits) {
    const __half h = __ushort_as_half(static_cast<unsigned short>(bits));
    const float f = __half2float(h);
    if (isNanBits(static_cast<unsigned short>(bits))) {
      EXPECT_TRUE(std::isnan(f)) << bits;
      EXPECT_TRUE(__hisnan(__float2half(f))) << bits;
      continue;
    }
    _Float16 reference;
    std::memcpy(&reference, &bits, sizeof(unsigned short));
    ASSERT_EQ(f, static_cast<float>(reference)) << bits;
    ASSERT_EQ(__half_as_ushort(__float2half(f)), bits) << bits;
  }
}

TEST(Fp16, FloatToHalfRoundsToNearestEven) {
  // A sweep of float bit patterns, subnormals, overflow and ties included.
  for (unsigned long long u = 0; u < 0x100000000ull; u += 65537) {
    const unsigned bits = static_cast<unsigned>(u);
    float f;
    std::memcpy(&f, &bits, sizeof f);
    const unsigned short ours = __half_as_ushort(__float2half(f));
    if (std::isnan(f)) {
      EXPECT_TRUE(isNanBits(ours)) << bits;
    } else {
      ASSERT_EQ(ours, referenceBits(f)) << "float bits " << bits;
    }
  }
  EXPECT_EQ(__half_as_ushort(__float2half(65504.0f)), 0x7bffu);   // largest half
  EXPECT_EQ(__half_as_ushort(__float2half(65520.0f)), 0x7c00u);   // tie rounds to inf
  EXPECT_EQ(__half_as_ushort(__float2half(0x1p-24f)), 0x0001u);   // smallest subnormal
  EXPECT_EQ(__half_as_ushort(__float2half(0x1p-25f)), 0x0000u);   // tie to even: zero
  EXPECT_EQ(__half_as_ushort(__float2half(0x1.8p-24f)), 0x0002u); // tie to even: 2
  EXPECT_EQ(__half_as_ushort(__float2half(-0.0f)), 0x8000u);
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f + 0x1p-11f)), 0x3c00u); // tie: stays 1.0
}

TEST(Fp16, Intrinsics) {
  const __half a = __float2half(1.5f);
  const __half b = __float2half(2.25f);
  EXPECT_EQ(__half2float(__hadd(a, b)), 3.75f);
  EXPECT_EQ(__half2float(__hsub(a, b)), -0.75f);
  EXPECT_EQ(__half2float(__hmul(a, b)), 3.375f);
  EXPECT_EQ(__half2float(__hdiv(b, a)), 1.5f);
  EXPECT_EQ(__half2float(__hfma(a, b, a)), 4.875f);
  EXPECT_EQ(__half2float(__hneg(a)), -1.5f);
  EXPECT_EQ(__half2float(__habs(__hneg(b))), 2.25f);
  EXPECT_EQ(__half2float(__hadd_sat(a, b)), 1.0f);
  EXPECT_EQ(__half2float(__hsub_sat(a, b)), 0.0f);
  // One rounding per operation: 2049 is not a half, 2048 + 1 rounds to even.
  EXPECT_EQ(__half2float(__hadd(__float2half(2048.0f), __float2half(1.0f))), 2048.0f);
  EXPECT_TRUE(__hlt(a, b) && __hle(a, a) && __hgt(b, a) && __hge(b, b) && __heq(a, a));
  EXPECT_TRUE(__hne(a, b));
  const __half nan = __ushort_as_half(0x7e00u);
  EXPECT_TRUE(__hisnan(nan));
  EXPECT_FALSE(__heq(nan, nan));
  EXPECT_EQ(__hisinf(__ushort_as_half(0xfc00u)), -1);
  EXPECT_EQ(__hisinf(__ushort_as_half(0x7c00u)), 1);
  EXPECT_EQ(__hisinf(a), 0);
  EXPECT_EQ(__half2float(__hmax(a, nan)), 1.5f);
  EXPECT_EQ(__half2float(__hmin(a, b)), 1.5f);
  EXPECT_EQ(__half2int_rz(__float2half(-2.75f)), -2);
  EXPECT_EQ(__half2float(__int2half_rn(2049)), 2048.0f);
}

TEST(Fp16, PairsAndMath) {
  const __half2 p = __floats2half2_rn(1.0f, 4.0f);
  const __half2 q = __float2half2_rn(2.0f);
  EXPECT_EQ(__low2float(p), 1.0f);
  EXPECT_EQ(__high2float(p), 4.0f);
  const float2 sum = __half22float2(__hadd2(p, q));
  EXPECT_EQ(sum.x, 3.0f);
  EXPECT_EQ(sum.y, 6.0f);
  EXPECT_EQ(__half22float2(__hfma2(p, q, q)).y, 10.0f);
  EXPECT_EQ(__high2float(__lowhigh2highlow(p)), 1.0f);
  EXPECT_EQ(__half22float2(__hlt2(p, q)).x, 1.0f);
  EXPECT_EQ(__half22float2(__hlt2(p, q)).y, 0.0f);
  EXPECT_FALSE(__hblt2(p, q));
  EXPECT_EQ(__half2float(hsqrt(__float2half(6.25f))), 2.5f);
  EXPECT_EQ(__half22float2(h2sqrt(p)).y, 2.0f);
  EXPECT_EQ(__half2float(hfloor(__float2half(-1.5f))), -2.0f);
  EXPECT_EQ(__half2float(hrcp(__float2half(4.0f))), 0.25f);
  EXPECT_NEAR(__half2float(hexp(__float2half(1.0f))), 2.71875f, 1e-3f);
}

TEST(Fp16, Operators) {
  __half a = 1.5f;
  const __half b = 2.0;
  EXPECT_EQ(static_cast<float>(a + b), 3.5f);
  EXPECT_EQ(static_cast<float>(a * b), 3.0f);
  EXPECT_EQ(static_cast<float>(-a), -1.5f);
  a += b;
  ++a;
  EXPECT_EQ(static_cast<float>(a), 4.5f);
  EXPECT_TRUE(b < a && a != b && !(a == b));
  float widened = a;
  EXPECT_EQ(widened, 4.5f);
  __half2 pair(__float2half(1.0f), __float2half(2.0f));
  pair *= __half2(__float2half(3.0f), __float2half(0.5f));
  EXPECT_EQ(pair, __floats2half2_rn(3.0f, 1.0f));
  half alias = __half(7);
  EXPECT_EQ(static_cast<float>(alias), 7.0f);
}

} // namespace
