// Loops the loop passes must leave alone: nested uniform loops that only
// work-item 0 runs (`if (threadIdx.x == 0) for (...) for (...)`), whose inner
// loop once got an implicit barrier that the other work-items never reached,
// and the loops of `__launch_bounds__(1)` kernels (one work-item per block,
// run as plain CPU loops).
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

__global__ void passes_by_thread_zero(int* out, int passes) {
  __shared__ int s[256];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int p = 0; p < passes; ++p)
      for (int d = 0; d < 256; ++d) s[d] += p;
  }
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x];
}

// Each block sums one tile of `tile` items with 8 lane accumulators.
__global__ __launch_bounds__(1) void tile_sums(const int* in, long long* sums, int n, int tile) {
  const int begin = blockIdx.x * tile;
  const int end = begin + tile < n ? begin + tile : n;
  long long lanes[8] = {};
  int i = begin;
  for (; i + 8 <= end; i += 8)
    for (int c = 0; c < 8; ++c) lanes[c] += in[i + c];
  long long sum = 0;
  for (int c = 0; c < 8; ++c) sum += lanes[c];
  for (; i < end; ++i) sum += in[i];
  sums[blockIdx.x] = sum;
}

int main() {
  Checker check;
  {
    const int blocks = 2, passes = 4;
    int* dout;
    HIP_CHECK(hipMalloc(&dout, blocks * 256 * sizeof(int)));
    hipLaunchKernelGGL(passes_by_thread_zero, dim3(blocks), dim3(256), 0, 0, dout, passes);
    HIP_CHECK_LAUNCH();
    std::vector<int> out(blocks * 256);
    HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < blocks * 256; ++i) check.expect_eq("passes_by_thread_zero", i, out[i], i % 256 + 6);
    HIP_CHECK(hipFree(dout));
  }
  {
    const int n = 100003, tile = 4099, tiles = (n + tile - 1) / tile;
    std::vector<int> in(n);
    for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 1001 - 500;
    int* din;
    long long* dsums;
    HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&dsums, tiles * sizeof(long long)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(tile_sums, dim3(tiles), dim3(1), 0, 0, din, dsums, n, tile);
    HIP_CHECK_LAUNCH();
    std::vector<long long> sums(tiles);
    HIP_CHECK(hipMemcpy(sums.data(), dsums, tiles * sizeof(long long), hipMemcpyDeviceToHost));
    for (int t = 0; t < tiles; ++t) {
      long long want = 0;
      for (int i = t * tile; i < n && i < (t + 1) * tile; ++i) want += in[i];
      check.expect_eq("tile_sums", t, sums[t], want);
    }
    // More than one work-item breaks the launch bounds: a launch error.
    hipLaunchKernelGGL(tile_sums, dim3(1), dim3(2), 0, 0, din, dsums, n, tile);
    check.expect_true("launch bounds enforced", hipGetLastError() == hipErrorInvalidConfiguration);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dsums));
  }
  return check.finish();
}
