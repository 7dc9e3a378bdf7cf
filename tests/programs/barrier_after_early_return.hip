// Barriers after block-uniform early returns: whole blocks leave before the
// first barrier (by blockIdx, by an argument) or between barriers (by a
// shared value all threads read).
#include "program_check.h"

#include <vector>

constexpr int kThreads = 64;
constexpr int kUntouched = -12345;

__global__ void reverse_active(const int* in, int* out, int active_blocks, int enabled) {
  if (blockIdx.x >= active_blocks) return;
  if (!enabled) return;
  __shared__ int buf[kThreads];
  int t = threadIdx.x;
  int i = blockIdx.x * kThreads + t;
  buf[t] = in[i];
  __syncthreads();
  int v = buf[kThreads - 1 - t];
  __syncthreads();
  buf[t] = v;
  __syncthreads();
  if (buf[0] < 0) return;  // blocks whose (reversed) first value is negative stop here
  out[i] = buf[(t + 1) % kThreads] + 1;
  __syncthreads();
  buf[t] = 0;
}

int main() {
  Checker check;
  const int blocks = 10, active = 7, n = blocks * kThreads;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i % 3 == 0 ? -1 : 1) * (i % 50);
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  std::vector<int> untouched(n, kUntouched);

  for (int enabled = 0; enabled < 2; ++enabled) {
    HIP_CHECK(hipMemcpy(d_out, untouched.data(), n * sizeof(int), hipMemcpyHostToDevice));
    reverse_active<<<blocks, kThreads>>>(d_in, d_out, active, enabled);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      const int* block_in = &in[b * kThreads];
      bool runs = enabled && b < active && block_in[kThreads - 1] >= 0;
      for (int t = 0; t < kThreads; ++t) {
        int want = runs ? block_in[kThreads - 1 - (t + 1) % kThreads] + 1 : kUntouched;
        check.expect_eq("out", enabled * n + b * kThreads + t, out[b * kThreads + t], want);
      }
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
