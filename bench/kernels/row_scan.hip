// Inclusive prefix sums along each row (a cumulative sum over the last axis),
// one block per row walking it in chunks of blockDim.x elements: a warp scan
// with __shfl_up, warp totals scanned by the first warp with __shfl_up again
// through __shared__ memory, the running total of earlier chunks carried in
// a register. 2^24 floats as rows of BENCH_ROW_SCAN_COLS (default 2048)
// with blocks of BENCH_ROW_SCAN_BLOCK (default 256) work-items.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"

extern "C" void row_scan_omp(const float* in, float* out, long rows, long cols);

namespace {
constexpr int kMaxBlock = 1024;

__device__ float warpInclusiveScan(float v, int lane) {
  for (int delta = 1; delta < warpSize; delta *= 2) {
    const float below = __shfl_up(v, delta);
    if (lane >= delta) v += below;
  }
  return v;
}

__global__ void row_scan(const float* in, float* out, int cols) {
  __shared__ float warp_totals[kMaxBlock / 32];  // enough for warps of 32 or 64
  const float* row = in + size_t(blockIdx.x) * cols;
  float* result = out + size_t(blockIdx.x) * cols;
  const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  const int warps = blockDim.x / warpSize;
  float carried = 0.0f;  // the sum of the row's earlier chunks
  for (int base = 0; base < cols; base += blockDim.x) {
    const int i = base + threadIdx.x;
    float v = warpInclusiveScan(i < cols ? row[i] : 0.0f, lane);
    if (lane == warpSize - 1) warp_totals[warp] = v;
    __syncthreads();
    if (warp == 0) {
      float total = lane < warps ? warp_totals[lane] : 0.0f;
      total = warpInclusiveScan(total, lane);
      if (lane < warps) warp_totals[lane] = total;
    }
    __syncthreads();
    if (i < cols) result[i] = carried + (warp > 0 ? warp_totals[warp - 1] : 0.0f) + v;
    carried += warp_totals[warps - 1];
    __syncthreads();  // the next chunk overwrites warp_totals
  }
}

}  // namespace

int main() {
  const int cols = bench::setting("BENCH_ROW_SCAN_COLS", 2048, 1, 1 << 24);
  const int block = bench::setting("BENCH_ROW_SCAN_BLOCK", 256, 64, kMaxBlock, 64);
  const long rows = std::max<long>(1, (1L << 24) / bench::scaleDown() / cols);
  const size_t count = size_t(rows) * cols;
  std::vector<float> in(count), want(count), got(count);
  bench::Random random(14);
  for (float& v : in) v = random.uniform(0, 1);
  for (long r = 0; r < rows; ++r) {
    double sum = 0;
    for (int c = 0; c < cols; ++c) want[r * cols + c] = static_cast<float>(sum += in[r * cols + c]);
  }
  // Float sums in another order than the double reference's.
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), count, 1e-4); };

  bench::FormResult omp = bench::measure("row_scan", "omp",
      [&] { row_scan_omp(in.data(), got.data(), rows, cols); }, [&] { return check("omp"); });

  bench::DeviceArray<float> din(count, in.data()), dout(count);
  bench::FormResult hip = bench::measure("row_scan", "hip",
      [&] {
        row_scan<<<static_cast<unsigned>(rows), block>>>(din.ptr, dout.ptr, cols);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });

  // PoCL 3.1 on this CPU exposes no sub-groups, so there is no OpenCL form
  // of a warp shuffle.
  bench::printResult("row_scan",
                     std::to_string(rows) + "x" + std::to_string(cols) + " block " + std::to_string(block),
                     omp, hip, bench::FormResult{});
}
