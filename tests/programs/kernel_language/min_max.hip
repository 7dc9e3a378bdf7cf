// HIP's min/max overloads in device code (int, unsigned, 64-bit, float with
// fminf's NaN rule, mixed types in double) and min/max(int, int) on the host.
#include <hip/hip_runtime.h>

#include <cmath>
#include <vector>

#include "../program_check.h"

constexpr int kCount = 64;
constexpr int kResults = 12;

__global__ void evaluate(const int* a, const int* b, double* out) {
  const int i = threadIdx.x;
  const int x = a[i], y = b[i];
  const float fx = static_cast<float>(x) / 4, fy = i % 8 == 0 ? NAN : static_cast<float>(y) / 4;
  double* r = out + i * kResults;
  r[0] = min(x, y);
  r[1] = max(x, y);
  r[2] = min(static_cast<unsigned>(x), static_cast<unsigned>(y));
  r[3] = max(static_cast<unsigned>(x), static_cast<unsigned>(y));
  r[4] = static_cast<double>(min(static_cast<long long>(x) << 33, static_cast<long long>(y) << 33));
  r[5] = static_cast<double>(max(static_cast<unsigned long long>(x), static_cast<unsigned long long>(y)));
  r[6] = min(fx, fy);  // fminf: the number when one side is NaN
  r[7] = max(fx, fy);
  r[8] = min(static_cast<double>(x), static_cast<double>(y) + 0.5);
  r[9] = max(static_cast<double>(x), static_cast<double>(y) + 0.5);
  r[10] = min(x, static_cast<double>(y) + 0.25);  // mixed types: double
  r[11] = max(static_cast<short>(x), static_cast<short>(y));
}

int main() {
  std::vector<int> a(kCount), b(kCount);
  for (int i = 0; i < kCount; ++i) {
    a[i] = (i * 37) % 23 - 11;
    b[i] = (i * 11) % 19 - 9;
  }
  int *da, *db;
  double* dout;
  HIP_CHECK(hipMalloc(&da, kCount * sizeof(int)));
  HIP_CHECK(hipMalloc(&db, kCount * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, kCount * kResults * sizeof(double)));
  HIP_CHECK(hipMemcpy(da, a.data(), kCount * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), kCount * sizeof(int), hipMemcpyHostToDevice));
  evaluate<<<1, kCount>>>(da, db, dout);
  HIP_CHECK_LAUNCH();
  std::vector<double> out(kCount * kResults);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(double), hipMemcpyDeviceToHost));

  Checker check;
  for (int i = 0; i < kCount; ++i) {
    const int x = a[i], y = b[i];
    const unsigned ux = x, uy = y;
    const float fx = static_cast<float>(x) / 4, fy = static_cast<float>(y) / 4;
    const double* r = &out[i * kResults];
    check.expect_eq("min int", i, r[0], x < y ? x : y);
    check.expect_eq("max int", i, r[1], x > y ? x : y);
    check.expect_eq("min unsigned", i, r[2], ux < uy ? ux : uy);
    check.expect_eq("max unsigned", i, r[3], ux > uy ? ux : uy);
    check.expect_eq("min long long", i, r[4], static_cast<double>((x < y ? x : y) * (1ll << 33)));
    const unsigned long long lx = static_cast<unsigned long long>(static_cast<long long>(x));
    const unsigned long long ly = static_cast<unsigned long long>(static_cast<long long>(y));
    check.expect_true("max unsigned long long", r[5] == static_cast<double>(lx > ly ? lx : ly));
    const bool nan = i % 8 == 0;
    check.expect_true("min float", r[6] == (nan ? fx : std::fmin(fx, fy)));
    check.expect_true("max float", r[7] == (nan ? fx : std::fmax(fx, fy)));
    check.expect_true("min double", r[8] == std::fmin(double(x), y + 0.5));
    check.expect_true("max double", r[9] == std::fmax(double(x), y + 0.5));
    check.expect_true("min mixed", r[10] == std::fmin(double(x), y + 0.25));
    check.expect_eq("max short", i, r[11], x > y ? x : y);
  }
  check.expect_eq("host min", 0, min(3, -4), -4);
  check.expect_eq("host max", 0, max(3, -4), 3);
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dout));
  return check.finish();
}
