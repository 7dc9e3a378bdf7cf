// Unified memory: cudaMallocManaged buffers touched by host and kernels with
// cudaDeviceSynchronize in between, plus a dynamic shared-memory kernel
// (extern __shared__) reversing each block's slice; prefetches and advice in
// both CUDA forms (a device number; CUDA 12.2's cudaMemLocation).
#include <cuda_runtime.h>

#include <cstdio>

#include "cuda_check.h"

__global__ void reverseBlocks(const int* in, int* out) {
  extern __shared__ int tile[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  tile[t] = in[base + t];
  __syncthreads();
  out[base + t] = tile[blockDim.x - 1 - t];
}

__global__ void increment(int* data, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) data[i] += 1;
}

int main() {
  const int block = 128, blocks = 40, n = block * blocks;
  int *in = nullptr, *out = nullptr;
  CUDA_CHECK(cudaMallocManaged(&in, n * sizeof(int)));
  CUDA_CHECK(cudaMallocManaged(&out, n * sizeof(int), cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i) in[i] = i * 3;
  reverseBlocks<<<blocks, block, block * sizeof(int)>>>(in, out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int b = i / block, t = i % block;
    if (out[i] != (b * block + block - 1 - t) * 3) ++errors;
  }
#ifdef __CUDACC__  // CUDA 12.2's location forms: HIP 5.2 has none (the hipified copy skips them)
  cudaMemLocation device{};
  device.type = cudaMemLocationTypeDevice;
  device.id = 0;
  cudaMemLocation host{};
  host.type = cudaMemLocationTypeHost;
  CUDA_CHECK(cudaMemAdvise(out, n * sizeof(int), cudaMemAdviseSetPreferredLocation, device));
  CUDA_CHECK(cudaMemAdvise_v2(out, n * sizeof(int), cudaMemAdviseSetAccessedBy, host));
  CUDA_CHECK(cudaMemPrefetchAsync(out, n * sizeof(int), device, 0));
  CUDA_CHECK(cudaMemPrefetchAsync_v2(in, n * sizeof(int), host, 0, 0));
  CUDA_CHECK(cudaMemPrefetchAsync(out, n * sizeof(int), 0));
  cudaMemLocation invalid{};
  expectError("prefetch to an invalid location", cudaMemPrefetchAsync(out, 4, invalid, 0),
              cudaErrorInvalidValue);
  expectError("prefetch with flags", cudaMemPrefetchAsync(out, 4, device, 1), cudaErrorInvalidValue);
  errors += expectedErrorMismatches();
#endif
  increment<<<7, 64>>>(out, n);
  CUDA_CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; ++i) {
    int b = i / block, t = i % block;
    if (out[i] != (b * block + block - 1 - t) * 3 + 1) ++errors;
  }
  cudaPointerAttributes attributes;
  CUDA_CHECK(cudaPointerGetAttributes(&attributes, out));
  if (attributes.type != cudaMemoryTypeManaged) ++errors;
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
