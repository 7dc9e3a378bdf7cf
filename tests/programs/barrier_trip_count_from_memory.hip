// A loop with barriers whose (block-uniform) trip count is read from global
// memory, different for each block, including zero.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 32;

__global__ void shift_rounds(const int* rounds_per_block, const int* in, int* out) {
  __shared__ int buf[kThreads];
  int t = threadIdx.x;
  int rounds = rounds_per_block[blockIdx.x];
  buf[t] = in[blockIdx.x * kThreads + t];
  __syncthreads();
  for (int r = 0; r < rounds; ++r) {
    int v = buf[(t + 3) % kThreads] + r;
    __syncthreads();
    buf[t] = v;
    __syncthreads();
  }
  out[blockIdx.x * kThreads + t] = buf[t];
}

int main() {
  Checker check;
  const int blocks = 9, n = blocks * kThreads;
  std::vector<int> rounds = {0, 1, 2, 7, 0, 31, 5, 1, 64};
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = i * i % 97;
  int *d_rounds, *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_rounds, blocks * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_rounds, rounds.data(), blocks * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  shift_rounds<<<blocks, kThreads>>>(d_rounds, d_in, d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    std::vector<int> buf(in.begin() + b * kThreads, in.begin() + (b + 1) * kThreads), next(kThreads);
    for (int r = 0; r < rounds[b]; ++r) {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 3) % kThreads] + r;
      buf = next;
    }
    for (int t = 0; t < kThreads; ++t) check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], buf[t]);
  }
  HIP_CHECK(hipFree(d_rounds));
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
