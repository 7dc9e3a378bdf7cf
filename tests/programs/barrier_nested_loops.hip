// Barriers in nested loops: a 1-D heat-diffusion style smoothing repeated for
// `sweeps` sweeps, each of `steps` steps, with a block-wide rescale between
// sweeps. Integer arithmetic keeps the host comparison exact.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 64;

__global__ void smooth(const int* in, int* out, int sweeps, int steps) {
  __shared__ int cur[kThreads];
  __shared__ int total;
  int t = threadIdx.x;
  cur[t] = in[blockIdx.x * kThreads + t];
  __syncthreads();
  for (int s = 0; s < sweeps; ++s) {
    for (int k = 0; k < steps; ++k) {
      int left = cur[(t + kThreads - 1) % kThreads];
      int right = cur[(t + 1) % kThreads];
      int v = (left + 2 * cur[t] + right) / 4;
      __syncthreads();
      cur[t] = v;
      __syncthreads();
    }
    if (t == 0) {
      int sum = 0;
      for (int j = 0; j < kThreads; ++j) sum += cur[j];
      total = sum;
    }
    __syncthreads();
    cur[t] += total % 17;
    __syncthreads();
  }
  out[blockIdx.x * kThreads + t] = cur[t];
}

int main() {
  Checker check;
  const int blocks = 6, n = blocks * kThreads;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 104729) % 4096;
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  const int configs[][2] = {{0, 3}, {1, 0}, {3, 5}, {2, 1}};
  for (const auto& config : configs) {
    int sweeps = config[0], steps = config[1];
    smooth<<<blocks, kThreads>>>(d_in, d_out, sweeps, steps);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      std::vector<int> cur(in.begin() + b * kThreads, in.begin() + (b + 1) * kThreads), next(kThreads);
      for (int s = 0; s < sweeps; ++s) {
        for (int k = 0; k < steps; ++k) {
          for (int t = 0; t < kThreads; ++t)
            next[t] = (cur[(t + kThreads - 1) % kThreads] + 2 * cur[t] + cur[(t + 1) % kThreads]) / 4;
          cur = next;
        }
        int sum = 0;
        for (int v : cur) sum += v;
        for (int& v : cur) v += sum % 17;
      }
      for (int t = 0; t < kThreads; ++t)
        check.expect_eq("out", sweeps * 1000 + b * kThreads + t, out[b * kThreads + t], cur[t]);
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
