// DeviceHistogram: histograms of samples (optionally interleaved channels of
// pixels, optionally rows with a stride) over evenly spaced bins or bins
// between given levels. Samples outside the bins are not counted; the output
// histograms are overwritten.
#ifndef HIPCUB_DEVICE_HISTOGRAM_HPP_
#define HIPCUB_DEVICE_HISTOGRAM_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "detail/histogram.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct DeviceHistogramApi {
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static ErrorT HistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                              CounterT* d_histogram, int num_levels, LevelT lower_level, LevelT upper_level,
                              OffsetT num_samples, hipStream_t stream = 0, bool debug_synchronous = false) {
    return MultiHistogramEven<1, 1>(d_temp_storage, temp_storage_bytes, d_samples, &d_histogram, &num_levels,
                                    &lower_level, &upper_level, num_samples, OffsetT(1),
                                    sizeof(input_value_t<SampleIteratorT>) * static_cast<std::size_t>(num_samples),
                                    stream, debug_synchronous);
  }

  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static ErrorT HistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                              CounterT* d_histogram, int num_levels, LevelT lower_level, LevelT upper_level,
                              OffsetT num_row_samples, OffsetT num_rows, std::size_t row_stride_bytes,
                              hipStream_t stream = 0, bool debug_synchronous = false) {
    return MultiHistogramEven<1, 1>(d_temp_storage, temp_storage_bytes, d_samples, &d_histogram, &num_levels,
                                    &lower_level, &upper_level, num_row_samples, num_rows, row_stride_bytes, stream,
                                    debug_synchronous);
  }

  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static ErrorT MultiHistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                                   CounterT* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                   LevelT lower_level[NUM_ACTIVE_CHANNELS], LevelT upper_level[NUM_ACTIVE_CHANNELS],
                                   OffsetT num_pixels, hipStream_t stream = 0, bool debug_synchronous = false) {
    return MultiHistogramEven<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
        d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels, lower_level, upper_level, num_pixels,
        OffsetT(1),
        sizeof(input_value_t<SampleIteratorT>) * NUM_CHANNELS * static_cast<std::size_t>(num_pixels), stream,
        debug_synchronous);
  }

  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static ErrorT MultiHistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                                   CounterT* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                   LevelT lower_level[NUM_ACTIVE_CHANNELS], LevelT upper_level[NUM_ACTIVE_CHANNELS],
                                   OffsetT num_row_pixels, OffsetT num_rows, std::size_t row_stride_bytes,
                                   hipStream_t stream = 0, bool debug_synchronous = false) {
    HistogramChannels<NUM_ACTIVE_CHANNELS, EvenBins<LevelT>, CounterT> channels{};
    for (int c = 0; c < NUM_ACTIVE_CHANNELS; ++c) {
      channels.bins[c] = EvenBins<LevelT>{num_levels[c] - 1, lower_level[c], upper_level[c]};
      channels.histogram[c] = d_histogram[c];
    }
    return error_traits<ErrorT>::from(histogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
        d_temp_storage, temp_storage_bytes, d_samples, channels, static_cast<long long>(num_row_pixels),
        static_cast<long long>(num_rows), row_stride_bytes, false, stream, debug_synchronous));
  }

  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static ErrorT HistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                               CounterT* d_histogram, int num_levels, LevelT* d_levels, OffsetT num_samples,
                               hipStream_t stream = 0, bool debug_synchronous = false) {
    return MultiHistogramRange<1, 1>(d_temp_storage, temp_storage_bytes, d_samples, &d_histogram, &num_levels,
                                     &d_levels, num_samples, OffsetT(1),
                                     sizeof(input_value_t<SampleIteratorT>) * static_cast<std::size_t>(num_samples),
                                     stream, debug_synchronous);
  }

  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static ErrorT HistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                               CounterT* d_histogram, int num_levels, LevelT* d_levels, OffsetT num_row_samples,
                               OffsetT num_rows, std::size_t row_stride_bytes, hipStream_t stream = 0,
                               bool debug_synchronous = false) {
    return MultiHistogramRange<1, 1>(d_temp_storage, temp_storage_bytes, d_samples, &d_histogram, &num_levels,
                                     &d_levels, num_row_samples, num_rows, row_stride_bytes, stream,
                                     debug_synchronous);
  }

  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static ErrorT MultiHistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                                    CounterT* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                    LevelT* d_levels[NUM_ACTIVE_CHANNELS], OffsetT num_pixels,
                                    hipStream_t stream = 0, bool debug_synchronous = false) {
    return MultiHistogramRange<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
        d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels, d_levels, num_pixels, OffsetT(1),
        sizeof(input_value_t<SampleIteratorT>) * NUM_CHANNELS * static_cast<std::size_t>(num_pixels), stream,
        debug_synchronous);
  }

  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static ErrorT MultiHistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                                    CounterT* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                    LevelT* d_levels[NUM_ACTIVE_CHANNELS], OffsetT num_row_pixels, OffsetT num_rows,
                                    std::size_t row_stride_bytes, hipStream_t stream = 0,
                                    bool debug_synchronous = false) {
    HistogramChannels<NUM_ACTIVE_CHANNELS, RangeBins<LevelT>, CounterT> channels{};
    bool levels_null = false;
    for (int c = 0; c < NUM_ACTIVE_CHANNELS; ++c) {
      channels.bins[c] = RangeBins<LevelT>{num_levels[c] - 1, d_levels[c]};
      channels.histogram[c] = d_histogram[c];
      levels_null = levels_null || d_levels[c] == nullptr;
    }
    return error_traits<ErrorT>::from(histogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
        d_temp_storage, temp_storage_bytes, d_samples, channels, static_cast<long long>(num_row_pixels),
        static_cast<long long>(num_rows), row_stride_bytes, levels_null, stream, debug_synchronous));
  }
};

}  // namespace detail

using DeviceHistogram = detail::DeviceHistogramApi<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_HISTOGRAM_HPP_
