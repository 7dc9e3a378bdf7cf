// DeviceSegmentedReduce: one reduction per segment [begin[i], end[i]);
// empty segments give the initial value.
#ifndef HIPCUB_DEVICE_SEGMENTED_REDUCE_HPP_
#define HIPCUB_DEVICE_SEGMENTED_REDUCE_HPP_

#include "../config.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_type.hpp"
#include "detail/reduce.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceSegmentedReduceApi {
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT, typename ReductionOp, typename T>
  static ErrorT Reduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                       EndOffsetIteratorT d_end_offsets, ReductionOp reduction_op, T initial_value,
                       hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return error_traits<ErrorT>::from(segmented_reduce<false>(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                                              num_segments, d_begin_offsets, d_end_offsets,
                                                              reduction_op, Acc(initial_value), stream,
                                                              debug_synchronous));
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static ErrorT Sum(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                    hipStream_t stream = 0, bool debug_synchronous = false) {
    using Acc = output_value_t<OutputIteratorT, input_value_t<InputIteratorT>>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                  ::hipcub::Sum(), Acc(0), stream, debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static ErrorT Min(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                    hipStream_t stream = 0, bool debug_synchronous = false) {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                  ::hipcub::Min(), Traits<input_value_t<InputIteratorT>>::Max(), stream, debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static ErrorT Max(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                    hipStream_t stream = 0, bool debug_synchronous = false) {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                  ::hipcub::Max(), Traits<input_value_t<InputIteratorT>>::Lowest(), stream, debug_synchronous);
  }

  /// Per segment: {offset within the segment, value} of the first minimum;
  /// {1, Traits<T>::Max()} for an empty segment.
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static ErrorT ArgMin(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                       EndOffsetIteratorT d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
    return Arg<::hipcub::ArgMin>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                                 d_end_offsets, Traits<input_value_t<InputIteratorT>>::Max(), stream,
                                 debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static ErrorT ArgMax(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets,
                       EndOffsetIteratorT d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
    return Arg<::hipcub::ArgMax>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                                 d_end_offsets, Traits<input_value_t<InputIteratorT>>::Lowest(), stream,
                                 debug_synchronous);
  }

 private:
  template <typename ArgOp, typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT, typename ValueT>
  static ErrorT Arg(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
                    int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                    ValueT empty_value, hipStream_t stream, bool debug_synchronous) {
    using OutputTupleT = output_value_t<OutputIteratorT, KeyValuePair<int, input_value_t<InputIteratorT>>>;
    using OutputValueT = typename OutputTupleT::Value;
    return error_traits<ErrorT>::from(segmented_reduce<true>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets, ArgOp(),
        OutputTupleT(1, OutputValueT(empty_value)), stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceSegmentedReduce = detail::DeviceSegmentedReduceApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_SEGMENTED_REDUCE_HPP_
