// __half <-> float conversions in kernels against a host reference: every
// half converted to float, and floats at and around every rounding boundary
// of half (each tie and its two neighbours), plus a spread of all other
// float patterns, converted to half. Device code converts through __fp16
// (F16C, or libgcc's routines where a kernel table lacks it); the reference
// here rounds by comparing distances to the two neighbouring halves. NaN
// halves widen with their payload (as the host path); NaN floats only need
// to give a NaN half.
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "../program_check.h"
#include "reference.h"

__global__ void toFloat(const unsigned short* in, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __half2float(__ushort_as_half(in[i]));
}

__global__ void toHalf(const float* in, unsigned short* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __half_as_ushort(__float2half(in[i]));
}

namespace {

/// The value of a finite half magnitude (0 .. 0x7bff), exactly.
double halfValue(uint32_t magnitude) {
  const uint32_t exponent = magnitude >> 10, mantissa = magnitude & 0x3ffu;
  if (exponent == 0) return std::ldexp(static_cast<double>(mantissa), -24);
  return std::ldexp(static_cast<double>(mantissa | 0x400u), static_cast<int>(exponent) - 25);
}

/// A float rounded to half, nearest with ties to even, by distances.
uint16_t referenceHalf(float f) {
  const uint16_t sign = std::signbit(f) ? 0x8000u : 0u;
  if (std::isnan(f)) return 0x7e00u;  // compared as "a NaN" only
  const double a = std::fabs(static_cast<double>(f));
  const double overflow = 65520.0;  // halfway between 65504 and 2^16: rounds up to infinity
  if (a >= overflow) return sign | 0x7c00u;
  uint32_t lo = 0, hi = 0x7c00u;  // halfValue(lo) <= a < halfValue(hi) (hi as 2^16)
  while (hi - lo > 1) {
    const uint32_t mid = (lo + hi) / 2;
    (halfValue(mid) <= a ? lo : hi) = mid;
  }
  const double below = halfValue(lo), above = hi == 0x7c00u ? 65536.0 : halfValue(hi);
  const double toBelow = a - below, toAbove = above - a;
  const bool up = toAbove < toBelow || (toAbove == toBelow && (lo & 1u));
  return sign | static_cast<uint16_t>(up ? hi : lo);
}

bool isHalfNaN(uint16_t h) { return (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu); }

}  // namespace

int main() {
  // Every half to float.
  const int halves = 1 << 16;
  std::vector<unsigned short> hin(halves);
  for (int i = 0; i < halves; ++i) hin[i] = static_cast<unsigned short>(i);
  // Floats: each finite half magnitude, the tie above it and the floats next
  // to the tie, both signs; then 2^20 patterns spread over all 2^32.
  std::vector<float> fin;
  for (uint32_t m = 0; m < 0x7c00u; ++m) {
    const double tie = (halfValue(m) + (m == 0x7bffu ? 65536.0 : halfValue(m + 1))) / 2;
    const float t = static_cast<float>(tie);  // exact: 12 significant bits
    for (float f : {static_cast<float>(halfValue(m)), t, std::nextafter(t, 0.0f), std::nextafter(t, 1e9f)}) {
      fin.push_back(f);
      fin.push_back(-f);
    }
  }
  for (uint32_t i = 0; i < (1u << 20); ++i) fin.push_back(ref::floatOf(i * 4099u + (i >> 7)));
  for (float f : {INFINITY, -INFINITY, NAN, -NAN, 65504.0f, 65519.99f, 65520.0f, 1e-8f, 2.98e-8f, 2.99e-8f})
    fin.push_back(f);
  const int floats = static_cast<int>(fin.size());

  unsigned short *dHin = nullptr, *dHout = nullptr;
  float *dFin = nullptr, *dFout = nullptr;
  HIP_CHECK(hipMalloc(&dHin, halves * sizeof(unsigned short)));
  HIP_CHECK(hipMalloc(&dFout, halves * sizeof(float)));
  HIP_CHECK(hipMalloc(&dFin, floats * sizeof(float)));
  HIP_CHECK(hipMalloc(&dHout, floats * sizeof(unsigned short)));
  HIP_CHECK(hipMemcpy(dHin, hin.data(), halves * sizeof(unsigned short), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dFin, fin.data(), floats * sizeof(float), hipMemcpyHostToDevice));
  toFloat<<<halves / 256, 256>>>(dHin, dFout, halves);
  toHalf<<<(floats + 255) / 256, 256>>>(dFin, dHout, floats);
  HIP_CHECK(hipGetLastError());
  std::vector<float> fout(halves);
  std::vector<unsigned short> hout(floats);
  HIP_CHECK(hipMemcpy(fout.data(), dFout, halves * sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(hout.data(), dHout, floats * sizeof(unsigned short), hipMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < halves; ++i) {
    const uint16_t h = static_cast<uint16_t>(i);
    const float host = __half2float(__ushort_as_half(h));  // the header's host path
    float expected;
    if (isHalfNaN(h)) {  // the payload as it is, signaling or quiet (host and device alike)
      expected = ref::floatOf((uint32_t(h & 0x8000u) << 16) | 0x7f800000u | (uint32_t(h & 0x3ffu) << 13));
    } else {
      const uint32_t magnitude = h & 0x7fffu;
      const double want = magnitude == 0x7c00u ? INFINITY : halfValue(magnitude);
      expected = static_cast<float>((h & 0x8000u) ? -want : want);
    }
    const bool ok = ref::bitsOf(fout[i]) == ref::bitsOf(expected) && ref::bitsOf(host) == ref::bitsOf(expected);
    if (!ok && ++errors <= 10)
      std::printf("half 0x%04x: kernel %a, host %a\n", i, fout[i], host);
  }
  for (int i = 0; i < floats; ++i) {
    const uint16_t want = referenceHalf(fin[i]);
    const uint16_t host = __half_as_ushort(__float2half(fin[i]));
    const bool ok = std::isnan(fin[i]) ? isHalfNaN(hout[i]) && isHalfNaN(host)
                                       : hout[i] == want && host == want;
    if (!ok && ++errors <= 20)
      std::printf("float %a (0x%08x): kernel 0x%04x, host 0x%04x, expected 0x%04x\n", fin[i],
                  ref::bitsOf(fin[i]), hout[i], host, want);
  }
  HIP_CHECK(hipFree(dHin));
  HIP_CHECK(hipFree(dHout));
  HIP_CHECK(hipFree(dFin));
  HIP_CHECK(hipFree(dFout));
  std::printf("%d halves and %d floats converted: %s\n", halves, floats, errors ? "FAIL" : "PASS");
  return errors ? 1 : 0;
}
