// Warp-shuffle reduction: each work-item sums a grid-stride share of the
// input, each warp reduces with __shfl_down, warp sums meet in __shared__
// memory and the first warp reduces them with __shfl_down again; 1024 blocks
// of 256 write block sums, reduced by a second one-block launch. Variants:
// BENCH_WARP_REDUCE_N floats, BENCH_WARP_REDUCE_GRID blocks,
// BENCH_WARP_REDUCE_BLOCK work-items per block (a multiple of 64).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"

extern "C" float warp_reduce_omp(const float* in, long n);

namespace {
constexpr int kMaxBlock = 1024;

__device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  return v;
}

__global__ void warp_reduce(const float* in, float* out, int n) {
  __shared__ float warp_sums[kMaxBlock / 32];  // enough for warps of 32 or 64
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  v = warpSum(v);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < static_cast<int>(blockDim.x / warpSize) ? warp_sums[lane] : 0.0f;
    v = warpSum(v);
    if (lane == 0) out[blockIdx.x] = v;
  }
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_WARP_REDUCE_N", (1u << 27) / bench::scaleDown(), 1, 1 << 29);
  const int grid = bench::setting("BENCH_WARP_REDUCE_GRID", 1024, 1, 1 << 16);
  const int block = bench::setting("BENCH_WARP_REDUCE_BLOCK", 256, 64, kMaxBlock, 64);
  std::vector<float> in(n);
  bench::Random random(9);
  for (float& v : in) v = random.uniform(0, 1);
  double exact = 0;
  for (float v : in) exact += v;
  const float want = static_cast<float>(exact);
  float got = 0;
  auto check = [&](const char* form) { return bench::closeEnough(form, &got, &want, 1, 1e-4); };

  bench::FormResult omp = bench::measure("warp_reduce", "omp",
      [&] { got = warp_reduce_omp(in.data(), n); }, [&] { return check("omp"); });

  bench::DeviceArray<float> din(n, in.data()), partial(grid), result(1);
  bench::FormResult hip = bench::measure("warp_reduce", "hip",
      [&] {
        warp_reduce<<<grid, block>>>(din.ptr, partial.ptr, n);
        warp_reduce<<<1, block>>>(partial.ptr, result.ptr, grid);
        HIP_CHECK(hipMemcpy(&got, result.ptr, sizeof(float), hipMemcpyDeviceToHost));
      },
      [&] { return check("hip"); });

  // PoCL 3.1 on this CPU exposes no sub-groups, so there is no OpenCL form
  // of a warp shuffle.
  bench::printResult("warp_reduce", std::to_string(n) + " floats in " + std::to_string(grid) + " blocks of " +
                     std::to_string(block), omp, hip, bench::FormResult{});
}
