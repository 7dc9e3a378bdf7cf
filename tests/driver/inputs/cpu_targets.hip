// Built for several CPU targets by cpu_targets.sh: whichever table the
// runtime runs, kernels and the host agree on device variables and results.
#include <hip/hip_runtime.h>

#include <cstdio>

__constant__ float scale;
__device__ unsigned long long checksum;

__global__ void saxpyAndSum(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] = scale * x[i] + y[i];
    atomicAdd(&checksum, static_cast<unsigned long long>(y[i]));
  }
}

int main() {
  const int n = 10000;
  float *x, *y;
  if (hipMallocManaged(&x, n * sizeof(float)) != hipSuccess || hipMallocManaged(&y, n * sizeof(float)) != hipSuccess)
    return 3;
  unsigned long long expected = 0;
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 7);
    y[i] = 1.0f;
    expected += static_cast<unsigned long long>(3.0f * x[i] + 1.0f);
  }
  const float three = 3.0f;
  const unsigned long long zero = 0;
  hipError_t status = hipMemcpyToSymbol(HIP_SYMBOL(scale), &three, sizeof(three));
  if (status == hipSuccess) status = hipMemcpyToSymbol(HIP_SYMBOL(checksum), &zero, sizeof(zero));
  if (status == hipSuccess) {
    saxpyAndSum<<<(n + 255) / 256, 256>>>(x, y, n);
    status = hipGetLastError();
  }
  if (status == hipSuccess) status = hipDeviceSynchronize();
  if (status != hipSuccess) {
    std::printf("launch failed: %s: %s\n", hipGetErrorName(status), hipGetErrorString(status));
    return 2;
  }
  unsigned long long sum = 0;
  if (hipMemcpyFromSymbol(&sum, HIP_SYMBOL(checksum), sizeof(sum)) != hipSuccess) return 3;
  bool ok = sum == expected;
  for (int i = 0; i < n; ++i) ok = ok && y[i] == 3.0f * x[i] + 1.0f;
  std::printf("%s (checksum %llu, expected %llu)\n", ok ? "PASS" : "FAIL", sum, expected);
  return ok ? 0 : 1;
}
