// deviceQuery-style: cudaGetDeviceCount, cudaGetDeviceProperties (warpSize is
// 32 for CUDA sources), cudaDeviceGetAttribute agreeing with the properties,
// versions, cudaMemGetInfo, and a launch sized from the properties.
#include <cuda_runtime.h>

#include <cstdio>

#include "cuda_check.h"

__global__ void fill(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i;
}

int main() {
  int errors = 0;
  int count = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  if (count < 1) ++errors;
  int device = -1;
  CUDA_CHECK(cudaSetDevice(0));
  CUDA_CHECK(cudaGetDevice(&device));
  if (device != 0) ++errors;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("Device 0: \"%s\"  compute %d.%d, %d SMs, warp %d, %d threads/block, %zu MiB, shared/block %zu\n",
              prop.name, prop.major, prop.minor, prop.multiProcessorCount, prop.warpSize, prop.maxThreadsPerBlock,
              prop.totalGlobalMem >> 20, prop.sharedMemPerBlock);
  if (prop.warpSize != 32) ++errors;
  if (prop.maxThreadsPerBlock < 1024 || prop.multiProcessorCount < 1 || prop.totalGlobalMem == 0) ++errors;
  if (prop.maxThreadsDim[0] < 1024 || prop.maxGridSize[0] < 65535 || prop.sharedMemPerBlock < 48 * 1024) ++errors;
  int value = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, 0));
  if (value != 32) ++errors;
  CUDA_CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrMultiProcessorCount, 0));
  if (value != prop.multiProcessorCount) ++errors;
  CUDA_CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrMaxThreadsPerBlock, 0));
  if (value != prop.maxThreadsPerBlock) ++errors;
  CUDA_CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrComputeCapabilityMajor, 0));
  if (value != prop.major) ++errors;
  int driver = 0, runtime = 0;
  CUDA_CHECK(cudaDriverGetVersion(&driver));
  CUDA_CHECK(cudaRuntimeGetVersion(&runtime));
  if (driver <= 0 || runtime <= 0) ++errors;
  size_t freeBytes = 0, totalBytes = 0;
  CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  if (totalBytes == 0 || freeBytes > totalBytes) ++errors;

  const int n = prop.multiProcessorCount * prop.maxThreadsPerBlock + 17;
  int* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
  fill<<<(n + prop.maxThreadsPerBlock - 1) / prop.maxThreadsPerBlock, prop.maxThreadsPerBlock>>>(d, n);
  CUDA_CHECK(cudaGetLastError());
  int last = 0;
  CUDA_CHECK(cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
  if (last != n - 1) ++errors;
  CUDA_CHECK(cudaFree(d));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
