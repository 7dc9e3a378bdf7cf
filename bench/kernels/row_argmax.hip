// The largest element of each row and its first index (an argmax over the
// last axis, as in greedy decoding or top-1 classification), one block per
// row: each work-item scans a strided part of the row, then value and index
// are reduced together, two __shfl_down per step within each warp, warp
// winners through __shared__ memory, the first warp reduces them the same
// way. 2^24 floats as rows of BENCH_ROW_ARGMAX_COLS (default 4096) with
// blocks of BENCH_ROW_ARGMAX_BLOCK (default 256) work-items.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"

extern "C" void row_argmax_omp(const float* in, float* best, int* where, long rows, long cols);

namespace {
constexpr int kMaxBlock = 1024;

// The larger of (v, i) and (ov, oi); the lower index on ties.
__device__ void keepLarger(float& v, int& i, float ov, int oi) {
  if (ov > v || (ov == v && oi < i)) {
    v = ov;
    i = oi;
  }
}

__device__ void warpArgmax(float& v, int& i) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    const float ov = __shfl_down(v, offset);
    const int oi = __shfl_down(i, offset);
    keepLarger(v, i, ov, oi);
  }
}

__global__ void row_argmax(const float* in, float* best, int* where, int cols) {
  __shared__ float warp_best[kMaxBlock / 32];
  __shared__ int warp_where[kMaxBlock / 32];
  const float* row = in + size_t(blockIdx.x) * cols;
  const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  const int warps = blockDim.x / warpSize;
  float v = -INFINITY;
  int i = cols;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    if (row[c] > v) {
      v = row[c];
      i = c;
    }
  warpArgmax(v, i);
  if (lane == 0) {
    warp_best[warp] = v;
    warp_where[warp] = i;
  }
  __syncthreads();
  if (warp == 0) {
    v = lane < warps ? warp_best[lane] : -INFINITY;
    i = lane < warps ? warp_where[lane] : cols;
    warpArgmax(v, i);
    if (lane == 0) {
      best[blockIdx.x] = v;
      where[blockIdx.x] = i;
    }
  }
}

}  // namespace

int main() {
  const int cols = bench::setting("BENCH_ROW_ARGMAX_COLS", 4096, 1, 1 << 24);
  const int block = bench::setting("BENCH_ROW_ARGMAX_BLOCK", 256, 64, kMaxBlock, 64);
  const long rows = std::max<long>(1, (1L << 24) / bench::scaleDown() / cols);
  const size_t count = size_t(rows) * cols;
  std::vector<float> in(count), wantBest(rows), gotBest(rows);
  std::vector<int> wantWhere(rows), gotWhere(rows);
  bench::Random random(15);
  // Coarse values, so that rows hold ties (the first index wins).
  for (float& v : in) v = static_cast<float>(static_cast<int>(random.uniform(0, 1000)));
  for (long r = 0; r < rows; ++r) {
    wantBest[r] = in[r * cols];
    wantWhere[r] = 0;
    for (int c = 1; c < cols; ++c)
      if (in[r * cols + c] > wantBest[r]) wantBest[r] = in[r * cols + c], wantWhere[r] = c;
  }
  auto check = [&](const char* form) {
    return bench::equalExactly(form, gotBest.data(), wantBest.data(), rows) &&
           bench::equalExactly(form, gotWhere.data(), wantWhere.data(), rows);
  };

  bench::FormResult omp = bench::measure("row_argmax", "omp",
      [&] { row_argmax_omp(in.data(), gotBest.data(), gotWhere.data(), rows, cols); },
      [&] { return check("omp"); });

  bench::DeviceArray<float> din(count, in.data()), dbest(rows);
  bench::DeviceArray<int> dwhere(rows);
  bench::FormResult hip = bench::measure("row_argmax", "hip",
      [&] {
        row_argmax<<<static_cast<unsigned>(rows), block>>>(din.ptr, dbest.ptr, dwhere.ptr, cols);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] {
        dbest.copyTo(gotBest.data());
        dwhere.copyTo(gotWhere.data());
        return check("hip");
      });

  // PoCL 3.1 on this CPU exposes no sub-groups: no OpenCL form of a shuffle.
  bench::printResult("row_argmax",
                     std::to_string(rows) + "x" + std::to_string(cols) + " block " + std::to_string(block),
                     omp, hip, bench::FormResult{});
}
