// CUDA error handling as programs rely on it: CUDA's numeric codes, texts
// and names, cudaGetLastError resetting the launch error while
// cudaPeekAtLastError leaves it, and errors from bad arguments.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>

#include "cuda_check.h"

__global__ void touch(int* p) { p[threadIdx.x] = threadIdx.x; }

static int& errors = expectedErrorMismatches();

static void expectText(const char* got, const char* want) {
  if (std::strcmp(got, want) == 0) return;
  ++errors;
  std::fprintf(stderr, "text \"%s\", want \"%s\"\n", got, want);
}

int main() {
  // CUDA's numbers, which programs print and compare.
  if (cudaSuccess != 0 || cudaErrorInvalidValue != 1 || cudaErrorMemoryAllocation != 2 ||
      cudaErrorInvalidConfiguration != 9 || cudaErrorInvalidDevice != 101 || cudaErrorInvalidResourceHandle != 400 ||
      cudaErrorNotReady != 600 || cudaErrorIllegalAddress != 700 || cudaErrorLaunchFailure != 719 ||
      cudaErrorUnknown != 999)
    ++errors;
  expectText(cudaGetErrorString(cudaSuccess), "no error");
  expectText(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
  expectText(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory");
  expectText(cudaGetErrorString(cudaErrorInvalidConfiguration), "invalid configuration argument");
  expectText(cudaGetErrorString(cudaErrorInvalidDevice), "invalid device ordinal");
  expectText(cudaGetErrorName(cudaErrorInvalidDeviceFunction), "cudaErrorInvalidDeviceFunction");
  expectText(cudaGetErrorName(cudaErrorNotReady), "cudaErrorNotReady");
  expectText(cudaGetErrorString((cudaError_t)12345), "unrecognized error code");

  // Allocation failure.
  void* huge = nullptr;
  expectError("cudaMalloc(1 EiB)", cudaMalloc(&huge, size_t(1) << 60), cudaErrorMemoryAllocation);
  cudaGetLastError();  // the runtime also records it as the last error

  // Bad launch configuration: sticky until read by cudaGetLastError.
  int* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
  touch<<<1, 4096>>>(d);
  expectError("peek after bad launch", cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  expectError("get after bad launch", cudaGetLastError(), cudaErrorInvalidConfiguration);
  expectError("get after reset", cudaGetLastError(), cudaSuccess);
  touch<<<1, 64>>>(d);
  expectError("good launch", cudaGetLastError(), cudaSuccess);
  CUDA_CHECK(cudaDeviceSynchronize());

  // Bad arguments.
  int count = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  expectError("cudaSetDevice(count)", cudaSetDevice(count), cudaErrorInvalidDevice);
  cudaDeviceProp prop;
  expectError("cudaGetDeviceProperties(-1)", cudaGetDeviceProperties(&prop, -1), cudaErrorInvalidDevice);
  expectError("cudaMemcpy(null dst)", cudaMemcpy(nullptr, d, 4, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  expectError("cudaEventCreate(null)", cudaEventCreate(nullptr), cudaErrorInvalidValue);
  cudaGetLastError();

  int host[64];
  CUDA_CHECK(cudaMemcpy(host, d, sizeof(host), cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i)
    if (host[i] != i) ++errors;
  CUDA_CHECK(cudaFree(d));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
