// Shared helpers of the self-verifying programs: stop on any HIP error, count
// mismatches, and finish with PASS (exit 0) or FAIL (exit 1).
#ifndef OPENHIP_TESTS_PROGRAM_CHECK_H
#define OPENHIP_TESTS_PROGRAM_CHECK_H

#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                                  \
  do {                                                                                   \
    hipError_t check_status_ = (expr);                                                   \
    if (check_status_ != hipSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,     \
                   hipGetErrorName(check_status_), hipGetErrorString(check_status_));    \
      std::printf("FAIL\n");                                                             \
      std::exit(1);                                                                      \
    }                                                                                    \
  } while (0)

// Checks a launch: the configuration error (hipGetLastError) and then any
// error raised while the kernel ran (hipDeviceSynchronize).
#define HIP_CHECK_LAUNCH()                 \
  do {                                     \
    HIP_CHECK(hipGetLastError());          \
    HIP_CHECK(hipDeviceSynchronize());     \
  } while (0)

// Counts failed expectations; prints the first few of them.
struct Checker {
  long failures = 0;

  template <typename T, typename U>
  void expect_eq(const char* what, long index, const T& got, const U& want) {
    if (got == want) return;
    if (++failures <= 10)
      std::fprintf(stderr, "mismatch: %s[%ld]: got %lld, want %lld\n", what, index,
                   static_cast<long long>(got), static_cast<long long>(want));
  }

  void expect_near(const char* what, long index, double got, double want, double tolerance) {
    double diff = got > want ? got - want : want - got;
    double scale = want < 0 ? -want : want;
    if (diff <= tolerance * (scale > 1.0 ? scale : 1.0)) return;
    if (++failures <= 10)
      std::fprintf(stderr, "mismatch: %s[%ld]: got %.9g, want %.9g\n", what, index, got, want);
  }

  void expect_true(const char* what, bool condition) {
    if (condition) return;
    if (++failures <= 10) std::fprintf(stderr, "failed: %s\n", what);
  }

  int finish() const {
    if (failures == 0) {
      std::printf("PASS\n");
      return 0;
    }
    std::printf("FAIL (%ld mismatches)\n", failures);
    return 1;
  }
};

#endif
