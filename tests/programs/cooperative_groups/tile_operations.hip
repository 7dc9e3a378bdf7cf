// Static tiles thread_block_tile<32/16/4/1> (tiled_partition<N>): ranks, sizes,
// meta groups, shfl_down reductions, shfl/shfl_up/shfl_xor, ballot/any/all,
// match_any/match_all
// and cg::reduce with every functor; dynamic tiled_partition(block, n); a
// tile of a tile. Run with a full block (256) and one whose last warp is
// partial (100): cg::reduce then covers the threads that exist. A static
// tile of 128 (several warps): ranks and a block-wide sync().
#include <hip/hip_cooperative_groups.h>
#include <openhip/cooperative_groups/reduce.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "cooperative_check.h"

namespace cg = cooperative_groups;

struct TileRecord {
  unsigned rank, size, meta_rank, meta_size;
  int shfl_down_sum;            // tree of shfl_down, valid at rank 0 of a full tile
  int reduce_sum, reduce_min, reduce_max;
  unsigned reduce_and, reduce_or, reduce_xor;
  int from_rank0, from_up1, from_xor1;
  unsigned long long ballot_odd;
  int any_rank0, all_nonneg, all_rank_lt_half;
  unsigned long long match_mod3, match_all_mask;
  int match_all_pred;
};

__host__ __device__ int valueOf(unsigned block_rank) { return static_cast<int>((block_rank * 37 + 5) % 101) - 50; }

template <unsigned N>
__device__ void recordTile(TileRecord* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
  const unsigned me = block.thread_rank();
  const int v = valueOf(me);
  TileRecord& r = out[me];
  r.rank = tile.thread_rank();
  r.size = tile.size();
  r.meta_rank = tile.meta_group_rank();
  r.meta_size = tile.meta_group_size();
  int sum = v;
  for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2) sum += tile.shfl_down(sum, offset);
  r.shfl_down_sum = sum;
  r.reduce_sum = cg::reduce(tile, v, cg::plus<int>());
  r.reduce_min = cg::reduce(tile, v, cg::less<int>());
  r.reduce_max = cg::reduce(tile, v, cg::greater<int>());
  const unsigned bits = 0xF0F0u ^ (me * 2654435761u);
  r.reduce_and = cg::reduce(tile, bits, cg::bit_and<unsigned>());
  r.reduce_or = cg::reduce(tile, bits, cg::bit_or<unsigned>());
  r.reduce_xor = cg::reduce(tile, bits, cg::bit_xor<unsigned>());
  r.from_rank0 = tile.shfl(v, 0);
  r.from_up1 = tile.shfl_up(v, 1);
  r.from_xor1 = tile.shfl_xor(v, 1);
  r.ballot_odd = tile.ballot(tile.thread_rank() % 2 == 1);
  r.any_rank0 = tile.any(tile.thread_rank() == 0);
  r.all_nonneg = tile.all(v >= -50);
  r.all_rank_lt_half = tile.all(tile.thread_rank() < N / 2);
  r.match_mod3 = tile.match_any(static_cast<int>(me % 3));
  int pred = -1;
  r.match_all_mask = tile.match_all(7, pred);
  r.match_all_pred = pred;
}

template <unsigned N>
__global__ void tileKernel(TileRecord* out) {
  recordTile<N>(out + blockIdx.x * blockDim.x);
}

struct DynamicRecord {
  unsigned rank, size, base_rank, neighbour, sub_rank, sub_size, sub_meta_rank;
  unsigned big_rank, big_meta, big_neighbour;
};

// Dynamic tiles of 16 (warp-sized or smaller: sync is a warp barrier) and of
// 128 (several warps: sync is a block barrier), and tiles of 4 from a tile of 32.
__global__ void dynamicTiles(DynamicRecord* out, unsigned tile_size) {
  __shared__ unsigned slots[1024];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, tile_size);
  const unsigned me = block.thread_rank();
  DynamicRecord& r = out[blockIdx.x * blockDim.x + me];
  r.rank = tile.thread_rank();
  r.size = tile.size();
  r.base_rank = cg::thread_rank(tile);
  slots[me] = me * 5 + 3;
  tile.sync();
  const unsigned first = me - tile.thread_rank();
  r.neighbour = slots[first + (tile.thread_rank() + 1) % tile.size()];
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(t32);
  r.sub_rank = t4.thread_rank();
  r.sub_size = t4.size();
  r.sub_meta_rank = t4.meta_group_rank() + 100 * t4.meta_group_size();
  // A static tile larger than a warp: ranks, meta group and a block-wide sync.
  cg::thread_block_tile<128> t128 = cg::tiled_partition<128>(block);
  r.big_rank = t128.thread_rank();
  r.big_meta = t128.meta_group_rank() + 100 * t128.meta_group_size();
  block.sync();  // every thread has read `slots` above
  slots[me] = me + 7;
  t128.sync();
  r.big_neighbour = slots[me - t128.thread_rank() + (t128.thread_rank() + 5) % 128];
}

template <unsigned N>
void checkTiles(Checker& check, unsigned threads) {
  const unsigned blocks = 3;
  TileRecord* d = nullptr;
  HIP_CHECK(hipMalloc(&d, sizeof(TileRecord) * blocks * threads));
  hipLaunchKernelGGL(tileKernel<N>, dim3(blocks), dim3(threads), 0, 0, d);
  HIP_CHECK_LAUNCH();
  std::vector<TileRecord> h(blocks * threads);
  HIP_CHECK(hipMemcpy(h.data(), d, sizeof(TileRecord) * h.size(), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  char what[64];
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned me = 0; me < threads; ++me) {
      const TileRecord& r = h[b * threads + me];
      const unsigned first = me / N * N, last = std::min(first + N, threads);
      const unsigned rank = me % N;
      const long i = b * threads + me;
      int sum = 0, mn = 1 << 30, mx = -(1 << 30);
      unsigned band = ~0u, bor = 0, bxor = 0;
      unsigned long long odd = 0, same_mod3 = 0, members = 0;
      for (unsigned t = first; t < last; ++t) {
        members |= 1ull << (t - first);
        if (t % 3 == me % 3) same_mod3 |= 1ull << (t - first);
        const int v = valueOf(t);
        sum += v;
        mn = std::min(mn, v);
        mx = std::max(mx, v);
        const unsigned bits = 0xF0F0u ^ (t * 2654435761u);
        band &= bits, bor |= bits, bxor ^= bits;
        if ((t - first) % 2 == 1) odd |= 1ull << (t - first);
      }
      std::snprintf(what, sizeof what, "tile<%u> block %u", N, threads);
      check.expect_eq(what, i, r.rank, rank);
      check.expect_eq(what, i, r.size, N);
      check.expect_eq(what, i, r.meta_rank, me / N);
      check.expect_eq(what, i, r.meta_size, (threads + N - 1) / N);
      if (rank == 0 && last - first == N) check.expect_eq(what, i, r.shfl_down_sum, sum);
      check.expect_eq(what, i, r.reduce_sum, sum);
      check.expect_eq(what, i, r.reduce_min, mn);
      check.expect_eq(what, i, r.reduce_max, mx);
      check.expect_eq(what, i, r.reduce_and, band);
      check.expect_eq(what, i, r.reduce_or, bor);
      check.expect_eq(what, i, r.reduce_xor, bxor);
      check.expect_eq(what, i, r.from_rank0, valueOf(first));
      check.expect_eq(what, i, r.from_up1, rank >= 1 ? valueOf(me - 1) : valueOf(me));
      if ((me ^ 1) < last) check.expect_eq(what, i, r.from_xor1, valueOf(me ^ 1));
      check.expect_eq(what, i, r.ballot_odd, odd);
      check.expect_eq(what, i, r.any_rank0, 1);
      check.expect_eq(what, i, r.all_nonneg, 1);
      check.expect_eq(what, i, r.all_rank_lt_half, last - first <= N / 2 ? 1 : 0);
      check.expect_eq(what, i, r.match_mod3, same_mod3);
      check.expect_eq(what, i, r.match_all_mask, members);
      check.expect_eq(what, i, r.match_all_pred, 1);
    }
}

void checkDynamic(Checker& check, unsigned tile_size) {
  const unsigned threads = 256, blocks = 2;
  DynamicRecord* d = nullptr;
  HIP_CHECK(hipMalloc(&d, sizeof(DynamicRecord) * blocks * threads));
  hipLaunchKernelGGL(dynamicTiles, dim3(blocks), dim3(threads), 0, 0, d, tile_size);
  HIP_CHECK_LAUNCH();
  std::vector<DynamicRecord> h(blocks * threads);
  HIP_CHECK(hipMemcpy(h.data(), d, sizeof(DynamicRecord) * h.size(), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  for (unsigned i = 0; i < blocks * threads; ++i) {
    const unsigned me = i % threads, rank = me % tile_size;
    check.expect_eq("dynamic rank", i, h[i].rank, rank);
    check.expect_eq("dynamic size", i, h[i].size, tile_size);
    check.expect_eq("dynamic thread_rank()", i, h[i].base_rank, rank);
    check.expect_eq("dynamic neighbour", i, h[i].neighbour, (me - rank + (rank + 1) % tile_size) * 5 + 3);
    check.expect_eq("tile<4> of tile<32> rank", i, h[i].sub_rank, me % 4);
    check.expect_eq("tile<4> of tile<32> size", i, h[i].sub_size, 4);
    check.expect_eq("tile<4> of tile<32> meta", i, h[i].sub_meta_rank, (me % 32) / 4 + 100 * 8);
    check.expect_eq("tile<128> rank", i, h[i].big_rank, me % 128);
    check.expect_eq("tile<128> meta", i, h[i].big_meta, me / 128 + 100 * 2);
    check.expect_eq("tile<128> neighbour", i, h[i].big_neighbour, me - me % 128 + (me % 128 + 5) % 128 + 7);
  }
}

int main() {
  Checker check;
  for (unsigned threads : {256u, 100u}) {
    checkTiles<32>(check, threads);
    checkTiles<16>(check, threads);
    checkTiles<4>(check, threads);
    checkTiles<1>(check, threads);
  }
  checkDynamic(check, 16);
  checkDynamic(check, 128);
  return check.finish();
}
