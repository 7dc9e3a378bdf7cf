// fp8 conversions on the device against the host reference (reference.h), for
// every format the vendor has: all 256 codes to float, half and double, and
// to int through the value types; the inputs that decide rounding and
// saturation (every value, every midpoint and a hair either side of it,
// beyond the range, infinities, NaNs, zeros, random floats) to fp8 from float,
// double, half and bfloat16 under both saturation modes; the value types'
// constructors and the x2/x4 packing. The program defines the vendor's names
// (FP8_*) and kVendor before including this file.
#include <cmath>
#include <cstdio>
#include <vector>

#include "../program_check.h"
#include "reference.h"

namespace {

constexpr int kDecodeResults = 6;  // float, half, double (two words), int, struct float
constexpr int kEncodeResults = 9;  // float/double/half/bf16 x NOSAT/SATFINITE, value type

__global__ void decode(int kind, unsigned int* out) {
  const int code = threadIdx.x;
  const FP8_STORAGE bits = static_cast<FP8_STORAGE>(code);
  unsigned int* r = out + code * kDecodeResults;
  const __half_raw h = FP8_TO_HALFRAW(bits, static_cast<FP8_INTERPRETATION>(kind));
  r[1] = h.x;
  float f;
  double d;
  int i;
  float viaType;
  if (kind == 0) {
    FP8_E4M3 v;
    v.__x = bits;
    f = static_cast<float>(v), d = static_cast<double>(v), i = static_cast<int>(v);
    viaType = static_cast<float>(static_cast<__half>(v));
  } else if (kind == 1) {
    FP8_E5M2 v;
    v.__x = bits;
    f = static_cast<float>(v), d = static_cast<double>(v), i = static_cast<int>(v);
    viaType = static_cast<float>(static_cast<__half>(v));
  } else {
    FP8_FNUZ_VALUES(kind, bits, f, d, i, viaType);
  }
  r[0] = __float_as_uint(f);
  const unsigned long long dBits = static_cast<unsigned long long>(__double_as_longlong(d));
  r[2] = static_cast<unsigned int>(dBits), r[3] = static_cast<unsigned int>(dBits >> 32);
  r[4] = static_cast<unsigned int>(i);
  r[5] = __float_as_uint(viaType);
}

__global__ void encode(int kind, const float* in, int count, unsigned char* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const FP8_INTERPRETATION interpretation = static_cast<FP8_INTERPRETATION>(kind);
  const float f = in[i];
  unsigned char* r = out + static_cast<long long>(i) * kEncodeResults;
  const __half_raw h = __half_raw(__float2half(f));
  const __hip_bfloat16_raw b = __hip_bfloat16_raw(__float2bfloat16(f));
  for (int s = 0; s < 2; ++s) {
    const FP8_SATURATION saturation = s ? FP8_SATFINITE : FP8_NOSAT;
    r[s] = FP8_CVT_FLOAT(f, saturation, interpretation);
    r[2 + s] = FP8_CVT_DOUBLE(static_cast<double>(f), saturation, interpretation);
    r[4 + s] = FP8_CVT_HALFRAW(h, saturation, interpretation);
    r[6 + s] = FP8_CVT_BF16RAW(b, saturation, interpretation);
  }
  // The value types convert with SATFINITE; the pair and quad types pack low byte first.
  unsigned char typed = 0;
  if (kind == 0) {
    const FP8_X2_E4M3 pair(make_float2(f, -f));
    const FP8_X4_E4M3 quad(make_float4(f, 1.0f, -f, 0.5f));
    const float2 back = static_cast<float2>(pair);
    typed = FP8_E4M3(f).__x;
    const bool packed = pair.__x == (typed | FP8_E4M3(-f).__x << 8) &&
                        quad.__x == (typed | FP8_E4M3(1.0f).__x << 8 | FP8_E4M3(-f).__x << 16 | 0x30u << 24) &&
                        __float_as_uint(back.x) == __float_as_uint(static_cast<float>(FP8_E4M3(f)));
    if (!packed) typed ^= 0x55;
  } else if (kind == 1) {
    const FP8_X2_E5M2 pair(make_float2(-f, f));
    const float2 back = static_cast<float2>(pair);
    typed = FP8_E5M2(f).__x;
    if (pair.__x != (FP8_E5M2(-f).__x | typed << 8) ||
        __float_as_uint(back.y) != __float_as_uint(static_cast<float>(FP8_E5M2(f))))
      typed ^= 0x55;
  } else {
    typed = FP8_FNUZ_TYPED(kind, f);
  }
  r[8] = typed;
}

/// The float the vendor gives for code `bits` (see docs/reduced-precision.md).
uint32_t expectedFloatBits(uint8_t bits, int kind) {
  const ref::Fp8Decoded d = ref::decodeFp8(bits, kind);
  if (kVendor == ref::kNvidia) {
    if (d.isNan && kind == ref::kE4M3) return 0x7fffe000u;  // the half NaN 0x7FFF widened
    if (d.isNan) return ((bits & 0x80u) << 24) | 0x7f800000u | ((bits & 0x3u) << 21);  // E5M2: bits of the half
  } else if (d.isNan) {
    return 0x7f800001u;
  }
  return ref::bitsOf(static_cast<float>(d.value));
}
uint16_t expectedHalfBits(uint8_t bits, int kind) {
  const ref::Fp8Decoded d = ref::decodeFp8(bits, kind);
  if (kVendor == ref::kNvidia && kind == ref::kE5M2) return static_cast<uint16_t>(bits << 8);
  if (d.isNan) return kVendor == ref::kNvidia ? 0x7fff : 0x7c01;
  if (std::isinf(d.value)) return d.value > 0 ? 0x7c00 : 0xfc00;
  const float v = static_cast<float>(d.value);
  const uint32_t f = ref::bitsOf(v);
  const uint16_t sign = static_cast<uint16_t>((f >> 16) & 0x8000u);
  if (v == 0) return sign;
  // Every fp8 value is a normal or subnormal half exactly.
  int exponent;
  const float fraction = std::frexp(std::fabs(v), &exponent);  // v = fraction * 2^exponent, fraction in [0.5, 1)
  if (exponent - 1 < -14) return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::ldexp(std::fabs(v), 24)));
  return static_cast<uint16_t>(sign | (exponent - 1 + 15) << 10 |
                               static_cast<uint16_t>(std::ldexp(fraction * 2 - 1, 10)));
}

void checkDecode(Checker& check, int kind) {
  unsigned int* out = nullptr;
  HIP_CHECK(hipMalloc(&out, 256 * kDecodeResults * sizeof(unsigned int)));
  decode<<<1, 256>>>(kind, out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned int> got(256 * kDecodeResults);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(unsigned int), hipMemcpyDeviceToHost));
  for (int code = 0; code < 256; ++code) {
    const unsigned int* r = &got[code * kDecodeResults];
    const uint8_t bits = static_cast<uint8_t>(code);
    const ref::Fp8Decoded d = ref::decodeFp8(bits, kind);
    const long index = kind * 256 + code;
    check.expect_eq("fp8 -> float", index, r[0], expectedFloatBits(bits, kind));
    check.expect_eq("fp8 -> half", index, r[1], expectedHalfBits(bits, kind));
    const uint64_t dBits = uint64_t(r[2]) | uint64_t(r[3]) << 32;
    const uint64_t wantDouble = d.isNan && kVendor == ref::kAmd ? 0x7ff0000000000001ull
                                : d.isNan ? ref::bitsOf(static_cast<double>(ref::floatOf(expectedFloatBits(bits, kind))))
                                          : ref::bitsOf(static_cast<double>(d.value));
    check.expect_eq("fp8 -> double", index, dBits, wantDouble);
    check.expect_eq("fp8 -> int", index, static_cast<int>(r[4]), ref::toInteger<int>(d.isNan ? NAN : d.value, ref::kZero));
    const uint32_t viaHalf = d.isNan ? 0 : ref::bitsOf(static_cast<float>(d.value));
    if (!d.isNan) check.expect_eq("fp8 -> __half -> float", index, r[5], viaHalf);
  }
  HIP_CHECK(hipFree(out));
}

void checkEncode(Checker& check, int kind) {
  const std::vector<float> inputs = ref::fp8Inputs(kind);
  float* in = nullptr;
  unsigned char* out = nullptr;
  HIP_CHECK(hipMalloc(&in, inputs.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&out, inputs.size() * kEncodeResults));
  HIP_CHECK(hipMemcpy(in, inputs.data(), inputs.size() * sizeof(float), hipMemcpyHostToDevice));
  encode<<<(inputs.size() + 255) / 256, 256>>>(kind, in, static_cast<int>(inputs.size()), out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned char> got(inputs.size() * kEncodeResults);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size(), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < inputs.size(); ++i) {
    const float f = inputs[i];
    const unsigned char* r = &got[i * kEncodeResults];
    const bool finite = std::isfinite(f);
    const long double half = static_cast<float>(__half(f));  // the host rounds exactly as the device
    const long double bf16 = finite ? ref::floatOf(uint32_t(ref::roundBf16(f, ref::kNearest)) << 16) : 0.0f;
    for (int s = 0; s < 2; ++s) {
      const long index = long(i) * 2 + s;
      check.expect_eq("float -> fp8", index, r[s], ref::encodeFp8(f, kind, s, kVendor));
      check.expect_eq("double -> fp8", index, r[2 + s], ref::encodeFp8(f, kind, s, kVendor));
      if (finite) check.expect_eq("half -> fp8", index, r[4 + s], ref::encodeFp8(half, kind, s, kVendor));
      if (finite && std::isfinite(static_cast<double>(bf16)))
        check.expect_eq("bfloat16 -> fp8", index, r[6 + s], ref::encodeFp8(bf16, kind, s, kVendor));
    }
    check.expect_eq("value type (SATFINITE)", long(i), r[8], ref::encodeFp8(f, kind, true, kVendor));
  }
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

}  // namespace

int main() {
  Checker check;
  for (int kind = 0; kind < kKinds; ++kind) {
    checkDecode(check, kind);
    checkEncode(check, kind);
  }
  return check.finish();
}
