// Warp-level reduction with __shfl_down_sync(0xffffffff, ...) over CUDA's
// 32-thread warps, then one atomicAdd per warp; __ballot_sync and
// __shfl_sync broadcast checked on the side.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

#define FULL_MASK 0xffffffff

__inline__ __device__ int warpReduceSum(int val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__global__ void reduceSum(const int* in, int n, int* total, int* warpSizeSeen) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += in[i];
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(total, sum);
  if (blockIdx.x == 0 && threadIdx.x == 0) *warpSizeSeen = warpSize;
}

// Lane 0's value broadcast to the warp; the ballot of odd lanes.
__global__ void warpVotes(unsigned* ballots, int* broadcasts) {
  int lane = threadIdx.x % 32;
  unsigned ballot = __ballot_sync(FULL_MASK, lane & 1);
  int fromLaneZero = __shfl_sync(FULL_MASK, 100 + (int)threadIdx.x, 0);
  ballots[threadIdx.x] = ballot;
  broadcasts[threadIdx.x] = fromLaneZero;
}

int main() {
  const int n = 1000003;
  std::vector<int> in(n);
  long long want = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 7) % 23 - 11;
    want += in[i];
  }
  int *d_in, *d_total, *d_warp;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_total, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_warp, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_total, 0, sizeof(int)));
  reduceSum<<<120, 256>>>(d_in, n, d_total, d_warp);
  CUDA_CHECK(cudaGetLastError());
  int total = 0, seenWarpSize = 0;
  CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&seenWarpSize, d_warp, sizeof(int), cudaMemcpyDeviceToHost));
  int errors = 0;
  if (total != want) {
    std::fprintf(stderr, "sum %d, want %lld\n", total, want);
    ++errors;
  }
  if (seenWarpSize != 32) {
    std::fprintf(stderr, "warpSize %d\n", seenWarpSize);
    ++errors;
  }
  const int threads = 96;
  unsigned* d_ballots;
  int* d_broadcasts;
  CUDA_CHECK(cudaMalloc(&d_ballots, threads * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&d_broadcasts, threads * sizeof(int)));
  warpVotes<<<1, threads>>>(d_ballots, d_broadcasts);
  CUDA_CHECK(cudaGetLastError());
  unsigned ballots[threads];
  int broadcasts[threads];
  CUDA_CHECK(cudaMemcpy(ballots, d_ballots, sizeof(ballots), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(broadcasts, d_broadcasts, sizeof(broadcasts), cudaMemcpyDeviceToHost));
  for (int t = 0; t < threads; ++t) {
    if (ballots[t] != 0xaaaaaaaau) ++errors;
    if (broadcasts[t] != 100 + (t / 32) * 32) ++errors;
  }
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_total));
  CUDA_CHECK(cudaFree(d_warp));
  CUDA_CHECK(cudaFree(d_ballots));
  CUDA_CHECK(cudaFree(d_broadcasts));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
