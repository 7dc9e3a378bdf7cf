// Barriers inside __device__ functions that the kernel calls (and that the
// compiler inlines): a plain one, a __forceinline__ one with a barrier in a
// loop, called several times and from inside a loop.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 96;

// Reverses buf[0..blockDim.x) in place.
__device__ void block_reverse(int* buf) {
  int t = threadIdx.x;
  int v = buf[blockDim.x - 1 - t];
  __syncthreads();
  buf[t] = v;
  __syncthreads();
}

// Rotates buf left by `shift` one step at a time.
__forceinline__ __device__ void block_rotate(int* buf, int shift) {
  for (int s = 0; s < shift; ++s) {
    int v = buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    buf[threadIdx.x] = v;
    __syncthreads();
  }
}

__global__ void permute(const int* in, int* out, int rounds) {
  __shared__ int buf[kThreads];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = in[i];
  __syncthreads();
  block_reverse(buf);
  for (int r = 0; r < rounds; ++r) {
    block_rotate(buf, r + 1);
    block_reverse(buf);
  }
  out[i] = buf[threadIdx.x];
}

int main() {
  Checker check;
  const int blocks = 5, n = blocks * kThreads, rounds = 4;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = i * 3 + 1;
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  permute<<<blocks, kThreads>>>(d_in, d_out, rounds);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));

  for (int b = 0; b < blocks; ++b) {
    std::vector<int> buf(in.begin() + b * kThreads, in.begin() + (b + 1) * kThreads), next(kThreads);
    auto reverse = [&] {
      for (int t = 0; t < kThreads; ++t) next[t] = buf[kThreads - 1 - t];
      buf = next;
    };
    reverse();
    for (int r = 0; r < rounds; ++r) {
      for (int s = 0; s < r + 1; ++s) {
        for (int t = 0; t < kThreads; ++t) next[t] = buf[(t + 1) % kThreads];
        buf = next;
      }
      reverse();
    }
    for (int t = 0; t < kThreads; ++t) check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], buf[t]);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
