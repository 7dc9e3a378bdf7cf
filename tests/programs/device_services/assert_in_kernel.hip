// assert() in a kernel: the failing work-item's message names the file,
// line, function, block and thread (checked on stderr by expect_output.sh);
// the launch fails with hipErrorLaunchFailure (what AMD's runtime reports;
// CUDA's names report cudaErrorAssert: cuda/device_assert.cu) and
// every later call reports it (sticky) until hipDeviceReset. Blocks without a
// failing assert complete.
#include <hip/hip_runtime.h>

#include <cassert>

#include "../program_check.h"

__global__ void checkValues(const int* values, int* visited) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  visited[i] = 1;
  assert(values[i] >= 0);
}

int main() {
  Checker check;
  const int blocks = 4, threads = 32, n = blocks * threads;
  int* values = nullptr;
  int* visited = nullptr;
  HIP_CHECK(hipMallocManaged(&values, n * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&visited, n * sizeof(int)));
  for (int i = 0; i < n; ++i) values[i] = i;

  // A passing launch first.
  checkValues<<<blocks, threads>>>(values, visited);
  HIP_CHECK_LAUNCH();

  values[2 * threads + 5] = -1;  // block 2, thread 5 fails
  for (int i = 0; i < n; ++i) visited[i] = 0;
  checkValues<<<blocks, threads>>>(values, visited);
  // The launch itself succeeds; the fault shows once the kernel ran, which
  // may already be the case here.
  const hipError_t after_launch = hipGetLastError();
  check.expect_true("launch call", after_launch == hipSuccess || after_launch == hipErrorLaunchFailure);
  check.expect_eq("hipDeviceSynchronize", 0, hipDeviceSynchronize(), hipErrorLaunchFailure);
  check.expect_eq("hipGetLastError (sticky)", 0, hipGetLastError(), hipErrorLaunchFailure);
  check.expect_eq("hipPeekAtLastError", 0, hipPeekAtLastError(), hipErrorLaunchFailure);
  void* p = nullptr;
  check.expect_eq("hipMalloc after the assert", 0, hipMalloc(&p, 64), hipErrorLaunchFailure);
  int host_value = 0;
  check.expect_eq("hipMemcpy after the assert", 0,
                  hipMemcpy(&host_value, values, sizeof(int), hipMemcpyDeviceToHost), hipErrorLaunchFailure);
  checkValues<<<blocks, threads>>>(values, visited);
  check.expect_eq("launch after the assert", 0, hipGetLastError(), hipErrorLaunchFailure);
  check.expect_eq("hipStreamSynchronize", 0, hipStreamSynchronize(nullptr), hipErrorLaunchFailure);
  // The failing block stopped at the failing work-item: its later work-items never ran.
  check.expect_eq("failing work-item ran up to the assert", 0, visited[2 * threads + 5], 1);
  check.expect_eq("work-item after it in the block", 0, visited[2 * threads + 6], 0);

  HIP_CHECK(hipDeviceReset());
  check.expect_eq("hipGetLastError after hipDeviceReset", 0, hipGetLastError(), hipSuccess);
  HIP_CHECK(hipMalloc(&p, 64));
  HIP_CHECK(hipFree(p));
  return check.finish();
}
