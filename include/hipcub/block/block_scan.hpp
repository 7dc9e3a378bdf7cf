// BlockScan: prefix scans across the threads of a block. Each thread
// publishes its partial (the reduction of its items), one barrier, thread 0
// scans the partials in place, a second barrier, and each thread reads back
// its own prefix: two barriers for any block size, where a tree scan needs
// two per step. A prefix callback costs a third barrier (warp 0 calls it, as
// in CUB). Reusing the storage needs a __syncthreads() in between, as in CUB.
#ifndef HIPCUB_BLOCK_SCAN_HPP_
#define HIPCUB_BLOCK_SCAN_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../thread/thread_operators.hpp"
#include "../thread/thread_reduce.hpp"
#include "../thread/thread_scan.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

/// CUB's algorithm choices; all scan the same way on the CPU device.
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockScan {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int CALLBACK_THREADS = BLOCK_THREADS < HIPCUB_WARP_THREADS ? BLOCK_THREADS : HIPCUB_WARP_THREADS;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024, "BlockScan: 1 to 1024 threads per block");

  struct _TempStorage {
    T partials[BLOCK_THREADS];
    T aggregate;
    T prefix;
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

  /// Scans the threads' partials; returns the caller's exclusive prefix
  /// (thread 0: its own partial) or inclusive prefix.
  template <bool EXCLUSIVE, bool AGGREGATE, typename ScanOp>
  __device__ T ScanPartials(T partial, ScanOp& scan_op, T& block_aggregate) {
    temp_storage.partials[linear_tid] = partial;
    __syncthreads();
    if (linear_tid == 0) {
      const T total = detail::scan_items<EXCLUSIVE>(temp_storage.partials, BLOCK_THREADS, scan_op);
      if (AGGREGATE) temp_storage.aggregate = total;
    }
    __syncthreads();
    if (AGGREGATE) block_aggregate = temp_storage.aggregate;
    return temp_storage.partials[linear_tid];
  }

  template <bool EXCLUSIVE, typename ScanOp>
  __device__ T ScanPartials(T partial, ScanOp& scan_op) {
    T unused;
    return ScanPartials<EXCLUSIVE, false>(partial, scan_op, unused);
  }

  /// Like ScanPartials, then warp 0 calls the callback with the block's
  /// aggregate; thread 0's answer is the prefix of the whole block.
  template <bool EXCLUSIVE, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ T ScanPartials(T partial, ScanOp& scan_op, BlockPrefixCallbackOp& callback, T& block_prefix) {
    T aggregate;
    const T scanned = ScanPartials<EXCLUSIVE, true>(partial, scan_op, aggregate);
    if (linear_tid < CALLBACK_THREADS) {
      const T prefix = callback(aggregate);
      if (linear_tid == 0) temp_storage.prefix = prefix;
    }
    __syncthreads();
    block_prefix = temp_storage.prefix;
    return scanned;
  }

  /// The seeded exclusive prefix of a thread from its unseeded one.
  template <typename ScanOp>
  __device__ T Seed(const T& seed, const T& exclusive, ScanOp& scan_op) {
    return linear_tid == 0 ? seed : scan_op(seed, exclusive);
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockScan()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockScan(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  // ---- Exclusive scans, one item per thread --------------------------------

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& output, T initial_value, ScanOp scan_op) {
    output = Seed(initial_value, ScanPartials<true>(input, scan_op), scan_op);
  }

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& output, T initial_value, ScanOp scan_op, T& block_aggregate) {
    output = Seed(initial_value, ScanPartials<true, true>(input, scan_op, block_aggregate), scan_op);
  }

  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T input, T& output, ScanOp scan_op, BlockPrefixCallbackOp& block_prefix_callback_op) {
    T prefix;
    const T exclusive = ScanPartials<true>(input, scan_op, block_prefix_callback_op, prefix);
    output = Seed(prefix, exclusive, scan_op);
  }

  /// Without an initial value thread 0's output is undefined (its input here).
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& output, ScanOp scan_op) {
    output = ScanPartials<true>(input, scan_op);
  }

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& output, ScanOp scan_op, T& block_aggregate) {
    output = ScanPartials<true, true>(input, scan_op, block_aggregate);
  }

  __device__ void ExclusiveSum(T input, T& output) { ExclusiveScan(input, output, T{}, ::hipcub::Sum()); }
  __device__ void ExclusiveSum(T input, T& output, T& block_aggregate) {
    ExclusiveScan(input, output, T{}, ::hipcub::Sum(), block_aggregate);
  }
  template <typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T input, T& output, BlockPrefixCallbackOp& block_prefix_callback_op) {
    ExclusiveScan(input, output, ::hipcub::Sum(), block_prefix_callback_op);
  }

  // ---- Exclusive scans, several items per thread ---------------------------

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T prefix = Seed(initial_value, ScanPartials<true>(partial, scan_op), scan_op);
    internal::ThreadScanExclusive(input, output, scan_op, prefix);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op, T& block_aggregate) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T prefix = Seed(initial_value, ScanPartials<true, true>(partial, scan_op, block_aggregate), scan_op);
    internal::ThreadScanExclusive(input, output, scan_op, prefix);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                BlockPrefixCallbackOp& block_prefix_callback_op) {
    const T partial = internal::ThreadReduce(input, scan_op);
    T block_prefix;
    const T exclusive = ScanPartials<true>(partial, scan_op, block_prefix_callback_op, block_prefix);
    internal::ThreadScanExclusive(input, output, scan_op, Seed(block_prefix, exclusive, scan_op));
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T exclusive = ScanPartials<true>(partial, scan_op);
    internal::ThreadScanExclusive(input, output, scan_op, exclusive, linear_tid != 0);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                T& block_aggregate) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T exclusive = ScanPartials<true, true>(partial, scan_op, block_aggregate);
    internal::ThreadScanExclusive(input, output, scan_op, exclusive, linear_tid != 0);
  }

  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    ExclusiveScan(input, output, T{}, ::hipcub::Sum());
  }
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T& block_aggregate) {
    ExclusiveScan(input, output, T{}, ::hipcub::Sum(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp& block_prefix_callback_op) {
    ExclusiveScan(input, output, ::hipcub::Sum(), block_prefix_callback_op);
  }

  // ---- Inclusive scans, one item per thread --------------------------------

  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T& output, ScanOp scan_op) {
    output = ScanPartials<false>(input, scan_op);
  }

  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T& output, ScanOp scan_op, T& block_aggregate) {
    output = ScanPartials<false, true>(input, scan_op, block_aggregate);
  }

  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T input, T& output, ScanOp scan_op, BlockPrefixCallbackOp& block_prefix_callback_op) {
    T prefix;
    const T inclusive = ScanPartials<false>(input, scan_op, block_prefix_callback_op, prefix);
    output = scan_op(prefix, inclusive);
  }

  __device__ void InclusiveSum(T input, T& output) { InclusiveScan(input, output, ::hipcub::Sum()); }
  __device__ void InclusiveSum(T input, T& output, T& block_aggregate) {
    InclusiveScan(input, output, ::hipcub::Sum(), block_aggregate);
  }
  template <typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T input, T& output, BlockPrefixCallbackOp& block_prefix_callback_op) {
    InclusiveScan(input, output, ::hipcub::Sum(), block_prefix_callback_op);
  }

  // ---- Inclusive scans, several items per thread ---------------------------

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T exclusive = ScanPartials<true>(partial, scan_op);
    internal::ThreadScanInclusive(input, output, scan_op, exclusive, linear_tid != 0);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                T& block_aggregate) {
    const T partial = internal::ThreadReduce(input, scan_op);
    const T exclusive = ScanPartials<true, true>(partial, scan_op, block_aggregate);
    internal::ThreadScanInclusive(input, output, scan_op, exclusive, linear_tid != 0);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                BlockPrefixCallbackOp& block_prefix_callback_op) {
    const T partial = internal::ThreadReduce(input, scan_op);
    T block_prefix;
    const T exclusive = ScanPartials<true>(partial, scan_op, block_prefix_callback_op, block_prefix);
    internal::ThreadScanInclusive(input, output, scan_op, Seed(block_prefix, exclusive, scan_op));
  }

  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    InclusiveScan(input, output, ::hipcub::Sum());
  }
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T& block_aggregate) {
    InclusiveScan(input, output, ::hipcub::Sum(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp& block_prefix_callback_op) {
    InclusiveScan(input, output, ::hipcub::Sum(), block_prefix_callback_op);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_SCAN_HPP_
