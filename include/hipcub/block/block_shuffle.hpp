// BlockShuffle: moves items between the threads of a block (offsets, rotation,
// and shifting blocked items up or down by one) through TempStorage and one
// barrier.
#ifndef HIPCUB_BLOCK_SHUFFLE_HPP_
#define HIPCUB_BLOCK_SHUFFLE_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockShuffle {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

  struct _TempStorage {
    T prev[BLOCK_THREADS];
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockShuffle()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockShuffle(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  /// output = input of thread linear_tid + distance, when that thread exists
  /// (otherwise output is left unchanged).
  __device__ void Offset(T input, T& output, int distance = 1) {
    temp_storage.prev[linear_tid] = input;
    __syncthreads();
    const int source = linear_tid + distance;
    if (source >= 0 && source < BLOCK_THREADS) output = temp_storage.prev[source];
  }

  /// output = input of thread (linear_tid + distance) modulo the block size.
  __device__ void Rotate(T input, T& output, unsigned int distance = 1) {
    temp_storage.prev[linear_tid] = input;
    __syncthreads();
    unsigned int source = linear_tid + distance;
    if (source >= static_cast<unsigned int>(BLOCK_THREADS)) source -= BLOCK_THREADS;
    output = temp_storage.prev[source % BLOCK_THREADS];
  }

  /// prev[k] = the blocked item before input[k] (thread 0's prev[0] unchanged).
  template <int ITEMS_PER_THREAD>
  __device__ void Up(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD]) {
    temp_storage.prev[linear_tid] = input[ITEMS_PER_THREAD - 1];
    __syncthreads();
#pragma unroll
    for (int k = ITEMS_PER_THREAD - 1; k > 0; --k) prev[k] = input[k - 1];
    if (linear_tid > 0) prev[0] = temp_storage.prev[linear_tid - 1];
  }

  /// Up, and block_suffix = the last item of the tile.
  template <int ITEMS_PER_THREAD>
  __device__ void Up(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD], T& block_suffix) {
    Up(input, prev);
    block_suffix = temp_storage.prev[BLOCK_THREADS - 1];
  }

  /// next[k] = the blocked item after input[k] (the last thread's last item unchanged).
  template <int ITEMS_PER_THREAD>
  __device__ void Down(T (&input)[ITEMS_PER_THREAD], T (&next)[ITEMS_PER_THREAD]) {
    temp_storage.prev[linear_tid] = input[0];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD - 1; ++k) next[k] = input[k + 1];
    if (linear_tid < BLOCK_THREADS - 1) next[ITEMS_PER_THREAD - 1] = temp_storage.prev[linear_tid + 1];
  }

  /// Down, and block_prefix = the first item of the tile.
  template <int ITEMS_PER_THREAD>
  __device__ void Down(T (&input)[ITEMS_PER_THREAD], T (&next)[ITEMS_PER_THREAD], T& block_prefix) {
    Down(input, next);
    block_prefix = temp_storage.prev[0];
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_SHUFFLE_HPP_
