// Helpers of the warp-operation programs: the build's warp size as the
// kernels see it, and the linear thread id warps are formed from.
#ifndef OPENHIP_TESTS_PROGRAMS_WARP_TEST_UTIL_H
#define OPENHIP_TESTS_PROGRAMS_WARP_TEST_UTIL_H

#include "../program_check.h"

__device__ inline int linear_thread_id() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

__global__ void report_warp_size(int* out) { *out = warpSize; }

// The warp size this program was compiled for (the kernels' warpSize).
inline int device_warp_size() {
  int* d = nullptr;
  int value = 0;
  HIP_CHECK(hipMalloc(&d, sizeof(int)));
  report_warp_size<<<1, 1>>>(d);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(&value, d, sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  return value;
}

#endif
