// A host-only C++ program that includes <hip/hip_runtime.h>, as built with
// g++/clang++ and -lopenhip (no hipcc): typed hipMalloc, copies, memset.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    hipError_t check_err = (call);                                                                 \
    if (check_err != hipSuccess) {                                                                 \
      std::printf("FAIL: %s -> %s (%s)\n", #call, hipGetErrorName(check_err),                      \
                  hipGetErrorString(check_err));                                                   \
      return 1;                                                                                    \
    }                                                                                              \
  } while (0)

int main() {
  static_assert(sizeof(dim3) == 12, "dim3 is three 32-bit values");
  constexpr dim3 defaults;
  static_assert(defaults.x == 1 && defaults.y == 1 && defaults.z == 1, "dim3 defaults to 1");
  static_assert(HIP_VERSION_MAJOR == 5 && HIP_VERSION_MINOR == 2, "HIP 5.2 API level");
#if !defined(__HIP_PLATFORM_OPENHIP__) || defined(__HIP_PLATFORM_AMD__) ||                         \
    defined(__HIP_PLATFORM_NVIDIA__)
#error "platform macros: only __HIP_PLATFORM_OPENHIP__ must be defined"
#endif

  constexpr int n = 1000;
  std::vector<float> host(n), back(n, -1.0f);
  for (int i = 0; i < n; ++i)
    host[i] = 0.5f * static_cast<float>(i);

  float* device = nullptr; // typed: uses the C++ hipMalloc overload
  CHECK(hipMalloc(&device, n * sizeof(float)));
  CHECK(hipMemcpy(device, host.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(back.data(), device, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    if (back[i] != host[i]) {
      std::printf("FAIL: element %d is %f, expected %f\n", i, back[i], host[i]);
      return 1;
    }
  }
  CHECK(hipMemset(device, 0, n * sizeof(float)));
  CHECK(hipMemcpy(back.data(), device, n * sizeof(float), hipMemcpyDefault));
  for (int i = 0; i < n; ++i) {
    if (back[i] != 0.0f) {
      std::printf("FAIL: element %d not cleared\n", i);
      return 1;
    }
  }
  CHECK(hipFree(device));
  std::printf("PASS\n");
  return 0;
}
