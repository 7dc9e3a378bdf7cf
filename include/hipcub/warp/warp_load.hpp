// WarpLoad: a logical warp's tile into its lanes' items, blocked (lane i holds
// items i*N .. i*N+N-1) or striped (item k of lane i is k*WARP+i). The
// transposing algorithm reads the blocked arrangement directly.
#ifndef HIPCUB_WARP_LOAD_HPP_
#define HIPCUB_WARP_LOAD_HPP_

#include "../block/block_load_func.hpp"
#include "../config.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };

template <typename InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
          int LOGICAL_WARP_THREADS = HIPCUB_WARP_THREADS, int ARCH = HIPCUB_ARCH>
class WarpLoad {
  static constexpr bool STRIPED = ALGORITHM == WARP_LOAD_STRIPED;
  int lane;

 public:
  struct TempStorage : Uninitialized<NullType> {};

  __device__ WarpLoad() : lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}
  __device__ WarpLoad(TempStorage&) : lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}

  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
    if (STRIPED)
      LoadDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items);
    else
      LoadDirectBlocked(lane, block_itr, items);
  }

  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (STRIPED)
      LoadDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items, valid_items);
    else
      LoadDirectBlocked(lane, block_itr, items, valid_items);
  }

  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                       DefaultT oob_default) {
    if (STRIPED)
      LoadDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items, valid_items, oob_default);
    else
      LoadDirectBlocked(lane, block_itr, items, valid_items, oob_default);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_WARP_LOAD_HPP_
