// clang's NVPTX device pass predefines __PTX__ and __NVPTX__; nvcc and AMD's
// hipcc do not, and code written for them guards PTX inline assembly with
// those macros. hipcc undefines them, so the portable branch is taken (a PTX
// branch would not even compile for the CPU). __HIP_DEVICE_COMPILE__ stays.
#include <hip/hip_runtime.h>

#include <cmath>

#include "../program_check.h"

__device__ float exp2_wrapper(float x) {
  float y;
#if defined(__PTX__)
  asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
#else
  y = exp2f(x);
#endif
  return y;
}

__global__ void probe(const float* in, float* out, int* macros) {
  const int i = threadIdx.x;
  out[i] = exp2_wrapper(in[i]);
  if (i == 0) {
#if defined(__PTX__)
    macros[0] = 1;
#endif
#if defined(__NVPTX__)
    macros[1] = 1;
#endif
#if defined(__HIP_DEVICE_COMPILE__)
    macros[2] = 1;
#endif
  }
}

int main() {
  constexpr int n = 64;
  float host_in[n], host_out[n];
  for (int i = 0; i < n; ++i) host_in[i] = 0.25f * (i - 20);
  float *in, *out;
  int* macros;
  HIP_CHECK(hipMalloc(&in, sizeof host_in));
  HIP_CHECK(hipMalloc(&out, sizeof host_out));
  HIP_CHECK(hipMalloc(&macros, 3 * sizeof(int)));
  HIP_CHECK(hipMemset(macros, 0, 3 * sizeof(int)));
  HIP_CHECK(hipMemcpy(in, host_in, sizeof host_in, hipMemcpyHostToDevice));
  probe<<<1, n>>>(in, out, macros);
  HIP_CHECK_LAUNCH();
  int host_macros[3];
  HIP_CHECK(hipMemcpy(host_out, out, sizeof host_out, hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(host_macros, macros, sizeof host_macros, hipMemcpyDeviceToHost));
  Checker check;
  check.expect_eq("__PTX__ defined in the device pass", 0, host_macros[0], 0);
  check.expect_eq("__NVPTX__ defined in the device pass", 0, host_macros[1], 0);
  check.expect_eq("__HIP_DEVICE_COMPILE__ defined in the device pass", 0, host_macros[2], 1);
  for (int i = 0; i < n; ++i)
    check.expect_near("exp2", i, host_out[i], std::exp2(host_in[i]), 1e-6);
#if defined(__PTX__) || defined(__NVPTX__)
  check.expect_true("__PTX__/__NVPTX__ undefined in the host pass", false);
#endif
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(macros));
  return check.finish();
}
