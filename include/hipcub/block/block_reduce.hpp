// BlockReduce: a reduction across the threads of a block. Each thread
// publishes its partial in TempStorage, one barrier, then thread 0 combines
// them (vectorized for Sum/Max/Min/ArgMax/ArgMin). As in CUB, the result is
// valid in thread 0 (the others get their own partial back), and the storage
// may be reused after a __syncthreads().
#ifndef HIPCUB_BLOCK_REDUCE_HPP_
#define HIPCUB_BLOCK_REDUCE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../thread/thread_operators.hpp"
#include "../thread/thread_reduce.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

/// CUB's algorithm choices; all three reduce the same way on the CPU device.
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
};

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockReduce {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024, "BlockReduce: 1 to 1024 threads per block");

  struct _TempStorage {
    T partials[BLOCK_THREADS];
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockReduce()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockReduce(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  /// The reduction of the first num_valid threads' inputs (valid in thread 0).
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid) {
    temp_storage.partials[linear_tid] = input;
    __syncthreads();
    // The others keep their own input (CUB's contract): no work for them
    // here, so the lowering runs this region for thread 0 alone.
    T result = input;
    if (linear_tid == 0) {
      const int n = num_valid < 1 ? 1 : (num_valid > BLOCK_THREADS ? BLOCK_THREADS : num_valid);
      result = detail::reduce_items(temp_storage.partials, n, reduction_op);
    }
    return result;
  }

  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op) {
    return Reduce(input, reduction_op, BLOCK_THREADS);
  }

  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op) {
    return Reduce(internal::ThreadReduce(inputs, reduction_op), reduction_op, BLOCK_THREADS);
  }

  __device__ T Sum(T input) { return Reduce(input, ::hipcub::Sum(), BLOCK_THREADS); }
  __device__ T Sum(T input, int num_valid) { return Reduce(input, ::hipcub::Sum(), num_valid); }
  template <int ITEMS_PER_THREAD>
  __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD]) {
    return Reduce(inputs, ::hipcub::Sum());
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_REDUCE_HPP_
