// DeviceReduce: device-wide reductions (Reduce, Sum, Min, Max, ArgMin,
// ArgMax, TransformReduce, ReduceByKey). Stream-ordered; a null
// d_temp_storage only reports the storage needed.
#ifndef HIPCUB_DEVICE_REDUCE_HPP_
#define HIPCUB_DEVICE_REDUCE_HPP_

#include "../config.hpp"
#include "../iterator/transform_input_iterator.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_type.hpp"
#include "detail/reduce.hpp"
#include "detail/reduce_by_key.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceReduceApi {
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename T,
            typename NumItemsT = int>
  static ErrorT Reduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, NumItemsT num_items, ReductionOpT reduction_op, T init,
                       hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return error_traits<ErrorT>::from(reduce<Acc>(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                                  static_cast<long long>(num_items), reduction_op, init, stream,
                                                  debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT Sum(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::hipcub::Sum(), Acc(0), stream,
                  debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT Min(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::hipcub::Min(),
                  Traits<input_value_t<InputIteratorT>>::Max(), stream, debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT Max(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::hipcub::Max(),
                  Traits<input_value_t<InputIteratorT>>::Lowest(), stream, debug_synchronous);
  }

  /// {offset, value} of the first minimum; {1, Traits<T>::Max()} for no items.
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT ArgMin(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, NumItemsT num_items, hipStream_t stream = 0,
                       bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(arg_reduce<::hipcub::ArgMin>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, static_cast<long long>(num_items),
        Traits<input_value_t<InputIteratorT>>::Max(), stream, debug_synchronous));
  }

  /// {offset, value} of the first maximum; {1, Traits<T>::Lowest()} for no items.
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT = int>
  static ErrorT ArgMax(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, NumItemsT num_items, hipStream_t stream = 0,
                       bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(arg_reduce<::hipcub::ArgMax>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, static_cast<long long>(num_items),
        Traits<input_value_t<InputIteratorT>>::Lowest(), stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename TransformOpT,
            typename T, typename NumItemsT = int>
  static ErrorT TransformReduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                                OutputIteratorT d_out, NumItemsT num_items, ReductionOpT reduction_op,
                                TransformOpT transform_op, T init, hipStream_t stream = 0,
                                bool debug_synchronous = false) {
    using Transformed = TransformInputIterator<T, TransformOpT, InputIteratorT>;
    return Reduce(d_temp_storage, temp_storage_bytes, Transformed(d_in, transform_op), d_out, num_items,
                  reduction_op, init, stream, debug_synchronous);
  }

  template <typename KeysInputIteratorT, typename UniqueOutputIteratorT, typename ValuesInputIteratorT,
            typename AggregatesOutputIteratorT, typename NumRunsOutputIteratorT, typename ReductionOpT,
            typename NumItemsT = int>
  static ErrorT ReduceByKey(void* d_temp_storage, std::size_t& temp_storage_bytes, KeysInputIteratorT d_keys_in,
                            UniqueOutputIteratorT d_unique_out, ValuesInputIteratorT d_values_in,
                            AggregatesOutputIteratorT d_aggregates_out, NumRunsOutputIteratorT d_num_runs_out,
                            ReductionOpT reduction_op, NumItemsT num_items, hipStream_t stream = 0,
                            bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(reduce_by_key(d_temp_storage, temp_storage_bytes, d_keys_in, d_unique_out,
                                                    d_values_in, d_aggregates_out, d_num_runs_out, reduction_op,
                                                    static_cast<long long>(num_items), ::hipcub::Equality(), stream,
                                                    debug_synchronous));
  }
};

}  // namespace detail

using DeviceReduce = detail::DeviceReduceApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_REDUCE_HPP_
