// DeviceRadixSort: stable device-wide radix sorts of keys or key-value pairs,
// ascending or descending, on a bit range of the keys. The pointer forms
// leave the input unchanged and write the output; the DoubleBuffer forms sort
// in place and leave the result in Current() (the selector is not changed).
#ifndef HIPCUB_DEVICE_RADIX_SORT_HPP_
#define HIPCUB_DEVICE_RADIX_SORT_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "detail/radix_sort.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceRadixSortApi {
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                          KeyT* d_keys_out, const ValueT* d_values_in, ValueT* d_values_out, NumItemsT num_items,
                          int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                          bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items,
                begin_bit, end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                          DoubleBuffer<ValueT>& d_values, NumItemsT num_items, int begin_bit = 0,
                          int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, begin_bit, end_bit, false,
                       stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                                    KeyT* d_keys_out, const ValueT* d_values_in, ValueT* d_values_out,
                                    NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                    hipStream_t stream = 0, bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items,
                begin_bit, end_bit, true, stream, debug_synchronous);
  }

  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                                    DoubleBuffer<ValueT>& d_values, NumItemsT num_items, int begin_bit = 0,
                                    int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                    bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, begin_bit, end_bit, true,
                       stream, debug_synchronous);
  }

  template <typename KeyT, typename NumItemsT>
  static ErrorT SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                         KeyT* d_keys_out, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                         hipStream_t stream = 0, bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, static_cast<const NullType*>(nullptr),
                static_cast<NullType*>(nullptr), num_items, begin_bit, end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename NumItemsT>
  static ErrorT SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                         NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                         hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, static_cast<DoubleBuffer<NullType>*>(nullptr),
                       num_items, begin_bit, end_bit, false, stream, debug_synchronous);
  }

  template <typename KeyT, typename NumItemsT>
  static ErrorT SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in,
                                   KeyT* d_keys_out, NumItemsT num_items, int begin_bit = 0,
                                   int end_bit = sizeof(KeyT) * 8, hipStream_t stream = 0,
                                   bool debug_synchronous = false) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, static_cast<const NullType*>(nullptr),
                static_cast<NullType*>(nullptr), num_items, begin_bit, end_bit, true, stream, debug_synchronous);
  }

  template <typename KeyT, typename NumItemsT>
  static ErrorT SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                                   NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                   hipStream_t stream = 0, bool debug_synchronous = false) {
    return SortBuffers(d_temp_storage, temp_storage_bytes, d_keys, static_cast<DoubleBuffer<NullType>*>(nullptr),
                       num_items, begin_bit, end_bit, true, stream, debug_synchronous);
  }

 private:
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT Sort(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* d_keys_in, KeyT* d_keys_out,
                     const ValueT* d_values_in, ValueT* d_values_out, NumItemsT num_items, int begin_bit,
                     int end_bit, bool descending, hipStream_t stream, bool debug_synchronous) {
    return error_traits<ErrorT>::from(radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                                                 static_cast<KeyT*>(nullptr), d_values_in, d_values_out,
                                                 static_cast<ValueT*>(nullptr), static_cast<long long>(num_items),
                                                 begin_bit, end_bit, descending, stream, debug_synchronous));
  }

  template <typename KeyT, typename ValueT, typename NumItemsT>
  static ErrorT SortBuffers(void* d_temp_storage, std::size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                            DoubleBuffer<ValueT>* d_values, NumItemsT num_items, int begin_bit, int end_bit,
                            bool descending, hipStream_t stream, bool debug_synchronous) {
    return error_traits<ErrorT>::from(radix_sort(
        d_temp_storage, temp_storage_bytes, d_keys.Current(), d_keys.Current(), d_keys.Alternate(),
        d_values ? d_values->Current() : nullptr, d_values ? d_values->Current() : nullptr,
        d_values ? d_values->Alternate() : nullptr, static_cast<long long>(num_items), begin_bit, end_bit,
        descending, stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceRadixSort = detail::DeviceRadixSortApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_RADIX_SORT_HPP_
