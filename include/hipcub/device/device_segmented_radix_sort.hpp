// DeviceSegmentedRadixSort: a stable radix sort of each segment
// [begin[i], end[i]) of keys or key-value pairs, ascending or descending.
// Items outside every segment are left alone. DoubleBuffer forms sort in
// place (result in Current(), selector unchanged).
#ifndef HIPCUB_DEVICE_SEGMENTED_RADIX_SORT_HPP_
#define HIPCUB_DEVICE_SEGMENTED_RADIX_SORT_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "detail/radix_sort.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceSegmentedRadixSortApi {
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                          KeyT* d_keys_out, const ValueT* d_values_in, ValueT* d_values_out, int num_items,
                          int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                          int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                          bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items,
                num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                          DoubleBuffer<ValueT>& d_values, int num_items, int num_segments,
                          BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                          int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
                       d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                                    KeyT* d_keys_out, const ValueT* d_values_in, ValueT* d_values_out, int num_items,
                                    int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                    EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                    int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                    bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items,
                num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, true, stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                                    DoubleBuffer<ValueT>& d_values, int num_items, int num_segments,
                                    BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                                    int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                    bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
                       d_begin_offsets, d_end_offsets, begin_bit, end_bit, true, stream, debug_synchronous);
  }

  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                         KeyT* d_keys_out, int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                         EndOffsetIteratorT d_end_offsets, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                         hipStream_t stream = 0, bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, static_cast<const NullType*>(nullptr),
                static_cast<NullType*>(nullptr), num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                         int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                         EndOffsetIteratorT d_end_offsets, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                         hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, static_cast<DoubleBuffer<NullType>*>(nullptr),
                       num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream,
                       debug_synchronous);
  }

  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                                   KeyT* d_keys_out, int num_items, int num_segments,
                                   BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                                   int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                   bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, static_cast<const NullType*>(nullptr),
                static_cast<NullType*>(nullptr), num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                end_bit, true, stream, debug_synchronous);
  }

  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                                   int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                   EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                   int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                   bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, static_cast<DoubleBuffer<NullType>*>(nullptr),
                       num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, true, stream,
                       debug_synchronous);
  }

 private:
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT Sort(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in, KeyT* d_keys_out,
                     const ValueT* d_values_in, ValueT* d_values_out, int num_items, int num_segments,
                     BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, int begin_bit,
                     int end_bit, bool descending, hipStream_t stream, bool debug_synchronous) {
    return error_traits<ErrorT>::from(segmented_radix_sort(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, static_cast<KeyT*>(nullptr), d_values_in,
        d_values_out, static_cast<ValueT*>(nullptr), num_items, num_segments, d_begin_offsets, d_end_offsets,
        begin_bit, end_bit, descending, stream, debug_synchronous));
  }

  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static ErrorT SortBuffers(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                            DoubleBuffer<ValueT>* d_values, int num_items, int num_segments,
                            BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, int begin_bit,
                            int end_bit, bool descending, hipStream_t stream, bool debug_synchronous) {
    return error_traits<ErrorT>::from(segmented_radix_sort(
        d_temp_storage, temp_storage_bytes, d_keys.Current(), d_keys.Current(), d_keys.Alternate(),
        d_values ? d_values->Current() : nullptr, d_values ? d_values->Current() : nullptr,
        d_values ? d_values->Alternate() : nullptr, num_items, num_segments, d_begin_offsets, d_end_offsets,
        begin_bit, end_bit, descending, stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceSegmentedRadixSort = detail::DeviceSegmentedRadixSortApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_SEGMENTED_RADIX_SORT_HPP_
