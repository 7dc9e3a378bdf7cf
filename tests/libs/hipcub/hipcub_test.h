// Helpers of the hipCUB tests: device copies of host vectors, the two-phase
// temporary-storage protocol, deterministic inputs.
#ifndef OPENHIP_TESTS_HIPCUB_TEST_H
#define OPENHIP_TESTS_HIPCUB_TEST_H

#include <hip/hip_runtime.h>

#include <cstdint>
#include <vector>

#include "../../programs/program_check.h"

/// Device memory holding a copy of a host vector (or n items).
template <typename T>
struct DeviceVector {
  T* ptr = nullptr;
  std::size_t size = 0;
  explicit DeviceVector(std::size_t n) : size(n) { HIP_CHECK(hipMalloc(&ptr, (n ? n : 1) * sizeof(T))); }
  explicit DeviceVector(const std::vector<T>& host) : DeviceVector(host.size()) {
    if (size) HIP_CHECK(hipMemcpy(ptr, host.data(), size * sizeof(T), hipMemcpyHostToDevice));
  }
  DeviceVector(const DeviceVector&) = delete;
  DeviceVector& operator=(const DeviceVector&) = delete;
  ~DeviceVector() { HIP_CHECK(hipFree(ptr)); }
  std::vector<T> host() const {
    std::vector<T> out(size);
    if (size) HIP_CHECK(hipMemcpy(out.data(), ptr, size * sizeof(T), hipMemcpyDeviceToHost));
    return out;
  }
  T value(std::size_t i = 0) const {
    T out;
    HIP_CHECK(hipMemcpy(&out, ptr + i, sizeof(T), hipMemcpyDeviceToHost));
    return out;
  }
};

/// Runs a device-wide algorithm as users do: size query with a null
/// d_temp_storage, allocation, the real call, then waits for the device.
template <typename Call>
hipError_t run_with_temp(Call&& call) {
  std::size_t bytes = 0;
  hipError_t error = call(nullptr, bytes);
  if (error != hipSuccess) return error;
  if (bytes == 0) return hipErrorUnknown;  // the size query must ask for some storage
  void* temp = nullptr;
  HIP_CHECK(hipMalloc(&temp, bytes));
  error = call(temp, bytes);
  if (error == hipSuccess) error = hipDeviceSynchronize();
  HIP_CHECK(hipFree(temp));
  return error;
}

/// A deterministic pseudo-random sequence (xorshift), different per seed.
struct Random {
  std::uint64_t state;
  explicit Random(std::uint64_t seed) : state(seed * 0x9E3779B97F4A7C15ull + 1) {}
  std::uint64_t next() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
  int uniform(int lo, int hi) { return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1)); }
};

/// Sizes that exercise the tiling: none, one, partial and several tiles.
inline std::vector<int> test_sizes() { return {0, 1, 7, 1000, 16384, 16385, 65537, 100003}; }

#endif  // OPENHIP_TESTS_HIPCUB_TEST_H
