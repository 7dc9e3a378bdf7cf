// Histograms (DeviceHistogram) in two stream-ordered steps: each tile of
// pixels counts into its own private histograms (in the temporary storage),
// then blocks of bins sum the tiles' counts into the output histograms.
#ifndef HIPCUB_DEVICE_DETAIL_HISTOGRAM_HPP_
#define HIPCUB_DEVICE_DETAIL_HISTOGRAM_HPP_

#include <type_traits>

#include "../../thread/thread_search.hpp"
#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long HISTOGRAM_TILE_PIXELS = 65536;
constexpr long long HISTOGRAM_MAX_TILES = 64;
constexpr long long HISTOGRAM_MAX_PRIVATE_COUNTERS = 16 << 20;
constexpr long long HISTOGRAM_BINS_PER_BLOCK = 4096;

/// Evenly spaced bins over [lower, upper): integers exactly
/// ((sample - lower) * bins / (upper - lower)), floating point as CUB does
/// ((sample - lower) * (1 / ((upper - lower) / bins)), clamped to the last bin).
template <typename LevelT>
struct EvenBins {
  int bins;
  LevelT lower;
  LevelT upper;
  template <typename SampleT>
  __device__ int bin(SampleT sample) const {
    const LevelT level = static_cast<LevelT>(sample);
    if (!(level >= lower && level < upper)) return -1;
    if constexpr (std::is_floating_point<LevelT>::value) {
      const LevelT scale = LevelT(1) / ((upper - lower) / LevelT(bins));
      const int b = static_cast<int>((level - lower) * scale);
      return b < bins ? b : bins - 1;
    } else {
      using Wide = conditional_t<std::is_signed<LevelT>::value, long long, unsigned long long>;
      return static_cast<int>((static_cast<Wide>(level) - static_cast<Wide>(lower)) * static_cast<Wide>(bins) /
                              (static_cast<Wide>(upper) - static_cast<Wide>(lower)));
    }
  }
};

/// Bins between consecutive levels: bin i is [levels[i], levels[i + 1]).
template <typename LevelT>
struct RangeBins {
  int bins;
  const LevelT* levels;
  template <typename SampleT>
  __device__ int bin(SampleT sample) const {
    const int b = UpperBound(levels, bins + 1, static_cast<LevelT>(sample)) - 1;
    return b < bins ? b : -1;
  }
};

template <int ACTIVE, typename Bins, typename CounterT>
struct HistogramChannels {
  Bins bins[ACTIVE];
  CounterT* histogram[ACTIVE];
  long long offset[ACTIVE];  // first private counter of each channel
  long long total_bins;
};

template <int CHANNELS, int ACTIVE, typename SampleIt, typename Bins, typename CounterT>
struct HistogramTilesBody {
  SampleIt samples;
  HistogramChannels<ACTIVE, Bins, CounterT> channels;
  long long row_pixels;
  long long row_stride;  // in samples
  long long pixels;
  long long tile_pixels;
  CounterT* privatized;  // [tiles][total_bins]
  __device__ void operator()(unsigned int tile) {
    CounterT* counts = privatized + tile * channels.total_bins;
    for (long long b = 0; b < channels.total_bins; ++b) counts[b] = CounterT(0);
    const long long begin = tile * tile_pixels;
    const long long end = begin + tile_pixels < pixels ? begin + tile_pixels : pixels;
    long long row = begin / row_pixels, column = begin % row_pixels;
    for (long long p = begin; p < end;) {
      const long long stop = p + (row_pixels - column) < end ? p + (row_pixels - column) : end;
      const SampleIt row_samples = samples + row * row_stride;
      for (; p < stop; ++p, ++column) {
        for (int c = 0; c < ACTIVE; ++c) {
          const int b = channels.bins[c].bin(row_samples[column * CHANNELS + c]);
          if (b >= 0) ++counts[channels.offset[c] + b];
        }
      }
      ++row;
      column = 0;
    }
  }
};

template <int ACTIVE, typename Bins, typename CounterT>
struct HistogramMergeBody {
  HistogramChannels<ACTIVE, Bins, CounterT> channels;
  const CounterT* privatized;
  unsigned int tiles;
  __device__ void operator()(unsigned int block) {
    const long long first = block * HISTOGRAM_BINS_PER_BLOCK;
    const long long last =
        first + HISTOGRAM_BINS_PER_BLOCK < channels.total_bins ? first + HISTOGRAM_BINS_PER_BLOCK : channels.total_bins;
    for (int c = 0; c < ACTIVE; ++c) {
      const long long lo = channels.offset[c] > first ? channels.offset[c] : first;
      const long long channel_end = channels.offset[c] + channels.bins[c].bins;
      const long long hi = channel_end < last ? channel_end : last;
      if (lo >= hi) continue;
      CounterT* out = channels.histogram[c] + (lo - channels.offset[c]);
      const long long count = hi - lo;
      for (long long b = 0; b < count; ++b) out[b] = CounterT(0);
      for (unsigned int t = 0; t < tiles; ++t) {
        const CounterT* counts = privatized + t * channels.total_bins + lo;
        for (long long b = 0; b < count; ++b) out[b] += counts[b];
      }
    }
  }
};

template <int CHANNELS, int ACTIVE, typename SampleIteratorT, typename Bins, typename CounterT>
inline hipError_t histogram(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIteratorT d_samples,
                            HistogramChannels<ACTIVE, Bins, CounterT> channels, long long row_pixels,
                            long long rows, std::size_t row_stride_bytes, bool levels_null, hipStream_t stream,
                            bool debug_synchronous) {
  using SampleT = input_value_t<SampleIteratorT>;
  if (row_pixels < 0 || rows < 0 || levels_null) return hipErrorInvalidValue;
  channels.total_bins = 0;
  for (int c = 0; c < ACTIVE; ++c) {
    if (channels.bins[c].bins < 1) return hipErrorInvalidValue;
    channels.offset[c] = channels.total_bins;
    channels.total_bins += channels.bins[c].bins;
  }
  const long long pixels = row_pixels * rows;
  long long tiles = (pixels + HISTOGRAM_TILE_PIXELS - 1) / HISTOGRAM_TILE_PIXELS;
  if (tiles > HISTOGRAM_MAX_TILES) tiles = HISTOGRAM_MAX_TILES;
  if (tiles * channels.total_bins > HISTOGRAM_MAX_PRIVATE_COUNTERS)
    tiles = HISTOGRAM_MAX_PRIVATE_COUNTERS / channels.total_bins > 0 ? HISTOGRAM_MAX_PRIVATE_COUNTERS / channels.total_bins : 1;
  const long long tile_pixels = tiles > 0 ? (pixels + tiles - 1) / tiles : 1;
  const unsigned int used_tiles = pixels > 0 ? tile_count(pixels, tile_pixels) : 0;
  TempStorageLayout layout;
  const std::size_t privatized_at = layout.add<CounterT>(static_cast<std::size_t>(used_tiles) * channels.total_bins);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  for (int c = 0; c < ACTIVE; ++c)
    if (channels.histogram[c] == nullptr) return hipErrorInvalidValue;
  if (pixels > 0 && is_null_iterator(d_samples)) return hipErrorInvalidValue;
  CounterT* privatized = temp_part<CounterT>(d_temp_storage, privatized_at);
  const long long row_stride = static_cast<long long>(row_stride_bytes / sizeof(SampleT));
  HIPCUB_DETAIL_RETURN_IF_ERROR(
      launch_tiles(used_tiles, stream,
                   HistogramTilesBody<CHANNELS, ACTIVE, SampleIteratorT, Bins, CounterT>{
                       d_samples, channels, row_pixels > 0 ? row_pixels : 1, row_stride, pixels, tile_pixels,
                       privatized}));
  return finish(launch_tiles(tile_count(channels.total_bins, HISTOGRAM_BINS_PER_BLOCK), stream,
                             HistogramMergeBody<ACTIVE, Bins, CounterT>{channels, privatized, used_tiles}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_HISTOGRAM_HPP_
