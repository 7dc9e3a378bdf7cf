// A 256-bin histogram: per-block bins in shared memory with atomicAdd, merged
// into global bins with atomicAdd; plus atomicMax/atomicMin/atomicCAS.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

#define BINS 256

__global__ void histogram(const unsigned char* data, int n, unsigned int* bins, int* maxValue, int* minValue) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    atomicAdd(&local[data[i]], 1u);
    atomicMax(maxValue, (int)data[i]);
    atomicMin(minValue, (int)data[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}

// A lock-free "claim the first slot" with atomicCAS.
__global__ void claim(int* owner) { atomicCAS(owner, -1, (int)(blockIdx.x * blockDim.x + threadIdx.x)); }

int main() {
  const int n = 1 << 20;
  std::vector<unsigned char> data(n);
  unsigned int seed = 12345;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    data[i] = static_cast<unsigned char>(3 + (seed >> 24) % 250);
  }
  unsigned char* d_data;
  unsigned int* d_bins;
  int *d_max, *d_min, *d_owner;
  CUDA_CHECK(cudaMalloc(&d_data, n));
  CUDA_CHECK(cudaMalloc(&d_bins, BINS * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&d_max, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_min, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_owner, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_data, data.data(), n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_bins, 0, BINS * sizeof(unsigned int)));
  int init[3] = {-1, 1 << 30, -1};
  CUDA_CHECK(cudaMemcpy(d_max, &init[0], sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_min, &init[1], sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_owner, &init[2], sizeof(int), cudaMemcpyHostToDevice));
  histogram<<<64, 256>>>(d_data, n, d_bins, d_max, d_min);
  claim<<<8, 64>>>(d_owner);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<unsigned int> bins(BINS), want(BINS, 0);
  int maxValue, minValue, owner;
  CUDA_CHECK(cudaMemcpy(bins.data(), d_bins, BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&maxValue, d_max, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&minValue, d_min, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&owner, d_owner, sizeof(int), cudaMemcpyDeviceToHost));
  int wantMax = 0, wantMin = 255;
  for (int i = 0; i < n; ++i) {
    ++want[data[i]];
    wantMax = data[i] > wantMax ? data[i] : wantMax;
    wantMin = data[i] < wantMin ? data[i] : wantMin;
  }
  int errors = 0;
  for (int b = 0; b < BINS; ++b)
    if (bins[b] != want[b]) ++errors;
  if (maxValue != wantMax || minValue != wantMin) ++errors;
  if (owner < 0 || owner >= 8 * 64) ++errors;
  CUDA_CHECK(cudaFree(d_data));
  CUDA_CHECK(cudaFree(d_bins));
  CUDA_CHECK(cudaFree(d_max));
  CUDA_CHECK(cudaFree(d_min));
  CUDA_CHECK(cudaFree(d_owner));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
