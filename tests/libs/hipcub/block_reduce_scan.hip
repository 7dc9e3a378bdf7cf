// BlockReduce and BlockScan in kernels: 1-D blocks of 1 to 1024 threads
// (multiples of the warp and not), 2-D and 3-D blocks, one or four items per
// thread, partial reductions, reuse of the storage, prefix callbacks across
// tiles, int/float/double, and a non-commutative operator.
#include <hipcub/block/block_load.hpp>
#include <hipcub/block/block_reduce.hpp>
#include <hipcub/block/block_scan.hpp>
#include <hipcub/block/block_store.hpp>

#include <cmath>

#include "hipcub_test.h"

/// Associative, not commutative: composition of affine maps.
struct Affine {
  int a, b;
};
struct Compose {
  __host__ __device__ Affine operator()(const Affine& f, const Affine& g) const { return Affine{f.a * g.a, f.b * g.a + g.b}; }
};

template <typename T>
__host__ __device__ T item_value(long long i) {
  return static_cast<T>((i * 37) % 101 - 50);
}
template <>
__host__ __device__ Affine item_value<Affine>(long long i) {
  return Affine{1 + (i % 5 == 0), static_cast<int>((i * 7) % 9) - 4};
}

template <typename T>
bool equal(const T& a, const T& b) {
  if constexpr (std::is_floating_point<T>::value)
    return std::fabs(double(a) - double(b)) <= 1e-4 * (1.0 + std::fabs(double(b)));
  else
    return a == b;
}
bool equal(const Affine& a, const Affine& b) { return a.a == b.a && a.b == b.b; }

/// Running prefix over the tiles a block scans one after another.
template <typename T, typename Op>
struct RunningPrefix {
  T running;
  Op op;
  __device__ T operator()(T block_aggregate) {
    const T old = running;
    running = op(running, block_aggregate);
    return old;
  }
};

// ---- BlockReduce -------------------------------------------------------------

/// Per block: [0] Sum of items, [1] Reduce(Max) of first items (storage reused
/// without a barrier), [2] Sum of the first num_valid threads' first items,
/// [3] Reduce of 4 items per thread with a non-commutative operator.
template <typename T, int BX, int BY, int BZ, int IPT>
__global__ void block_reduce_kernel(T* out, Affine* out_affine, int num_valid) {
  constexpr int THREADS = BX * BY * BZ;
  using Reduce = hipcub::BlockReduce<T, BX, hipcub::BLOCK_REDUCE_WARP_REDUCTIONS, BY, BZ>;
  using ReduceAffine = hipcub::BlockReduce<Affine, BX, hipcub::BLOCK_REDUCE_RAKING, BY, BZ>;
  __shared__ typename Reduce::TempStorage storage;
  __shared__ typename ReduceAffine::TempStorage affine_storage;
  const int tid = threadIdx.x + BX * (threadIdx.y + BY * threadIdx.z);
  const long long base = static_cast<long long>(blockIdx.x) * THREADS * IPT + tid * IPT;
  T items[IPT];
  for (int k = 0; k < IPT; ++k) items[k] = item_value<T>(base + k);
  const T sum = Reduce(storage).Sum(items);
  __syncthreads();
  const T max = Reduce(storage).Reduce(items[0], hipcub::Max());
  const T partial = Reduce(storage).Sum(items[0], num_valid);
  Affine maps[4];
  for (int k = 0; k < 4; ++k) maps[k] = item_value<Affine>(blockIdx.x * THREADS * 4 + tid * 4 + k);
  const Affine composed = ReduceAffine(affine_storage).Reduce(maps, Compose());
  if (tid == 0) {
    out[blockIdx.x * 3 + 0] = sum;
    out[blockIdx.x * 3 + 1] = max;
    out[blockIdx.x * 3 + 2] = partial;
    out_affine[blockIdx.x] = composed;
  }
}

template <typename T, int BX, int BY = 1, int BZ = 1, int IPT = 1>
void check_block_reduce(Checker& check, const char* name) {
  constexpr int THREADS = BX * BY * BZ;
  const int blocks = 3;
  const int num_valid = THREADS > 3 ? THREADS - 3 : 1;
  DeviceVector<T> out(blocks * 3);
  DeviceVector<Affine> out_affine(blocks);
  hipLaunchKernelGGL((block_reduce_kernel<T, BX, BY, BZ, IPT>), dim3(blocks), dim3(BX, BY, BZ), 0, 0, out.ptr,
                     out_affine.ptr, num_valid);
  HIP_CHECK_LAUNCH();
  std::vector<T> got = out.host();
  std::vector<Affine> got_affine = out_affine.host();
  for (int b = 0; b < blocks; ++b) {
    T sum = T(0), max = item_value<T>(static_cast<long long>(b) * THREADS * IPT), partial = T(0);
    for (int t = 0; t < THREADS; ++t) {
      for (int k = 0; k < IPT; ++k) sum += item_value<T>(static_cast<long long>(b) * THREADS * IPT + t * IPT + k);
      const T first = item_value<T>(static_cast<long long>(b) * THREADS * IPT + t * IPT);
      if (first > max) max = first;
      if (t < num_valid) partial += first;
    }
    Affine composed = item_value<Affine>(static_cast<long long>(b) * THREADS * 4);
    for (int i = 1; i < THREADS * 4; ++i) composed = Compose()(composed, item_value<Affine>(b * THREADS * 4 + i));
    check.expect_true(name, equal(got[b * 3 + 0], sum));
    check.expect_true(name, equal(got[b * 3 + 1], max));
    check.expect_true(name, equal(got[b * 3 + 2], partial));
    check.expect_true(name, equal(got_affine[b], composed));
  }
}

// ---- BlockScan ---------------------------------------------------------------

/// Each block scans TILES tiles of THREADS * IPT items with every form.
/// out holds 6 arrays of n items: exclusive sum, inclusive sum, exclusive max
/// (initial -1000), inclusive max, exclusive sum with a prefix callback
/// (running over the block's tiles), inclusive scan with a callback.
template <typename T, int BX, int BY, int BZ, int IPT, int TILES>
__global__ void block_scan_kernel(T* out, T* aggregates, Affine* out_affine, long long n) {
  constexpr int THREADS = BX * BY * BZ;
  using Scan = hipcub::BlockScan<T, BX, hipcub::BLOCK_SCAN_WARP_SCANS, BY, BZ>;
  using ScanAffine = hipcub::BlockScan<Affine, BX, hipcub::BLOCK_SCAN_RAKING, BY, BZ>;
  __shared__ typename Scan::TempStorage storage;
  __shared__ typename ScanAffine::TempStorage affine_storage;
  const int tid = threadIdx.x + BX * (threadIdx.y + BY * threadIdx.z);
  RunningPrefix<T, hipcub::Sum> sum_prefix{T(0), hipcub::Sum()};
  RunningPrefix<T, hipcub::Max> max_prefix{T(-1000), hipcub::Max()};
  RunningPrefix<Affine, Compose> affine_prefix{Affine{1, 0}, Compose()};
  for (int tile = 0; tile < TILES; ++tile) {
    const long long tile_base = (static_cast<long long>(blockIdx.x) * TILES + tile) * THREADS * IPT;
    const long long base = tile_base + tid * IPT;
    T items[IPT], result[IPT];
    for (int k = 0; k < IPT; ++k) items[k] = item_value<T>(base + k);
    T aggregate;
    if (IPT == 1) {
      Scan(storage).ExclusiveSum(items[0], result[0], aggregate);
    } else {
      Scan(storage).ExclusiveSum(items, result, aggregate);
    }
    for (int k = 0; k < IPT; ++k) out[0 * n + base + k] = result[k];
    if (tid == 0) aggregates[(blockIdx.x * TILES + tile) * 2] = aggregate;
    __syncthreads();
    if (IPT == 1) Scan(storage).InclusiveSum(items[0], result[0]);
    else Scan(storage).InclusiveSum(items, result);
    for (int k = 0; k < IPT; ++k) out[1 * n + base + k] = result[k];
    __syncthreads();
    if (IPT == 1) Scan(storage).ExclusiveScan(items[0], result[0], T(-1000), hipcub::Max());
    else Scan(storage).ExclusiveScan(items, result, T(-1000), hipcub::Max());
    for (int k = 0; k < IPT; ++k) out[2 * n + base + k] = result[k];
    __syncthreads();
    if (IPT == 1) Scan(storage).InclusiveScan(items[0], result[0], hipcub::Max(), aggregate);
    else Scan(storage).InclusiveScan(items, result, hipcub::Max(), aggregate);
    for (int k = 0; k < IPT; ++k) out[3 * n + base + k] = result[k];
    if (tid == 0) aggregates[(blockIdx.x * TILES + tile) * 2 + 1] = aggregate;
    __syncthreads();
    if (IPT == 1) Scan(storage).ExclusiveSum(items[0], result[0], sum_prefix);
    else Scan(storage).ExclusiveSum(items, result, sum_prefix);
    for (int k = 0; k < IPT; ++k) out[4 * n + base + k] = result[k];
    __syncthreads();
    if (IPT == 1) Scan(storage).InclusiveScan(items[0], result[0], hipcub::Max(), max_prefix);
    else Scan(storage).InclusiveScan(items, result, hipcub::Max(), max_prefix);
    for (int k = 0; k < IPT; ++k) out[5 * n + base + k] = result[k];
    __syncthreads();
    // Non-commutative exclusive scan with a prefix carried across tiles.
    Affine maps[IPT], scanned[IPT];
    for (int k = 0; k < IPT; ++k) maps[k] = item_value<Affine>(base + k);
    ScanAffine(affine_storage).ExclusiveScan(maps, scanned, Compose(), affine_prefix);
    for (int k = 0; k < IPT; ++k) out_affine[base + k] = scanned[k];
    __syncthreads();
  }
}

template <typename T, int BX, int BY = 1, int BZ = 1, int IPT = 1>
void check_block_scan(Checker& check, const char* name) {
  constexpr int THREADS = BX * BY * BZ, TILES = 3, BLOCKS = 2;
  const long long per_block = static_cast<long long>(TILES) * THREADS * IPT, n = BLOCKS * per_block;
  DeviceVector<T> out(6 * n), aggregates(BLOCKS * TILES * 2);
  DeviceVector<Affine> out_affine(n);
  hipLaunchKernelGGL((block_scan_kernel<T, BX, BY, BZ, IPT, TILES>), dim3(BLOCKS), dim3(BX, BY, BZ), 0, 0, out.ptr,
                     aggregates.ptr, out_affine.ptr, n);
  HIP_CHECK_LAUNCH();
  std::vector<T> got = out.host(), aggs = aggregates.host();
  std::vector<Affine> got_affine = out_affine.host();
  long bad = 0;
  for (int b = 0; b < BLOCKS; ++b) {
    T running_sum = T(0), running_max = T(-1000);
    Affine running_affine{1, 0};
    for (int tile = 0; tile < TILES; ++tile) {
      const long long base = b * per_block + tile * THREADS * IPT;
      T esum = T(0), emax = T(-1000), imax = item_value<T>(base);
      for (long long i = 0; i < THREADS * IPT; ++i) {
        const T v = item_value<T>(base + i);
        const Affine f = item_value<Affine>(base + i);
        if (v > imax) imax = v;
        bad += !equal(got[0 * n + base + i], esum);
        bad += !equal(got[4 * n + base + i], T(running_sum + esum));
        esum += v;
        bad += !equal(got[1 * n + base + i], esum);
        bad += !equal(got[2 * n + base + i], emax);
        if (v > emax) emax = v;
        bad += !equal(got[3 * n + base + i], imax);
        const T with_prefix = imax > running_max ? imax : running_max;
        bad += !equal(got[5 * n + base + i], with_prefix);
        bad += !equal(got_affine[base + i], running_affine);
        running_affine = Compose()(running_affine, f);
      }
      bad += !equal(aggs[(b * TILES + tile) * 2], esum);
      bad += !equal(aggs[(b * TILES + tile) * 2 + 1], imax);
      running_sum += esum;
      if (imax > running_max) running_max = imax;
    }
  }
  check.expect_eq(name, THREADS * IPT, bad, 0);
}

int main() {
  Checker check;
  check_block_reduce<int, 1>(check, "BlockReduce<int,1>");
  check_block_reduce<int, 32>(check, "BlockReduce<int,32>");
  check_block_reduce<int, 33>(check, "BlockReduce<int,33>");
  check_block_reduce<int, 96, 1, 1, 4>(check, "BlockReduce<int,96,IPT4>");
  check_block_reduce<float, 128>(check, "BlockReduce<float,128>");
  check_block_reduce<double, 256, 1, 1, 2>(check, "BlockReduce<double,256,IPT2>");
  check_block_reduce<int, 1024>(check, "BlockReduce<int,1024>");
  check_block_reduce<long long, 16, 4>(check, "BlockReduce<long long,16x4>");
  check_block_reduce<float, 4, 4, 4>(check, "BlockReduce<float,4x4x4>");

  check_block_scan<int, 1>(check, "BlockScan<int,1>");
  check_block_scan<int, 32>(check, "BlockScan<int,32>");
  check_block_scan<int, 65, 1, 1, 4>(check, "BlockScan<int,65,IPT4>");
  check_block_scan<float, 128>(check, "BlockScan<float,128>");
  check_block_scan<double, 96, 1, 1, 3>(check, "BlockScan<double,96,IPT3>");
  check_block_scan<int, 1024>(check, "BlockScan<int,1024>");
  check_block_scan<long long, 8, 4, 2, 2>(check, "BlockScan<long long,8x4x2,IPT2>");
  return check.finish();
}
