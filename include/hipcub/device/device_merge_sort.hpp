// DeviceMergeSort: stable sorts of keys (and items) with a user comparator
// `compare_op(a, b)` ("a before b"), in place or into separate outputs
// (the *Copy forms). Both the plain and Stable forms are stable here.
#ifndef HIPCUB_DEVICE_MERGE_SORT_HPP_
#define HIPCUB_DEVICE_MERGE_SORT_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "detail/merge_sort.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceMergeSortApi {
  template <typename KeyIteratorT, typename ValueIteratorT, typename OffsetT, typename CompareOpT>
  static ErrorT SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyIteratorT d_keys,
                          ValueIteratorT d_items, OffsetT num_items, CompareOpT compare_op, hipStream_t stream = 0,
                          bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(merge_sort(d_temp_storage, temp_storage_bytes, d_keys, d_items, d_keys,
                                                 d_items, static_cast<long long>(num_items), compare_op, true,
                                                 stream, debug_synchronous));
  }

  template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyIteratorT, typename ValueIteratorT,
            typename OffsetT, typename CompareOpT>
  static ErrorT SortPairsCopy(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyInputIteratorT d_input_keys,
                              ValueInputIteratorT d_input_items, KeyIteratorT d_output_keys,
                              ValueIteratorT d_output_items, OffsetT num_items, CompareOpT compare_op,
                              hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(merge_sort(d_temp_storage, temp_storage_bytes, d_input_keys, d_input_items,
                                                 d_output_keys, d_output_items, static_cast<long long>(num_items),
                                                 compare_op, false, stream, debug_synchronous));
  }

  template <typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static ErrorT SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyIteratorT d_keys,
                         OffsetT num_items, CompareOpT compare_op, hipStream_t stream = 0,
                         bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(merge_sort(d_temp_storage, temp_storage_bytes, d_keys, NullValues(), d_keys,
                                                 NullValues(), static_cast<long long>(num_items), compare_op, true,
                                                 stream, debug_synchronous));
  }

  template <typename KeyInputIteratorT, typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static ErrorT SortKeysCopy(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyInputIteratorT d_input_keys,
                             KeyIteratorT d_output_keys, OffsetT num_items, CompareOpT compare_op,
                             hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(merge_sort(d_temp_storage, temp_storage_bytes, d_input_keys, NullValues(),
                                                 d_output_keys, NullValues(), static_cast<long long>(num_items),
                                                 compare_op, false, stream, debug_synchronous));
  }

  template <typename KeyIteratorT, typename ValueIteratorT, typename OffsetT, typename CompareOpT>
  static ErrorT StableSortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyIteratorT d_keys,
                                ValueIteratorT d_items, OffsetT num_items, CompareOpT compare_op,
                                hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortPairs(d_temp_storage, temp_storage_bytes, d_keys, d_items, num_items, compare_op, stream,
                     debug_synchronous);
  }

  template <typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static ErrorT StableSortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyIteratorT d_keys,
                               OffsetT num_items, CompareOpT compare_op, hipStream_t stream = 0,
                               bool debug_synchronous = false) {
    return SortKeys(d_temp_storage, temp_storage_bytes, d_keys, num_items, compare_op, stream, debug_synchronous);
  }
};

}  // namespace detail

using DeviceMergeSort = detail::DeviceMergeSortApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_MERGE_SORT_HPP_
