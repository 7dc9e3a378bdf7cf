// expf, exp2f, exp10f, __expf, logf, log2f, log10f, __logf, expm1f, sinhf,
// coshf, tanhf, cbrtf, powf and hypotf in device code (computed inline by the
// compiler, not by libm: docs/device-math.md) over the whole float range:
// every 1021st bit pattern from 0 to 0xffffffff plus the edges (zeros,
// infinities, NaN, the overflow and underflow thresholds, subnormal
// results), against the host's long double libm rounded to float. Finite
// results must be within 0.52 ulp (ulps of the float format, subnormal
// ones included), infinities, zeros (with their sign) and NaNs exactly where
// the correctly rounded result has them. powf and hypotf: every pair of C's special
// operands (zeros, ones, infinities, NaN, odd, even and non-integer
// exponents) and a sweep of bases against fixed and pseudo-random exponents.
// `float_math_inline v` prints the largest errors.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "../program_check.h"

constexpr int kFunctions = 13;
const char* const kNames[kFunctions] = {"expf",   "exp2f",  "exp10f", "__expf", "logf",  "log2f", "log10f",
                                        "__logf", "expm1f", "sinhf",  "coshf",  "tanhf", "cbrtf"};

__global__ void functions(const float* x, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = expf(x[i]);
  out[n + i] = exp2f(x[i]);
  out[2 * n + i] = exp10f(x[i]);
  out[3 * n + i] = __expf(x[i]);
  out[4 * n + i] = logf(x[i]);
  out[5 * n + i] = log2f(x[i]);
  out[6 * n + i] = log10f(x[i]);
  out[7 * n + i] = __logf(x[i]);
  out[8 * n + i] = expm1f(x[i]);
  out[9 * n + i] = sinhf(x[i]);
  out[10 * n + i] = coshf(x[i]);
  out[11 * n + i] = tanhf(x[i]);
  out[12 * n + i] = cbrtf(x[i]);
}

__global__ void twoOperands(const float* x, const float* y, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = powf(x[i], y[i]);
  out[n + i] = hypotf(x[i], y[i]);
}

static float bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

static long double reference(int function, float x) {
  switch (function) {
    case 1: return exp2l(x);
    case 2: return exp10l(x);
    case 4: case 7: return logl(x);
    case 5: return log2l(x);
    case 6: return log10l(x);
    case 8: return expm1l(x);
    case 9: return sinhl(x);
    case 10: return coshl(x);
    case 11: return tanhl(x);
    case 12: return cbrtl(x);
    default: return expl(x);
  }
}

// Error of `got` in ulps of the float format at the exact result.
static double ulpError(long double exact, float got) {
  const long double magnitude = std::fabs(exact);
  int exponent = std::numeric_limits<float>::min_exponent;  // subnormal results: ulp 2^-149
  if (magnitude >= std::numeric_limits<float>::min()) exponent = std::ilogb(magnitude) + 1;
  const long double ulp = std::ldexp(1.0L, exponent - std::numeric_limits<float>::digits);
  return double(std::fabs((long double)got - exact) / ulp);
}

// Whether `got` is right for the exact result: within `bound` ulp, or for a
// correctly rounded NaN, infinity or zero the same (a zero with its sign,
// or within the bound of the tiny exact value). Sets `error` for finite ones.
static bool judge(long double exact, float got, double bound, double& error) {
  const float rounded = float(exact);
  error = 0;
  if (std::isnan(rounded)) return std::isnan(got);
  if (std::isinf(rounded)) return got == rounded;
  if (rounded == 0)
    return (got == 0 && std::signbit(got) == std::signbit(rounded)) ||
           (got != 0 && std::signbit(got) == std::signbit(exact) && ulpError(exact, got) <= bound);
  error = std::isfinite(got) ? ulpError(exact, got) : 1e30;
  return error <= bound;
}

static void checkTwoOperands(Checker& check, bool verbose) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<float> special = {0.0f, -0.0f, 1.0f, -1.0f, 2.0f, -2.0f, 0.5f, -0.5f, 3.0f, -3.0f, 0.25f,
                                      inf, -inf, nan, 16777216.0f, -16777216.0f, 16777218.0f, 33554432.0f,
                                      8388609.0f, -8388609.0f, 1.5f, -1.5f, 1e-10f, -1e-10f, 1e30f, -1e30f,
                                      0.999999f, 1.000001f, 127.0f, -149.0f, 2.5f, -7.0f,
                                      std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::max()};
  std::vector<float> xs, ys;
  for (float x : special)
    for (float y : special) xs.push_back(x), ys.push_back(y);
  std::mt19937 random(7);
  std::uniform_real_distribution<float> exponent(-20, 20);
  std::uniform_int_distribution<int> whole(-40, 40);
  for (uint64_t u = 0; u <= 0xffffffffu; u += 65521) {
    const float x = bits(uint32_t(u));
    for (float y : {0.5f, -0.5f, 2.0f, -2.0f, 3.0f, -3.0f, 1.0f / 3, 7.25f, -13.0f, 0.1f})
      xs.push_back(x), ys.push_back(y);
    xs.push_back(x), ys.push_back(exponent(random));
    xs.push_back(x), ys.push_back(float(whole(random)));
  }
  const int n = int(xs.size());
  float *dx = nullptr, *dy = nullptr, *dout = nullptr;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, 2 * n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, xs.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dy, ys.data(), n * sizeof(float), hipMemcpyHostToDevice));
  twoOperands<<<(n + 255) / 256, 256>>>(dx, dy, dout, n);
  HIP_CHECK_LAUNCH();
  std::vector<float> out(2 * size_t(n));
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int f = 0; f < 2; ++f) {
    const char* name = f == 0 ? "powf" : "hypotf";
    double worst = 0;
    for (int i = 0; i < n; ++i) {
      const long double exact = f == 0 ? powl(xs[i], ys[i]) : hypotl(xs[i], ys[i]);
      const float got = out[size_t(f) * n + i];
      double error;
      if (!judge(exact, got, 0.52, error) && ++check.failures <= 10)
        std::fprintf(stderr, "mismatch: %s(%a, %a): got %a, want %a\n", name, xs[i], ys[i], got, float(exact));
      worst = std::max(worst, error);
    }
    if (verbose) std::printf("%-7s max %.4f ulp (%d pairs)\n", name, worst, n);
  }
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
  HIP_CHECK(hipFree(dout));
}

int main(int argc, char** argv) {
  const bool verbose = argc > 1 && argv[1][0] == 'v';
  std::vector<float> xs;
  for (uint64_t u = 0; u <= 0xffffffffu; u += 1021) xs.push_back(bits(uint32_t(u)));
  for (float edge : {0.0f, -0.0f, 1.0f, -1.0f, 88.72283f, 88.72284f, -87.33654f, -103.27893f, -103.972084f,
                     -104.0f, 128.0f, 127.99999f, -149.0f, -150.0f, 38.53184f, -45.15449f, 1e-30f, -1e-30f,
                     std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                     std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::denorm_min(),
                     std::numeric_limits<float>::min(), std::numeric_limits<float>::max(), 2.0f, 0.5f,
                     1.4142135f, 1.4142137f, 0.70710677f, 10.0f, 1000.0f, 1e-10f, 1.0000001f, 0.99999994f,
                     -1e-10f, 1e-40f, -1e-40f, 0.5f, -0.5f, 9.0f, -9.0f, 89.4f, -89.4f, 89.5f, 20.0f, -20.0f,
                     8.0f, -27.0f, 1e30f, -1e-30f, 3.0f})
    xs.push_back(edge);
  const int n = int(xs.size());
  float *dx = nullptr, *dout = nullptr;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, kFunctions * n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, xs.data(), n * sizeof(float), hipMemcpyHostToDevice));
  functions<<<(n + 255) / 256, 256>>>(dx, dout, n);
  HIP_CHECK_LAUNCH();
  std::vector<float> out(kFunctions * size_t(n));
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));

  Checker check;
  for (int f = 0; f < kFunctions; ++f) {
    double worst = 0;
    float worst_x = 0;
    for (int i = 0; i < n; ++i) {
      const float x = xs[i], got = out[size_t(f) * n + i];
      const long double exact = reference(f, x);
      double error;
      if (!judge(exact, got, 0.52, error) && ++check.failures <= 10)
        std::fprintf(stderr, "mismatch: %s(%a): got %a, want %a (%.3f ulp)\n", kNames[f], x, got, float(exact),
                     error);
      if (error > worst) worst = error, worst_x = x;
    }
    if (verbose) std::printf("%-7s max %.4f ulp at %a (%d inputs)\n", kNames[f], worst, worst_x, n);
  }
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dout));
  checkTwoOperands(check, verbose);
  return check.finish();
}
