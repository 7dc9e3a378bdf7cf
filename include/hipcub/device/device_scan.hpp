// DeviceScan: device-wide prefix scans (sums, scans with any associative
// operator, and scans of segments of equal keys). Stream-ordered; in-place
// scans (d_in == d_out) are allowed.
#ifndef HIPCUB_DEVICE_SCAN_HPP_
#define HIPCUB_DEVICE_SCAN_HPP_

#include "../config.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_type.hpp"
#include "detail/scan.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceScanApi {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT ExclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                             OutputIteratorT d_out, NumItemsT num_items, hipStream_t stream = 0,
                             bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return ExclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, ::hipcub::Sum(), Acc(0), num_items, stream,
                         debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT,
            typename NumItemsT = int>
  static ErrorT ExclusiveScan(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                              OutputIteratorT d_out, ScanOpT scan_op, InitValueT init_value, NumItemsT num_items,
                              hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return error_traits<ErrorT>::from(scan<true, true, Acc>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op,
                                                            Acc(init_value), static_cast<long long>(num_items),
                                                            stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT InclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                             OutputIteratorT d_out, NumItemsT num_items, hipStream_t stream = 0,
                             bool debug_synchronous = false) {
    return InclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, ::hipcub::Sum(), num_items, stream,
                         debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename NumItemsT = int>
  static ErrorT InclusiveScan(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                              OutputIteratorT d_out, ScanOpT scan_op, NumItemsT num_items, hipStream_t stream = 0,
                              bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return error_traits<ErrorT>::from(scan<false, false, Acc>(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                                              scan_op, Acc{}, static_cast<long long>(num_items),
                                                              stream, debug_synchronous));
  }

  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename EqualityOpT = ::hipcub::Equality, typename NumItemsT = int>
  static ErrorT ExclusiveSumByKey(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                  KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in,
                                  ValuesOutputIteratorT d_values_out, NumItemsT num_items,
                                  EqualityOpT equality_op = EqualityOpT(), hipStream_t stream = 0,
                                  bool debug_synchronous = false) {
    using Acc = output_value_t<ValuesOutputIteratorT, input_value_t<ValuesInputIteratorT>>;
    return ExclusiveScanByKey(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out,
                              ::hipcub::Sum(), Acc(0), num_items, equality_op, stream, debug_synchronous);
  }

  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename ScanOpT, typename InitValueT, typename EqualityOpT = ::hipcub::Equality,
            typename NumItemsT = int>
  static ErrorT ExclusiveScanByKey(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                   KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in,
                                   ValuesOutputIteratorT d_values_out, ScanOpT scan_op, InitValueT init_value,
                                   NumItemsT num_items, EqualityOpT equality_op = EqualityOpT(),
                                   hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<ValuesOutputIteratorT, input_value_t<ValuesInputIteratorT>>;
    return error_traits<ErrorT>::from(scan_by_key<true, Acc>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out, scan_op, Acc(init_value),
        static_cast<long long>(num_items), equality_op, stream, debug_synchronous));
  }

  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename EqualityOpT = ::hipcub::Equality, typename NumItemsT = int>
  static ErrorT InclusiveSumByKey(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                  KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in,
                                  ValuesOutputIteratorT d_values_out, NumItemsT num_items,
                                  EqualityOpT equality_op = EqualityOpT(), hipStream_t stream = 0,
                                  bool debug_synchronous = false) {
    return InclusiveScanByKey(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out,
                              ::hipcub::Sum(), num_items, equality_op, stream, debug_synchronous);
  }

  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename ScanOpT, typename EqualityOpT = ::hipcub::Equality, typename NumItemsT = int>
  static ErrorT InclusiveScanByKey(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                   KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in,
                                   ValuesOutputIteratorT d_values_out, ScanOpT scan_op, NumItemsT num_items,
                                   EqualityOpT equality_op = EqualityOpT(), hipStream_t stream = 0,
                                   bool debug_synchronous = false) {
    using Acc = output_value_t<ValuesOutputIteratorT, input_value_t<ValuesInputIteratorT>>;
    return error_traits<ErrorT>::from(scan_by_key<false, Acc>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out, scan_op, Acc{},
        static_cast<long long>(num_items), equality_op, stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceScan = detail::DeviceScanApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_SCAN_HPP_
