// assert() in a CUDA kernel: the launch fails with cudaErrorAssert, as CUDA
// reports it, sticky until cudaDeviceReset. HIP's names report the same
// fault as hipErrorLaunchFailure, as AMD's runtime does
// (device_services/assert_in_kernel.hip).
#include <cuda_runtime.h>

#include <cassert>
#include <cstdio>

#include "cuda_check.h"

__global__ void checkPositive(const int* values) { assert(values[threadIdx.x] > 0); }

static int& errors = expectedErrorMismatches();

int main() {
  int* values = nullptr;
  expectError("cudaMallocManaged", cudaMallocManaged(&values, 32 * sizeof(int)), cudaSuccess);
  for (int i = 0; i < 32; ++i) values[i] = i + 1;
  checkPositive<<<1, 32>>>(values);
  expectError("passing launch", cudaDeviceSynchronize(), cudaSuccess);
  values[7] = 0;
  checkPositive<<<1, 32>>>(values);
  expectError("cudaDeviceSynchronize after the assert", cudaDeviceSynchronize(), cudaErrorAssert);
  expectError("cudaGetLastError (sticky)", cudaGetLastError(), cudaErrorAssert);
  if (hipPeekAtLastError() != hipErrorLaunchFailure) {
    ++errors;
    std::fprintf(stderr, "hipPeekAtLastError after the assert: got %d, want hipErrorLaunchFailure\n",
                 (int)hipPeekAtLastError());
  }
  expectError("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expectError("cudaGetLastError after the reset", cudaGetLastError(), cudaSuccess);
  std::printf(errors ? "FAIL\n" : "PASS\n");
  return errors ? 1 : 0;
}
