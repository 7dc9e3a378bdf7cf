// <hip/hip_bfloat16.h>: rounding to nearest even against an independent
// reference, truncation, NaN/infinity handling and operators.
#include <hip/hip_bfloat16.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <sstream>

namespace {

uint32_t bitsOf(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

float floatOf(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

// Nearest of the two bfloat16 neighbours of a finite float, computed in
// double; ties go to the even one; beyond the largest value -> infinity.
uint16_t referenceRound(float f) {
  const uint32_t bits = bitsOf(f);
  const uint16_t down = static_cast<uint16_t>(bits >> 16);
  const uint16_t up = static_cast<uint16_t>(down + 1);
  if ((bits & 0xffffu) == 0)
    return down;
  const double exact = std::fabs(static_cast<double>(f));
  const double low = std::fabs(static_cast<double>(floatOf(uint32_t(down) << 16)));
  const double high = (up & 0x7f80u) == 0x7f80u
                          ? std::ldexp(1.0, 128) // rounding up overflows to infinity
                          : std::fabs(static_cast<double>(floatOf(uint32_t(up) << 16)));
  if (exact - low < high - exact)
    return down;
  if (exact - low > high - exact)
    return up;
  return (down & 1u) ? up : down;
}

TEST(BFloat16, RoundsToNearestEven) {
  for (unsigned long long u = 0; u < 0x100000000ull; u += 9973) {
    const uint32_t bits = static_cast<uint32_t>(u);
    const float f = floatOf(bits);
    const hip_bfloat16 value(f);
    if (std::isnan(f)) {
      EXPECT_TRUE(std::isnan(value)) << bits;
    } else {
      ASSERT_EQ(value.data, referenceRound(f)) << "float bits " << bits;
    }
  }
  EXPECT_EQ(hip_bfloat16(1.0f).data, 0x3f80u);
  EXPECT_EQ(hip_bfloat16(floatOf(0x3f808000u)).data, 0x3f80u); // tie, even stays
  EXPECT_EQ(hip_bfloat16(floatOf(0x3f818000u)).data, 0x3f82u); // tie, odd rounds up
  EXPECT_EQ(hip_bfloat16(floatOf(0x7f7fffffu)).data, 0x7f80u); // FLT_MAX -> inf
}

TEST(BFloat16, TruncationAndSpecialValues) {
  const float f = floatOf(0x3f81ffffu);
  EXPECT_EQ(hip_bfloat16(f, hip_bfloat16::truncate).data, 0x3f81u);
  EXPECT_EQ(hip_bfloat16::round_to_bfloat16(f).data, 0x3f82u);
  EXPECT_EQ(hip_bfloat16::round_to_bfloat16(f, hip_bfloat16::truncate).data, 0x3f81u);
  // A NaN whose payload is only in the low bits stays NaN both ways.
  const float lowNan = floatOf(0x7f800001u);
  EXPECT_TRUE(std::isnan(hip_bfloat16(lowNan)));
  EXPECT_TRUE(std::isnan(hip_bfloat16(lowNan, hip_bfloat16::truncate)));
  EXPECT_TRUE(std::isinf(hip_bfloat16(INFINITY)));
  EXPECT_TRUE(std::isinf(hip_bfloat16(-INFINITY)));
  EXPECT_FALSE(std::isinf(hip_bfloat16(lowNan)));
  EXPECT_TRUE(std::iszero(hip_bfloat16(-0.0f)));
  EXPECT_FALSE(std::iszero(hip_bfloat16(1e-30f)));
  EXPECT_EQ(static_cast<float>(hip_bfloat16(0.15625f)), 0.15625f); // exact values survive
}

TEST(BFloat16, Operators) {
  hip_bfloat16 a(1.5f);
  const hip_bfloat16 b(2.0f);
  EXPECT_EQ(static_cast<float>(a + b), 3.5f);
  EXPECT_EQ(static_cast<float>(a * b), 3.0f);
  EXPECT_EQ(static_cast<float>(b / a), static_cast<float>(hip_bfloat16(2.0f / 1.5f)));
  EXPECT_EQ(static_cast<float>(-a), -1.5f);
  // 256 + 1 is not representable (8 significant bits): ties to even 256.
  EXPECT_EQ(static_cast<float>(hip_bfloat16(256.0f) + hip_bfloat16(1.0f)), 256.0f);
  a += b;
  a++;
  EXPECT_EQ(static_cast<float>(a), 4.5f);
  EXPECT_TRUE(b < a && a > b && a != b && b <= b && a >= a && !(a == b));
  // Assignment from float (and what converts to it) rounds like the constructor.
  a = 1.0f + 1.0f / 256.0f;  // a tie: to even, 1.0
  EXPECT_EQ(a.data, 0x3f80u);
  a = 1000 % 7 - 300;  // an int, as HeCBench's quantVLLM fills its input
  EXPECT_EQ(static_cast<float>(a), -294.0f);
  std::ostringstream text;
  text << hip_bfloat16(0.5f);
  EXPECT_EQ(text.str(), "0.5");
}

} // namespace
