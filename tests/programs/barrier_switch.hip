// Barriers in the cases of a block-uniform switch, with a fall-through case
// and a default, followed by a common barrier.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 48;

__global__ void by_case(const int* in, int* out) {
  __shared__ int buf[kThreads];
  int t = threadIdx.x;
  buf[t] = in[blockIdx.x * kThreads + t];
  __syncthreads();
  int v = 0;
  switch (blockIdx.x % 4) {
    case 0:
      v = buf[kThreads - 1 - t];
      __syncthreads();
      buf[t] = v;
      break;
    case 1:
      v = buf[(t + 1) % kThreads] * 3;
      __syncthreads();
      buf[t] = v;
      __syncthreads();
      [[fallthrough]];
    case 2:
      v = buf[(t + 2) % kThreads] + 7;
      __syncthreads();
      buf[t] = v;
      break;
    default:
      buf[t] = -buf[t];
      break;
  }
  __syncthreads();
  out[blockIdx.x * kThreads + t] = buf[(t * 5) % kThreads];
}

int main() {
  Checker check;
  const int blocks = 9, n = blocks * kThreads;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 13) % 71;
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  by_case<<<blocks, kThreads>>>(d_in, d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    std::vector<int> buf(in.begin() + b * kThreads, in.begin() + (b + 1) * kThreads), next(kThreads);
    int which = b % 4;
    if (which == 0) {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[kThreads - 1 - t];
      buf = next;
    }
    if (which == 1) {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 1) % kThreads] * 3;
      buf = next;
    }
    if (which == 1 || which == 2) {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 2) % kThreads] + 7;
      buf = next;
    }
    if (which == 3)
      for (int& v : buf) v = -v;
    for (int t = 0; t < kThreads; ++t)
      check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], buf[(t * 5) % kThreads]);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
