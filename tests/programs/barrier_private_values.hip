// Per-thread (private) values that live across barriers: a private array
// indexed at run time, scalars of several types, and a pointer, all written
// before barriers and used after them.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 128;
constexpr int kSlots = 8;

__global__ void keep_private(const int* in, long long* out, int salt) {
  __shared__ int buf[kThreads];
  int t = threadIdx.x;
  int i = blockIdx.x * kThreads + t;
  int priv[kSlots];
  for (int j = 0; j < kSlots; ++j) priv[j] = in[i] * (j + 1) + salt;
  double scale = 0.5 * (t % 4);
  long long wide = static_cast<long long>(in[i]) * (1LL << 33);
  const int* mine = &in[i];
  buf[t] = in[i];
  __syncthreads();
  for (int round = 0; round < 3; ++round) {
    priv[(t + round) % kSlots] += buf[(t + round + 1) % kThreads];
    __syncthreads();
    buf[t] = priv[round % kSlots];
    __syncthreads();
  }
  long long acc = 0;
  for (int j = 0; j < kSlots; ++j) acc += priv[j] * (j + 1);
  out[i] = acc + static_cast<long long>(scale * 4.0) + wide / (1LL << 33) + *mine;
}

int main() {
  Checker check;
  const int blocks = 4, n = blocks * kThreads, salt = 11;
  std::vector<int> in(n);
  std::vector<long long> out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 31) % 200 - 100;
  int* d_in;
  long long* d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(long long)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  keep_private<<<blocks, kThreads>>>(d_in, d_out, salt);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(long long), hipMemcpyDeviceToHost));

  for (int b = 0; b < blocks; ++b) {
    const int* block_in = &in[b * kThreads];
    std::vector<std::vector<int>> priv(kThreads, std::vector<int>(kSlots));
    std::vector<int> buf(block_in, block_in + kThreads);
    for (int t = 0; t < kThreads; ++t)
      for (int j = 0; j < kSlots; ++j) priv[t][j] = block_in[t] * (j + 1) + salt;
    for (int round = 0; round < 3; ++round) {
      for (int t = 0; t < kThreads; ++t) priv[t][(t + round) % kSlots] += buf[(t + round + 1) % kThreads];
      for (int t = 0; t < kThreads; ++t) buf[t] = priv[t][round % kSlots];
    }
    for (int t = 0; t < kThreads; ++t) {
      long long acc = 0;
      for (int j = 0; j < kSlots; ++j) acc += priv[t][j] * (j + 1);
      long long want = acc + (t % 4) * 2 + block_in[t] + block_in[t];
      check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], want);
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
