// <hip/hip_complex.h>: hipC* functions and the complex operators it gives
// float2/double2 (other vector types keep componentwise operators).
#include <hip/hip_complex.h>

#include <gtest/gtest.h>

namespace {

TEST(HipComplex, SinglePrecisionFunctions) {
  const hipFloatComplex a = make_hipFloatComplex(1, 2);
  const hipFloatComplex b = make_hipFloatComplex(3, -1);
  EXPECT_EQ(hipCrealf(a), 1.0f);
  EXPECT_EQ(hipCimagf(a), 2.0f);
  EXPECT_EQ(hipConjf(a), make_hipFloatComplex(1, -2));
  EXPECT_EQ(hipCaddf(a, b), make_hipFloatComplex(4, 1));
  EXPECT_EQ(hipCsubf(a, b), make_hipFloatComplex(-2, 3));
  EXPECT_EQ(hipCmulf(a, b), make_hipFloatComplex(5, 5)); // (1+2i)(3-i)
  EXPECT_EQ(hipCdivf(make_hipFloatComplex(5, 5), b), a);
  EXPECT_EQ(hipCsqabsf(a), 5.0f);
  EXPECT_FLOAT_EQ(hipCabsf(make_hipFloatComplex(3, 4)), 5.0f);
  EXPECT_EQ(hipCfmaf(a, b, make_hipFloatComplex(1, 1)), make_hipFloatComplex(6, 6));
  EXPECT_EQ(make_hipComplex(1, 2), a);
}

TEST(HipComplex, DoublePrecisionAndConversions) {
  const hipDoubleComplex a = make_hipDoubleComplex(0, 1);
  EXPECT_EQ(hipCmul(a, a), make_hipDoubleComplex(-1, 0)); // i * i
  EXPECT_DOUBLE_EQ(hipCabs(make_hipDoubleComplex(-6, 8)), 10.0);
  EXPECT_EQ(hipCreal(hipConj(a)), 0.0);
  EXPECT_EQ(hipCimag(hipConj(a)), -1.0);
  EXPECT_EQ(hipComplexFloatToDouble(make_hipFloatComplex(1.5f, -2)),
            make_hipDoubleComplex(1.5, -2));
  EXPECT_EQ(hipComplexDoubleToFloat(make_hipDoubleComplex(0.25, 8)),
            make_hipFloatComplex(0.25f, 8));
}

TEST(HipComplex, OperatorsAreComplexArithmetic) {
  hipFloatComplex a = make_hipFloatComplex(1, 2);
  const hipFloatComplex b = make_hipFloatComplex(3, -1);
  EXPECT_EQ(a * b, make_hipFloatComplex(5, 5));
  EXPECT_EQ((a * b) / b, a);
  EXPECT_EQ(a + b, make_hipFloatComplex(4, 1));
  EXPECT_EQ(-a, make_hipFloatComplex(-1, -2));
  EXPECT_EQ(a * 3, make_hipFloatComplex(3, 6));
  EXPECT_EQ(a * 0.5, make_hipFloatComplex(0.5f, 1));
  a *= b;
  EXPECT_EQ(a, make_hipFloatComplex(5, 5));
  hipDoubleComplex d = make_hipDoubleComplex(2, 0);
  d /= make_hipDoubleComplex(0, 1); // 2 / i = -2i
  EXPECT_EQ(d, make_hipDoubleComplex(0, -2));
}

TEST(HipComplex, OtherVectorTypesStayComponentwise) {
  EXPECT_EQ(make_float4(1, 2, 3, 4) * make_float4(2, 2, 2, 2), make_float4(2, 4, 6, 8));
  EXPECT_EQ(make_float3(1, 2, 3) * make_float3(1, 2, 3), make_float3(1, 4, 9));
}

} // namespace
