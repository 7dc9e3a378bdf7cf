// Warp collectives behind a branch only some lanes take, with a barrier or a
// collective every lane reaches after the join: the compiler moves such a
// collective out of the if and lets the other lanes pass it as inactive
// lanes (docs/warp-operations.md, "Hoisting"). These kernels check the
// results against host models of the documented semantics: a block scan
// whose first warp scans the warp totals between barriers, in a loop over
// chunks (the bench row_scan shape); two collectives in a row on one side
// with a value of the side reaching the second; a 2-D tile whose first warp
// reduces the warp sums and adds them atomically; lanes of a warp split
// between the sides (inactive lanes' shuffles give the caller its own value).
#include "warp_test_util.h"

#include <vector>

namespace {

constexpr long long kUnset = -7;

__device__ inline long long warp_inclusive_scan(long long v, int lane) {
  for (int delta = 1; delta < warpSize; delta *= 2) {
    const long long below = __shfl_up(v, delta);
    if (lane >= delta) v += below;
  }
  return v;
}

__device__ inline long long warp_sum(long long v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  return v;
}

// Inclusive prefix sums of each row (one block per row), chunk by chunk.
__global__ void chunked_row_scan(const int* in, long long* out, int cols) {
  __shared__ long long totals[32];
  const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  const int warps = blockDim.x / warpSize;
  const int* row = in + static_cast<long>(blockIdx.x) * cols;
  long long* result = out + static_cast<long>(blockIdx.x) * cols;
  long long carried = 0;
  for (int base = 0; base < cols; base += blockDim.x) {
    const int i = base + threadIdx.x;
    const long long v = warp_inclusive_scan(i < cols ? row[i] : 0, lane);
    if (lane == warpSize - 1) totals[warp] = v;
    __syncthreads();
    if (warp == 0) {
      long long t = lane < warps ? totals[lane] : 0;
      t = warp_inclusive_scan(t, lane);
      if (lane < warps) totals[lane] = t;
    }
    __syncthreads();
    if (i < cols) result[i] = carried + (warp > 0 ? totals[warp - 1] : 0) + v;
    carried += totals[warps - 1];
    __syncthreads();
  }
}

// Lanes below 16 vote, then shuffle a value computed from the vote and
// their input; every lane stores after a barrier.
__global__ void two_on_one_side(const int* in, unsigned long long* votes, long long* shuffled) {
  const int id = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + id;
  const int lane = id % warpSize;
  unsigned long long vote = 0;
  long long moved = -1;
  if (lane < 16) {
    const int x = in[g];
    vote = __ballot(x % 3 == 0);
    const long long mine = x + static_cast<long long>(__popcll(vote));
    moved = __shfl_down(mine, 2);
  }
  __syncthreads();
  votes[g] = vote;
  shuffled[g] = moved;
}

// The 2-D tile reduction of an iterative solver: warp sums through shared
// memory, the first warp reduces them and adds the block's sum atomically.
__global__ void tile_sum(const int* in, unsigned long long* total, int width) {
  __shared__ long long sums[64];
  const int linear = threadIdx.y * blockDim.x + threadIdx.x;
  const int lane = linear % warpSize, warp = linear / warpSize;
  const int threads = blockDim.x * blockDim.y;
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  long long v = warp_sum(in[y * width + x]);
  if (lane == 0) sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (threads + warpSize - 1) / warpSize ? sums[lane] : 0;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(total, static_cast<unsigned long long>(v));
  }
}

template <typename T>
T* device_copy(const std::vector<T>& host) {
  T* d = nullptr;
  HIP_CHECK(hipMalloc(&d, host.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(d, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return d;
}

template <typename T>
std::vector<T> to_host(const T* d, size_t n) {
  std::vector<T> host(n);
  HIP_CHECK(hipMemcpy(host.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

void check_chunked_row_scan(Checker& check, int rows, int cols, int threads) {
  std::vector<int> in(static_cast<size_t>(rows) * cols);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int>((i * 7919) % 201) - 100;
  int* dIn = device_copy(in);
  long long* dOut = device_copy(std::vector<long long>(in.size(), kUnset));
  chunked_row_scan<<<rows, threads>>>(dIn, dOut, cols);
  HIP_CHECK_LAUNCH();
  std::vector<long long> out = to_host(dOut, in.size());
  for (int r = 0; r < rows; ++r) {
    long long sum = 0;
    for (int c = 0; c < cols; ++c) {
      const size_t i = static_cast<size_t>(r) * cols + c;
      sum += in[i];
      check.expect_eq("chunked_row_scan", static_cast<long>(i), out[i], sum);
    }
  }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
}

void check_two_on_one_side(Checker& check, int threads, int grid, int warpSize) {
  const int total = threads * grid;
  std::vector<int> in(total);
  for (int g = 0; g < total; ++g) in[g] = (g * 37) % 29;
  int* dIn = device_copy(in);
  unsigned long long* dVotes = device_copy(std::vector<unsigned long long>(total, 0));
  long long* dShuffled = device_copy(std::vector<long long>(total, kUnset));
  two_on_one_side<<<grid, threads>>>(dIn, dVotes, dShuffled);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned long long> votes = to_host(dVotes, total);
  std::vector<long long> shuffled = to_host(dShuffled, total);
  for (int b = 0; b < grid; ++b)
    for (int id = 0; id < threads; ++id) {
      const int g = b * threads + id, lane = id % warpSize, base = id - lane;
      if (lane >= 16) {
        check.expect_eq("two_on_one_side.vote", g, votes[g], 0ull);
        check.expect_eq("two_on_one_side.shuffled", g, shuffled[g], -1ll);
        continue;
      }
      unsigned long long want = 0;
      for (int l = 0; l < 16 && base + l < threads; ++l)
        if (in[b * threads + base + l] % 3 == 0) want |= 1ull << l;
      check.expect_eq("two_on_one_side.vote", g, votes[g], want);
      // Lanes 14 and 15 read lanes 16 and 17, which are inactive: their own value.
      const int source = lane + 2 < 16 && id + 2 < threads ? id + 2 : id;
      const long long mine = in[b * threads + source] + __builtin_popcountll(want);
      check.expect_eq("two_on_one_side.shuffled", g, shuffled[g], mine);
    }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dVotes));
  HIP_CHECK(hipFree(dShuffled));
}

void check_tile_sum(Checker& check, dim3 block, int tiles) {
  const int width = block.x * tiles, height = block.y * tiles;
  std::vector<int> in(static_cast<size_t>(width) * height);
  unsigned long long want = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    in[i] = static_cast<int>((i * 31) % 1000);
    want += in[i];
  }
  int* dIn = device_copy(in);
  unsigned long long* dTotal = device_copy(std::vector<unsigned long long>(1, 0));
  tile_sum<<<dim3(tiles, tiles), block>>>(dIn, dTotal, width);
  HIP_CHECK_LAUNCH();
  check.expect_eq("tile_sum", static_cast<long>(block.x * 1000 + block.y), to_host(dTotal, 1)[0], want);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dTotal));
}

}  // namespace

int main() {
  const int warpSize = device_warp_size();
  Checker check;
  check_chunked_row_scan(check, 5, 1000, 256);
  check_chunked_row_scan(check, 3, 333, 128);
  check_two_on_one_side(check, 128, 3, warpSize);
  check_two_on_one_side(check, 40, 2, warpSize);
  check_tile_sum(check, dim3(16, 16), 6);
  check_tile_sum(check, dim3(32, 8), 5);
  check_tile_sum(check, dim3(8, 8), 7);  // whole warps: a partial one would add lanes past its end twice
  return check.finish();
}
