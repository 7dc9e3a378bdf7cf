// Block-level data movement and sorting: BlockLoad/BlockStore (every
// algorithm, guarded, with a default), BlockExchange (every arrangement and
// scatters), BlockRadixSort (keys, pairs, descending, bit ranges, striped
// output, key types), BlockDiscontinuity, BlockAdjacentDifference,
// BlockShuffle and BlockHistogram, in blocks that are and are not multiples
// of the warp.
#include <hipcub/block/block_adjacent_difference.hpp>
#include <hipcub/block/block_discontinuity.hpp>
#include <hipcub/block/block_exchange.hpp>
#include <hipcub/block/block_histogram.hpp>
#include <hipcub/block/block_load.hpp>
#include <hipcub/block/block_radix_sort.hpp>
#include <hipcub/block/block_shuffle.hpp>
#include <hipcub/block/block_store.hpp>

#include <algorithm>
#include <cstring>
#include <numeric>

#include "hipcub_test.h"

// ---- BlockLoad / BlockStore --------------------------------------------------

/// Loads with ALGO (guarded: valid items, default -1) and stores back with
/// the matching store algorithm; blocked arrangements also write item k of
/// thread t to out_check[t * IPT + k] directly.
template <int BT, int IPT, hipcub::BlockLoadAlgorithm LOAD, hipcub::BlockStoreAlgorithm STORE>
__global__ void load_store_kernel(const int* in, int* out, int* out_check, int valid) {
  using Load = hipcub::BlockLoad<int, BT, IPT, LOAD>;
  using Store = hipcub::BlockStore<int, BT, IPT, STORE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } storage;
  int items[IPT];
  const int offset = blockIdx.x * BT * IPT;
  if (blockIdx.x == 0) {
    Load(storage.load).Load(in + offset, items, valid, -1);
  } else {
    Load(storage.load).Load(in + offset, items);
  }
  for (int k = 0; k < IPT; ++k) out_check[offset + threadIdx.x * IPT + k] = items[k];
  __syncthreads();
  if (blockIdx.x == 0)
    Store(storage.store).Store(out + offset, items, valid);
  else
    Store(storage.store).Store(out + offset, items);
}

template <int BT, int IPT, hipcub::BlockLoadAlgorithm LOAD, hipcub::BlockStoreAlgorithm STORE>
void check_load_store(Checker& check, const char* name) {
  const int n = 2 * BT * IPT, valid = BT * IPT - 5;
  std::vector<int> h(n);
  std::iota(h.begin(), h.end(), 100);
  DeviceVector<int> in(h), out(std::vector<int>(n, 7)), seen(n);
  hipLaunchKernelGGL((load_store_kernel<BT, IPT, LOAD, STORE>), dim3(2), dim3(BT), 0, 0, in.ptr, out.ptr, seen.ptr, valid);
  HIP_CHECK_LAUNCH();
  std::vector<int> got = out.host(), items = seen.host();
  const bool striped = LOAD == hipcub::BLOCK_LOAD_STRIPED;
  long bad = 0;
  for (int b = 0; b < 2; ++b)
    for (int t = 0; t < BT; ++t)
      for (int k = 0; k < IPT; ++k) {
        const int index = striped ? k * BT + t : t * IPT + k;
        const bool in_range = b == 1 || index < valid;
        bad += items[b * BT * IPT + t * IPT + k] != (in_range ? h[b * BT * IPT + index] : -1);
      }
  for (int i = 0; i < n; ++i) bad += got[i] != (i < valid || i >= BT * IPT ? h[i] : 7);
  check.expect_eq(name, BT, bad, 0);
}

// ---- BlockExchange -----------------------------------------------------------

template <int BT, int IPT>
__global__ void exchange_kernel(int* out) {
  using Exchange = hipcub::BlockExchange<int, BT, IPT>;
  __shared__ typename Exchange::TempStorage storage;
  const int t = threadIdx.x;
  int items[IPT], result[IPT];
  // Striped -> blocked: thread t holds k*BT+t, gets t*IPT+k.
  for (int k = 0; k < IPT; ++k) items[k] = k * BT + t;
  Exchange(storage).StripedToBlocked(items, result);
  for (int k = 0; k < IPT; ++k) out[0 * BT * IPT + t * IPT + k] = result[k];
  __syncthreads();
  // Blocked -> striped, in place.
  for (int k = 0; k < IPT; ++k) items[k] = t * IPT + k;
  Exchange(storage).BlockedToStriped(items, items);
  for (int k = 0; k < IPT; ++k) out[1 * BT * IPT + t * IPT + k] = items[k];
  __syncthreads();
  // Warp-striped <-> blocked.
  const int lane = t % warpSize, warp = t / warpSize;
  for (int k = 0; k < IPT; ++k) items[k] = warp * warpSize * IPT + k * warpSize + lane;
  Exchange(storage).WarpStripedToBlocked(items, result);
  for (int k = 0; k < IPT; ++k) out[2 * BT * IPT + t * IPT + k] = result[k];
  __syncthreads();
  Exchange(storage).BlockedToWarpStriped(result, result);
  for (int k = 0; k < IPT; ++k) out[3 * BT * IPT + t * IPT + k] = result[k];
  __syncthreads();
  // Scatter by reversed ranks to blocked and to striped (guarded: odd ranks dropped).
  int ranks[IPT];
  for (int k = 0; k < IPT; ++k) items[k] = t * IPT + k, ranks[k] = BT * IPT - 1 - (t * IPT + k);
  Exchange(storage).ScatterToBlocked(items, result, ranks);
  for (int k = 0; k < IPT; ++k) out[4 * BT * IPT + t * IPT + k] = result[k];
  __syncthreads();
  Exchange(storage).ScatterToStriped(items, result, ranks);
  for (int k = 0; k < IPT; ++k) out[5 * BT * IPT + t * IPT + k] = result[k];
  __syncthreads();
  bool valid[IPT];
  for (int k = 0; k < IPT; ++k) valid[k] = true, result[k] = -1;
  Exchange(storage).ScatterToStripedFlagged(items, result, ranks, valid);
  for (int k = 0; k < IPT; ++k) out[6 * BT * IPT + t * IPT + k] = result[k];
}

template <int BT, int IPT>
void check_exchange(Checker& check, int warp_size, const char* name) {
  const int tile = BT * IPT;
  DeviceVector<int> out(7 * tile);
  hipLaunchKernelGGL((exchange_kernel<BT, IPT>), dim3(1), dim3(BT), 0, 0, out.ptr);
  HIP_CHECK_LAUNCH();
  std::vector<int> got = out.host();
  long bad = 0;
  for (int t = 0; t < BT; ++t)
    for (int k = 0; k < IPT; ++k) {
      const int at = t * IPT + k;
      bad += got[0 * tile + at] != t * IPT + k;
      bad += got[1 * tile + at] != k * BT + t;
      const int lane = t % warp_size, warp = t / warp_size;
      bad += got[2 * tile + at] != warp * warp_size * IPT + lane * IPT + k;
      bad += got[3 * tile + at] != warp * warp_size * IPT + k * warp_size + lane;
      bad += got[4 * tile + at] != tile - 1 - (t * IPT + k);
      bad += got[5 * tile + at] != tile - 1 - (k * BT + t);
      bad += got[6 * tile + at] != tile - 1 - (k * BT + t);
    }
  check.expect_eq(name, BT, bad, 0);
}

// ---- BlockRadixSort ----------------------------------------------------------

template <typename KeyT, int BT, int IPT, bool DESCENDING, bool STRIPED>
__global__ void radix_sort_kernel(KeyT* keys, int* values, int begin_bit, int end_bit) {
  using Sort = hipcub::BlockRadixSort<KeyT, BT, IPT, int>;
  __shared__ typename Sort::TempStorage storage;
  KeyT k[IPT];
  int v[IPT];
  const int t = threadIdx.x;
  for (int i = 0; i < IPT; ++i) k[i] = keys[t * IPT + i], v[i] = values[t * IPT + i];
  if (STRIPED) {
    if (DESCENDING)
      Sort(storage).SortDescendingBlockedToStriped(k, v, begin_bit, end_bit);
    else
      Sort(storage).SortBlockedToStriped(k, v, begin_bit, end_bit);
  } else {
    if (DESCENDING)
      Sort(storage).SortDescending(k, v, begin_bit, end_bit);
    else
      Sort(storage).Sort(k, v, begin_bit, end_bit);
  }
  for (int i = 0; i < IPT; ++i) {
    const int at = STRIPED ? i * BT + t : t * IPT + i;
    keys[at] = k[i];
    values[at] = v[i];
  }
}

template <typename KeyT, int BT, int IPT, bool DESCENDING, bool STRIPED>
void check_block_radix_sort(Checker& check, const char* name, int begin_bit, int end_bit) {
  const int n = BT * IPT;
  Random random(n + sizeof(KeyT) + DESCENDING);
  std::vector<KeyT> keys(n);
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) {
    if constexpr (std::is_floating_point<KeyT>::value)
      keys[i] = static_cast<KeyT>(random.uniform(-5000, 5000)) / KeyT(4);
    else
      keys[i] = static_cast<KeyT>(random.next());
    values[i] = i;
  }
  using Bits = typename hipcub::Traits<KeyT>::UnsignedBits;
  auto digit = [&](KeyT key) {
    Bits b;
    std::memcpy(&b, &key, sizeof(b));
    b = hipcub::Traits<KeyT>::TwiddleIn(b);
    if (DESCENDING) b = static_cast<Bits>(~b);
    const int width = end_bit - begin_bit;
    return static_cast<Bits>((b >> begin_bit) & (width >= int(sizeof(Bits) * 8) ? Bits(~Bits(0)) : Bits((Bits(1) << width) - 1)));
  };
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return digit(keys[a]) < digit(keys[b]); });
  DeviceVector<KeyT> dk(keys);
  DeviceVector<int> dv(values);
  hipLaunchKernelGGL((radix_sort_kernel<KeyT, BT, IPT, DESCENDING, STRIPED>), dim3(1), dim3(BT), 0, 0, dk.ptr, dv.ptr,
                     begin_bit, end_bit);
  HIP_CHECK_LAUNCH();
  std::vector<KeyT> gk = dk.host();
  std::vector<int> gv = dv.host();
  long bad = 0;
  for (int i = 0; i < n; ++i) bad += std::memcmp(&gk[i], &keys[order[i]], sizeof(KeyT)) != 0 || gv[i] != order[i];
  check.expect_eq(name, n, bad, 0);
}

// ---- Discontinuity, adjacent difference, shuffle, histogram -------------------

struct NotEqual {
  __device__ bool operator()(int a, int b) const { return a != b; }
};
/// Uses the index of b: heads at changes and at every 10th item.
struct NotEqualOrTenth {
  __device__ bool operator()(int a, int b, int b_index) const { return a != b || b_index % 10 == 0; }
};
/// Takes its operands by non-const reference, as some programs write it.
struct Minus {
  template <typename T>
  __device__ T operator()(T& a, T& b) const { return a - b; }
};

template <int BT, int IPT>
__global__ void neighbours_kernel(const int* in, int* out, int valid) {
  using Disc = hipcub::BlockDiscontinuity<int, BT>;
  using Adj = hipcub::BlockAdjacentDifference<int, BT>;
  using Shuffle = hipcub::BlockShuffle<int, BT>;
  __shared__ typename Disc::TempStorage disc;
  __shared__ typename Adj::TempStorage adj;
  __shared__ typename Shuffle::TempStorage shuffle;
  const int t = threadIdx.x, n = BT * IPT;
  int items[IPT], flags[IPT], tails[IPT], diff[IPT];
  for (int k = 0; k < IPT; ++k) items[k] = in[t * IPT + k];
  auto put = [&](int which, int (&values)[IPT]) {
    for (int k = 0; k < IPT; ++k) out[which * n + t * IPT + k] = values[k];
  };
  Disc(disc).FlagHeads(flags, items, NotEqual());
  put(0, flags);
  __syncthreads();
  Disc(disc).FlagHeads(flags, items, NotEqualOrTenth(), items[0]);  // predecessor: thread 0's own first item
  put(1, flags);
  __syncthreads();
  Disc(disc).FlagTails(tails, items, NotEqual());
  put(2, tails);
  __syncthreads();
  Disc(disc).FlagHeadsAndTails(flags, -1, tails, -2, items, NotEqual());
  put(3, flags);
  put(4, tails);
  Adj(adj).SubtractLeft(items, diff, Minus());
  put(5, diff);
  __syncthreads();
  Adj(adj).SubtractRight(items, diff, Minus());
  put(6, diff);
  __syncthreads();
  Adj(adj).SubtractLeftPartialTile(items, diff, Minus(), valid);
  put(7, diff);
  __syncthreads();
  Adj(adj).SubtractRightPartialTile(items, diff, Minus(), valid);
  put(8, diff);
  __syncthreads();
  int prev[IPT], next[IPT];
  for (int k = 0; k < IPT; ++k) prev[k] = next[k] = -7;
  int suffix = 0, prefix = 0;
  Shuffle(shuffle).Up(items, prev, suffix);
  put(9, prev);
  __syncthreads();
  Shuffle(shuffle).Down(items, next, prefix);
  put(10, next);
  __syncthreads();
  int offset = -7, rotated = -7;
  Shuffle(shuffle).Offset(items[0], offset, 3);
  __syncthreads();
  Shuffle(shuffle).Rotate(items[0], rotated, 5);
  out[11 * n + t] = offset;
  out[11 * n + BT + t] = rotated;
  if (t == 0) out[12 * n] = suffix, out[12 * n + 1] = prefix;
}

template <int BT, int IPT>
void check_neighbours(Checker& check, const char* name) {
  const int n = BT * IPT, valid = n - IPT - 1;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i / 3) % 4 + (i % 7 == 0);
  DeviceVector<int> in(h), out(12 * n + 2 * BT + 2);
  hipLaunchKernelGGL((neighbours_kernel<BT, IPT>), dim3(1), dim3(BT), 0, 0, in.ptr, out.ptr, valid);
  HIP_CHECK_LAUNCH();
  std::vector<int> g = out.host();
  long bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += g[0 * n + i] != (i == 0 || h[i] != h[i - 1]);
    bad += g[1 * n + i] != (i == 0 ? 1 : (h[i] != h[i - 1] || i % 10 == 0));  // index 0 is a tenth
    bad += g[2 * n + i] != (i == n - 1 || h[i] != h[i + 1]);
    bad += g[3 * n + i] != (i == 0 ? (-1 != h[0]) : h[i] != h[i - 1]);
    bad += g[4 * n + i] != (i == n - 1 ? (h[i] != -2) : h[i] != h[i + 1]);
    bad += g[5 * n + i] != (i == 0 ? h[0] : h[i] - h[i - 1]);
    bad += g[6 * n + i] != (i == n - 1 ? h[i] : h[i] - h[i + 1]);
    bad += g[7 * n + i] != (i == 0 || i >= valid ? h[i] : h[i] - h[i - 1]);
    bad += g[8 * n + i] != (i >= valid - 1 ? h[i] : h[i] - h[i + 1]);
    bad += g[9 * n + i] != (i == 0 ? -7 : h[i - 1]);
    bad += g[10 * n + i] != (i == n - 1 ? -7 : h[i + 1]);
  }
  for (int t = 0; t < BT; ++t) {
    bad += g[11 * n + t] != (t + 3 < BT ? h[(t + 3) * IPT] : -7);
    bad += g[11 * n + BT + t] != h[((t + 5) % BT) * IPT];
  }
  bad += g[12 * n] != h[n - 1];
  bad += g[12 * n + 1] != h[0];
  check.expect_eq(name, BT, bad, 0);
}

template <int BT, int IPT, int BINS>
__global__ void histogram_kernel(const unsigned char* in, unsigned* out) {
  using Histogram = hipcub::BlockHistogram<unsigned char, BT, IPT, BINS>;
  __shared__ typename Histogram::TempStorage storage;
  __shared__ unsigned bins[BINS];
  unsigned char items[IPT];
  for (int k = 0; k < IPT; ++k) items[k] = in[blockIdx.x * BT * IPT + threadIdx.x * IPT + k];
  Histogram(storage).Histogram(items, bins);
  __syncthreads();
  Histogram(storage).Composite(items, bins);  // count everything twice
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += BT) out[blockIdx.x * BINS + b] = bins[b];
}

template <int BT, int IPT, int BINS>
void check_histogram(Checker& check, const char* name) {
  const int blocks = 2, n = blocks * BT * IPT;
  std::vector<unsigned char> h(n);
  for (int i = 0; i < n; ++i) h[i] = static_cast<unsigned char>((i * 31 + i / 7) % BINS);
  DeviceVector<unsigned char> in(h);
  DeviceVector<unsigned> out(blocks * BINS);
  hipLaunchKernelGGL((histogram_kernel<BT, IPT, BINS>), dim3(blocks), dim3(BT), 0, 0, in.ptr, out.ptr);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned> g = out.host(), want(blocks * BINS, 0);
  for (int i = 0; i < n; ++i) want[(i / (BT * IPT)) * BINS + h[i]] += 2;
  long bad = 0;
  for (int i = 0; i < blocks * BINS; ++i) bad += g[i] != want[i];
  check.expect_eq(name, BT, bad, 0);
}

int main() {
  Checker check;
  const int warp_size = warpSize;  // the warp width this program was compiled for

  check_load_store<128, 4, hipcub::BLOCK_LOAD_DIRECT, hipcub::BLOCK_STORE_DIRECT>(check, "Load/Store DIRECT");
  check_load_store<96, 3, hipcub::BLOCK_LOAD_STRIPED, hipcub::BLOCK_STORE_STRIPED>(check, "Load/Store STRIPED");
  check_load_store<64, 4, hipcub::BLOCK_LOAD_VECTORIZE, hipcub::BLOCK_STORE_VECTORIZE>(check, "Load/Store VECTORIZE");
  check_load_store<33, 5, hipcub::BLOCK_LOAD_TRANSPOSE, hipcub::BLOCK_STORE_TRANSPOSE>(check, "Load/Store TRANSPOSE");
  check_load_store<128, 2, hipcub::BLOCK_LOAD_WARP_TRANSPOSE, hipcub::BLOCK_STORE_WARP_TRANSPOSE>(check, "Load/Store WARP_TRANSPOSE");
  check_load_store<64, 8, hipcub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, hipcub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED>(
      check, "Load/Store WARP_TRANSPOSE_TIMESLICED");

  check_exchange<128, 4>(check, warp_size, "BlockExchange<128,4>");
  check_exchange<64, 3>(check, warp_size, "BlockExchange<64,3>");
  check_exchange<256, 1>(check, warp_size, "BlockExchange<256,1>");

  check_block_radix_sort<int, 128, 4, false, false>(check, "BlockRadixSort<int>", 0, 32);
  check_block_radix_sort<int, 128, 4, true, false>(check, "BlockRadixSort<int> descending", 0, 32);
  check_block_radix_sort<unsigned, 96, 3, false, true>(check, "BlockRadixSort<unsigned> striped", 4, 20);
  check_block_radix_sort<float, 64, 4, true, true>(check, "BlockRadixSort<float> descending striped", 0, 32);
  check_block_radix_sort<double, 33, 2, false, false>(check, "BlockRadixSort<double>", 0, 64);
  check_block_radix_sort<short, 256, 1, false, false>(check, "BlockRadixSort<short>", 0, 16);
  check_block_radix_sort<unsigned long long, 32, 4, false, false>(check, "BlockRadixSort<u64> bits 8..40", 8, 40);

  check_neighbours<128, 4>(check, "neighbours<128,4>");
  check_neighbours<65, 2>(check, "neighbours<65,2>");
  check_neighbours<1, 5>(check, "neighbours<1,5>");

  check_histogram<128, 4, 256>(check, "BlockHistogram<128,4,256>");
  check_histogram<96, 2, 37>(check, "BlockHistogram<96,2,37>");
  return check.finish();
}
