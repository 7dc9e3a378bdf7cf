// BlockHistogram: counts a block's items into a histogram in shared memory.
// Increments are shared-memory atomics, which OpenHIP lowers to plain
// increments (a block runs on one thread), so both CUB algorithms count the
// same way.
#ifndef HIPCUB_BLOCK_HISTOGRAM_HPP_
#define HIPCUB_BLOCK_HISTOGRAM_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int ARCH = HIPCUB_ARCH>
class BlockHistogram {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  int linear_tid;

 public:
  struct TempStorage : Uninitialized<NullType> {};

  __device__ BlockHistogram() : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockHistogram(TempStorage&)
      : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  /// Zeroes the bins (the threads share the work; synchronize before use).
  template <typename CounterT>
  __device__ void InitHistogram(CounterT histogram[BINS]) {
    for (int bin = linear_tid; bin < BINS; bin += BLOCK_THREADS) histogram[bin] = CounterT(0);
  }

  /// Adds the items to the histogram's counts.
  template <typename CounterT>
  __device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) atomicAdd(histogram + static_cast<int>(items[k]), CounterT(1));
  }

  /// Zeroes the histogram, then counts the items.
  template <typename CounterT>
  __device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
    InitHistogram(histogram);
    __syncthreads();
    Composite(items, histogram);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_HISTOGRAM_HPP_
