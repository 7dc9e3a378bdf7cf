// Barriers inside block-uniform conditionals: the condition depends on
// blockIdx, on a kernel argument, and on a shared value every thread reads
// after a barrier. Each branch has its own barriers.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 128;

__global__ void branchy(const int* in, int* out, int mode) {
  __shared__ int buf[kThreads];
  int t = threadIdx.x;
  int base = blockIdx.x * kThreads;
  buf[t] = in[base + t];
  __syncthreads();
  if (mode == 1 || blockIdx.x % 2 == 0) {
    int v = buf[(t + 1) % kThreads];  // rotate left, then double
    __syncthreads();
    buf[t] = v * 2;
    __syncthreads();
  } else {
    int v = buf[kThreads - 1 - t];  // reverse, then add 1000
    __syncthreads();
    buf[t] = v + 1000;
    __syncthreads();
  }
  // Uniform, but only known at run time: every thread reads the same slot.
  if (buf[0] > 500) {
    int v = buf[(t + 5) % kThreads];
    __syncthreads();
    buf[t] = v - 1;
    __syncthreads();
  }
  out[base + t] = buf[t];
}

// The same steps on the host, for one block.
static void reference(const int* in, int* out, int block, int mode) {
  std::vector<int> buf(in, in + kThreads), next(kThreads);
  for (int t = 0; t < kThreads; ++t)
    next[t] = (mode == 1 || block % 2 == 0) ? buf[(t + 1) % kThreads] * 2
                                             : buf[kThreads - 1 - t] + 1000;
  buf = next;
  if (buf[0] > 500) {
    for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 5) % kThreads] - 1;
    buf = next;
  }
  for (int t = 0; t < kThreads; ++t) out[t] = buf[t];
}

int main() {
  Checker check;
  const int blocks = 12, n = blocks * kThreads;
  std::vector<int> in(n), out(n), want(kThreads);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 601;  // buf[0] > 500 in some blocks only
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  for (int mode = 0; mode < 2; ++mode) {
    branchy<<<blocks, kThreads>>>(d_in, d_out, mode);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      reference(&in[b * kThreads], want.data(), b, mode);
      for (int t = 0; t < kThreads; ++t)
        check.expect_eq("out", mode * n + b * kThreads + t, out[b * kThreads + t], want[t]);
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
