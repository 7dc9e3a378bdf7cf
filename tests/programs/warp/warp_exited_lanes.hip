// Warp collectives behind a work-item dependent branch whose other side only
// returns (`if (warp == 0) { ...shuffles... }`): the lanes that return are
// inactive at every later collective. The compiler runs such kernels in the
// uniform mode with an "exited" flag (docs/warp-operations.md); these kernels
// check the results against a host model of the documented semantics:
// work-item 0 among the returning lanes, warps whose lanes partly return,
// a store every lane runs after the reduction, side effects on the
// returning side, partial last warps in 1-D and 2-D blocks.
#include "warp_test_util.h"

#include <vector>

__device__ inline long long warp_reduce(long long v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  return v;
}

__device__ inline int block_threads() { return blockDim.x * blockDim.y * blockDim.z; }

// Only warp 1 reduces: work-item 0 returns at once.
__global__ void second_warp_only(const long long* in, long long* sums, unsigned long long* masks) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * block_threads() + id;
  const int lane = id % warpSize, warp = id / warpSize;
  if (warp == 1) {
    long long v = warp_reduce(in[g]);
    masks[g] = __activemask();
    if (lane == 0) sums[blockIdx.x] = v;
  }
}

// The bench kernel's shape with the last warp (not warp 0) finishing: a
// grid-stride sum, per-warp partials through shared memory, a barrier, then
// one warp reduces the partials. The block is a whole number of warps.
__global__ void reduce_in_last_warp(const int* in, long long* out, int n) {
  __shared__ long long partials[64];
  const int id = threadIdx.x;  // 1-D: the loop is a grid-stride loop the compiler splits
  const int threads = blockDim.x;
  const int lane = id % warpSize, warp = id / warpSize;
  const int warps = threads / warpSize;
  long long sum = 0;
  for (int i = blockIdx.x * threads + id; i < n; i += gridDim.x * threads) sum += in[i];
  sum = warp_reduce(sum);
  if (lane == 0) partials[warp] = sum;
  __syncthreads();
  if (warp == warps - 1) {
    long long v = lane < warps ? partials[lane] : 0;
    v = warp_reduce(v);
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// A third of the lanes return; the others vote, shuffle and reduce.
__global__ void partly_returned(int* shuffled, unsigned long long* active, unsigned long long* ballots,
                                long long* sums) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * block_threads() + id;
  if (id % 3 == 0) return;
  active[g] = __activemask();
  ballots[g] = __ballot(id & 1);
  shuffled[g] = __shfl_down(id, 1);
  sums[g] = warp_reduce(id);
}

// Warp 0 reduces, then every lane (warp 0's and the others) stores.
__global__ void reduce_then_common_store(long long* out) {
  const int id = linear_thread_id();
  long long v = id + 1;
  if (id / warpSize == 0) v = warp_reduce(v);
  out[blockIdx.x * block_threads() + id] = v;
}

// Even warps write a mark and return; odd warps vote.
__global__ void odd_warps_vote(unsigned long long* votes, int* marks) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * block_threads() + id;
  if ((id / warpSize) % 2 == 0) {
    marks[g] = id * 3;
    return;
  }
  votes[g] = __ballot(id % 5 == 0);
}

// Lanes below 16 exchange with a neighbour; the others go on to a loop with a
// block-uniform trip count (which gets no implicit barrier: with it, the lanes
// would wait at different points) and reach the same store.
__global__ void shuffle_then_uniform_loop(const int* in, long long* out, unsigned long long* masks, int n) {
  const int id = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + id;
  long long v = id;
  if (id % warpSize < 16) {
    v = __shfl_xor(v, 1);
    masks[g] = __activemask();
  }
  for (int j = 0; j < n; ++j) v += in[j] * (j % 3 + 1);
  out[g] = v;
}

namespace {

constexpr long long kUnset = -7;

template <typename T>
T* device_array(size_t n, T fill) {
  std::vector<T> host(n, fill);
  T* d = nullptr;
  HIP_CHECK(hipMalloc(&d, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(d, host.data(), n * sizeof(T), hipMemcpyHostToDevice));
  return d;
}

template <typename T>
std::vector<T> to_host(const T* d, size_t n) {
  std::vector<T> host(n);
  HIP_CHECK(hipMemcpy(host.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

// The lanes of `id`'s warp that are active (exist in the block and pass `active`).
template <typename Active>
unsigned long long active_mask(int id, int threads, int warpSize, Active active) {
  unsigned long long mask = 0;
  const int base = id - id % warpSize;
  for (int lane = 0; lane < warpSize && base + lane < threads; ++lane)
    if (active(base + lane)) mask |= 1ull << lane;
  return mask;
}

// warp_reduce as documented: a shuffle from an inactive lane (returned, past
// the block's end or past the warp) gives the caller its own value.
template <typename Active>
std::vector<long long> model_warp_reduce(std::vector<long long> v, int threads, int warpSize, Active active) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    std::vector<long long> next = v;
    for (int id = 0; id < threads; ++id) {
      if (!active(id)) continue;
      const int src = id + offset;
      const bool fromSource = id % warpSize + offset < warpSize && src < threads && active(src);
      next[id] = v[id] + (fromSource ? v[src] : v[id]);
    }
    v = next;
  }
  return v;
}

struct Shape {
  dim3 block;
  int grid;
  int threads() const { return block.x * block.y * block.z; }
};

void check_second_warp_only(Checker& check, const Shape& s, int warpSize) {
  const int threads = s.threads(), total = threads * s.grid;
  std::vector<long long> in(total);
  for (int g = 0; g < total; ++g) in[g] = (g * 37) % 101 - 50;
  long long* dIn = device_array<long long>(total, 0);
  HIP_CHECK(hipMemcpy(dIn, in.data(), total * sizeof(long long), hipMemcpyHostToDevice));
  long long* dSums = device_array<long long>(s.grid, kUnset);
  unsigned long long* dMasks = device_array<unsigned long long>(total, kUnset);
  second_warp_only<<<s.grid, s.block>>>(dIn, dSums, dMasks);
  HIP_CHECK_LAUNCH();
  std::vector<long long> sums = to_host(dSums, s.grid);
  std::vector<unsigned long long> masks = to_host(dMasks, total);
  auto inWarp1 = [&](int id) { return id / warpSize == 1 && id < threads; };
  for (int b = 0; b < s.grid; ++b) {
    std::vector<long long> v(in.begin() + b * threads, in.begin() + (b + 1) * threads);
    std::vector<long long> reduced = model_warp_reduce(v, threads, warpSize, inWarp1);
    const bool hasWarp1 = threads > warpSize;
    check.expect_eq("second_warp_only.sum", b, sums[b], hasWarp1 ? reduced[warpSize] : kUnset);
    for (int id = 0; id < threads; ++id) {
      const unsigned long long want =
          inWarp1(id) ? active_mask(id, threads, warpSize, inWarp1) : static_cast<unsigned long long>(kUnset);
      check.expect_eq("second_warp_only.mask", b * threads + id, masks[b * threads + id], want);
    }
  }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dMasks));
}

void check_reduce_in_last_warp(Checker& check) {
  const int threads = 256, grid = 7, n = 100003;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 1000 - 500;
  int* dIn = device_array<int>(n, 0);
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  long long* dOut = device_array<long long>(grid, kUnset);
  reduce_in_last_warp<<<grid, threads>>>(dIn, dOut, n);
  HIP_CHECK_LAUNCH();
  std::vector<long long> out = to_host(dOut, grid);
  for (int b = 0; b < grid; ++b) {
    long long want = 0;
    for (int i = b * threads; i < n; i += grid * threads)
      for (int k = i; k < i + threads && k < n; ++k) want += in[k];
    check.expect_eq("reduce_in_last_warp", b, out[b], want);
  }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
}

void check_partly_returned(Checker& check, const Shape& s, int warpSize) {
  const int threads = s.threads(), total = threads * s.grid;
  int* dShuffled = device_array<int>(total, static_cast<int>(kUnset));
  unsigned long long* dActive = device_array<unsigned long long>(total, kUnset);
  unsigned long long* dBallots = device_array<unsigned long long>(total, kUnset);
  long long* dSums = device_array<long long>(total, kUnset);
  partly_returned<<<s.grid, s.block>>>(dShuffled, dActive, dBallots, dSums);
  HIP_CHECK_LAUNCH();
  std::vector<int> shuffled = to_host(dShuffled, total);
  std::vector<unsigned long long> active = to_host(dActive, total);
  std::vector<unsigned long long> ballots = to_host(dBallots, total);
  std::vector<long long> sums = to_host(dSums, total);
  auto stays = [&](int id) { return id < threads && id % 3 != 0; };
  std::vector<long long> ids(threads);
  for (int id = 0; id < threads; ++id) ids[id] = id;
  std::vector<long long> reduced = model_warp_reduce(ids, threads, warpSize, stays);
  for (int b = 0; b < s.grid; ++b)
    for (int id = 0; id < threads; ++id) {
      const int g = b * threads + id;
      if (!stays(id)) {
        check.expect_eq("partly_returned.untouched", g, sums[g], kUnset);
        continue;
      }
      const unsigned long long mask = active_mask(id, threads, warpSize, stays);
      const unsigned long long odd = active_mask(id, threads, warpSize, [&](int k) { return stays(k) && (k & 1); });
      const bool sourceActive = id % warpSize + 1 < warpSize && stays(id + 1);
      check.expect_eq("partly_returned.activemask", g, active[g], mask);
      check.expect_eq("partly_returned.ballot", g, ballots[g], odd);
      check.expect_eq("partly_returned.shfl_down", g, shuffled[g], sourceActive ? id + 1 : id);
      check.expect_eq("partly_returned.reduce", g, sums[g], reduced[id]);
    }
  HIP_CHECK(hipFree(dShuffled));
  HIP_CHECK(hipFree(dActive));
  HIP_CHECK(hipFree(dBallots));
  HIP_CHECK(hipFree(dSums));
}

void check_common_store(Checker& check, const Shape& s, int warpSize) {
  const int threads = s.threads(), total = threads * s.grid;
  long long* dOut = device_array<long long>(total, kUnset);
  reduce_then_common_store<<<s.grid, s.block>>>(dOut);
  HIP_CHECK_LAUNCH();
  std::vector<long long> out = to_host(dOut, total);
  auto inWarp0 = [&](int id) { return id < warpSize && id < threads; };
  std::vector<long long> v(threads);
  for (int id = 0; id < threads; ++id) v[id] = id + 1;
  std::vector<long long> reduced = model_warp_reduce(v, threads, warpSize, inWarp0);
  for (int b = 0; b < s.grid; ++b)
    for (int id = 0; id < threads; ++id)
      check.expect_eq("reduce_then_common_store", b * threads + id, out[b * threads + id],
                      inWarp0(id) ? reduced[id] : id + 1);
  HIP_CHECK(hipFree(dOut));
}

void check_odd_warps_vote(Checker& check, const Shape& s, int warpSize) {
  const int threads = s.threads(), total = threads * s.grid;
  unsigned long long* dVotes = device_array<unsigned long long>(total, kUnset);
  int* dMarks = device_array<int>(total, static_cast<int>(kUnset));
  odd_warps_vote<<<s.grid, s.block>>>(dVotes, dMarks);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned long long> votes = to_host(dVotes, total);
  std::vector<int> marks = to_host(dMarks, total);
  for (int b = 0; b < s.grid; ++b)
    for (int id = 0; id < threads; ++id) {
      const int g = b * threads + id;
      const bool odd = (id / warpSize) % 2 == 1;
      const unsigned long long want =
          odd ? active_mask(id, threads, warpSize, [&](int k) { return k < threads && k % 5 == 0; })
              : static_cast<unsigned long long>(kUnset);
      check.expect_eq("odd_warps_vote.ballot", g, votes[g], want);
      check.expect_eq("odd_warps_vote.mark", g, marks[g], odd ? static_cast<int>(kUnset) : id * 3);
    }
  HIP_CHECK(hipFree(dVotes));
  HIP_CHECK(hipFree(dMarks));
}

void check_shuffle_then_uniform_loop(Checker& check, int threads, int warpSize) {
  const int grid = 3, n = 300, total = grid * threads;
  std::vector<int> in(n);
  long long loopSum = 0;
  for (int j = 0; j < n; ++j) {
    in[j] = (j * 13) % 29 - 14;
    loopSum += in[j] * (j % 3 + 1);
  }
  int* dIn = device_array<int>(n, 0);
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  long long* dOut = device_array<long long>(total, kUnset);
  unsigned long long* dMasks = device_array<unsigned long long>(total, kUnset);
  shuffle_then_uniform_loop<<<grid, threads>>>(dIn, dOut, dMasks, n);
  HIP_CHECK_LAUNCH();
  std::vector<long long> out = to_host(dOut, total);
  std::vector<unsigned long long> masks = to_host(dMasks, total);
  auto low = [&](int id) { return id < threads && id % warpSize < 16; };
  for (int b = 0; b < grid; ++b)
    for (int id = 0; id < threads; ++id) {
      const int g = b * threads + id;
      const int partner = id ^ 1;
      const long long exchanged = low(id) ? (partner < threads ? partner : id) : id;
      check.expect_eq("shuffle_then_uniform_loop", g, out[g], exchanged + loopSum);
      check.expect_eq("shuffle_then_uniform_loop.mask", g, masks[g],
                      low(id) ? active_mask(id, threads, warpSize, low) : static_cast<unsigned long long>(kUnset));
    }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFree(dMasks));
}

}  // namespace

int main() {
  const int warpSize = device_warp_size();
  Checker check;
  // Whole warps, a partial last warp (1-D and 2-D), a block of one partial warp.
  const Shape shapes[] = {{dim3(256), 3}, {dim3(160), 2}, {dim3(16, 10), 2}, {dim3(40), 2}};
  for (const Shape& s : shapes) {
    check_second_warp_only(check, s, warpSize);
    check_partly_returned(check, s, warpSize);
    check_common_store(check, s, warpSize);
    check_odd_warps_vote(check, s, warpSize);
  }
  check_reduce_in_last_warp(check);
  check_shuffle_then_uniform_loop(check, 256, warpSize);
  check_shuffle_then_uniform_loop(check, 101, warpSize);
  return check.finish();
}
