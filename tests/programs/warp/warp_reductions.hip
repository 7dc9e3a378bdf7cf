// Warp reductions as real kernels write them: shfl_down reductions inside
// `if (warp == 0)` and `if (lane < 16)`, a butterfly (shfl_xor) in a loop
// whose trip count differs between warps, shuffles mixed with
// __syncthreads, and the usual CUDA block reduction (warp reduce, per-warp
// partials in shared memory, second warp reduce), in 1-D and 2-D blocks with
// a partial last warp. Also __match_any_sync and __reduce_*_sync.
#include "warp_test_util.h"

#include <vector>

__device__ inline long long warp_reduce(long long v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  return v;
}

// The usual CUDA block reduction (the block is a whole number of warps).
__global__ void block_reduce(const int* in, long long* out, int n) {
  __shared__ long long partials[64];
  const int id = linear_thread_id();
  const int threads = blockDim.x * blockDim.y;
  const int lane = id % warpSize, warp = id / warpSize;
  const int warps = (threads + warpSize - 1) / warpSize;
  long long sum = 0;
  for (int i = blockIdx.x * threads + id; i < n; i += gridDim.x * threads) sum += in[i];
  sum = warp_reduce(sum);  // whole warps: blockDim is a multiple of warpSize
  if (lane == 0) partials[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    long long v = lane < warps ? partials[lane] : 0;
    v = warp_reduce(v);
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// Each warp's lanes below 16 sum their ids with width-16 shuffles; warp 0
// then also reduces over the whole warp; everyone records __lane_id().
__global__ void divergent_reductions(long long* low, long long* first, int* lanes) {
  const int id = linear_thread_id();
  const int lane = __lane_id();
  long long v = id;
  if (lane < 16) {
    for (int offset = 8; offset > 0; offset /= 2) v += __shfl_down(v, offset, 16);
    low[id] = v;
  }
  if (id / warpSize == 0) first[id] = warp_reduce(id * 2);
  lanes[id] = lane;
}

// A butterfly repeated warp+1 times: warps leave the loop after different
// trip counts. After each round every lane holds the warp's sum, so the
// result is the sum times warpSize^warp (wrapping in unsigned arithmetic).
__global__ void varying_trip_count(unsigned* out) {
  const int id = linear_thread_id();
  const int warp = id / warpSize;
  unsigned v = id;
  for (int round = 0; round <= warp; ++round)
    for (int mask = warpSize / 2; mask > 0; mask /= 2) v += __shfl_xor(v, mask);
  out[id] = v;
}

// Shuffles between block barriers: rotate through shared memory and warps.
__global__ void with_barriers(int* out) {
  __shared__ int stage[1024];
  const int id = linear_thread_id();
  const int threads = blockDim.x * blockDim.y;
  int v = id;
  for (int round = 0; round < 3; ++round) {
    v = __shfl(v, (__lane_id() + 1) % warpSize);  // whole warps only (block is a multiple)
    stage[id] = v;
    __syncthreads();
    v = stage[(id + warpSize) % threads];
    __syncthreads();
  }
  out[id] = v;
}

__global__ void match_and_reduce(unsigned long long* match, int* allPred, unsigned* sums, int* mins) {
  const int id = linear_thread_id();
  match[id] = __match_any_sync(0xffffffffu, id / 5);
  __match_all_sync(~0ull, id / 1000, &allPred[id]);
  sums[id] = __reduce_add_sync(0xffffffffu, static_cast<unsigned>(id));
  mins[id] = __reduce_min_sync(0xffffffffu, 1000 - id);
}

int main() {
  Checker check;
  const int ws = device_warp_size();

  {  // block reduction, several block shapes
    const int n = 100000;
    std::vector<int> in(n);
    long long total = 0;
    for (int i = 0; i < n; ++i) total += in[i] = (i * 37) % 1001 - 500;
    int* d_in = nullptr;
    long long* d_out = nullptr;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out, 64 * sizeof(long long)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    for (dim3 block : {dim3(256), dim3(64), dim3(1024), dim3(16, 12), dim3(384)}) {
      const int blocks = 7;
      block_reduce<<<blocks, block>>>(d_in, d_out, n);
      HIP_CHECK_LAUNCH();
      std::vector<long long> out(blocks);
      HIP_CHECK(hipMemcpy(out.data(), d_out, blocks * sizeof(long long), hipMemcpyDeviceToHost));
      long long sum = 0;
      for (long long partial : out) sum += partial;
      check.expect_eq("block reduction total", block.x * block.y, sum, total);
    }
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
  }

  {  // divergent reductions
    for (dim3 block : {dim3(100), dim3(16, 8)}) {
      const int threads = block.x * block.y;
      long long *d_low, *d_first;
      int* d_lanes;
      HIP_CHECK(hipMalloc(&d_low, threads * sizeof(long long)));
      HIP_CHECK(hipMalloc(&d_first, threads * sizeof(long long)));
      HIP_CHECK(hipMalloc(&d_lanes, threads * sizeof(int)));
      divergent_reductions<<<1, block>>>(d_low, d_first, d_lanes);
      HIP_CHECK_LAUNCH();
      std::vector<long long> low(threads), first(threads);
      std::vector<int> lanes(threads);
      HIP_CHECK(hipMemcpy(low.data(), d_low, threads * sizeof(long long), hipMemcpyDeviceToHost));
      HIP_CHECK(hipMemcpy(first.data(), d_first, threads * sizeof(long long), hipMemcpyDeviceToHost));
      HIP_CHECK(hipMemcpy(lanes.data(), d_lanes, threads * sizeof(int), hipMemcpyDeviceToHost));
      for (int id = 0; id < threads; ++id) {
        const int lane = id % ws;
        check.expect_eq("__lane_id", id, lanes[id], lane);
        if (lane < 16 && lane % 16 == 0) {
          // Lanes of the 16-wide segment that exist (a partial warp may cut it).
          long long want = 0;
          for (int j = id; j < id + 16 && j < threads; ++j) want += j;
          if (id + 16 <= threads) check.expect_eq("lane < 16 reduction", id, low[id], want);
        }
      }
      long long wantFirst = 0;
      for (int j = 0; j < ws && j < threads; ++j) wantFirst += 2 * j;
      if (threads >= ws) check.expect_eq("warp 0 reduction", 0, first[0], wantFirst);
      HIP_CHECK(hipFree(d_low));
      HIP_CHECK(hipFree(d_first));
      HIP_CHECK(hipFree(d_lanes));
    }
  }

  {  // loop trip count differs per warp
    const int threads = 4 * ws;
    unsigned* d_out;
    HIP_CHECK(hipMalloc(&d_out, threads * sizeof(unsigned)));
    varying_trip_count<<<1, threads>>>(d_out);
    HIP_CHECK_LAUNCH();
    std::vector<unsigned> out(threads);
    HIP_CHECK(hipMemcpy(out.data(), d_out, threads * sizeof(unsigned), hipMemcpyDeviceToHost));
    for (int id = 0; id < threads; ++id) {
      const int warp = id / ws;
      unsigned want = 0;
      for (int j = warp * ws; j < (warp + 1) * ws; ++j) want += j;
      for (int round = 1; round <= warp; ++round) want *= ws;
      check.expect_eq("varying trip count", id, out[id], want);
    }
    HIP_CHECK(hipFree(d_out));
  }

  {  // shuffles and barriers
    for (dim3 block : {dim3(4 * ws), dim3(ws, 3)}) {
      const int threads = block.x * block.y;
      int* d_out;
      HIP_CHECK(hipMalloc(&d_out, threads * sizeof(int)));
      with_barriers<<<1, block>>>(d_out);
      HIP_CHECK_LAUNCH();
      std::vector<int> out(threads);
      HIP_CHECK(hipMemcpy(out.data(), d_out, threads * sizeof(int), hipMemcpyDeviceToHost));
      std::vector<int> v(threads), next(threads);
      for (int id = 0; id < threads; ++id) v[id] = id;
      for (int round = 0; round < 3; ++round) {
        for (int id = 0; id < threads; ++id) next[id] = v[id / ws * ws + (id % ws + 1) % ws];
        for (int id = 0; id < threads; ++id) v[id] = next[(id + ws) % threads];
      }
      for (int id = 0; id < threads; ++id) check.expect_eq("shuffles with barriers", id, out[id], v[id]);
      HIP_CHECK(hipFree(d_out));
    }
  }

  {  // __match_any_sync, __match_all_sync, __reduce_*_sync (partial last warp)
    const int threads = 100;
    unsigned long long* d_match;
    int *d_pred, *d_mins;
    unsigned* d_sums;
    HIP_CHECK(hipMalloc(&d_match, threads * sizeof(unsigned long long)));
    HIP_CHECK(hipMalloc(&d_pred, threads * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sums, threads * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&d_mins, threads * sizeof(int)));
    match_and_reduce<<<1, threads>>>(d_match, d_pred, d_sums, d_mins);
    HIP_CHECK_LAUNCH();
    std::vector<unsigned long long> match(threads);
    std::vector<int> pred(threads), mins(threads);
    std::vector<unsigned> sums(threads);
    HIP_CHECK(hipMemcpy(match.data(), d_match, threads * sizeof(unsigned long long), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(pred.data(), d_pred, threads * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(sums.data(), d_sums, threads * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(mins.data(), d_mins, threads * sizeof(int), hipMemcpyDeviceToHost));
    const unsigned long long syncMask = 0xffffffffull;  // the mask the kernel passes: lanes 0-31
    for (int id = 0; id < threads; ++id) {
      const int base = id / ws * ws;
      unsigned long long want = 0;
      unsigned sum = 0;
      int min = 1 << 30;
      for (int j = base; j < base + ws && j < threads; ++j) {
        if (j / 5 == id / 5 && ((syncMask >> (j - base)) & 1)) want |= 1ull << (j - base);
        if (j - base >= 32) continue;
        sum += j;
        if (1000 - j < min) min = 1000 - j;
      }
      check.expect_eq("__match_any_sync", id, match[id], want);
      check.expect_eq("__match_all_sync pred", id, pred[id], 1);
      check.expect_eq("__reduce_add_sync", id, sums[id], sum);
      check.expect_eq("__reduce_min_sync", id, mins[id], min);
    }
    HIP_CHECK(hipFree(d_match));
    HIP_CHECK(hipFree(d_pred));
    HIP_CHECK(hipFree(d_sums));
    HIP_CHECK(hipFree(d_mins));
  }
  return check.finish();
}
