// Direct stores of each thread's items into a block's tile, in blocked,
// striped and warp-striped arrangements, with optional bounds.
#ifndef HIPCUB_BLOCK_STORE_FUNC_HPP_
#define HIPCUB_BLOCK_STORE_FUNC_HPP_

#include "../config.hpp"
#include "block_load_func.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) block_itr[linear_tid * ITEMS_PER_THREAD + k] = items[k];
}

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                          int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    if (linear_tid * ITEMS_PER_THREAD + k < valid_items) block_itr[linear_tid * ITEMS_PER_THREAD + k] = items[k];
}

template <typename T, int ITEMS_PER_THREAD>
__device__ inline void StoreDirectBlockedVectorized(int linear_tid, T* block_ptr, T (&items)[ITEMS_PER_THREAD]) {
  StoreDirectBlocked(linear_tid, block_ptr, items);
}

template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) block_itr[k * BLOCK_THREADS + linear_tid] = items[k];
}

template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                          int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    if (k * BLOCK_THREADS + linear_tid < valid_items) block_itr[k * BLOCK_THREADS + linear_tid] = items[k];
}

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr,
                                              T (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    block_itr[detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k)] = items[k];
}

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ inline void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                              int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
    const int index = detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k);
    if (index < valid_items) block_itr[index] = items[k];
  }
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_STORE_FUNC_HPP_
