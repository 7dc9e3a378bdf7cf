// DeviceSelect: stream-ordered compaction of the selected items (by flags,
// by a predicate, or the first of each run of equal items), in order; the
// count goes to d_num_selected_out.
#ifndef HIPCUB_DEVICE_SELECT_HPP_
#define HIPCUB_DEVICE_SELECT_HPP_

#include "../config.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_type.hpp"
#include "detail/select.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceSelectApi {
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT = int>
  static ErrorT Flagged(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                        FlagIterator d_flags, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out,
                        NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<false>(
        d_temp_storage, temp_storage_bytes, FlagSelector<FlagIterator>{d_flags},
        ItemCopier<InputIteratorT, OutputIteratorT>{d_in, d_out}, d_num_selected_out,
        static_cast<long long>(num_items), any_null(d_in, d_flags, d_out), stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT = int>
  static ErrorT If(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                   NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                   hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<false>(
        d_temp_storage, temp_storage_bytes, PredicateSelector<InputIteratorT, SelectOp>{d_in, select_op},
        ItemCopier<InputIteratorT, OutputIteratorT>{d_in, d_out}, d_num_selected_out,
        static_cast<long long>(num_items), any_null(d_in, d_out), stream, debug_synchronous));
  }

  /// The first item of each run of equal consecutive items.
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT = int>
  static ErrorT Unique(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                       hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<false>(
        d_temp_storage, temp_storage_bytes, UniqueSelector<InputIteratorT, ::hipcub::Equality>{d_in, {}},
        ItemCopier<InputIteratorT, OutputIteratorT>{d_in, d_out}, d_num_selected_out,
        static_cast<long long>(num_items), any_null(d_in, d_out), stream, debug_synchronous));
  }

  template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyOutputIteratorT,
            typename ValueOutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT, typename EqualityOpT>
  static ErrorT UniqueByKey(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyInputIteratorT d_keys_in,
                            ValueInputIteratorT d_values_in, KeyOutputIteratorT d_keys_out,
                            ValueOutputIteratorT d_values_out, NumSelectedIteratorT d_num_selected_out,
                            NumItemsT num_items, EqualityOpT equality_op, hipStream_t stream = 0,
                            bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<false>(
        d_temp_storage, temp_storage_bytes, UniqueSelector<KeyInputIteratorT, EqualityOpT>{d_keys_in, equality_op},
        PairCopier<KeyInputIteratorT, ValueInputIteratorT, KeyOutputIteratorT, ValueOutputIteratorT>{
            d_keys_in, d_values_in, d_keys_out, d_values_out},
        d_num_selected_out, static_cast<long long>(num_items),
        any_null(d_keys_in, d_values_in, d_keys_out, d_values_out), stream, debug_synchronous));
  }

  template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyOutputIteratorT,
            typename ValueOutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT = int>
  static ErrorT UniqueByKey(void* d_temp_storage, std::size_t& temp_storage_bytes, KeyInputIteratorT d_keys_in,
                            ValueInputIteratorT d_values_in, KeyOutputIteratorT d_keys_out,
                            ValueOutputIteratorT d_values_out, NumSelectedIteratorT d_num_selected_out,
                            NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    return UniqueByKey(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_keys_out, d_values_out,
                       d_num_selected_out, num_items, ::hipcub::Equality(), stream, debug_synchronous);
  }
};

}  // namespace detail

using DeviceSelect = detail::DeviceSelectApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_SELECT_HPP_
