// BlockRadixSort: a stable radix sort of the keys (and values) held by the
// threads of a block. The threads publish their items in TempStorage, one
// barrier, thread 0 sorts the tile with 8-bit digits (skipping digits equal
// for all keys), a second barrier, and each thread reads back its blocked (or
// striped) items. RADIX_BITS and the scan/shared-memory parameters are
// accepted for CUB compatibility and do not change the result.
#ifndef HIPCUB_BLOCK_RADIX_SORT_HPP_
#define HIPCUB_BLOCK_RADIX_SORT_HPP_

#include <type_traits>

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../detail/radix.hpp"
#include "../util_type.hpp"
#include "block_scan.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          int SMEM_CONFIG = 1, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockRadixSort {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
  using Key = detail::radix_key<KeyT>;
  using Bits = typename Key::Bits;
  using StoredValue = conditional_t<KEYS_ONLY, char, ValueT>;

  struct _TempStorage {
    Bits keys[2][TILE_ITEMS];
    StoredValue values[KEYS_ONLY ? 1 : 2][KEYS_ONLY ? 1 : TILE_ITEMS];
    unsigned int counts[detail::SERIAL_RADIX_BUCKETS];
    int result_buffer;
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

  template <bool STRIPED_OUTPUT, typename V>
  __device__ void SortTile(KeyT (&keys)[ITEMS_PER_THREAD], V (&values)[ITEMS_PER_THREAD], int begin_bit, int end_bit,
                           bool descending) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
      temp_storage.keys[0][linear_tid * ITEMS_PER_THREAD + k] = Key::to_bits(keys[k], descending);
      if constexpr (!KEYS_ONLY) temp_storage.values[0][linear_tid * ITEMS_PER_THREAD + k] = values[k];
    }
    __syncthreads();
    if (linear_tid == 0) {
      using SortValue = conditional_t<KEYS_ONLY, NullType, StoredValue>;
      SortValue* values0 = KEYS_ONLY ? nullptr : reinterpret_cast<SortValue*>(temp_storage.values[0]);
      SortValue* values1 = KEYS_ONLY ? nullptr : reinterpret_cast<SortValue*>(temp_storage.values[KEYS_ONLY ? 0 : 1]);
      temp_storage.result_buffer =
          detail::serial_radix_sort(temp_storage.keys[0], temp_storage.keys[1], values0, values1, temp_storage.counts,
                                    TILE_ITEMS, begin_bit, end_bit)
              ? 1
              : 0;
    }
    __syncthreads();
    const int buffer = temp_storage.result_buffer;
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
      const int index = STRIPED_OUTPUT ? k * BLOCK_THREADS + linear_tid : linear_tid * ITEMS_PER_THREAD + k;
      keys[k] = Key::from_bits(temp_storage.keys[buffer][index], descending);
      if constexpr (!KEYS_ONLY) values[k] = temp_storage.values[KEYS_ONLY ? 0 : buffer][KEYS_ONLY ? 0 : index];
    }
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockRadixSort()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockRadixSort(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    NullType values[ITEMS_PER_THREAD];
    SortTile<false>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
                       int end_bit = sizeof(KeyT) * 8) {
    SortTile<false>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    NullType values[ITEMS_PER_THREAD];
    SortTile<false>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                 int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    SortTile<false>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                       int end_bit = sizeof(KeyT) * 8) {
    NullType values[ITEMS_PER_THREAD];
    SortTile<true>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                       int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    SortTile<true>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                                 int end_bit = sizeof(KeyT) * 8) {
    NullType values[ITEMS_PER_THREAD];
    SortTile<true>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                                 int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    SortTile<true>(keys, values, begin_bit, end_bit, true);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_RADIX_SORT_HPP_
