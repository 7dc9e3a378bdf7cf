// Loops with barriers left early by block-uniform `break` and `continue`
// (decided from shared memory after a barrier), a do-while loop with a
// barrier, and a barrier loop nested in a uniform branch inside a loop.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 64;

__global__ void early_exits(const int* in, int* out, int* iterations) {
  __shared__ int buf[kThreads];
  __shared__ int stop;
  int t = threadIdx.x;
  buf[t] = in[blockIdx.x * kThreads + t];
  if (t == 0) stop = 0;
  __syncthreads();
  int rounds = 0;
  for (int r = 0; r < 100; ++r) {
    if (r % 3 == 1) continue;  // uniform: skip every third round
    int v = buf[(t + 1) % kThreads] + 1;
    __syncthreads();
    buf[t] = v;
    if (t == 0) stop = buf[0] > 40 + static_cast<int>(blockIdx.x);
    __syncthreads();
    ++rounds;
    if (stop) break;  // every thread reads the same flag
    __syncthreads();  // nobody rewrites `stop` before all have read it
  }
  int d = 0;
  do {
    int v = buf[(t + kThreads - 1) % kThreads] * 2 % 1000;
    __syncthreads();
    buf[t] = v;
    __syncthreads();
    ++d;
  } while (d < static_cast<int>(blockIdx.x % 3) + 1);
  for (int outer = 0; outer < 3; ++outer) {
    if (outer != 1) {
      for (int inner = 0; inner < outer + 1; ++inner) {
        int v = buf[kThreads - 1 - t] + inner;
        __syncthreads();
        buf[t] = v;
        __syncthreads();
      }
    }
  }
  out[blockIdx.x * kThreads + t] = buf[t];
  if (t == 0) iterations[blockIdx.x] = rounds * 100 + d;
}

int main() {
  Checker check;
  const int blocks = 7, n = blocks * kThreads;
  std::vector<int> in(n), out(n), iterations(blocks);
  for (int i = 0; i < n; ++i) in[i] = (i * 11) % 23;
  int *d_in, *d_out, *d_iterations;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_iterations, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  early_exits<<<blocks, kThreads>>>(d_in, d_out, d_iterations);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(iterations.data(), d_iterations, blocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    std::vector<int> buf(in.begin() + b * kThreads, in.begin() + (b + 1) * kThreads), next(kThreads);
    int rounds = 0;
    for (int r = 0; r < 100; ++r) {
      if (r % 3 == 1) continue;
      for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 1) % kThreads] + 1;
      buf = next;
      ++rounds;
      if (buf[0] > 40 + b) break;
    }
    int d = 0;
    do {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + kThreads - 1) % kThreads] * 2 % 1000;
      buf = next;
      ++d;
    } while (d < b % 3 + 1);
    for (int outer = 0; outer < 3; ++outer)
      if (outer != 1)
        for (int inner = 0; inner < outer + 1; ++inner) {
          for (int t = 0; t < kThreads; ++t) next[t] = buf[kThreads - 1 - t] + inner;
          buf = next;
        }
    check.expect_eq("iterations", b, iterations[b], rounds * 100 + d);
    for (int t = 0; t < kThreads; ++t) check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], buf[t]);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_iterations));
  return check.finish();
}
