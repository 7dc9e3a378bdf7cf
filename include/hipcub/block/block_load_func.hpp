// Direct loads of a block's tile into each thread's items: blocked (thread i
// holds items i*N .. i*N+N-1), striped (item k of thread i is k*BLOCK_THREADS+i)
// and warp-striped arrangements, with optional bounds and out-of-bounds value.
#ifndef HIPCUB_BLOCK_LOAD_FUNC_HPP_
#define HIPCUB_BLOCK_LOAD_FUNC_HPP_

#include "../config.hpp"
#include "../util_ptx.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) items[k] = block_itr[linear_tid * ITEMS_PER_THREAD + k];
}

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                         int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    if (linear_tid * ITEMS_PER_THREAD + k < valid_items) items[k] = block_itr[linear_tid * ITEMS_PER_THREAD + k];
}

template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                         int valid_items, DefaultT oob_default) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    items[k] = linear_tid * ITEMS_PER_THREAD + k < valid_items ? InputT(block_itr[linear_tid * ITEMS_PER_THREAD + k])
                                                               : InputT(oob_default);
}

template <typename T, int ITEMS_PER_THREAD>
__device__ inline void LoadDirectBlockedVectorized(int linear_tid, T* block_ptr, T (&items)[ITEMS_PER_THREAD]) {
  LoadDirectBlocked(linear_tid, block_ptr, items);
}

template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) items[k] = block_itr[k * BLOCK_THREADS + linear_tid];
}

template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                         int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    if (k * BLOCK_THREADS + linear_tid < valid_items) items[k] = block_itr[k * BLOCK_THREADS + linear_tid];
}

template <int BLOCK_THREADS, typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                         int valid_items, DefaultT oob_default) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    items[k] = k * BLOCK_THREADS + linear_tid < valid_items ? InputT(block_itr[k * BLOCK_THREADS + linear_tid])
                                                            : InputT(oob_default);
}

namespace detail {
/// Position of item k of a thread in the warp-striped arrangement.
template <int ITEMS_PER_THREAD>
__device__ inline int warp_striped_index(int linear_tid, int k) {
  const int lane = linear_tid & (HIPCUB_WARP_THREADS - 1);
  const int warp = linear_tid / HIPCUB_WARP_THREADS;
  return warp * HIPCUB_WARP_THREADS * ITEMS_PER_THREAD + lane + k * HIPCUB_WARP_THREADS;
}
}  // namespace detail

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr,
                                             InputT (&items)[ITEMS_PER_THREAD]) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k)
    items[k] = block_itr[detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k)];
}

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                             int valid_items) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
    const int index = detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k);
    if (index < valid_items) items[k] = block_itr[index];
  }
}

template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                             int valid_items, DefaultT oob_default) {
#pragma unroll
  for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
    const int index = detail::warp_striped_index<ITEMS_PER_THREAD>(linear_tid, k);
    items[k] = index < valid_items ? InputT(block_itr[index]) : InputT(oob_default);
  }
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_LOAD_FUNC_HPP_
