// Static __shared__ variables of several types in kernels: each block sees
// its own copy (blocks may run at the same time), two kernels' variables do
// not collide, and a __shared__ scalar set by one thread is seen by all.
#include "program_check.h"

#include <vector>

struct Pair {
  short tag;
  double value;
};

constexpr int kThreads = 64;

__global__ void mix_types(const int* in, double* out) {
  __shared__ int ints[kThreads];
  __shared__ double doubles[kThreads];
  __shared__ char chars[kThreads + 3];
  __shared__ Pair pairs[kThreads / 2];
  __shared__ int block_tag;
  int t = threadIdx.x;
  int v = in[blockIdx.x * kThreads + t];
  if (t == 0) block_tag = blockIdx.x * 1000;
  ints[t] = v;
  doubles[t] = v * 0.25;
  chars[t] = static_cast<char>(v % 100);
  if (t % 2 == 0) pairs[t / 2] = Pair{static_cast<short>(t), v * 0.5};
  __syncthreads();
  int o = kThreads - 1 - t;
  out[blockIdx.x * kThreads + t] =
      ints[o] + doubles[(t + 1) % kThreads] + chars[(t + 2) % kThreads] + pairs[o / 2].tag + pairs[o / 2].value + block_tag;
}

__global__ void second_kernel(int* out) {
  __shared__ long long mine[kThreads];
  mine[threadIdx.x] = -static_cast<long long>(blockIdx.x) * threadIdx.x;
  __syncthreads();
  out[blockIdx.x * kThreads + threadIdx.x] = static_cast<int>(mine[(threadIdx.x + 7) % kThreads]);
}

int main() {
  Checker check;
  const int blocks = 40, n = blocks * kThreads;
  std::vector<int> in(n), second(n);
  std::vector<double> out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 17) % 250;
  int *d_in, *d_second;
  double* d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_second, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(double)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  mix_types<<<blocks, kThreads>>>(d_in, d_out);
  second_kernel<<<blocks, kThreads>>>(d_second);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(double), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(second.data(), d_second, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    const int* v = &in[b * kThreads];
    for (int t = 0; t < kThreads; ++t) {
      int o = kThreads - 1 - t;
      int pair_t = (o / 2) * 2;
      double want = v[o] + v[(t + 1) % kThreads] * 0.25 + static_cast<char>(v[(t + 2) % kThreads] % 100) + pair_t +
                    v[pair_t] * 0.5 + b * 1000;
      check.expect_near("mix", b * kThreads + t, out[b * kThreads + t], want, 0.0);
      check.expect_eq("second", b * kThreads + t, second[b * kThreads + t], -b * ((t + 7) % kThreads));
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_second));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
