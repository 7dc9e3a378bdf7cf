// A CUDA source (warp size 32 by default) with the _sync warp API as CUDA
// code writes it: full-mask shuffles for a block reduction, __ballot_sync
// and __popc to count, __activemask inside a branch.
#include "warp_test_util.h"

#include <vector>

constexpr unsigned FullMask = 0xffffffffu;

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(FullMask, v, offset);
  return v;
}

// Sums 32-lane groups (a warp, or half of one at warp size 64, since the
// reduction uses offsets up to 16 only) and counts positive inputs among the
// lanes of the 32-bit mask (at warp size 64: the warp's lower half).
__global__ void sum_and_count(const float* in, float* sums, int* counts, unsigned* active, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = i < n ? in[i] : 0.0f;
  const float s = warp_sum(v);
  if ((threadIdx.x & 31) == 0) sums[i / 32] = s;
  const unsigned positive = static_cast<unsigned>(__ballot_sync(FullMask, v > 0.0f));
  if ((threadIdx.x % warpSize) == 0) counts[i / warpSize] = __popc(positive);
  if (threadIdx.x % 2 == 1) active[i] = static_cast<unsigned>(__activemask());
}

int main() {
  Checker check;
  const int ws = device_warp_size();
  const int n = 4096, block = 128, blocks = n / block;
  std::vector<float> in(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>((i * 13) % 17) - 8.0f;
  float *d_in, *d_sums;
  int* d_counts;
  unsigned* d_active;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_sums, n / 32 * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_counts, n / ws * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_active, n * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  sum_and_count<<<blocks, block>>>(d_in, d_sums, d_counts, d_active, n);
  HIP_CHECK_LAUNCH();
  std::vector<float> sums(n / 32);
  std::vector<int> counts(n / ws);
  std::vector<unsigned> active(n);
  HIP_CHECK(hipMemcpy(sums.data(), d_sums, sums.size() * sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(counts.data(), d_counts, counts.size() * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(active.data(), d_active, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (int g = 0; g < n / 32; ++g) {
    float want = 0;
    for (int j = g * 32; j < g * 32 + 32; ++j) want += in[j];
    check.expect_near("32-lane sum", g, sums[g], want, 1e-6);
  }
  for (int w = 0; w < n / ws; ++w) {
    int want = 0;
    for (int j = w * ws; j < w * ws + 32; ++j) want += in[j] > 0.0f;
    check.expect_eq("positive count", w, counts[w], want);
  }
  for (int i = 1; i < n; i += 2) check.expect_eq("odd lanes active", i, active[i], 0xAAAAAAAAu);
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_sums));
  HIP_CHECK(hipFree(d_counts));
  HIP_CHECK(hipFree(d_active));
  return check.finish();
}
