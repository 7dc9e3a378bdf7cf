// Cooperative groups as CUDA samples use them: this_thread_block(),
// tiled_partition<32>, a tile-level shfl_down reduction, and cg::reduce from
// <cooperative_groups/reduce.h>.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

namespace cg = cooperative_groups;

__device__ int tileSum(cg::thread_block_tile<32> tile, int v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
  return v;
}

__global__ void sumKernel(const int* in, int n, int* manual, int* library) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = tileSum(tile, v);
  if (tile.thread_rank() == 0) atomicAdd(manual, s);
  int r = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0) atomicAdd(library, r);
  block.sync();
}

int main() {
  const int n = 70001;
  std::vector<int> in(n);
  long long want = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = i % 101 - 50;
    want += in[i];
  }
  int *d_in, *d_sums;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_sums, 2 * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_sums, 0, 2 * sizeof(int)));
  sumKernel<<<(n + 255) / 256, 256>>>(d_in, n, d_sums, d_sums + 1);
  CUDA_CHECK(cudaGetLastError());
  int sums[2];
  CUDA_CHECK(cudaMemcpy(sums, d_sums, sizeof(sums), cudaMemcpyDeviceToHost));
  int errors = (sums[0] != want) + (sums[1] != want);
  if (errors) std::fprintf(stderr, "sums %d %d, want %lld\n", sums[0], sums[1], want);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_sums));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
