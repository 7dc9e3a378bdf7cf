// Least-significant-digit radix sort of keys (and values) with 8-bit digits,
// as stream-ordered kernels:
//   1. per tile: digit counts of every pass (one read of the keys), and one
//      block making the plan: a pass whose digit is the same for all keys is
//      skipped, the others alternate between the buffers so that the last
//      one writes the output;
//   2. per active pass: per-tile counts of the pass's digit in the keys as
//      they are now, one block turning them into each tile's start offset per
//      digit, and a stable scatter of each tile;
//   3. per tile: a final copy when the plan ends in the wrong buffer.
// Keys are compared as order-preserving unsigned bits (radix.hpp); the
// buffers hold the keys themselves.
#ifndef HIPCUB_DEVICE_DETAIL_RADIX_SORT_HPP_
#define HIPCUB_DEVICE_DETAIL_RADIX_SORT_HPP_

#include <type_traits>

#include "../../detail/radix.hpp"
#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr int RADIX_SORT_MAX_TILES = 256;
constexpr long long RADIX_SORT_MIN_TILE_ITEMS = 65536;

/// One pass of the plan: whether it moves data, and between which buffers
/// (0: input, 1: final output, 2: scratch).
struct RadixPassPlan {
  int active;
  int src;
  int dst;
};

/// Where the keys (and values) of a sort live. input may equal output (a
/// DoubleBuffer sorted into its Current() buffer).
template <typename KeyT, typename ValueT>
struct RadixBuffers {
  const KeyT* keys[3];
  const ValueT* values[3];
  __device__ KeyT* keys_at(int b) const { return const_cast<KeyT*>(keys[b]); }
  __device__ ValueT* values_at(int b) const { return const_cast<ValueT*>(values[b]); }
};

struct RadixSortShape {
  long long n;
  int begin_bit;
  int passes;
  unsigned int tiles;
  long long tile_items;
  bool descending;
};

template <typename KeyT, typename ValueT>
struct RadixCountBody {
  RadixBuffers<KeyT, ValueT> buffers;
  RadixSortShape shape;
  unsigned int* counts;  // [passes][tiles][256]
  __device__ void operator()(unsigned int tile) {
    using Key = radix_key<KeyT>;
    const long long begin = tile * shape.tile_items;
    const long long end = begin + shape.tile_items < shape.n ? begin + shape.tile_items : shape.n;
    unsigned int* tile_counts = counts + static_cast<long long>(tile) * SERIAL_RADIX_BUCKETS;
    const long long pass_stride = static_cast<long long>(shape.tiles) * SERIAL_RADIX_BUCKETS;
    for (int p = 0; p < shape.passes; ++p)
      for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d) tile_counts[p * pass_stride + d] = 0;
    const KeyT* keys = buffers.keys[0];
    for (long long i = begin; i < end; ++i) {
      const auto bits = Key::to_bits(keys[i], shape.descending);
      for (int p = 0; p < shape.passes; ++p)
        ++tile_counts[p * pass_stride + digit_of(bits, shape.begin_bit + p * SERIAL_RADIX_BITS, 0xffu)];
    }
  }
};

/// The plan from the counts of every pass over the whole input: which passes
/// move data and between which buffers.
struct RadixPlanBody {
  RadixSortShape shape;
  const unsigned int* counts;
  RadixPassPlan* plan;  // [passes + 1]: the last entry is the final copy
  bool input_is_output;
  __device__ void operator()(unsigned int) {
    const long long pass_stride = static_cast<long long>(shape.tiles) * SERIAL_RADIX_BUCKETS;
    int active = 0;
    for (int p = 0; p < shape.passes; ++p) {
      bool trivial = false;
      for (int d = 0; d < SERIAL_RADIX_BUCKETS && !trivial; ++d) {
        unsigned long long total = 0;
        for (unsigned int t = 0; t < shape.tiles; ++t) total += counts[p * pass_stride + t * SERIAL_RADIX_BUCKETS + d];
        trivial = total == static_cast<unsigned long long>(shape.n);
      }
      plan[p].active = trivial ? 0 : 1;
      active += trivial ? 0 : 1;
    }
    // Active pass j writes so that the last one lands in the output (1);
    // sorting in place alternates output and scratch and may need a copy.
    int j = 0, current = 0;
    for (int p = 0; p < shape.passes; ++p) {
      if (!plan[p].active) continue;
      const int dst = input_is_output ? ((j % 2 == 0) ? 2 : 1) : (((active - 1 - j) % 2 == 0) ? 1 : 2);
      plan[p].src = current;
      plan[p].dst = dst;
      current = dst;
      ++j;
    }
    const bool in_output = current == 1 || (current == 0 && input_is_output);
    plan[shape.passes] = RadixPassPlan{in_output ? 0 : 1, current, 1};
  }
};

/// Per tile: counts of the pass's digit in the pass's source buffer.
template <typename KeyT, typename ValueT>
struct RadixPassCountBody {
  RadixBuffers<KeyT, ValueT> buffers;
  RadixSortShape shape;
  unsigned int* counts;
  const RadixPassPlan* plan;
  int pass;
  __device__ void operator()(unsigned int tile) {
    using Key = radix_key<KeyT>;
    const RadixPassPlan step = plan[pass];
    if (!step.active) return;
    const long long begin = tile * shape.tile_items;
    const long long end = begin + shape.tile_items < shape.n ? begin + shape.tile_items : shape.n;
    unsigned int* tile_counts = counts + (static_cast<long long>(pass) * shape.tiles + tile) * SERIAL_RADIX_BUCKETS;
    unsigned int local[SERIAL_RADIX_BUCKETS] = {};
    const KeyT* keys = buffers.keys[step.src];
    const int bit = shape.begin_bit + pass * SERIAL_RADIX_BITS;
    for (long long i = begin; i < end; ++i) ++local[digit_of(Key::to_bits(keys[i], shape.descending), bit, 0xffu)];
    for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d) tile_counts[d] = local[d];
  }
};

/// One block: the pass's counts become each tile's start offset per digit.
struct RadixPassOffsetsBody {
  RadixSortShape shape;
  unsigned int* counts;
  const RadixPassPlan* plan;
  int pass;
  __device__ void operator()(unsigned int) {
    if (!plan[pass].active) return;
    unsigned int* pass_counts = counts + static_cast<long long>(pass) * shape.tiles * SERIAL_RADIX_BUCKETS;
    unsigned int offset = 0;
    for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d)
      for (unsigned int t = 0; t < shape.tiles; ++t) {
        unsigned int* c = pass_counts + t * SERIAL_RADIX_BUCKETS + d;
        const unsigned int count = *c;
        *c = offset;
        offset += count;
      }
  }
};

template <typename KeyT, typename ValueT>
struct RadixScatterBody {
  RadixBuffers<KeyT, ValueT> buffers;
  RadixSortShape shape;
  const unsigned int* offsets;
  const RadixPassPlan* plan;
  int pass;
  __device__ void operator()(unsigned int tile) {
    constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
    using Key = radix_key<KeyT>;
    const RadixPassPlan step = plan[pass];
    if (!step.active) return;
    const long long begin = tile * shape.tile_items;
    const long long end = begin + shape.tile_items < shape.n ? begin + shape.tile_items : shape.n;
    unsigned int position[SERIAL_RADIX_BUCKETS];
    const unsigned int* tile_offsets =
        offsets + (static_cast<long long>(pass) * shape.tiles + tile) * SERIAL_RADIX_BUCKETS;
    for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d) position[d] = tile_offsets[d];
    const KeyT* src = buffers.keys[step.src];
    KeyT* dst = buffers.keys_at(step.dst);
    const ValueT* src_values = buffers.values[step.src];
    ValueT* dst_values = buffers.values_at(step.dst);
    const int bit = shape.begin_bit + pass * SERIAL_RADIX_BITS;
    for (long long i = begin; i < end; ++i) {
      const KeyT key = src[i];
      const unsigned int at = position[digit_of(Key::to_bits(key, shape.descending), bit, 0xffu)]++;
      dst[at] = key;
      if constexpr (HAS_VALUES) dst_values[at] = src_values[i];
    }
  }
};

template <typename KeyT, typename ValueT>
struct RadixFinalCopyBody {
  RadixBuffers<KeyT, ValueT> buffers;
  RadixSortShape shape;
  const RadixPassPlan* plan;
  __device__ void operator()(unsigned int tile) {
    constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
    const RadixPassPlan step = plan[shape.passes];
    if (!step.active) return;
    const long long begin = tile * shape.tile_items;
    const long long end = begin + shape.tile_items < shape.n ? begin + shape.tile_items : shape.n;
    const KeyT* src = buffers.keys[step.src];
    KeyT* dst = buffers.keys_at(1);
    for (long long i = begin; i < end; ++i) dst[i] = src[i];
    if constexpr (HAS_VALUES) {
      const ValueT* src_values = buffers.values[step.src];
      ValueT* dst_values = buffers.values_at(1);
      for (long long i = begin; i < end; ++i) dst_values[i] = src_values[i];
    }
  }
};

inline bool valid_bit_range(int begin_bit, int end_bit, int key_bits) {
  return begin_bit >= 0 && end_bit <= key_bits && begin_bit <= end_bit;
}

/// Sorts keys_in (with values_in) into keys_out (values_out), which may be
/// the same buffer. Null scratch buffers are taken from the temporary
/// storage (a DoubleBuffer passes its alternates instead).
template <typename KeyT, typename ValueT>
inline hipError_t radix_sort(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* keys_in,
                             KeyT* keys_out, KeyT* keys_scratch, const ValueT* values_in, ValueT* values_out,
                             ValueT* values_scratch, long long num_items, int begin_bit, int end_bit, bool descending,
                             hipStream_t stream, bool debug_synchronous) {
  constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
  const bool in_place = keys_in == keys_out && static_cast<const void*>(values_in) == static_cast<const void*>(values_out);
  const bool temp_scratch = keys_scratch == nullptr;
  if (num_items < 0 || !valid_bit_range(begin_bit, end_bit, static_cast<int>(sizeof(KeyT) * 8)))
    return hipErrorInvalidValue;
  const int passes = (end_bit - begin_bit + SERIAL_RADIX_BITS - 1) / SERIAL_RADIX_BITS;
  long long tiles = (num_items + RADIX_SORT_MIN_TILE_ITEMS - 1) / RADIX_SORT_MIN_TILE_ITEMS;
  if (tiles > RADIX_SORT_MAX_TILES) tiles = RADIX_SORT_MAX_TILES;
  if (tiles < 1) tiles = 1;
  const long long tile_items = (num_items + tiles - 1) / tiles > 0 ? (num_items + tiles - 1) / tiles : 1;
  const RadixSortShape shape{num_items, begin_bit, passes, tile_count(num_items, tile_items), tile_items, descending};

  TempStorageLayout layout;
  const std::size_t counts_at = layout.add<unsigned int>(static_cast<std::size_t>(passes) * tiles * SERIAL_RADIX_BUCKETS);
  const std::size_t plan_at = layout.add<RadixPassPlan>(passes + 1);
  const std::size_t keys_at = temp_scratch ? layout.add<KeyT>(num_items) : 0;
  const std::size_t values_at = (temp_scratch && HAS_VALUES) ? layout.add<ValueT>(num_items) : 0;
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_items == 0) return hipSuccess;
  if (any_null(keys_in, keys_out) || (HAS_VALUES && any_null(values_in, values_out)) ||
      (!temp_scratch && HAS_VALUES && values_scratch == nullptr))
    return hipErrorInvalidValue;
  if (temp_scratch) {
    keys_scratch = temp_part<KeyT>(d_temp_storage, keys_at);
    if (HAS_VALUES) values_scratch = temp_part<ValueT>(d_temp_storage, values_at);
  }
  unsigned int* counts = temp_part<unsigned int>(d_temp_storage, counts_at);
  RadixPassPlan* plan = temp_part<RadixPassPlan>(d_temp_storage, plan_at);
  const RadixBuffers<KeyT, ValueT> buffers{{keys_in, keys_out, keys_scratch}, {values_in, values_out, values_scratch}};

  if (passes > 0)
    HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(shape.tiles, stream, RadixCountBody<KeyT, ValueT>{buffers, shape, counts}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(1, stream, RadixPlanBody{shape, counts, plan, in_place}));
  for (int p = 0; p < passes; ++p) {
    HIPCUB_DETAIL_RETURN_IF_ERROR(
        launch_tiles(shape.tiles, stream, RadixPassCountBody<KeyT, ValueT>{buffers, shape, counts, plan, p}));
    HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(1, stream, RadixPassOffsetsBody{shape, counts, plan, p}));
    HIPCUB_DETAIL_RETURN_IF_ERROR(
        launch_tiles(shape.tiles, stream, RadixScatterBody<KeyT, ValueT>{buffers, shape, counts, plan, p}));
  }
  return finish(launch_tiles(shape.tiles, stream, RadixFinalCopyBody<KeyT, ValueT>{buffers, shape, plan}), stream,
                debug_synchronous);
}

// ---- Segmented radix sort -------------------------------------------------------

constexpr long long SEGMENT_INSERTION_SORT_MAX = 32;

/// Each block sorts a run of segments, one after another, by LSD radix sort
/// of the key bits (insertion sort for short segments); keys_in may equal
/// keys_out, and the scratch buffers hold one item per input item.
template <typename KeyT, typename ValueT, typename BeginIt, typename EndIt>
struct SegmentedRadixSortBody {
  const KeyT* keys_in;
  KeyT* keys_out;
  KeyT* keys_scratch;
  const ValueT* values_in;
  ValueT* values_out;
  ValueT* values_scratch;
  long long num_segments;
  long long segments_per_block;
  BeginIt begin_offsets;
  EndIt end_offsets;
  int begin_bit;
  int end_bit;
  bool descending;
  __device__ void operator()(unsigned int block) {
    using Key = radix_key<KeyT>;
    using Bits = typename Key::Bits;
    constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
    const long long first = block * segments_per_block;
    const long long last = first + segments_per_block < num_segments ? first + segments_per_block : num_segments;
    Bits* bits = reinterpret_cast<Bits*>(keys_out);
    Bits* bits_scratch = reinterpret_cast<Bits*>(keys_scratch);
    unsigned int counts[SERIAL_RADIX_BUCKETS];
    const Bits mask = end_bit - begin_bit >= static_cast<int>(sizeof(Bits) * 8)
                          ? Bits(~Bits(0))
                          : Bits(((Bits(1) << (end_bit - begin_bit)) - 1) << begin_bit);
    for (long long s = first; s < last; ++s) {
      const long long b = static_cast<long long>(begin_offsets[s]);
      const long long e = static_cast<long long>(end_offsets[s]);
      if (e <= b) continue;
      const long long len = e - b;
      for (long long i = b; i < e; ++i) {
        bits[i] = Key::to_bits(keys_in[i], descending);
        if constexpr (HAS_VALUES) values_out[i] = values_in[i];
      }
      bool in_scratch = false;
      if (len <= SEGMENT_INSERTION_SORT_MAX) {
        for (long long i = b + 1; i < e; ++i) {
          const Bits key = bits[i];
          ValueT value{};
          if constexpr (HAS_VALUES) value = values_out[i];
          long long j = i;
          for (; j > b && (bits[j - 1] & mask) > (key & mask); --j) {
            bits[j] = bits[j - 1];
            if constexpr (HAS_VALUES) values_out[j] = values_out[j - 1];
          }
          bits[j] = key;
          if constexpr (HAS_VALUES) values_out[j] = value;
        }
      } else {
        in_scratch = serial_radix_sort(bits + b, bits_scratch + b, HAS_VALUES ? values_out + b : nullptr,
                                       HAS_VALUES ? values_scratch + b : nullptr, counts, static_cast<int>(len),
                                       begin_bit, end_bit);
      }
      for (long long i = b; i < e; ++i) {
        keys_out[i] = Key::from_bits(in_scratch ? bits_scratch[i] : bits[i], descending);
        if constexpr (HAS_VALUES)
          if (in_scratch) values_out[i] = values_scratch[i];
      }
    }
  }
};

template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
inline hipError_t segmented_radix_sort(void* d_temp_storage, std::size_t& temp_storage_bytes, const KeyT* keys_in,
                                       KeyT* keys_out, KeyT* keys_scratch, const ValueT* values_in,
                                       ValueT* values_out, ValueT* values_scratch, long long num_items,
                                       long long num_segments, BeginOffsetIteratorT d_begin_offsets,
                                       EndOffsetIteratorT d_end_offsets, int begin_bit, int end_bit,
                                       bool descending, hipStream_t stream, bool debug_synchronous) {
  constexpr bool HAS_VALUES = !std::is_same<ValueT, NullType>::value;
  const bool temp_scratch = keys_scratch == nullptr;
  if (num_items < 0 || num_segments < 0 ||
      !valid_bit_range(begin_bit, end_bit, static_cast<int>(sizeof(KeyT) * 8)))
    return hipErrorInvalidValue;
  TempStorageLayout layout;
  const std::size_t keys_at = temp_scratch ? layout.add<KeyT>(num_items) : 0;
  const std::size_t values_at = (temp_scratch && HAS_VALUES) ? layout.add<ValueT>(num_items) : 0;
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_items == 0 || num_segments == 0) return hipSuccess;
  if (any_null(keys_in, keys_out, d_begin_offsets, d_end_offsets) ||
      (HAS_VALUES && any_null(values_in, values_out)) ||
      (!temp_scratch && HAS_VALUES && values_scratch == nullptr))
    return hipErrorInvalidValue;
  if (temp_scratch) {
    keys_scratch = temp_part<KeyT>(d_temp_storage, keys_at);
    if (HAS_VALUES) values_scratch = temp_part<ValueT>(d_temp_storage, values_at);
  }
  const long long per_block = (num_segments + SEGMENT_BLOCKS - 1) / SEGMENT_BLOCKS;
  return finish(launch_tiles(tile_count(num_segments, per_block), stream,
                             SegmentedRadixSortBody<KeyT, ValueT, BeginOffsetIteratorT, EndOffsetIteratorT>{
                                 keys_in, keys_out, keys_scratch, values_in, values_out, values_scratch,
                                 num_segments, per_block, d_begin_offsets, d_end_offsets, begin_bit, end_bit,
                                 descending}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_RADIX_SORT_HPP_
