// Device math accuracy: each float and double function on pseudo-random
// inputs, compared with the host's long double libm; the largest error in
// ulps must stay within the bound stated in math_functions.h (which is never
// looser than HIP's documented bound; docs/device-math.md lists both).
// Then the directed-rounding intrinsics against the host FPU in that mode.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <limits>
#include <vector>

#include "../program_check.h"
#include "math_functions.h"

constexpr int kInputs = 2048;

#define ENUMERATE(name, device, reference, low, high, bound, hip_bound) name##_id,
enum FloatFunction { FLOAT_MATH_FUNCTIONS(ENUMERATE) kFloatFunctions };
enum DoubleFunction { DOUBLE_MATH_FUNCTIONS(ENUMERATE) kDoubleFunctions };
#undef ENUMERATE

#define DEVICE_CASE(name, device, reference, low, high, bound, hip_bound) \
  case name##_id:                                                         \
    out[i] = device;                                                      \
    break;

__global__ void floatFunctions(int function, const float* xs, const float* ys, const float* zs, float* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kInputs) return;
  const float x = xs[i], y = ys[i], z = zs[i];
  switch (function) { FLOAT_MATH_FUNCTIONS(DEVICE_CASE) }
}

__global__ void doubleFunctions(int function, const double* xs, const double* ys, const double* zs, double* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kInputs) return;
  const double x = xs[i], y = ys[i], z = zs[i];
  switch (function) { DOUBLE_MATH_FUNCTIONS(DEVICE_CASE) }
}
#undef DEVICE_CASE

// Host references for the inverse error functions: bisection in long double.
static long double bisect(long double (*f)(long double), long double target, bool increasing) {
  long double low = -6, high = 6;
  for (int i = 0; i < 90; ++i) {
    const long double mid = (low + high) / 2;
    if ((f(mid) < target) == increasing) low = mid; else high = mid;
  }
  return (low + high) / 2;
}
static long double erfinvReference(long double y) { return bisect(erfl, y, true); }
static long double erfcinvReference(long double y) { return bisect(erfcl, y, false); }

// sin(pi x) and cos(pi x): exact reduction to a small multiple of pi first, so
// that the reference keeps its relative accuracy next to the zeros.
constexpr long double kPi = 3.14159265358979323846264338327950288L;
static long double sinpiReference(long double x) {
  const long double r = remainderl(x, 2);
  return sinl(kPi * (r > 0.5L ? 1 - r : r < -0.5L ? -1 - r : r));
}
static long double cospiReference(long double x) { return sinl(kPi * (0.5L - fabsl(remainderl(x, 2)))); }

/// |got - want| in units of the last place of `want` in Float's format.
template <typename Float>
static double ulpError(Float got, long double want) {
  if (std::isnan(want)) return std::isnan(got) ? 0 : 1e30;
  const Float rounded = static_cast<Float>(want);
  if (std::isinf(rounded)) return got == rounded ? 0 : 1e30;
  const int digits = std::numeric_limits<Float>::digits;
  const int exponent = std::max(std::ilogb(want), std::numeric_limits<Float>::min_exponent - 1);
  const long double ulp = std::ldexp(1.0L, exponent - (digits - 1));
  return static_cast<double>(std::fabs(static_cast<long double>(got) - want) / ulp);
}

struct Generator {
  unsigned long long state = 0x2545F4914F6CDD1Dull;
  double next(double low, double high) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return low + (high - low) * static_cast<double>(state >> 11) * 0x1.0p-53;
  }
};

template <typename Float, typename Kernel, typename Reference>
static void measure(Checker& check, Kernel kernel, int id, const char* name, double low, double high, double bound,
                    Reference reference, bool verbose) {
  Generator random;
  std::vector<Float> x(kInputs), y(kInputs), z(kInputs), out(kInputs);
  for (int i = 0; i < kInputs; ++i) {
    x[i] = static_cast<Float>(random.next(low, high));
    y[i] = static_cast<Float>(random.next(low, high));
    z[i] = static_cast<Float>(random.next(low, high));
  }
  Float *dx, *dy, *dz, *dout;
  const size_t bytes = kInputs * sizeof(Float);
  HIP_CHECK(hipMalloc(&dx, bytes));
  HIP_CHECK(hipMalloc(&dy, bytes));
  HIP_CHECK(hipMalloc(&dz, bytes));
  HIP_CHECK(hipMalloc(&dout, bytes));
  HIP_CHECK(hipMemcpy(dx, x.data(), bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dy, y.data(), bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dz, z.data(), bytes, hipMemcpyHostToDevice));
  kernel<<<kInputs / 128, 128>>>(id, dx, dy, dz, dout);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), dout, bytes, hipMemcpyDeviceToHost));
  double worst = 0;
  int worst_index = 0;
  for (int i = 0; i < kInputs; ++i) {
    const double error = ulpError(out[i], reference(x[i], y[i], z[i]));
    if (error > worst) worst = error, worst_index = i;
  }
  // 0.01 ulp of slack for the long double reference's own rounding.
  if (verbose || worst > bound + 0.01)
    std::fprintf(worst > bound + 0.01 ? stderr : stdout, "%-14s max %.3f ulp (bound %.1f) at x=%.9g y=%.9g\n", name,
                 worst, bound, static_cast<double>(x[worst_index]), static_cast<double>(y[worst_index]));
  check.expect_true(name, worst <= bound + 0.01);
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
  HIP_CHECK(hipFree(dz));
  HIP_CHECK(hipFree(dout));
}

// ---- directed rounding: device intrinsics vs the host FPU switched to the mode ----
constexpr int kRoundingInputs = 4096;
constexpr int kRoundedOps = 6;

template <typename Float>
struct Rounded {
  Float add[4], sub[4], mul[4], div[4], sqrt[4], rcp[4];
};

__global__ void roundedFloat(const float* a, const float* b, Rounded<float>* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kRoundingInputs) return;
  const float x = a[i], y = b[i], s = fabsf(a[i]);
  out[i] = {{__fadd_rn(x, y), __fadd_rz(x, y), __fadd_ru(x, y), __fadd_rd(x, y)},
            {__fsub_rn(x, y), __fsub_rz(x, y), __fsub_ru(x, y), __fsub_rd(x, y)},
            {__fmul_rn(x, y), __fmul_rz(x, y), __fmul_ru(x, y), __fmul_rd(x, y)},
            {__fdiv_rn(x, y), __fdiv_rz(x, y), __fdiv_ru(x, y), __fdiv_rd(x, y)},
            {__fsqrt_rn(s), __fsqrt_rz(s), __fsqrt_ru(s), __fsqrt_rd(s)},
            {__frcp_rn(y), __frcp_rz(y), __frcp_ru(y), __frcp_rd(y)}};
}

__global__ void roundedDouble(const double* a, const double* b, Rounded<double>* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kRoundingInputs) return;
  const double x = a[i], y = b[i], s = fabs(a[i]);
  out[i] = {{__dadd_rn(x, y), __dadd_rz(x, y), __dadd_ru(x, y), __dadd_rd(x, y)},
            {__dsub_rn(x, y), __dsub_rz(x, y), __dsub_ru(x, y), __dsub_rd(x, y)},
            {__dmul_rn(x, y), __dmul_rz(x, y), __dmul_ru(x, y), __dmul_rd(x, y)},
            {__ddiv_rn(x, y), __ddiv_rz(x, y), __ddiv_ru(x, y), __ddiv_rd(x, y)},
            {__dsqrt_rn(s), __dsqrt_rz(s), __dsqrt_ru(s), __dsqrt_rd(s)},
            {__drcp_rn(y), __drcp_rz(y), __drcp_ru(y), __drcp_rd(y)}};
}

template <typename Float, typename Kernel>
static void checkRounding(Checker& check, Kernel kernel, const char* type) {
#ifndef __CUDA_ARCH__
#pragma STDC FENV_ACCESS ON
#endif
  Generator random;
  std::vector<Float> a(kRoundingInputs), b(kRoundingInputs);
  for (int i = 0; i < kRoundingInputs; ++i) {
    a[i] = static_cast<Float>(random.next(-1, 1) * std::pow(2.0, random.next(-20, 20)));
    b[i] = static_cast<Float>(random.next(-1, 1) * std::pow(2.0, random.next(-20, 20)));
  }
  Float *da, *db;
  Rounded<Float>* dout;
  HIP_CHECK(hipMalloc(&da, kRoundingInputs * sizeof(Float)));
  HIP_CHECK(hipMalloc(&db, kRoundingInputs * sizeof(Float)));
  HIP_CHECK(hipMalloc(&dout, kRoundingInputs * sizeof(Rounded<Float>)));
  HIP_CHECK(hipMemcpy(da, a.data(), kRoundingInputs * sizeof(Float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), kRoundingInputs * sizeof(Float), hipMemcpyHostToDevice));
  kernel<<<kRoundingInputs / 128, 128>>>(da, db, dout);
  HIP_CHECK_LAUNCH();
  std::vector<Rounded<Float>> got(kRoundingInputs);
  HIP_CHECK(hipMemcpy(got.data(), dout, kRoundingInputs * sizeof(Rounded<Float>), hipMemcpyDeviceToHost));
  static const int modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
  static const char* const ops[kRoundedOps] = {"add", "sub", "mul", "div", "sqrt", "rcp"};
  long mismatches = 0;
  for (int i = 0; i < kRoundingInputs; ++i) {
    for (int m = 0; m < 4; ++m) {
      volatile Float x = a[i], y = b[i], s = std::fabs(a[i]), one = 1;
      std::fesetround(modes[m]);
      volatile Float want[kRoundedOps] = {x + y, x - y, x * y, x / y, std::sqrt(s), one / y};
      std::fesetround(FE_TONEAREST);
      const Float have[kRoundedOps] = {got[i].add[m], got[i].sub[m], got[i].mul[m],
                                       got[i].div[m], got[i].sqrt[m], got[i].rcp[m]};
      for (int op = 0; op < kRoundedOps; ++op) {
        if (have[op] == want[op]) continue;
        if (++mismatches <= 5)
          std::fprintf(stderr, "%s %s mode %d: %.17g, %.17g -> %.17g, want %.17g\n", type, ops[op], m,
                       static_cast<double>(a[i]), static_cast<double>(b[i]), static_cast<double>(have[op]),
                       static_cast<double>(want[op]));
      }
    }
  }
  check.expect_true(type, mismatches == 0);
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dout));
}

int main(int argc, char** argv) {
  const bool verbose = argc > 1;  // any argument: print every function's measured error
  Checker check;
#define MEASURE_FLOAT(name, device, reference, low, high, bound, hip_bound)                            \
  measure<float>(check, floatFunctions, name##_id, #name, low, high, bound,                            \
                 [](long double X, long double Y, long double Z) -> long double { (void)Y; (void)Z; return reference; }, \
                 verbose);
#define MEASURE_DOUBLE(name, device, reference, low, high, bound, hip_bound)                           \
  measure<double>(check, doubleFunctions, name##_id, #name, low, high, bound,                          \
                  [](long double X, long double Y, long double Z) -> long double { (void)Y; (void)Z; return reference; }, \
                  verbose);
  FLOAT_MATH_FUNCTIONS(MEASURE_FLOAT)
  DOUBLE_MATH_FUNCTIONS(MEASURE_DOUBLE)
  checkRounding<float>(check, roundedFloat, "float directed rounding");
  checkRounding<double>(check, roundedDouble, "double directed rounding");
  return check.finish();
}
