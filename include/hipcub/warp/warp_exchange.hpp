// WarpExchange: rearranges the items of a logical warp between blocked and
// striped arrangements (or to given ranks) through TempStorage: the lanes
// write, a warp barrier, they read, and a second warp barrier lets the next
// exchange reuse the storage at once (lanes of a GPU warp run in lockstep,
// so programs rarely synchronize between two exchanges). Input and output
// may be the same array.
#ifndef HIPCUB_WARP_EXCHANGE_HPP_
#define HIPCUB_WARP_EXCHANGE_HPP_

#include "../config.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };

template <typename InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = HIPCUB_WARP_THREADS,
          int ARCH = HIPCUB_ARCH, WarpExchangeAlgorithm ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= HIPCUB_WARP_THREADS,
                "WarpExchange: the logical warp must fit in a warp");
  static constexpr int WARP_ITEMS = LOGICAL_WARP_THREADS * ITEMS_PER_THREAD;

  struct _TempStorage {
    InputT items[WARP_ITEMS];
  };

  _TempStorage& temp_storage;
  int lane;

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ WarpExchange(TempStorage& storage)
      : temp_storage(storage.Alias()), lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}

  template <typename OutputT>
  __device__ void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.items[lane * ITEMS_PER_THREAD + k] = input_items[k];
    __syncwarp();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output_items[k] = temp_storage.items[k * LOGICAL_WARP_THREADS + lane];
    __syncwarp();
  }

  template <typename OutputT>
  __device__ void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.items[k * LOGICAL_WARP_THREADS + lane] = input_items[k];
    __syncwarp();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output_items[k] = temp_storage.items[lane * ITEMS_PER_THREAD + k];
    __syncwarp();
  }

  /// Item k goes to position ranks[k] of the warp's items; the result is striped.
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.items[ranks[k]] = input_items[k];
    __syncwarp();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output_items[k] = temp_storage.items[k * LOGICAL_WARP_THREADS + lane];
    __syncwarp();
  }

  template <typename OffsetT>
  __device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStriped(items, items, ranks);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_WARP_EXCHANGE_HPP_
