// Static __shared__ declared inside __device__ functions: a block-wide sum
// helper with its own shared array, used by two kernels and called twice in
// one kernel, next to the kernel's own __shared__ array.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 128;

__device__ int block_sum(int value) {
  __shared__ int partial[kThreads];
  int t = threadIdx.x;
  partial[t] = value;
  __syncthreads();
  for (int stride = kThreads / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  int total = partial[0];
  __syncthreads();  // the next call may overwrite partial
  return total;
}

__device__ int* block_counter() {
  __shared__ int counter;
  return &counter;
}

__global__ void centered(const int* in, int* out) {
  __shared__ int staged[kThreads];
  int t = threadIdx.x;
  int i = blockIdx.x * kThreads + t;
  staged[t] = in[i];
  if (t == 0) *block_counter() = 5;
  __syncthreads();
  int sum = block_sum(staged[kThreads - 1 - t]);
  int sum_sq = block_sum(staged[t] * staged[t]);
  out[i] = staged[t] * kThreads - sum + sum_sq % 1000 + *block_counter();
}

__global__ void totals(const int* in, int* out) {
  int sum = block_sum(in[blockIdx.x * kThreads + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

int main() {
  Checker check;
  const int blocks = 7, n = blocks * kThreads;
  std::vector<int> in(n), out(n), sums(blocks);
  for (int i = 0; i < n; ++i) in[i] = (i * 61) % 90 - 45;
  int *d_in, *d_out, *d_sums;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_sums, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  centered<<<blocks, kThreads>>>(d_in, d_out);
  totals<<<blocks, kThreads>>>(d_in, d_sums);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(sums.data(), d_sums, blocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    int sum = 0, sum_sq = 0;
    for (int t = 0; t < kThreads; ++t) {
      sum += in[b * kThreads + t];
      sum_sq += in[b * kThreads + t] * in[b * kThreads + t];
    }
    check.expect_eq("totals", b, sums[b], sum);
    for (int t = 0; t < kThreads; ++t)
      check.expect_eq("centered", b * kThreads + t, out[b * kThreads + t],
                      in[b * kThreads + t] * kThreads - sum + sum_sq % 1000 + 5);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_sums));
  return check.finish();
}
