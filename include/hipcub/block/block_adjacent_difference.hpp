// BlockAdjacentDifference: op(item, left neighbour) or op(item, right
// neighbour) across a block's blocked items. Each thread publishes its edge
// item, one barrier, then differences its items. Items with no neighbour
// (first of the tile, or past the valid items) are copied, as in CUB.
#ifndef HIPCUB_BLOCK_ADJACENT_DIFFERENCE_HPP_
#define HIPCUB_BLOCK_ADJACENT_DIFFERENCE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockAdjacentDifference {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

  struct _TempStorage {
    T first_items[BLOCK_THREADS];
    T last_items[BLOCK_THREADS];
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

  /// output[k] = op(input[k], left neighbour) for items whose index is below
  /// valid_items; `predecessor` is thread 0's left neighbour, if any.
  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void Left(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD], DifferenceOpT& op,
                       int valid_items, const T* predecessor) {
    temp_storage.last_items[linear_tid] = input[ITEMS_PER_THREAD - 1];
    __syncthreads();
    const int base = linear_tid * ITEMS_PER_THREAD;
    const bool first_valid = base < valid_items;
    // Non-const: difference operators may take their operands by non-const reference (CUB passes lvalues).
    T left = linear_tid > 0 ? temp_storage.last_items[linear_tid - 1] : (predecessor ? *predecessor : input[0]);
#pragma unroll
    for (int k = ITEMS_PER_THREAD - 1; k > 0; --k)
      output[k] = base + k < valid_items ? OutputT(op(input[k], input[k - 1])) : OutputT(input[k]);
    output[0] = first_valid && (linear_tid > 0 || predecessor) ? OutputT(op(input[0], left)) : OutputT(input[0]);
  }

  /// output[k] = op(input[k], right neighbour) for items whose right
  /// neighbour is below valid_items; `successor` is the last thread's right
  /// neighbour, if any.
  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void Right(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD], DifferenceOpT& op,
                        int valid_items, const T* successor) {
    temp_storage.first_items[linear_tid] = input[0];
    __syncthreads();
    const int base = linear_tid * ITEMS_PER_THREAD;
    const bool last_thread = linear_tid == BLOCK_THREADS - 1;
    T right = !last_thread ? temp_storage.first_items[linear_tid + 1] : (successor ? *successor : input[0]);
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD - 1; ++k)
      output[k] = base + k + 1 < valid_items ? OutputT(op(input[k], input[k + 1])) : OutputT(input[k]);
    const bool has_right = base + ITEMS_PER_THREAD < valid_items || (last_thread && successor);
    output[ITEMS_PER_THREAD - 1] = has_right ? OutputT(op(input[ITEMS_PER_THREAD - 1], right))
                                             : OutputT(input[ITEMS_PER_THREAD - 1]);
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockAdjacentDifference()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockAdjacentDifference(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op) {
    Left(input, output, difference_op, BLOCK_THREADS * ITEMS_PER_THREAD, nullptr);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op, T tile_predecessor_item) {
    Left(input, output, difference_op, BLOCK_THREADS * ITEMS_PER_THREAD, &tile_predecessor_item);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                          DifferenceOpT difference_op, int valid_items) {
    Left(input, output, difference_op, valid_items, nullptr);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                          DifferenceOpT difference_op, int valid_items, T tile_predecessor_item) {
    Left(input, output, difference_op, valid_items, &tile_predecessor_item);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                DifferenceOpT difference_op) {
    Right(input, output, difference_op, BLOCK_THREADS * ITEMS_PER_THREAD, nullptr);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                DifferenceOpT difference_op, T tile_successor_item) {
    Right(input, output, difference_op, BLOCK_THREADS * ITEMS_PER_THREAD, &tile_successor_item);
  }

  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRightPartialTile(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                           DifferenceOpT difference_op, int valid_items) {
    Right(input, output, difference_op, valid_items, nullptr);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_ADJACENT_DIFFERENCE_HPP_
