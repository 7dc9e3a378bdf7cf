#include <cuda_runtime.h>

#include "check.h"

extern __constant__ float coefficients[4];
__device__ float polynomial(float x);

__global__ void evaluate(float* out) { out[threadIdx.x] = polynomial(float(threadIdx.x)); }

int main() {
  float* out = nullptr;
  float linear[4] = {1.0f, 1.0f, 0.0f, 0.0f}; // 1 + x
  if (cudaMallocManaged(&out, 32 * sizeof(float)) != cudaSuccess ||
      cudaMemcpyToSymbol(coefficients, linear, sizeof(linear)) != cudaSuccess)
    return report("setup", false);
  evaluate<<<1, 32>>>(out);
  bool ok = cudaDeviceSynchronize() == cudaSuccess;
  for (int i = 0; i < 32; ++i)
    ok = ok && out[i] == 1.0f + float(i);
  cudaFree(out);
  return report("CUDA separable compilation", ok);
}
