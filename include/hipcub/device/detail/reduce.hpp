// Reductions: device-wide (tiles reduced in parallel, then their partials)
// and segmented (one block per run of segments).
#ifndef HIPCUB_DEVICE_DETAIL_REDUCE_HPP_
#define HIPCUB_DEVICE_DETAIL_REDUCE_HPP_

#include "../../detail/block_common.hpp"
#include "../../iterator/arg_index_input_iterator.hpp"
#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long REDUCE_TILE_ITEMS = 16384;

/// Reduces in[begin, end) (end > begin) as Acc values. Commutative operators
/// keep independent lane accumulators over consecutive items (vector code).
template <typename Acc, typename It, typename Op>
__device__ inline Acc reduce_range(It in, long long begin, long long end, Op& op) {
  constexpr int W = reduction_lanes<Acc>();
  long long i = begin;
  if (is_commutative<Op>::value && W > 1 && end - begin >= 2 * W) {
    Acc acc[W];
    unroll<W>([&](auto c) { acc[c] = Acc(in[i + c]); });
    // One chunk of W consecutive items per step, read through its own start
    // (`in[i + c]` became gathers), and the step itself not vectorized
    // across chunks (for integers the loop vectorizer did, again with gathers):
    // the W lanes are the vector.
#pragma clang loop vectorize(disable)
    for (i += W; i + W <= end; i += W) {
      const It chunk = in + i;
      unroll<W>([&](auto c) { acc[c] = op(acc[c], Acc(chunk[c])); });
    }
    Acc result = combine_lanes<W>(acc, op);
    for (; i < end; ++i) result = op(result, Acc(in[i]));
    return result;
  }
  Acc result = Acc(in[i]);
  for (++i; i < end; ++i) result = op(result, Acc(in[i]));
  return result;
}

template <typename Acc, typename In, typename Op>
struct ReduceTilesBody {
  In in;
  Acc* partials;
  long long n;
  Op op;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * REDUCE_TILE_ITEMS;
    const long long end = begin + REDUCE_TILE_ITEMS < n ? begin + REDUCE_TILE_ITEMS : n;
    partials[tile] = reduce_range<Acc>(in, begin, end, op);
  }
};

/// out[0] = op(init, reduction) (the reduction alone for arg-reductions;
/// init for no items), from the input directly (one tile or none) or from
/// the tiles' partials.
template <typename Acc, typename In, typename Out, typename Op>
struct ReduceFinalBody {
  In in;
  const Acc* partials;
  long long n;
  unsigned int tiles;
  Op op;
  Acc init;
  bool apply_init;
  Out out;
  __device__ void operator()(unsigned int) {
    Acc result = init;
    if (tiles > 1)
      result = reduce_range<Acc>(partials, 0, tiles, op);
    else if (n > 0)
      result = reduce_range<Acc>(in, 0, n, op);
    if (n > 0 && apply_init) result = op(init, result);
    *out = result;
  }
};

template <typename Acc, typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename InitT>
inline hipError_t reduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                         OutputIteratorT d_out, long long num_items, ReductionOpT reduction_op, InitT init,
                         hipStream_t stream, bool debug_synchronous, bool apply_init = true) {
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, REDUCE_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t partials_at = layout.add<Acc>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  if (is_null_iterator(d_out) || (num_items > 0 && is_null_iterator(d_in))) return hipErrorInvalidValue;
  Acc* partials = temp_part<Acc>(d_temp_storage, partials_at);
  if (tiles > 1)
    HIPCUB_DETAIL_RETURN_IF_ERROR(
        launch_tiles(tiles, stream, ReduceTilesBody<Acc, InputIteratorT, ReductionOpT>{d_in, partials, num_items,
                                                                                         reduction_op}));
  return finish(launch_tiles(1, stream,
                             ReduceFinalBody<Acc, InputIteratorT, OutputIteratorT, ReductionOpT>{
                                 d_in, partials, num_items, tiles, reduction_op, Acc(init), apply_init, d_out}),
                stream, debug_synchronous);
}

/// Arg-reductions: the input paired with offsets; no items give
/// {1, empty_value} (CUB's convention), otherwise the first extreme item
/// (the initial value takes no part in the comparison).
template <typename ArgOp, typename InputIteratorT, typename OutputIteratorT, typename ValueT>
inline hipError_t arg_reduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                             OutputIteratorT d_out, long long num_items, ValueT empty_value, hipStream_t stream,
                             bool debug_synchronous) {
  using InputValueT = input_value_t<InputIteratorT>;
  using OutputTupleT = output_value_t<OutputIteratorT, KeyValuePair<int, InputValueT>>;
  using OutputValueT = typename OutputTupleT::Value;
  using IndexedT = ArgIndexInputIterator<InputIteratorT, int, OutputValueT>;
  return reduce<OutputTupleT>(d_temp_storage, temp_storage_bytes, IndexedT(d_in), d_out, num_items, ArgOp(),
                              OutputTupleT(1, OutputValueT(empty_value)), stream, debug_synchronous, false);
}

// ---- Segmented reductions ---------------------------------------------------

/// Plain segments read the input as it is; arg-segments pair it with offsets
/// relative to the segment's start.
template <bool ARG, typename Acc>
struct segment_input {
  template <typename In>
  __device__ static In make(In in, long long) {
    return in;
  }
};
template <typename Acc>
struct segment_input<true, Acc> {
  template <typename In>
  __device__ static ArgIndexInputIterator<In, int, typename Acc::Value> make(In in, long long begin) {
    return ArgIndexInputIterator<In, int, typename Acc::Value>(in + begin, 0);
  }
};

template <bool ARG, typename Acc, typename In, typename Out, typename BeginIt, typename EndIt, typename Op>
struct SegmentedReduceBody {
  In in;
  Out out;
  long long num_segments;
  long long segments_per_block;
  BeginIt begin_offsets;
  EndIt end_offsets;
  Op op;
  Acc init;
  __device__ void operator()(unsigned int block) {
    const long long first = block * segments_per_block;
    const long long last = first + segments_per_block < num_segments ? first + segments_per_block : num_segments;
    for (long long s = first; s < last; ++s) {
      const long long begin = static_cast<long long>(begin_offsets[s]);
      const long long end = static_cast<long long>(end_offsets[s]);
      if (end <= begin) {
        out[s] = init;
        continue;
      }
      auto segment = segment_input<ARG, Acc>::make(in, begin);
      const long long offset = ARG ? 0 : begin;
      const Acc result = reduce_range<Acc>(segment, offset, offset + (end - begin), op);
      out[s] = ARG ? result : op(init, result);
    }
  }
};

template <bool ARG, typename Acc, typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
          typename EndOffsetIteratorT, typename ReductionOpT>
inline hipError_t segmented_reduce(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                                   OutputIteratorT d_out, long long num_segments, BeginOffsetIteratorT d_begin_offsets,
                                   EndOffsetIteratorT d_end_offsets, ReductionOpT reduction_op, Acc init,
                                   hipStream_t stream, bool debug_synchronous) {
  if (num_segments < 0) return hipErrorInvalidValue;
  TempStorageLayout layout;
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_segments == 0) return hipSuccess;
  if (any_null(d_in, d_out, d_begin_offsets, d_end_offsets)) return hipErrorInvalidValue;
  const long long per_block = (num_segments + SEGMENT_BLOCKS - 1) / SEGMENT_BLOCKS;
  const unsigned int blocks = tile_count(num_segments, per_block);
  return finish(launch_tiles(blocks, stream,
                             SegmentedReduceBody<ARG, Acc, InputIteratorT, OutputIteratorT, BeginOffsetIteratorT,
                                                 EndOffsetIteratorT, ReductionOpT>{
                                 d_in, d_out, num_segments, per_block, d_begin_offsets, d_end_offsets, reduction_op,
                                 init}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_REDUCE_HPP_
