// Helpers shared by the hipBLAS/hipBLASLt tests: checks that count failures, reference
// loops, tolerances. Tolerances (docs/hipblas.md): f32 results within 1e-4 relative
// (scaled by sqrt(k)), f64 within 1e-12, f16/bf16 outputs within one unit in the last place
// of the output type plus f32 accumulation error.
#ifndef OPENHIP_TESTS_BLAS_TEST_H
#define OPENHIP_TESTS_BLAS_TEST_H

#include <hip/hip_runtime.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <hip/hip_fp16.h>
#include <vector>

static int g_failures = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      if (g_failures < 20) std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); \
      ++g_failures;                                                            \
    }                                                                          \
  } while (0)

#define CHECK_STATUS(expr, expected)                                                         \
  do {                                                                                       \
    int status_ = int(expr);                                                                 \
    if (status_ != int(expected)) {                                                          \
      std::printf("FAIL %s:%d: %s returned %d, expected %d\n", __FILE__, __LINE__, #expr,    \
                  status_, int(expected));                                                   \
      ++g_failures;                                                                          \
    }                                                                                        \
  } while (0)

#define CHECK_HIP(expr) CHECK((expr) == hipSuccess)

inline bool near(double got, double want, double tol) {
  return std::fabs(got - want) <= tol * (1.0 + std::fabs(want));
}
inline bool near(std::complex<double> got, std::complex<double> want, double tol) {
  return std::abs(got - want) <= tol * (1.0 + std::abs(want));
}

// Deterministic inputs: small values, varied signs.
inline double testValue(int i, int salt = 0) { return double(((i * 37 + salt * 11) % 17) - 8) / 8.0; }

template <class T>
T* deviceCopy(const std::vector<T>& host) {
  T* d = nullptr;
  if (hipMalloc(&d, host.size() * sizeof(T) + 1) != hipSuccess) std::abort();
  if (hipMemcpy(d, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice) != hipSuccess) std::abort();
  return d;
}
template <class T>
std::vector<T> hostCopy(const T* d, size_t n) {
  std::vector<T> host(n);
  if (hipMemcpy(host.data(), d, n * sizeof(T), hipMemcpyDeviceToHost) != hipSuccess) std::abort();
  return host;
}

inline int finish(const char* name) {
  if (g_failures == 0) std::printf("PASS %s\n", name);
  else std::printf("FAIL %s: %d checks failed\n", name, g_failures);
  return g_failures == 0 ? 0 : 1;
}

#endif
