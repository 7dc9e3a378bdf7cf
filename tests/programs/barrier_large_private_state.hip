// Much per-thread state live across barriers in 1024-thread blocks: a
// 32-element private array indexed at run time, a double and a 64-bit value
// per work-item, carried through a loop of barriers (values that cross a
// barrier must be kept per work-item, not per block).
#include "program_check.h"

#include <vector>

constexpr int kThreads = 1024;
constexpr int kSlots = 32;

__global__ void rotate_state(const int* in, long long* out, int rounds) {
  __shared__ int exchange[kThreads];
  int t = threadIdx.x;
  int base = in[blockIdx.x * kThreads + t];
  int state[kSlots];
  for (int j = 0; j < kSlots; ++j) state[j] = base * (j + 1) - j;
  double weight = 1.0 + t % 8;
  long long tag = static_cast<long long>(t) * 4000000000LL;
  for (int r = 0; r < rounds; ++r) {
    exchange[t] = state[(r + t) % kSlots];
    __syncthreads();
    state[(r * 7 + t) % kSlots] += exchange[(t + 1 + r) % kThreads];
    __syncthreads();
  }
  long long acc = 0;
  for (int j = 0; j < kSlots; ++j) acc += static_cast<long long>(state[j]) * (j + 1);
  out[blockIdx.x * kThreads + t] = acc + static_cast<long long>(weight * 2.0) + tag / 4000000000LL;
}

int main() {
  Checker check;
  const int blocks = 3, n = blocks * kThreads, rounds = 5;
  std::vector<int> in(n);
  std::vector<long long> out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 97) % 1000 - 500;
  int* d_in;
  long long* d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(long long)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  rotate_state<<<blocks, kThreads>>>(d_in, d_out, rounds);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(long long), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    std::vector<std::vector<int>> state(kThreads, std::vector<int>(kSlots));
    std::vector<int> exchange(kThreads);
    for (int t = 0; t < kThreads; ++t)
      for (int j = 0; j < kSlots; ++j) state[t][j] = in[b * kThreads + t] * (j + 1) - j;
    for (int r = 0; r < rounds; ++r) {
      for (int t = 0; t < kThreads; ++t) exchange[t] = state[t][(r + t) % kSlots];
      for (int t = 0; t < kThreads; ++t) state[t][(r * 7 + t) % kSlots] += exchange[(t + 1 + r) % kThreads];
    }
    for (int t = 0; t < kThreads; ++t) {
      long long acc = 0;
      for (int j = 0; j < kSlots; ++j) acc += static_cast<long long>(state[t][j]) * (j + 1);
      check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], acc + 2 * (1 + t % 8) + t);
    }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
