// bfloat16 conversions, all on the device, checked bit for bit against the
// host reference (reference.h): every one of the 65536 values to float and to
// each integer type in every rounding mode; floats around every value (exact,
// just above, halfway, just past halfway, just below the next) to bfloat16 in
// the four modes; doubles a hair off halfway (where rounding through float
// would be wrong) and integers of every size. Shared by the HIP and the CUDA
// program, which differ in the NaN bits they expect: kCanonicalNan.
#include <cstdio>
#include <cstring>
#include <vector>

#include "../program_check.h"
#include "reference.h"

namespace {

constexpr int kModes = 4;
constexpr uint32_t kLowBits[] = {0x0000u, 0x0001u, 0x7fffu, 0x8000u, 0x8001u, 0xffffu};
constexpr int kLows = 6;
constexpr int kValues = 65536;
constexpr int kIntegerResults = 26;  // 6 types x 4 modes + char_rz + uchar_rz

__global__ void fromBf16(long long* integers, float* floats) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kValues) return;
  const __hip_bfloat16 b = __ushort_as_bfloat16(static_cast<unsigned short>(i));
  floats[i] = __bfloat162float(b);
  long long* r = integers + static_cast<long long>(i) * kIntegerResults;
  r[0] = __bfloat162int_rn(b), r[1] = __bfloat162int_rz(b), r[2] = __bfloat162int_rd(b), r[3] = __bfloat162int_ru(b);
  r[4] = __bfloat162uint_rn(b), r[5] = __bfloat162uint_rz(b), r[6] = __bfloat162uint_rd(b), r[7] = __bfloat162uint_ru(b);
  r[8] = __bfloat162short_rn(b), r[9] = __bfloat162short_rz(b), r[10] = __bfloat162short_rd(b), r[11] = __bfloat162short_ru(b);
  r[12] = __bfloat162ushort_rn(b), r[13] = __bfloat162ushort_rz(b), r[14] = __bfloat162ushort_rd(b);
  r[15] = __bfloat162ushort_ru(b);
  r[16] = __bfloat162ll_rn(b), r[17] = __bfloat162ll_rz(b), r[18] = __bfloat162ll_rd(b), r[19] = __bfloat162ll_ru(b);
  r[20] = static_cast<long long>(__bfloat162ull_rn(b)), r[21] = static_cast<long long>(__bfloat162ull_rz(b));
  r[22] = static_cast<long long>(__bfloat162ull_rd(b)), r[23] = static_cast<long long>(__bfloat162ull_ru(b));
  r[24] = __bfloat162char_rz(b), r[25] = __bfloat162uchar_rz(b);
}

__global__ void fromFloat(const float* in, unsigned short* out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const float f = in[i];
  out[4 * i + 0] = __bfloat16_as_ushort(__float2bfloat16_rn(f));
  out[4 * i + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
  out[4 * i + 2] = __bfloat16_as_ushort(__float2bfloat16_rd(f));
  out[4 * i + 3] = __bfloat16_as_ushort(__float2bfloat16_ru(f));
  if (__bfloat16_as_ushort(__float2bfloat16(f)) != out[4 * i] || __hip_bfloat16(f).__x != out[4 * i]) out[4 * i] ^= 1u;
}

__global__ void fromDouble(const double* in, unsigned short* out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) out[i] = __bfloat16_as_ushort(__double2bfloat16(in[i]));
}

__global__ void fromIntegers(const long long* in, unsigned short* out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const long long v = in[i];
  unsigned short* r = out + 16 * i;
  const int n = static_cast<int>(v);
  const unsigned int u = static_cast<unsigned int>(v);
  r[0] = __int2bfloat16_rn(n).__x, r[1] = __int2bfloat16_rz(n).__x, r[2] = __int2bfloat16_rd(n).__x;
  r[3] = __int2bfloat16_ru(n).__x;
  r[4] = __uint2bfloat16_rn(u).__x, r[5] = __uint2bfloat16_rz(u).__x, r[6] = __uint2bfloat16_rd(u).__x;
  r[7] = __uint2bfloat16_ru(u).__x;
  r[8] = __ll2bfloat16_rn(v).__x, r[9] = __ll2bfloat16_rz(v).__x, r[10] = __ll2bfloat16_rd(v).__x;
  r[11] = __ll2bfloat16_ru(v).__x;
  const unsigned long long w = static_cast<unsigned long long>(v);
  r[12] = __ull2bfloat16_rn(w).__x, r[13] = __ull2bfloat16_rz(w).__x, r[14] = __ull2bfloat16_rd(w).__x;
  r[15] = __ull2bfloat16_ru(w).__x;
}

template <typename T>
T* deviceCopy(const std::vector<T>& host) {
  T* device = nullptr;
  HIP_CHECK(hipMalloc(&device, host.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return device;
}
template <typename T>
std::vector<T> hostCopy(const T* device, size_t count) {
  std::vector<T> host(count);
  HIP_CHECK(hipMemcpy(host.data(), device, count * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

/// The NaN a float NaN with bits f converts to.
uint16_t expectedNan(uint32_t f) {
  if (kCanonicalNan) return 0x7fffu;
  return static_cast<uint16_t>((f >> 16) | ((f & 0xffffu) ? 1u : 0u));
}
uint16_t expectedFromFloat(float f, ref::Mode mode) {
  const uint32_t bits = ref::bitsOf(f);
  if ((bits & 0x7fffffffu) > 0x7f800000u) return expectedNan(bits);
  if (std::isinf(f)) return static_cast<uint16_t>(bits >> 16);
  return ref::roundBf16(f, mode);
}

void checkFromBf16(Checker& check) {
  long long* integers = nullptr;
  float* floats = nullptr;
  HIP_CHECK(hipMalloc(&integers, sizeof(long long) * kValues * kIntegerResults));
  HIP_CHECK(hipMalloc(&floats, sizeof(float) * kValues));
  fromBf16<<<kValues / 256, 256>>>(integers, floats);
  HIP_CHECK_LAUNCH();
  const std::vector<long long> got = hostCopy(integers, size_t(kValues) * kIntegerResults);
  const std::vector<float> gotFloats = hostCopy(floats, kValues);
  for (int b = 0; b < kValues; ++b) {
    check.expect_eq("bf16 -> float bits", b, ref::bitsOf(gotFloats[b]), uint32_t(b) << 16);
    const long double v = ref::floatOf(uint32_t(b) << 16);
    const long long* r = &got[size_t(b) * kIntegerResults];
    for (int m = 0; m < kModes; ++m) {
      const ref::Mode mode = static_cast<ref::Mode>(m);
      check.expect_eq("bf16 -> int", b * 4 + m, r[m], ref::toInteger<int>(v, mode));
      check.expect_eq("bf16 -> uint", b * 4 + m, r[4 + m], ref::toInteger<unsigned int>(v, mode));
      check.expect_eq("bf16 -> short", b * 4 + m, r[8 + m], ref::toInteger<short>(v, mode));
      check.expect_eq("bf16 -> ushort", b * 4 + m, r[12 + m], ref::toInteger<unsigned short>(v, mode));
      check.expect_eq("bf16 -> ll", b * 4 + m, r[16 + m], ref::toInteger<long long>(v, mode));
      check.expect_eq("bf16 -> ull", b * 4 + m, static_cast<unsigned long long>(r[20 + m]),
                      ref::toInteger<unsigned long long>(v, mode));
    }
    check.expect_eq("bf16 -> char_rz", b, r[24], ref::toInteger<signed char>(v, ref::kZero));
    check.expect_eq("bf16 -> uchar_rz", b, r[25], ref::toInteger<unsigned char>(v, ref::kZero));
  }
  HIP_CHECK(hipFree(integers));
  HIP_CHECK(hipFree(floats));
}

void checkFromFloat(Checker& check) {
  std::vector<float> inputs;
  for (uint32_t b = 0; b < uint32_t(kValues); ++b)
    for (int l = 0; l < kLows; ++l) inputs.push_back(ref::floatOf((b << 16) | kLowBits[l]));
  float* in = deviceCopy(inputs);
  unsigned short* out = nullptr;
  HIP_CHECK(hipMalloc(&out, inputs.size() * 4 * sizeof(unsigned short)));
  fromFloat<<<(inputs.size() + 255) / 256, 256>>>(in, out, static_cast<int>(inputs.size()));
  HIP_CHECK_LAUNCH();
  const std::vector<unsigned short> got = hostCopy(out, inputs.size() * 4);
  for (size_t i = 0; i < inputs.size(); ++i)
    for (int m = 0; m < kModes; ++m)
      check.expect_eq("float -> bf16", long(i * 4 + m), got[i * 4 + m],
                      expectedFromFloat(inputs[i], static_cast<ref::Mode>(m)));
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

void checkFromDouble(Checker& check) {
  std::vector<double> inputs = {0.0, -0.0, 1e300, -1e300, 1e-300, INFINITY, -INFINITY};
  for (uint32_t b = 0; b < 0x7f7fu; b += 7) {  // positive finite values with a next one
    const double lo = ref::floatOf(b << 16), hi = ref::floatOf((b + 1) << 16);
    const double mid = (lo + hi) / 2, hair = (hi - lo) * 0x1p-40;
    for (double x : {mid, mid - hair, mid + hair, lo + hair}) {
      inputs.push_back(x);
      inputs.push_back(-x);
    }
  }
  double* in = deviceCopy(inputs);
  unsigned short* out = nullptr;
  HIP_CHECK(hipMalloc(&out, inputs.size() * sizeof(unsigned short)));
  fromDouble<<<(inputs.size() + 255) / 256, 256>>>(in, out, static_cast<int>(inputs.size()));
  HIP_CHECK_LAUNCH();
  const std::vector<unsigned short> got = hostCopy(out, inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const uint16_t want = std::isinf(inputs[i]) ? (inputs[i] > 0 ? 0x7f80 : 0xff80) : ref::roundBf16(inputs[i], ref::kNearest);
    check.expect_eq("double -> bf16", long(i), got[i], want);
  }
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

void checkFromIntegers(Checker& check) {
  std::vector<long long> inputs = {0, 1, -1, 255, 256, 257, 16777217, -16777217, 2147483647, -2147483647 - 1,
                                   (1ll << 40) + (1ll << 32), (1ll << 62) + 1, -(1ll << 62) - 3,
                                   9223372036854775807ll, -9223372036854775807ll - 1};
  for (int shift = 0; shift < 56; ++shift)
    for (long long low : {0x101ll, 0x180ll, 0x17fll, 0x181ll, 0x1ffll})  // ties and near-ties at every scale
      inputs.push_back(low << shift), inputs.push_back(-(low << shift));
  uint64_t state = 99;
  for (int i = 0; i < 4000; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    inputs.push_back(static_cast<long long>(state) >> (state % 60));
  }
  long long* in = deviceCopy(inputs);
  unsigned short* out = nullptr;
  HIP_CHECK(hipMalloc(&out, inputs.size() * 16 * sizeof(unsigned short)));
  fromIntegers<<<(inputs.size() + 255) / 256, 256>>>(in, out, static_cast<int>(inputs.size()));
  HIP_CHECK_LAUNCH();
  const std::vector<unsigned short> got = hostCopy(out, inputs.size() * 16);
  for (size_t i = 0; i < inputs.size(); ++i) {
    const long long v = inputs[i];
    const long double asInt = static_cast<int>(v), asUint = static_cast<unsigned int>(v);
    const long double asLl = v, asUll = static_cast<unsigned long long>(v);
    for (int m = 0; m < kModes; ++m) {
      const ref::Mode mode = static_cast<ref::Mode>(m);
      check.expect_eq("int -> bf16", long(i * 4 + m), got[i * 16 + m], ref::roundBf16(asInt, mode));
      check.expect_eq("uint -> bf16", long(i * 4 + m), got[i * 16 + 4 + m], ref::roundBf16(asUint, mode));
      check.expect_eq("ll -> bf16", long(i * 4 + m), got[i * 16 + 8 + m], ref::roundBf16(asLl, mode));
      check.expect_eq("ull -> bf16", long(i * 4 + m), got[i * 16 + 12 + m], ref::roundBf16(asUll, mode));
    }
  }
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

}  // namespace

int main() {
  Checker check;
  checkFromBf16(check);
  checkFromFloat(check);
  checkFromDouble(check);
  checkFromIntegers(check);
  return check.finish();
}
