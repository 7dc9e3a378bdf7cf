// BlockLoad: a block's tile into the threads' items. Every algorithm yields
// CUB's arrangement (blocked, or striped for BLOCK_LOAD_STRIPED); on the CPU
// device the transposing algorithms read the blocked arrangement directly
// (no shared-memory round trip and no barrier: same result, less work).
#ifndef HIPCUB_BLOCK_LOAD_HPP_
#define HIPCUB_BLOCK_LOAD_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"
#include "block_load_func.hpp"

BEGIN_HIPCUB_NAMESPACE

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
};

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockLoad {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool STRIPED = ALGORITHM == BLOCK_LOAD_STRIPED;
  int linear_tid;

 public:
  struct TempStorage : Uninitialized<NullType> {};

  __device__ BlockLoad() : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockLoad(TempStorage&) : linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
    if (STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items);
    else
      LoadDirectBlocked(linear_tid, block_itr, items);
  }

  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, valid_items);
    else
      LoadDirectBlocked(linear_tid, block_itr, items, valid_items);
  }

  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                       DefaultT oob_default) {
    if (STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, valid_items, oob_default);
    else
      LoadDirectBlocked(linear_tid, block_itr, items, valid_items, oob_default);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_LOAD_HPP_
