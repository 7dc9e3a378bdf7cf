// WarpStore: a logical warp's items into its tile, from the blocked (or, for
// WARP_STORE_STRIPED, striped) arrangement, written directly.
#ifndef HIPCUB_WARP_STORE_HPP_
#define HIPCUB_WARP_STORE_HPP_

#include "../block/block_store_func.hpp"
#include "../config.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };

template <typename T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
          int LOGICAL_WARP_THREADS = HIPCUB_WARP_THREADS, int ARCH = HIPCUB_ARCH>
class WarpStore {
  static constexpr bool STRIPED = ALGORITHM == WARP_STORE_STRIPED;
  int lane;

 public:
  struct TempStorage : Uninitialized<NullType> {};

  __device__ WarpStore() : lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}
  __device__ WarpStore(TempStorage&) : lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}

  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    if (STRIPED)
      StoreDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items);
    else
      StoreDirectBlocked(lane, block_itr, items);
  }

  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (STRIPED)
      StoreDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items, valid_items);
    else
      StoreDirectBlocked(lane, block_itr, items, valid_items);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_WARP_STORE_HPP_
