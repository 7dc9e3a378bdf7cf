// Warp-level primitives: WarpReduce (sums, reductions, valid items,
// head/tail segments), WarpScan (every form), WarpExchange, WarpLoad,
// WarpStore and the logical-warp shuffles, for logical warps of 1 lane to
// the whole warp, in blocks whose last warp is partial. Built for warp size
// 64 and 32.
#include <hipcub/util_ptx.hpp>
#include <hipcub/warp/warp_exchange.hpp>
#include <hipcub/warp/warp_load.hpp>
#include <hipcub/warp/warp_reduce.hpp>
#include <hipcub/warp/warp_scan.hpp>
#include <hipcub/warp/warp_store.hpp>

#include "hipcub_test.h"

__host__ __device__ inline int value_of(int i) { return (i * 29) % 53 - 20; }

constexpr int RESULTS = 16;

/// Each thread writes RESULTS values about its logical warp (L lanes).
template <int L, int BLOCK>
__global__ void warp_kernel(int* out) {
  constexpr int WARPS = (BLOCK + L - 1) / L;
  using Reduce = hipcub::WarpReduce<int, L>;
  using Scan = hipcub::WarpScan<int, L>;
  __shared__ typename Reduce::TempStorage reduce_storage[WARPS];
  __shared__ typename Scan::TempStorage scan_storage[WARPS];
  const int t = threadIdx.x, w = t / L, lane = t % L;
  const int v = value_of(t);
  int* r = out + t * RESULTS;
  r[0] = Reduce(reduce_storage[w]).Sum(v);
  r[1] = Reduce(reduce_storage[w]).Reduce(v, hipcub::Max());  // storage reused at once
  r[2] = Reduce(reduce_storage[w]).Sum(v, L / 2 + 1);
  r[3] = Reduce(reduce_storage[w]).HeadSegmentedSum(v, lane % 3 == 0);
  r[4] = Reduce(reduce_storage[w]).TailSegmentedReduce(v, lane % 4 == 3, hipcub::Max());
  int a, b, aggregate;
  Scan(scan_storage[w]).InclusiveSum(v, a);
  r[5] = a;
  Scan(scan_storage[w]).ExclusiveSum(v, a, aggregate);
  r[6] = a;
  r[7] = aggregate;
  Scan(scan_storage[w]).ExclusiveScan(v, a, -100, hipcub::Max());
  r[8] = a;
  Scan(scan_storage[w]).InclusiveScan(v, a, hipcub::Max(), aggregate);
  r[9] = a;
  r[10] = aggregate;
  Scan(scan_storage[w]).Scan(v, a, b, 1000, hipcub::Min());
  r[11] = a;
  r[12] = b;
  r[13] = Scan(scan_storage[w]).Broadcast(v, L - 1);
  r[14] = hipcub::ShuffleUp<L>(v, 2, 1, ~0u);
  r[15] = hipcub::ShuffleDown<L>(v, 1, L - 2, ~0u);
}

template <int L, int BLOCK>
void check_warp(Checker& check, const char* name) {
  DeviceVector<int> out(BLOCK * RESULTS);
  hipLaunchKernelGGL((warp_kernel<L, BLOCK>), dim3(1), dim3(BLOCK), 0, 0, out.ptr);
  HIP_CHECK_LAUNCH();
  std::vector<int> g = out.host();
  long bad = 0;
  for (int t = 0; t < BLOCK; ++t) {
    const int w = t / L, lane = t % L, first = w * L;
    const int* r = g.data() + t * RESULTS;
    int sum = 0, max = value_of(first), partial = 0;
    for (int i = 0; i < L; ++i) {
      sum += value_of(first + i);
      max = std::max(max, value_of(first + i));
      if (i < L / 2 + 1) partial += value_of(first + i);
    }
    // Results are checked where CUB defines them: lane 0, segment heads.
    if (lane == 0) bad += r[0] != sum, bad += r[1] != max, bad += r[2] != partial;
    if (lane % 3 == 0) {
      int s = 0;
      for (int i = lane; i < L && (i == lane || i % 3 != 0); ++i) s += value_of(first + i);
      bad += r[3] != s;
    }
    if (lane == 0 || (lane - 1) % 4 == 3) {
      int m = value_of(first + lane);
      for (int i = lane; i < L; ++i) {
        m = std::max(m, value_of(first + i));
        if (i % 4 == 3) break;
      }
      bad += r[4] != m;
    }
    int inc = 0, exc = 0, emax = -100, imax = value_of(first), imin = value_of(first);
    for (int i = 0; i <= lane; ++i) {
      const int x = value_of(first + i);
      if (i < lane) exc += x, emax = std::max(emax, x);
      inc += x;
      imax = std::max(imax, x);
      imin = std::min(imin, x);
    }
    int emin = 1000;
    for (int i = 0; i < lane; ++i) emin = std::min(emin, value_of(first + i));
    bad += r[5] != inc;
    bad += r[6] != exc;
    bad += r[7] != sum;
    bad += r[8] != emax;
    bad += r[9] != imax;
    bad += r[10] != max;
    bad += r[11] != std::min(1000, imin);
    bad += r[12] != emin;
    bad += r[13] != value_of(first + L - 1);
    bad += r[14] != (lane - 2 >= 1 ? value_of(t - 2) : value_of(t));
    bad += r[15] != (lane + 1 <= L - 2 ? value_of(t + 1) : value_of(t));
  }
  check.expect_eq(name, L, bad, 0);
}

/// WarpLoad (striped and blocked), WarpExchange both ways and to ranks,
/// WarpStore, with a guarded last warp tile.
template <int L, int IPT>
__global__ void warp_data_kernel(const int* in, int* out, int valid) {
  constexpr int WARPS = 128 / L;
  using Load = hipcub::WarpLoad<int, IPT, hipcub::WARP_LOAD_STRIPED, L>;
  using LoadBlocked = hipcub::WarpLoad<int, IPT, hipcub::WARP_LOAD_TRANSPOSE, L>;
  using Exchange = hipcub::WarpExchange<int, IPT, L>;
  using Store = hipcub::WarpStore<int, IPT, hipcub::WARP_STORE_DIRECT, L>;
  __shared__ typename Exchange::TempStorage exchange[WARPS];
  const int w = threadIdx.x / L;
  const int offset = w * L * IPT;
  int items[IPT], blocked[IPT];
  Load().Load(in + offset, items);
  Exchange(exchange[w]).StripedToBlocked(items, blocked);
  Store().Store(out + offset, blocked);
  int direct[IPT];
  LoadBlocked().Load(in + offset, direct, valid, -5);
  Store().Store(out + 128 * IPT + offset, direct, valid);
  Exchange(exchange[w]).BlockedToStriped(direct, items);
  int ranks[IPT];
  const int lane = threadIdx.x % L;
  for (int k = 0; k < IPT; ++k) ranks[k] = L * IPT - 1 - (lane * IPT + k);
  int reversed[IPT];
  Exchange(exchange[w]).ScatterToStriped(direct, reversed, ranks);
  for (int k = 0; k < IPT; ++k) {
    out[2 * 128 * IPT + offset + k * L + lane] = items[k];
    out[3 * 128 * IPT + offset + k * L + lane] = reversed[k];
  }
}

template <int L, int IPT>
void check_warp_data(Checker& check, const char* name) {
  const int n = 128 * IPT, valid = L * IPT - 3;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = i * 3 + 1;
  DeviceVector<int> in(h), out(std::vector<int>(4 * n, 9));
  hipLaunchKernelGGL((warp_data_kernel<L, IPT>), dim3(1), dim3(128), 0, 0, in.ptr, out.ptr, valid);
  HIP_CHECK_LAUNCH();
  std::vector<int> g = out.host();
  long bad = 0;
  for (int i = 0; i < n; ++i) {
    const int in_tile = i % (L * IPT);
    bad += g[i] != h[i];
    bad += g[n + i] != (in_tile < valid ? h[i] : 9);
    bad += g[2 * n + i] != (in_tile < valid ? h[i] : -5);
    const int base = i - in_tile;
    const int rev = L * IPT - 1 - in_tile;
    bad += g[3 * n + i] != (rev < valid ? h[base + rev] : -5);
  }
  check.expect_eq(name, L, bad, 0);
}

/// A block sum the CUDA way: every warp reduces, then warp 0 alone reduces
/// the warp sums; blocks whose last warp is partial.
__global__ void block_sum_by_warps(const int* in, int* out) {
  using Reduce = hipcub::WarpReduce<int>;
  __shared__ typename Reduce::TempStorage storage[1024 / 32];
  __shared__ int sums[1024 / 32];
  const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  const int v = Reduce(storage[warp]).Sum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0) sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    const int warps = (blockDim.x + warpSize - 1) / warpSize;
    const int s = Reduce(storage[0]).Sum(lane < warps ? sums[lane] : 0);
    if (lane == 0) out[blockIdx.x] = s;
  }
}

/// Only the first 48 threads scan (logical warps of 16), the others skip it.
__global__ void scan_under_branch(const int* in, int* out) {
  using Scan = hipcub::WarpScan<int, 16>;
  __shared__ typename Scan::TempStorage storage[4];
  if (threadIdx.x < 48) {
    int r;
    Scan(storage[threadIdx.x / 16]).InclusiveSum(in[threadIdx.x], r);
    out[threadIdx.x] = r;
  }
}

void check_divergent(Checker& check) {
  std::vector<int> h(4096);
  for (int i = 0; i < 4096; ++i) h[i] = i % 13;
  DeviceVector<int> in(h), out(4096);
  for (int block : {64, 96, 200, 1024}) {
    hipLaunchKernelGGL(block_sum_by_warps, dim3(2), dim3(block), 0, 0, in.ptr, out.ptr);
    HIP_CHECK_LAUNCH();
    std::vector<int> g = out.host();
    for (int b = 0; b < 2; ++b) {
      int s = 0;
      for (int i = 0; i < block; ++i) s += h[b * block + i];
      check.expect_eq("block sum by warps", block * 2 + b, g[b], s);
    }
  }
  hipLaunchKernelGGL(scan_under_branch, dim3(1), dim3(64), 0, 0, in.ptr, out.ptr);
  HIP_CHECK_LAUNCH();
  std::vector<int> g = out.host();
  for (int i = 0; i < 48; ++i) {
    int s = 0;
    for (int j = i / 16 * 16; j <= i; ++j) s += h[j];
    check.expect_eq("scan under a branch", i, g[i], s);
  }
}

int main() {
  Checker check;
  check_divergent(check);
  check_warp<1, 40>(check, "warp<1>");
  check_warp<4, 100>(check, "warp<4>");
  check_warp<16, 96>(check, "warp<16>");
  check_warp<32, 160>(check, "warp<32>");
  check_warp<warpSize, warpSize * 3>(check, "warp<warpSize>");
  check_warp_data<8, 4>(check, "warp data<8,4>");
  check_warp_data<32, 2>(check, "warp data<32,2>");
  check_warp_data<warpSize, 3>(check, "warp data<warpSize,3>");
  return check.finish();
}
