// BlockExchange: rearranges the items of a block between blocked, striped and
// warp-striped arrangements or to given ranks, through TempStorage: every
// thread writes its items, one barrier (a warp barrier for the warp-level
// forms), every thread reads its new items. Input and output may be the same
// array.
#ifndef HIPCUB_BLOCK_EXCHANGE_HPP_
#define HIPCUB_BLOCK_EXCHANGE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"
#include "block_load_func.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockExchange {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + HIPCUB_WARP_THREADS - 1) / HIPCUB_WARP_THREADS;
  static constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  static constexpr int WARP_TILE_ITEMS = WARPS * HIPCUB_WARP_THREADS * ITEMS_PER_THREAD;
  static constexpr int STORAGE_ITEMS = TILE_ITEMS > WARP_TILE_ITEMS ? TILE_ITEMS : WARP_TILE_ITEMS;

  struct _TempStorage {
    InputT buff[STORAGE_ITEMS];
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

  __device__ int Blocked(int k) const { return linear_tid * ITEMS_PER_THREAD + k; }
  __device__ int Striped(int k) const { return k * BLOCK_THREADS + linear_tid; }
  __device__ int WarpStriped(int k) const { return detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k); }
  __device__ int WarpBlocked(int k) const {
    const int lane = linear_tid & (HIPCUB_WARP_THREADS - 1);
    const int warp = linear_tid / HIPCUB_WARP_THREADS;
    return warp * HIPCUB_WARP_THREADS * ITEMS_PER_THREAD + lane * ITEMS_PER_THREAD + k;
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockExchange()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockExchange(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <typename OutputT>
  __device__ void StripedToBlocked(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[Striped(k)] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Blocked(k)];
  }

  template <typename OutputT>
  __device__ void BlockedToStriped(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[Blocked(k)] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Striped(k)];
  }

  template <typename OutputT>
  __device__ void WarpStripedToBlocked(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[WarpStriped(k)] = input[k];
    __syncwarp();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[WarpBlocked(k)];
  }

  template <typename OutputT>
  __device__ void BlockedToWarpStriped(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[WarpBlocked(k)] = input[k];
    __syncwarp();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[WarpStriped(k)];
  }

  /// Item k goes to position ranks[k] of the tile; the result is blocked.
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToBlocked(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[ranks[k]] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Blocked(k)];
  }

  /// Item k goes to position ranks[k] of the tile; the result is striped.
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) temp_storage.buff[ranks[k]] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Striped(k)];
  }

  /// Like ScatterToStriped; items with a negative rank are not scattered.
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStripedGuarded(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                          OffsetT (&ranks)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k)
      if (ranks[k] >= 0) temp_storage.buff[ranks[k]] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Striped(k)];
  }

  /// Like ScatterToStriped; only items whose is_valid flag is set are scattered.
  template <typename OutputT, typename OffsetT, typename ValidFlag>
  __device__ void ScatterToStripedFlagged(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                          OffsetT (&ranks)[ITEMS_PER_THREAD], ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k)
      if (is_valid[k]) temp_storage.buff[ranks[k]] = input[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) output[k] = temp_storage.buff[Striped(k)];
  }

  // In-place forms (CUB's older single-array overloads).
  __device__ void StripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]) { StripedToBlocked(items, items); }
  __device__ void BlockedToStriped(InputT (&items)[ITEMS_PER_THREAD]) { BlockedToStriped(items, items); }
  __device__ void WarpStripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]) { WarpStripedToBlocked(items, items); }
  __device__ void BlockedToWarpStriped(InputT (&items)[ITEMS_PER_THREAD]) { BlockedToWarpStriped(items, items); }
  template <typename OffsetT>
  __device__ void ScatterToBlocked(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToBlocked(items, items, ranks);
  }
  template <typename OffsetT>
  __device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStriped(items, items, ranks);
  }
  template <typename OffsetT>
  __device__ void ScatterToStripedGuarded(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStripedGuarded(items, items, ranks);
  }
  template <typename OffsetT, typename ValidFlag>
  __device__ void ScatterToStripedFlagged(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD],
                                          ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {
    ScatterToStripedFlagged(items, items, ranks, is_valid);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_EXCHANGE_HPP_
