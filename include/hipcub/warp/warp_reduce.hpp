// WarpReduce: reductions within a logical warp of LOGICAL_WARP_THREADS lanes.
// On the CPU device each warp collective (shuffle, vote, __syncwarp) costs a
// pass over the block, so a reduction is two warp barriers whatever the warp
// width (a shuffle tree takes log2 of it): the lanes publish their inputs,
// lane 0 of each logical warp combines them, and every lane reads the result
// (CUB guarantees it in lane 0 only). The storage may be reused right away.
// Lanes past the end of the block (a partial last warp) take no part.
#ifndef HIPCUB_WARP_REDUCE_HPP_
#define HIPCUB_WARP_REDUCE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int LOGICAL_WARP_THREADS = HIPCUB_WARP_THREADS, int ARCH = HIPCUB_ARCH>
class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= HIPCUB_WARP_THREADS,
                "WarpReduce: the logical warp must fit in a warp");

  struct _TempStorage {
    T items[LOGICAL_WARP_THREADS];
    unsigned char flags[LOGICAL_WARP_THREADS];
    T results[LOGICAL_WARP_THREADS];
  };

  _TempStorage& temp_storage;
  int lane;

  /// Lane 0 of the logical warp combines the published inputs, leaving the
  /// running value in each slot it passes: with only loads, the host compiler
  /// unrolls the loop and vectorizes the work-item loop around it with lane 0
  /// as a mask, gathering the reduction for every lane (measured 7x slower
  /// than the shuffle tree at warp size 32); the stores keep it a plain loop.
  template <typename ReductionOp>
  __device__ T ReduceValid(T input, ReductionOp& reduction_op, int valid_items) {
    temp_storage.items[lane] = input;
    __syncwarp();
    if (lane == 0) {
      const int lanes = detail::logical_warp_lanes<LOGICAL_WARP_THREADS>();
      const int n = valid_items < 1 ? 1 : (valid_items > lanes ? lanes : valid_items);
      T running = temp_storage.items[0];
      for (int i = 1; i < n; ++i) temp_storage.items[i] = running = reduction_op(running, temp_storage.items[i]);
      temp_storage.results[0] = running;
    }
    __syncwarp();
    return temp_storage.results[0];
  }

  /// Segments start at lanes whose head flag is set (HEAD) or after lanes
  /// whose tail flag is set; each segment's reduction goes to its first lane.
  template <bool HEAD, typename FlagT, typename ReductionOp>
  __device__ T ReduceSegments(T input, FlagT flag, ReductionOp& reduction_op) {
    temp_storage.items[lane] = input;
    temp_storage.flags[lane] = flag ? 1 : 0;
    __syncwarp();
    if (lane == 0) {
      int first = 0;
      T running = temp_storage.items[0];
      const int lanes = detail::logical_warp_lanes<LOGICAL_WARP_THREADS>();
      for (int i = 1; i < lanes; ++i) {
        const bool starts = HEAD ? temp_storage.flags[i] != 0 : temp_storage.flags[i - 1] != 0;
        if (starts) {
          temp_storage.results[first] = running;
          first = i;
          running = temp_storage.items[i];
        } else {
          running = reduction_op(running, temp_storage.items[i]);
        }
      }
      temp_storage.results[first] = running;
    }
    __syncwarp();
    return temp_storage.results[lane];
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ WarpReduce(TempStorage& storage)
      : temp_storage(storage.Alias()), lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}

  __device__ T Sum(T input) {
    ::hipcub::Sum op;
    return ReduceValid(input, op, LOGICAL_WARP_THREADS);
  }

  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op) {
    return ReduceValid(input, reduction_op, LOGICAL_WARP_THREADS);
  }

  /// Reduces the first valid_items lanes' inputs.
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int valid_items) {
    return ReduceValid(input, reduction_op, valid_items);
  }

  __device__ T Sum(T input, int valid_items) {
    ::hipcub::Sum op;
    return ReduceValid(input, op, valid_items);
  }

  template <typename FlagT>
  __device__ T HeadSegmentedSum(T input, FlagT head_flag) {
    ::hipcub::Sum op;
    return ReduceSegments<true>(input, head_flag, op);
  }

  template <typename FlagT>
  __device__ T TailSegmentedSum(T input, FlagT tail_flag) {
    ::hipcub::Sum op;
    return ReduceSegments<false>(input, tail_flag, op);
  }

  template <typename ReductionOp, typename FlagT>
  __device__ T HeadSegmentedReduce(T input, FlagT head_flag, ReductionOp reduction_op) {
    return ReduceSegments<true>(input, head_flag, reduction_op);
  }

  template <typename ReductionOp, typename FlagT>
  __device__ T TailSegmentedReduce(T input, FlagT tail_flag, ReductionOp reduction_op) {
    return ReduceSegments<false>(input, tail_flag, reduction_op);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_WARP_REDUCE_HPP_
