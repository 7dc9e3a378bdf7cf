// Barriers inside a loop: a shared-memory tree reduction whose trip count
// depends on blockDim.x, launched with several block sizes.
#include "program_check.h"

#include <vector>

__global__ void tree_sum(const int* in, int* block_sums) {
  __shared__ int partial[512];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) block_sums[blockIdx.x] = partial[0];
}

int main() {
  Checker check;
  const int blocks = 37;
  for (int block_size : {1, 2, 32, 64, 256, 512}) {
    const int n = blocks * block_size;
    std::vector<int> in(n);
    for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 1000 - 500;
    int *d_in, *d_sums;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sums, blocks * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    tree_sum<<<blocks, block_size>>>(d_in, d_sums);
    HIP_CHECK_LAUNCH();
    std::vector<int> sums(blocks);
    HIP_CHECK(hipMemcpy(sums.data(), d_sums, blocks * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      int want = 0;
      for (int i = 0; i < block_size; ++i) want += in[b * block_size + i];
      check.expect_eq("block_sum", block_size * 1000 + b, sums[b], want);
    }
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_sums));
  }
  return check.finish();
}
