// Stable merge sort with a user comparator (DeviceMergeSort), as
// stream-ordered kernels: each block sorts a tile (insertion-sorted runs,
// then merges within the tile), then log2(tiles) merge passes double the
// sorted runs; a pass splits its output into equal chunks (one per block)
// found by merge-path searches, so every pass keeps all workers busy. The
// passes alternate between the output and a scratch copy so that the last
// one writes the output.
#ifndef HIPCUB_DEVICE_DETAIL_MERGE_SORT_HPP_
#define HIPCUB_DEVICE_DETAIL_MERGE_SORT_HPP_

#include <type_traits>

#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long MERGE_SORT_TILE_ITEMS = 2048;
constexpr long long MERGE_SORT_RUN_ITEMS = 32;
constexpr long long MERGE_SORT_CHUNK_ITEMS = 16384;

/// How many of the first `diagonal` merged items come from a (stable: a
/// wins ties).
template <typename AIt, typename BIt, typename Compare>
__device__ inline long long merge_path(AIt a, long long a_len, BIt b, long long b_len, long long diagonal,
                                       Compare& compare) {
  long long lo = diagonal > b_len ? diagonal - b_len : 0;
  long long hi = diagonal < a_len ? diagonal : a_len;
  while (lo < hi) {
    const long long mid = lo + (hi - lo) / 2;
    if (!compare(b[diagonal - mid - 1], a[mid]))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/// Merges a[ai..a_len) and b[bi..b_len) into out[0..count).
template <bool HAS_VALUES, typename KIn, typename VIn, typename KOut, typename VOut, typename Compare>
__device__ inline void merge_into(KIn a, VIn av, long long ai, long long a_len, KIn b, VIn bv, long long bi,
                                  long long b_len, KOut out, VOut out_values, long long count, Compare& compare) {
  for (long long k = 0; k < count; ++k) {
    const bool take_b = ai >= a_len || (bi < b_len && compare(b[bi], a[ai]));
    if (take_b) {
      out[k] = b[bi];
      if constexpr (HAS_VALUES) out_values[k] = bv[bi];
      ++bi;
    } else {
      out[k] = a[ai];
      if constexpr (HAS_VALUES) out_values[k] = av[ai];
      ++ai;
    }
  }
}

/// Merges the sorted runs of `width` items of src[begin, end) pairwise into
/// dst (positions relative to the same base), for outputs [lo, hi).
template <bool HAS_VALUES, typename KIn, typename VIn, typename KOut, typename VOut, typename Compare>
__device__ inline void merge_runs(KIn src, VIn src_values, KOut dst, VOut dst_values, long long n, long long width,
                                  long long lo, long long hi, Compare& compare) {
  while (lo < hi) {
    const long long pair = lo / (2 * width) * (2 * width);
    const long long mid = pair + width < n ? pair + width : n;
    const long long pair_end = pair + 2 * width < n ? pair + 2 * width : n;
    const long long stop = hi < pair_end ? hi : pair_end;
    const long long a_len = mid - pair, b_len = pair_end - mid;
    const long long from_a = merge_path(src + pair, a_len, src + mid, b_len, lo - pair, compare);
    merge_into<HAS_VALUES>(src + pair, src_values + pair, from_a, a_len, src + mid, src_values + mid,
                           (lo - pair) - from_a, b_len, dst + lo, dst_values + lo, stop - lo, compare);
    lo = stop;
  }
}

/// Phase 1: block t sorts tile t of the input into `result` (0: the output
/// buffer, 1: the scratch buffer), using the other buffer's tile as scratch.
template <bool HAS_VALUES, typename KIn, typename VIn, typename KOut, typename VOut, typename KeyT, typename ValueT,
          typename VScratch, typename Compare>
struct MergeSortTilesBody {
  KIn keys_in;
  VIn values_in;
  KOut keys_out;
  VOut values_out;
  KeyT* keys_scratch;
  VScratch values_scratch;
  long long n;
  int result;
  bool input_is_output;
  Compare compare;

  template <typename K, typename V>
  __device__ void insertion_sort_runs(K keys, V values, long long len) {
    for (long long run = 0; run < len; run += MERGE_SORT_RUN_ITEMS) {
      const long long run_end = run + MERGE_SORT_RUN_ITEMS < len ? run + MERGE_SORT_RUN_ITEMS : len;
      for (long long i = run + 1; i < run_end; ++i) {
        KeyT key = keys[i];
        ValueT value{};
        if constexpr (HAS_VALUES) value = values[i];
        long long j = i;
        for (; j > run && compare(key, static_cast<KeyT>(keys[j - 1])); --j) {
          keys[j] = static_cast<KeyT>(keys[j - 1]);
          if constexpr (HAS_VALUES) values[j] = static_cast<ValueT>(values[j - 1]);
        }
        keys[j] = key;
        if constexpr (HAS_VALUES) values[j] = value;
      }
    }
  }

  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * MERGE_SORT_TILE_ITEMS;
    const long long len = begin + MERGE_SORT_TILE_ITEMS < n ? MERGE_SORT_TILE_ITEMS : n - begin;
    int levels = 0;
    for (long long w = MERGE_SORT_RUN_ITEMS; w < len; w *= 2) ++levels;
    // Start in the buffer that the levels' alternation ends in `result`.
    int current = (levels % 2 == 0) ? result : 1 - result;
    if (current == 0) {
      if (!input_is_output)
        for (long long i = 0; i < len; ++i) {
          keys_out[begin + i] = keys_in[begin + i];
          if constexpr (HAS_VALUES) values_out[begin + i] = values_in[begin + i];
        }
      insertion_sort_runs(keys_out + begin, values_out + begin, len);
    } else {
      for (long long i = 0; i < len; ++i) {
        keys_scratch[begin + i] = keys_in[begin + i];
        if constexpr (HAS_VALUES) values_scratch[begin + i] = values_in[begin + i];
      }
      insertion_sort_runs(keys_scratch + begin, values_scratch + begin, len);
    }
    for (long long width = MERGE_SORT_RUN_ITEMS; width < len; width *= 2) {
      if (current == 0)
        merge_runs<HAS_VALUES>(keys_out + begin, values_out + begin, keys_scratch + begin, values_scratch + begin,
                               len, width, 0, len, compare);
      else
        merge_runs<HAS_VALUES>(keys_scratch + begin, values_scratch + begin, keys_out + begin, values_out + begin,
                               len, width, 0, len, compare);
      current = 1 - current;
    }
  }
};

/// Phase 2: one merge pass of runs of `width` items, chunk by chunk.
template <bool HAS_VALUES, typename KSrc, typename VSrc, typename KDst, typename VDst, typename Compare>
struct MergePassBody {
  KSrc src;
  VSrc src_values;
  KDst dst;
  VDst dst_values;
  long long n;
  long long width;
  Compare compare;
  __device__ void operator()(unsigned int chunk) {
    const long long lo = chunk * MERGE_SORT_CHUNK_ITEMS;
    const long long hi = lo + MERGE_SORT_CHUNK_ITEMS < n ? lo + MERGE_SORT_CHUNK_ITEMS : n;
    merge_runs<HAS_VALUES>(src, src_values, dst, dst_values, n, width, lo, hi, compare);
  }
};

template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyIteratorT, typename ValueIteratorT,
          typename CompareOpT>
inline hipError_t merge_sort(void* d_temp_storage, std::size_t& temp_storage_bytes,
                             KeyInputIteratorT d_input_keys, ValueInputIteratorT d_input_items,
                             KeyIteratorT d_output_keys, ValueIteratorT d_output_items, long long num_items,
                             CompareOpT compare_op, bool input_is_output, hipStream_t stream, bool debug_synchronous) {
  using KeyT = output_value_t<KeyIteratorT, input_value_t<KeyInputIteratorT>>;
  using ValueT = output_value_t<ValueIteratorT, input_value_t<ValueInputIteratorT>>;
  constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
  if (num_items < 0) return hipErrorInvalidValue;
  TempStorageLayout layout;
  const std::size_t keys_at = layout.add<KeyT>(num_items);
  const std::size_t values_at = HAS_VALUES ? layout.add<ValueT>(num_items) : 0;
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_items == 0) return hipSuccess;
  if (any_null(d_input_keys, d_output_keys) || (HAS_VALUES && any_null(d_input_items, d_output_items)))
    return hipErrorInvalidValue;
  using VScratch = conditional_t<HAS_VALUES, ValueT*, NullValues>;
  KeyT* keys_scratch = temp_part<KeyT>(d_temp_storage, keys_at);
  VScratch values_scratch{};
  if constexpr (HAS_VALUES) values_scratch = temp_part<ValueT>(d_temp_storage, values_at);
  const unsigned int tiles = tile_count(num_items, MERGE_SORT_TILE_ITEMS);
  int passes = 0;
  for (long long w = MERGE_SORT_TILE_ITEMS; w < num_items; w *= 2) ++passes;
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
      tiles, stream,
      MergeSortTilesBody<HAS_VALUES, KeyInputIteratorT, ValueInputIteratorT, KeyIteratorT, ValueIteratorT, KeyT,
                         ValueT, VScratch, CompareOpT>{d_input_keys, d_input_items, d_output_keys, d_output_items,
                                             keys_scratch, values_scratch, num_items, passes % 2,
                                             input_is_output, compare_op}));
  const unsigned int chunks = tile_count(num_items, MERGE_SORT_CHUNK_ITEMS);
  bool in_scratch = passes % 2 == 1;
  for (long long width = MERGE_SORT_TILE_ITEMS; width < num_items; width *= 2) {
    if (in_scratch)
      HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
          chunks, stream,
          MergePassBody<HAS_VALUES, KeyT*, VScratch, KeyIteratorT, ValueIteratorT, CompareOpT>{
              keys_scratch, values_scratch, d_output_keys, d_output_items, num_items, width, compare_op}));
    else
      HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
          chunks, stream,
          MergePassBody<HAS_VALUES, KeyIteratorT, ValueIteratorT, KeyT*, VScratch, CompareOpT>{
              d_output_keys, d_output_items, keys_scratch, values_scratch, num_items, width, compare_op}));
    in_scratch = !in_scratch;
  }
  return finish(hipSuccess, stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_MERGE_SORT_HPP_
