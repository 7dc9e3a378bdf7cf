// Kernels with memory errors, built with hipcc -fsanitize=memcheck: each is
// reported with its source line (checked by CTest, programs.sanitizer.*) and
// fails its launch with hipErrorLaunchFailure; the process lives on.
#include <hip/hip_runtime.h>

#include <cstdio>

#include "../program_check.h"

__device__ int table[16];

__global__ void offByOne(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) p[i] = i;  // line 14: i == n is one past the end
}

__global__ void sharedOverflow(int* out) {
  __shared__ int tile[64];
  tile[threadIdx.x + 1] = threadIdx.x;  // line 19: work-item 63 writes tile[64]
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}

__global__ void readFreed(const float* p, float* out) { out[threadIdx.x] = p[threadIdx.x]; }  // line 24

__global__ void misaligned(char* p) { *reinterpret_cast<int*>(p + 2) = 7; }  // line 26

__global__ void pastDeviceVariable(int* out, int i) { out[0] = table[i]; }  // line 28

__global__ void writeThrough(int* p, long long offset) { p[offset + threadIdx.x] = 1; }  // line 30

__global__ void correct(int* p, int n) {
  __shared__ int tile[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? i : 0;
  __syncthreads();
  if (i < n) p[i] = tile[threadIdx.x] + table[threadIdx.x % 16];
}

static bool failsToLaunch(const char* what, hipError_t error) {
  std::printf("%s: %s\n", what, hipGetErrorName(error));
  (void)hipGetLastError();
  (void)hipDeviceReset();  // the launch failure is sticky, as on a GPU
  return error == hipErrorLaunchFailure;
}

int main() {
  bool ok = true;
  int* d = nullptr;
  HIP_CHECK(hipMalloc(&d, 100 * sizeof(int)));
  correct<<<4, 32>>>(d, 100);
  ok &= hipDeviceSynchronize() == hipSuccess;

  offByOne<<<1, 128>>>(d, 100);
  ok &= failsToLaunch("offByOne", hipDeviceSynchronize());

  HIP_CHECK(hipMalloc(&d, 64 * sizeof(int)));
  sharedOverflow<<<1, 64>>>(d);
  ok &= failsToLaunch("sharedOverflow", hipDeviceSynchronize());

  float *freed = nullptr, *out = nullptr;
  HIP_CHECK(hipMalloc(&freed, 1 << 20));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(float)));
  HIP_CHECK(hipFree(freed));
  readFreed<<<1, 64>>>(freed, out);
  ok &= failsToLaunch("readFreed", hipDeviceSynchronize());

  char* bytes = nullptr;
  HIP_CHECK(hipMalloc(&bytes, 64));
  misaligned<<<1, 1>>>(bytes);
  ok &= failsToLaunch("misaligned", hipDeviceSynchronize());

  HIP_CHECK(hipMalloc(&d, sizeof(int)));
  pastDeviceVariable<<<1, 1>>>(d, 16);
  ok &= failsToLaunch("pastDeviceVariable", hipDeviceSynchronize());

  writeThrough<<<1, 64>>>(nullptr, 0);
  ok &= failsToLaunch("null", hipDeviceSynchronize());
  HIP_CHECK(hipMalloc(&d, sizeof(int)));
  writeThrough<<<1, 64>>>(d, 1ll << 36);
  ok &= failsToLaunch("wild", hipDeviceSynchronize());

  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
