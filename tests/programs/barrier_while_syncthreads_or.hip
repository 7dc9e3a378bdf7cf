// A data-dependent while loop with barriers whose exit is decided block-wide
// by __syncthreads_or: the block's maximum spreads one neighbour per step
// until nothing changes. The number of steps differs between blocks.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 64;

__global__ void spread_max(const int* in, int* out, int* steps_out) {
  __shared__ int cur[kThreads];
  int t = threadIdx.x;
  cur[t] = in[blockIdx.x * kThreads + t];
  __syncthreads();
  int steps = 0;
  bool changed = true;
  while (__syncthreads_or(changed)) {
    int best = cur[t];
    if (t > 0 && cur[t - 1] > best) best = cur[t - 1];
    if (t + 1 < kThreads && cur[t + 1] > best) best = cur[t + 1];
    changed = best != cur[t];
    __syncthreads();
    cur[t] = best;
    ++steps;
  }
  out[blockIdx.x * kThreads + t] = cur[t];
  if (t == 0) steps_out[blockIdx.x] = steps;
}

int main() {
  Checker check;
  const int blocks = 8, n = blocks * kThreads;
  std::vector<int> in(n, 0), out(n), steps(blocks);
  // Block b holds its maximum at position (b * 9) % 64; ties do not occur.
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < kThreads; ++t) in[b * kThreads + t] = (t == (b * 9) % kThreads) ? 1000 + b : t % 10;
  int *d_in, *d_out, *d_steps;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_steps, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  spread_max<<<blocks, kThreads>>>(d_in, d_out, d_steps);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(steps.data(), d_steps, blocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    int pos = (b * 9) % kThreads;
    int farthest = pos > kThreads - 1 - pos ? pos : kThreads - 1 - pos;
    // `farthest` steps change something, one more step sees no change.
    check.expect_eq("steps", b, steps[b], farthest + 1);
    for (int t = 0; t < kThreads; ++t) check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], 1000 + b);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_steps));
  return check.finish();
}
