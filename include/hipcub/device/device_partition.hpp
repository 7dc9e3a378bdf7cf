// DevicePartition: stream-ordered partitioning. Two-way: the selected items
// first, in order, then the rejected ones in reverse order at the back of
// d_out. Three-way: items of the first and second part (in order) and the
// unselected ones (in order) to three outputs; d_num_selected_out[0..1]
// receive the sizes of the two parts.
#ifndef HIPCUB_DEVICE_PARTITION_HPP_
#define HIPCUB_DEVICE_PARTITION_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "detail/select.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DevicePartitionApi {
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT = int>
  static ErrorT Flagged(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                        FlagIterator d_flags, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out,
                        NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<true>(
        d_temp_storage, temp_storage_bytes, FlagSelector<FlagIterator>{d_flags},
        ItemCopier<InputIteratorT, OutputIteratorT>{d_in, d_out}, d_num_selected_out,
        static_cast<long long>(num_items), any_null(d_in, d_flags, d_out), stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT = int>
  static ErrorT If(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                   NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                   hipStream_t stream = 0, bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(select<true>(
        d_temp_storage, temp_storage_bytes, PredicateSelector<InputIteratorT, SelectOp>{d_in, select_op},
        ItemCopier<InputIteratorT, OutputIteratorT>{d_in, d_out}, d_num_selected_out,
        static_cast<long long>(num_items), any_null(d_in, d_out), stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename FirstOutputIteratorT, typename SecondOutputIteratorT,
            typename UnselectedOutputIteratorT, typename NumSelectedIteratorT, typename SelectFirstPartOp,
            typename SelectSecondPartOp, typename NumItemsT = int>
  static ErrorT If(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                   FirstOutputIteratorT d_first_part_out, SecondOutputIteratorT d_second_part_out,
                   UnselectedOutputIteratorT d_unselected_out, NumSelectedIteratorT d_num_selected_out,
                   NumItemsT num_items, SelectFirstPartOp select_first_part_op,
                   SelectSecondPartOp select_second_part_op, hipStream_t stream = 0,
                   bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(three_way_partition(
        d_temp_storage, temp_storage_bytes, d_in, d_first_part_out, d_second_part_out, d_unselected_out,
        d_num_selected_out, static_cast<long long>(num_items), select_first_part_op, select_second_part_op, stream,
        debug_synchronous));
  }
};

}  // namespace detail

using DevicePartition = detail::DevicePartitionApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_PARTITION_HPP_
