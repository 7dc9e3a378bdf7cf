// Static and dynamic shared memory in one kernel must not overlap: every
// static slot and every dynamic slot (up to 60000 bytes, near the 64 KiB
// limit) is written with a distinct pattern, then all are read back.
#include "program_check.h"

#include <vector>

constexpr int kThreads = 128;

__global__ void fill_both(int* bad, int dynamic_ints) {
  __shared__ int fixed[kThreads * 4];
  extern __shared__ int dynamic[];
  int t = threadIdx.x;
  for (int j = t; j < kThreads * 4; j += kThreads) fixed[j] = 1000000 + j + static_cast<int>(blockIdx.x);
  for (int j = t; j < dynamic_ints; j += kThreads) dynamic[j] = -j - static_cast<int>(blockIdx.x);
  __syncthreads();
  int wrong = 0;
  for (int j = t; j < kThreads * 4; j += kThreads) wrong += fixed[j] != 1000000 + j + static_cast<int>(blockIdx.x);
  for (int j = t; j < dynamic_ints; j += kThreads) wrong += dynamic[j] != -j - static_cast<int>(blockIdx.x);
  bad[blockIdx.x * kThreads + t] = wrong;
}

int main() {
  Checker check;
  const int blocks = 6;
  for (int bytes : {0, 4, 4096, 60000 - kThreads * 4 * 4}) {
    int dynamic_ints = bytes / 4;
    int* d_bad;
    HIP_CHECK(hipMalloc(&d_bad, blocks * kThreads * sizeof(int)));
    HIP_CHECK(hipMemset(d_bad, 0xff, blocks * kThreads * sizeof(int)));
    fill_both<<<blocks, kThreads, bytes>>>(d_bad, dynamic_ints);
    HIP_CHECK_LAUNCH();
    std::vector<int> bad(blocks * kThreads);
    HIP_CHECK(hipMemcpy(bad.data(), d_bad, bad.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (size_t i = 0; i < bad.size(); ++i) check.expect_eq("wrong slots", bytes * 1000L + long(i), bad[i], 0);
    HIP_CHECK(hipFree(d_bad));
  }
  return check.finish();
}
