// HIP vector types on the host: layout, constructors, make_ functions and
// componentwise operators.
#include <hip/hip_runtime.h>

#include <gtest/gtest.h>

#include <type_traits>

namespace {

// Layout is ABI between host and device code (and with CUDA's vector types).
static_assert(sizeof(char1) == 1 && sizeof(char3) == 3 && alignof(char4) == 4, "char");
static_assert(sizeof(short3) == 6 && alignof(short2) == 4 && alignof(short4) == 8, "short");
static_assert(sizeof(int3) == 12 && alignof(int2) == 8 && alignof(int4) == 16, "int");
static_assert(sizeof(uint3) == 12 && alignof(uint3) == 4, "uint3");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3");
static_assert(sizeof(float2) == 8 && alignof(float2) == 8, "float2");
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2");
static_assert(sizeof(double4) == 32 && alignof(double4) == 16, "double4");
static_assert(sizeof(longlong4) == 32 && sizeof(ulong3) == 3 * sizeof(unsigned long), "long");
static_assert(std::is_trivially_copyable<float4>::value, "kernel arguments are copied bytewise");
static_assert(std::is_trivially_default_constructible<uint3>::value, "usable as __shared__");
static_assert(std::is_standard_layout<double3>::value, "x, y, z in order");
static_assert(std::is_same<decltype(make_uchar2(0, 0).x), unsigned char>::value, "element type");
static_assert(std::is_same<decltype(char1{}.x), signed char>::value, "char1 holds signed char");

TEST(VectorTypes, ConstructorsAndMakeFunctions) {
  constexpr float4 broadcast(2.5f);
  EXPECT_EQ(broadcast.x, 2.5f);
  EXPECT_EQ(broadcast.w, 2.5f);
  constexpr int3 made = make_int3(1, -2, 3);
  EXPECT_EQ(made.x, 1);
  EXPECT_EQ(made.y, -2);
  EXPECT_EQ(made.z, 3);
  float2 braced = {3.0f, 4.0f};
  EXPECT_EQ(braced.y, 4.0f);
  double4 zero{};
  EXPECT_EQ(zero.x + zero.y + zero.z + zero.w, 0.0);
  EXPECT_EQ(make_ulonglong1(7).x, 7ull);
}

TEST(VectorTypes, ComponentwiseArithmetic) {
  const float4 a = make_float4(1, 2, 3, 4);
  const float4 b = make_float4(8, 7, 6, 5);
  EXPECT_EQ(a + b, float4(9.0f));
  EXPECT_EQ(b - a, make_float4(7, 5, 3, 1));
  EXPECT_EQ(a * b, make_float4(8, 14, 18, 20));
  EXPECT_EQ(b / a, make_float4(8, 3.5f, 2, 1.25f));
  EXPECT_EQ(a * 2.0f, make_float4(2, 4, 6, 8));
  EXPECT_EQ(10.0f - a, make_float4(9, 8, 7, 6));
  EXPECT_EQ(-a, make_float4(-1, -2, -3, -4));
  EXPECT_NE(a, b);

  float4 c = a;
  c += b;
  c *= 0.5f;
  EXPECT_EQ(c, float4(4.5f));
}

TEST(VectorTypes, IntegerOperators) {
  const int2 v = make_int2(7, 12);
  EXPECT_EQ(v % 5, make_int2(2, 2));
  EXPECT_EQ(v & make_int2(3, 8), make_int2(3, 8));
  EXPECT_EQ(v | 1, make_int2(7, 13));
  EXPECT_EQ(v ^ v, int2(0));
  EXPECT_EQ(v << 1, make_int2(14, 24));
  EXPECT_EQ(v >> 2, make_int2(1, 3));
  EXPECT_EQ(~make_uint2(0, 0xffffffffu), make_uint2(0xffffffffu, 0));

  uchar4 bytes = make_uchar4(250, 1, 2, 3);
  bytes += make_uchar4(10, 1, 1, 1); // wraps like the element type
  EXPECT_EQ(bytes, make_uchar4(4, 2, 3, 4));
}

TEST(VectorTypes, ArraysHaveNoPadding) {
  float3 points[4];
  EXPECT_EQ(reinterpret_cast<char*>(&points[1]) - reinterpret_cast<char*>(&points[0]), 12);
  uint3 index{};
  index.x = 5;
  EXPECT_EQ(index.x + index.y + index.z, 5u);
}

} // namespace
