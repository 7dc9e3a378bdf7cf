#include <cuda_runtime.h>

#include "check.h"

__global__ void warpSum(int* out) {
  int value = threadIdx.x;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    value += __shfl_down_sync(0xffffffff, value, offset);
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = value;
}

int main() {
  int* out = nullptr;
  if (cudaMallocManaged(&out, 2 * sizeof(int)) != cudaSuccess)
    return report("allocation", false);
  warpSum<<<1, 64>>>(out);
  bool ok = cudaDeviceSynchronize() == cudaSuccess && out[0] == 496 && out[1] == 1520;
  cudaFree(out);
  return report("CUDA language (32-wide warps)", ok);
}
