// BlockStore: the threads' items into a block's tile. Every algorithm takes
// CUB's arrangement (blocked, or striped for BLOCK_STORE_STRIPED) and, on the
// CPU device, writes it directly (no shared-memory transpose, no barrier).
#ifndef HIPCUB_BLOCK_STORE_HPP_
#define HIPCUB_BLOCK_STORE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"
#include "block_store_func.hpp"

BEGIN_HIPCUB_NAMESPACE

enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED,
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockStore {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool STRIPED = ALGORITHM == BLOCK_STORE_STRIPED;
  int linear_tid;

 public:
  struct TempStorage : Uninitialized<NullType> {};

  __device__ BlockStore() : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockStore(TempStorage&) : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    if (STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items);
    else
      StoreDirectBlocked(linear_tid, block_itr, items);
  }

  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, valid_items);
    else
      StoreDirectBlocked(linear_tid, block_itr, items, valid_items);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_STORE_HPP_
