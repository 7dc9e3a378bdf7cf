// DeviceRunLengthEncode: runs of equal consecutive items. Encode writes each
// run's item and length; NonTrivialRuns the offset and length of each run
// longer than one item. The run count goes to d_num_runs_out.
#ifndef HIPCUB_DEVICE_RUN_LENGTH_ENCODE_HPP_
#define HIPCUB_DEVICE_RUN_LENGTH_ENCODE_HPP_

#include "../config.hpp"
#include "../iterator/constant_input_iterator.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_type.hpp"
#include "detail/reduce_by_key.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceRunLengthEncodeApi {
  template <typename InputIteratorT, typename UniqueOutputIteratorT, typename LengthsOutputIteratorT,
            typename NumRunsOutputIteratorT, typename NumItemsT = int>
  static ErrorT Encode(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       UniqueOutputIteratorT d_unique_out, LengthsOutputIteratorT d_counts_out,
                       NumRunsOutputIteratorT d_num_runs_out, NumItemsT num_items, hipStream_t stream = 0,
                       bool debug_synchronous = false) {
    using LengthT = output_value_t<LengthsOutputIteratorT, int>;
    return error_traits<ErrorT>::from(reduce_by_key(
        d_temp_storage, temp_storage_bytes, d_in, d_unique_out, ConstantInputIterator<LengthT, int>(LengthT(1)),
        d_counts_out, d_num_runs_out, ::hipcub::Sum(), static_cast<long long>(num_items), ::hipcub::Equality(),
        stream, debug_synchronous));
  }

  template <typename InputIteratorT, typename OffsetsOutputIteratorT, typename LengthsOutputIteratorT,
            typename NumRunsOutputIteratorT, typename NumItemsT = int>
  static ErrorT NonTrivialRuns(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                               OffsetsOutputIteratorT d_offsets_out, LengthsOutputIteratorT d_lengths_out,
                               NumRunsOutputIteratorT d_num_runs_out, NumItemsT num_items, hipStream_t stream = 0,
                               bool debug_synchronous = false) {
    return error_traits<ErrorT>::from(non_trivial_runs(d_temp_storage, temp_storage_bytes, d_in, d_offsets_out,
                                                       d_lengths_out, d_num_runs_out,
                                                       static_cast<long long>(num_items), stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceRunLengthEncode = detail::DeviceRunLengthEncodeApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_RUN_LENGTH_ENCODE_HPP_
