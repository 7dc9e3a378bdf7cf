// bfloat16 arithmetic on the device against the host reference: every one of
// the 65536 values combined with 16 chosen partners (zeros, ones, subnormals,
// the largest value, infinities, NaN, ...) through + - * / fma, the _sat and
// _relu forms, max/min with and without NaN propagation, the 12 comparisons
// and their operators, the pair (bfloat162) forms; and each value through the
// math functions (square root and reciprocal exact, the others within one
// bfloat16 step of the true value). Shared by the HIP and the CUDA program:
// kCanonicalNan says whether NaN results must be exactly 0x7FFF.
#include <cmath>
#include <cstdio>
#include <vector>

#include "../program_check.h"
#include "reference.h"

namespace {

constexpr int kValues = 65536;
constexpr unsigned short kPartners[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x0001, 0x807f, 0x7f7f, 0xff7f,
                                        0x7f80, 0xff80, 0x7fc0, 0x4049, 0x3dcd, 0xc2f7, 0x5f80, 0x2000};
constexpr int kPartnerCount = 16;
constexpr unsigned short kAddend = 0x3f40;     // 0.75, the fma addend
constexpr unsigned short kReluAddend = 0xc000; // -2
constexpr int kBinaryResults = 14;
constexpr int kUnaryResults = 12;

__device__ inline unsigned short bits(__hip_bfloat16 v) { return __bfloat16_as_ushort(v); }

__global__ void binary(unsigned short* out, unsigned int* comparisons) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kValues * kPartnerCount) return;
  const __hip_bfloat16 a = __ushort_as_bfloat16(static_cast<unsigned short>(i / kPartnerCount));
  const __hip_bfloat16 b = __ushort_as_bfloat16(kPartners[i % kPartnerCount]);
  unsigned short* r = out + static_cast<long long>(i) * kBinaryResults;
  r[0] = bits(__hadd(a, b)), r[1] = bits(__hsub(a, b)), r[2] = bits(__hmul(a, b)), r[3] = bits(__hdiv(a, b));
  r[4] = bits(__hfma(a, b, __ushort_as_bfloat16(kAddend)));
  r[5] = bits(__hmax(a, b)), r[6] = bits(__hmin(a, b)), r[7] = bits(__hmax_nan(a, b)), r[8] = bits(__hmin_nan(a, b));
  r[9] = bits(__hadd_sat(a, b));
  r[10] = bits(__hfma_relu(a, b, __ushort_as_bfloat16(kReluAddend)));
  // The pair forms and the operators must agree with the scalar forms.
  const __hip_bfloat162 p = __hfma2(__halves2bfloat162(a, b), __halves2bfloat162(b, a),
                                    __bfloat162bfloat162(__ushort_as_bfloat16(kAddend)));
  // (a*b and b*a of two NaNs may keep either payload in a HIP source)
  const bool sameX = bits(p.x) == r[4] || (__hisnan(p.x) && __hisnan(__ushort_as_bfloat16(r[4])));
  const bool sameY = bits(p.y) == r[4] || (__hisnan(p.y) && __hisnan(__ushort_as_bfloat16(r[4])));
  r[11] = sameX && sameY ? 1 : 0;
  const __hip_bfloat162 q = __halves2bfloat162(a, a) * __halves2bfloat162(b, b) + __halves2bfloat162(a, b);
  r[12] = bits(q.x);
  r[13] = bits(a * b - b / a);
  const bool c[] = {__heq(a, b), __hne(a, b), __hlt(a, b), __hle(a, b), __hgt(a, b), __hge(a, b),
                    __hequ(a, b), __hneu(a, b), __hltu(a, b), __hleu(a, b), __hgtu(a, b), __hgeu(a, b),
                    a == b, a != b, a < b, a <= b, a > b, a >= b};
  unsigned int mask = 0;
  for (int k = 0; k < 18; ++k) mask |= static_cast<unsigned int>(c[k]) << k;
  const unsigned int pairMask = __hlt2_mask(__halves2bfloat162(a, b), __halves2bfloat162(b, a));
  comparisons[i] = mask | ((pairMask == ((c[2] ? 0xffffu : 0u) | (__hlt(b, a) ? 0xffff0000u : 0u))) ? 1u << 31 : 0u);
}

__global__ void unary(unsigned short* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kValues) return;
  const __hip_bfloat16 a = __ushort_as_bfloat16(static_cast<unsigned short>(i));
  unsigned short* r = out + static_cast<long long>(i) * kUnaryResults;
  r[0] = bits(__hneg(a)), r[1] = bits(__habs(a)), r[2] = bits(hsqrt(a)), r[3] = bits(hrcp(a));
  r[4] = bits(hexp(a)), r[5] = bits(hlog(a)), r[6] = bits(hsin(a)), r[7] = bits(hcos(a));
  r[8] = bits(hexp2(a)), r[9] = bits(hlog2(a)), r[10] = bits(hrsqrt(a));
  r[11] = static_cast<unsigned short>((__hisnan(a) ? 1 : 0) | (__hisinf(a) + 1) << 1 | (bits(-a) == r[0] ? 8 : 0) |
                                      (bits(h2sqrt(__bfloat162bfloat162(a)).y) == r[2] ? 16 : 0));
}

long double valueOf(unsigned short b) { return ref::floatOf(uint32_t(b) << 16); }
bool isNan(unsigned short b) { return (b & 0x7fffu) > 0x7f80u; }

/// Checks a result against an exact value: NaN as the NaN policy says,
/// infinities exactly, finite values correctly rounded.
void expectRounded(Checker& check, const char* what, long index, unsigned short got, long double exact) {
  if (exact != exact) {
    if (kCanonicalNan)
      check.expect_eq(what, index, got, 0x7fff);
    else
      check.expect_true(what, isNan(got));
    return;
  }
  if (std::isinf(exact)) {
    check.expect_eq(what, index, got, exact > 0 ? 0x7f80 : 0xff80);
    return;
  }
  check.expect_eq(what, index, got, ref::roundBf16(exact, ref::kNearest));
}
/// For functions that are not correctly rounded: within one step of the rounded true value.
void expectClose(Checker& check, const char* what, long index, unsigned short got, long double exact) {
  if (exact != exact || std::isinf(exact)) return expectRounded(check, what, index, got, exact);
  const int want = ref::roundBf16(exact, ref::kNearest);
  const int diff = int(got) - want;
  if (diff >= -1 && diff <= 1 && ((got ^ want) & 0x8000u) == 0) return;
  if (valueOf(got) == 0 && std::fabs(exact) < 1e-38L) return;  // signed zero around the smallest values
  check.expect_eq(what, index, got, want);
}

unsigned short expectedMax(unsigned short a, unsigned short b, bool isMax, bool propagateNan) {
  if (isNan(a) || isNan(b)) {
    if (propagateNan || (isNan(a) && isNan(b))) return 0x7fff;
    return isNan(a) ? b : a;
  }
  const long double x = valueOf(a), y = valueOf(b);
  if (x == y) return ((a & 0x8000u) == 0) == isMax ? a : b;  // +0 above -0
  return (x > y) == isMax ? a : b;
}

void checkBinary(Checker& check) {
  const size_t pairs = size_t(kValues) * kPartnerCount;
  unsigned short* out = nullptr;
  unsigned int* comparisons = nullptr;
  HIP_CHECK(hipMalloc(&out, pairs * kBinaryResults * sizeof(unsigned short)));
  HIP_CHECK(hipMalloc(&comparisons, pairs * sizeof(unsigned int)));
  binary<<<(pairs + 255) / 256, 256>>>(out, comparisons);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned short> got(pairs * kBinaryResults);
  std::vector<unsigned int> gotComparisons(pairs);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(unsigned short), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(gotComparisons.data(), comparisons, pairs * sizeof(unsigned int), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < pairs; ++i) {
    const unsigned short a = static_cast<unsigned short>(i / kPartnerCount), b = kPartners[i % kPartnerCount];
    const long double x = valueOf(a), y = valueOf(b), c = valueOf(kAddend);
    const unsigned short* r = &got[i * kBinaryResults];
    const long index = long(i);
    expectRounded(check, "__hadd", index, r[0], x + y);
    expectRounded(check, "__hsub", index, r[1], x - y);
    expectRounded(check, "__hmul", index, r[2], x * y);
    expectRounded(check, "__hdiv", index, r[3], x / y);
    expectRounded(check, "__hfma", index, r[4], x * y + c);
    check.expect_eq("__hmax", index, r[5], expectedMax(a, b, true, false));
    check.expect_eq("__hmin", index, r[6], expectedMax(a, b, false, false));
    check.expect_eq("__hmax_nan", index, r[7], expectedMax(a, b, true, true));
    check.expect_eq("__hmin_nan", index, r[8], expectedMax(a, b, false, true));
    const long double sum = x + y;
    check.expect_eq("__hadd_sat", index, r[9],
                    sum != sum || sum <= 0 ? 0 : sum >= 1 ? 0x3f80 : ref::roundBf16(sum, ref::kNearest));
    const long double fused = x * y + valueOf(kReluAddend);
    expectRounded(check, "__hfma_relu", index, r[10], fused < 0 ? 0.0L : fused);
    check.expect_eq("__hfma2 lanes", index, r[11], 1);
    // (a, a) * (b, b) + (a, b): lane x is a * b + a, each operation rounded.
    const unsigned short product = r[2];
    if (!isNan(product)) expectRounded(check, "bfloat162 * +", index, r[12], valueOf(product) + x);
    // a * b - b / a through the operators: each operation rounded to bfloat16.
    const long double inverse = y / x;
    if (!isNan(product) && inverse == inverse) {
      const long double q = std::isinf(inverse) ? inverse : valueOf(ref::roundBf16(inverse, ref::kNearest));
      expectRounded(check, "operators * - /", index, r[13], valueOf(product) - q);
    }
    bool cmp[18];
    const bool unordered = x != x || y != y;
    const bool ordered[6] = {x == y, !unordered && x != y, x < y, x <= y, x > y, x >= y};
    for (int k = 0; k < 6; ++k) {
      cmp[k] = ordered[k];
      cmp[6 + k] = unordered || ordered[k];
    }
    cmp[12] = ordered[0], cmp[13] = unordered || ordered[1];  // == ordered, != unordered (as for float)
    for (int k = 2; k < 6; ++k) cmp[12 + k] = ordered[k];
    unsigned int mask = 1u << 31;
    for (int k = 0; k < 18; ++k) mask |= static_cast<unsigned int>(cmp[k]) << k;
    check.expect_eq("comparisons", index, gotComparisons[i], mask);
  }
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(comparisons));
}

void checkUnary(Checker& check) {
  unsigned short* out = nullptr;
  HIP_CHECK(hipMalloc(&out, size_t(kValues) * kUnaryResults * sizeof(unsigned short)));
  unary<<<kValues / 256, 256>>>(out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned short> got(size_t(kValues) * kUnaryResults);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(unsigned short), hipMemcpyDeviceToHost));
  for (int a = 0; a < kValues; ++a) {
    const unsigned short* r = &got[size_t(a) * kUnaryResults];
    const long double x = valueOf(static_cast<unsigned short>(a));
    check.expect_eq("__hneg", a, r[0], a ^ 0x8000);
    check.expect_eq("__habs", a, r[1], a & 0x7fff);
    expectRounded(check, "hsqrt", a, r[2], std::sqrt(x));
    expectRounded(check, "hrcp", a, r[3], 1 / x);
    expectClose(check, "hexp", a, r[4], std::exp(x));
    expectClose(check, "hlog", a, r[5], std::log(x));
    if (std::fabs(x) < 1e4L) expectClose(check, "hsin", a, r[6], std::sin(x));
    if (std::fabs(x) < 1e4L) expectClose(check, "hcos", a, r[7], std::cos(x));
    expectClose(check, "hexp2", a, r[8], std::exp2(x));
    expectClose(check, "hlog2", a, r[9], std::log2(x));
    expectClose(check, "hrsqrt", a, r[10], 1 / std::sqrt(x));
    const int inf = std::isinf(x) ? (x > 0 ? 1 : -1) : 0;
    check.expect_eq("__hisnan/__hisinf/-/h2sqrt", a, r[11], (x != x ? 1 : 0) | (inf + 1) << 1 | 8 | 16);
  }
  HIP_CHECK(hipFree(out));
}

}  // namespace

int main() {
  Checker check;
  checkBinary(check);
  checkUnary(check);
  return check.finish();
}
