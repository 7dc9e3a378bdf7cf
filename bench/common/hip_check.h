// HIP error checking for the benchmark drivers: any failing call ends the
// benchmark with a message (a broken runtime must not produce a timing).
#ifndef OPENHIP_BENCH_COMMON_HIP_CHECK_H
#define OPENHIP_BENCH_COMMON_HIP_CHECK_H

#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                                    \
  do {                                                                                     \
    hipError_t hip_check_status_ = (expr);                                                 \
    if (hip_check_status_ != hipSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,            \
                   hipGetErrorName(hip_check_status_));                                    \
      std::exit(1);                                                                        \
    }                                                                                      \
  } while (0)

namespace bench {

/// A device copy of a host array, freed at scope exit.
template <typename T>
struct DeviceArray {
  T* ptr = nullptr;
  size_t count = 0;
  explicit DeviceArray(size_t n, const T* init = nullptr) : count(n) {
    HIP_CHECK(hipMalloc(&ptr, n * sizeof(T)));
    if (init) HIP_CHECK(hipMemcpy(ptr, init, n * sizeof(T), hipMemcpyHostToDevice));
  }
  ~DeviceArray() { (void)hipFree(ptr); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  void copyTo(T* host) const {
    HIP_CHECK(hipMemcpy(host, ptr, count * sizeof(T), hipMemcpyDeviceToHost));
  }
};

}  // namespace bench

#endif  // OPENHIP_BENCH_COMMON_HIP_CHECK_H
