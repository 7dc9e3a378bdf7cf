// Selection and partitioning (DeviceSelect, DevicePartition) in three
// stream-ordered steps: per-tile counts of selected items, one block turning
// them into per-tile output offsets (and writing the totals), per-tile
// compaction. Selected items keep their order; DevicePartition writes the
// rejected ones from the back of the output, in reverse order (as CUB).
#ifndef HIPCUB_DEVICE_DETAIL_SELECT_HPP_
#define HIPCUB_DEVICE_DETAIL_SELECT_HPP_

#include "../../thread/thread_operators.hpp"
#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long SELECT_TILE_ITEMS = 16384;

// Selectors: is item i selected?
template <typename FlagsIt>
struct FlagSelector {
  FlagsIt flags;
  __device__ bool operator()(long long i) { return static_cast<bool>(flags[i]); }
};
template <typename In, typename Op>
struct PredicateSelector {
  In in;
  Op op;
  __device__ bool operator()(long long i) { return static_cast<bool>(op(in[i])); }
};
template <typename In, typename EqualityOp>
struct UniqueSelector {
  In in;
  EqualityOp eq;
  __device__ bool operator()(long long i) { return i == 0 || !eq(in[i - 1], in[i]); }
};

// Copiers: item i to output position dst.
template <typename In, typename Out>
struct ItemCopier {
  In in;
  Out out;
  __device__ void operator()(long long dst, long long i) { out[dst] = in[i]; }
};
template <typename KeysIn, typename ValuesIn, typename KeysOut, typename ValuesOut>
struct PairCopier {
  KeysIn keys_in;
  ValuesIn values_in;
  KeysOut keys_out;
  ValuesOut values_out;
  __device__ void operator()(long long dst, long long i) {
    keys_out[dst] = keys_in[i];
    values_out[dst] = values_in[i];
  }
};

template <typename Selector>
struct SelectCountBody {
  Selector select;
  long long n;
  long long* counts;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SELECT_TILE_ITEMS;
    const long long end = begin + SELECT_TILE_ITEMS < n ? begin + SELECT_TILE_ITEMS : n;
    long long count = 0;
    for (long long i = begin; i < end; ++i) count += select(i) ? 1 : 0;
    counts[tile] = count;
  }
};

/// counts[t] becomes the number of selected items before tile t.
template <typename NumSelectedIt>
struct SelectOffsetsBody {
  long long* counts;
  unsigned int tiles;
  NumSelectedIt num_selected_out;
  __device__ void operator()(unsigned int) {
    long long total = 0;
    for (unsigned int t = 0; t < tiles; ++t) {
      const long long count = counts[t];
      counts[t] = total;
      total += count;
    }
    *num_selected_out = total;
  }
};

template <bool PARTITION, typename Selector, typename Copier>
struct SelectWriteBody {
  Selector select;
  Copier copy;
  long long n;
  const long long* offsets;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SELECT_TILE_ITEMS;
    const long long end = begin + SELECT_TILE_ITEMS < n ? begin + SELECT_TILE_ITEMS : n;
    long long selected = offsets[tile];
    long long rejected = begin - selected;
    for (long long i = begin; i < end; ++i) {
      if (select(i))
        copy(selected++, i);
      else if (PARTITION)
        copy(n - 1 - rejected++, i);
    }
  }
};

template <bool PARTITION, typename Selector, typename Copier, typename NumSelectedIteratorT>
inline hipError_t select(void* d_temp_storage, std::size_t& temp_storage_bytes, Selector selector, Copier copier,
                         NumSelectedIteratorT d_num_selected_out, long long num_items, bool inputs_null,
                         hipStream_t stream, bool debug_synchronous) {
  using NumSelectedT = output_value_t<NumSelectedIteratorT, int>;
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, SELECT_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t counts_at = layout.add<long long>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  if (is_null_iterator(d_num_selected_out) || (num_items > 0 && inputs_null)) return hipErrorInvalidValue;
  if (num_items == 0) return finish(fill_value(d_num_selected_out, NumSelectedT(0), stream), stream, debug_synchronous);
  long long* counts = temp_part<long long>(d_temp_storage, counts_at);
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(tiles, stream, SelectCountBody<Selector>{selector, num_items, counts}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(
      launch_tiles(1, stream, SelectOffsetsBody<NumSelectedIteratorT>{counts, tiles, d_num_selected_out}));
  return finish(launch_tiles(tiles, stream,
                             SelectWriteBody<PARTITION, Selector, Copier>{selector, copier, num_items, counts}),
                stream, debug_synchronous);
}

// ---- Three-way partition --------------------------------------------------------

template <typename In, typename FirstOp, typename SecondOp>
struct ThreeWayCountBody {
  In in;
  FirstOp first_op;
  SecondOp second_op;
  long long n;
  long long* counts;  // [2 * tiles]: first-part and second-part counts
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SELECT_TILE_ITEMS;
    const long long end = begin + SELECT_TILE_ITEMS < n ? begin + SELECT_TILE_ITEMS : n;
    long long first = 0, second = 0;
    for (long long i = begin; i < end; ++i) {
      const auto item = in[i];
      if (first_op(item))
        ++first;
      else if (second_op(item))
        ++second;
    }
    counts[2 * tile] = first;
    counts[2 * tile + 1] = second;
  }
};

template <typename NumSelectedIt>
struct ThreeWayOffsetsBody {
  long long* counts;
  unsigned int tiles;
  NumSelectedIt num_selected_out;
  __device__ void operator()(unsigned int) {
    long long first = 0, second = 0;
    for (unsigned int t = 0; t < tiles; ++t) {
      const long long f = counts[2 * t], s = counts[2 * t + 1];
      counts[2 * t] = first;
      counts[2 * t + 1] = second;
      first += f;
      second += s;
    }
    num_selected_out[0] = first;
    num_selected_out[1] = second;
  }
};

template <typename In, typename FirstOut, typename SecondOut, typename UnselectedOut, typename FirstOp,
          typename SecondOp>
struct ThreeWayWriteBody {
  In in;
  FirstOut first_out;
  SecondOut second_out;
  UnselectedOut unselected_out;
  FirstOp first_op;
  SecondOp second_op;
  long long n;
  const long long* offsets;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SELECT_TILE_ITEMS;
    const long long end = begin + SELECT_TILE_ITEMS < n ? begin + SELECT_TILE_ITEMS : n;
    long long first = offsets[2 * tile], second = offsets[2 * tile + 1];
    long long unselected = begin - first - second;
    for (long long i = begin; i < end; ++i) {
      const auto item = in[i];
      if (first_op(item))
        first_out[first++] = item;
      else if (second_op(item))
        second_out[second++] = item;
      else
        unselected_out[unselected++] = item;
    }
  }
};

template <typename InputIteratorT, typename FirstOutputIteratorT, typename SecondOutputIteratorT,
          typename UnselectedOutputIteratorT, typename NumSelectedIteratorT, typename SelectFirstPartOp,
          typename SelectSecondPartOp>
inline hipError_t three_way_partition(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                                      FirstOutputIteratorT d_first_part_out, SecondOutputIteratorT d_second_part_out,
                                      UnselectedOutputIteratorT d_unselected_out,
                                      NumSelectedIteratorT d_num_selected_out, long long num_items,
                                      SelectFirstPartOp select_first_part_op,
                                      SelectSecondPartOp select_second_part_op, hipStream_t stream,
                                      bool debug_synchronous) {
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, SELECT_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t counts_at = layout.add<long long>(2 * static_cast<std::size_t>(tiles) + 2);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  if (is_null_iterator(d_num_selected_out) ||
      (num_items > 0 && any_null(d_in, d_first_part_out, d_second_part_out, d_unselected_out)))
    return hipErrorInvalidValue;
  long long* counts = temp_part<long long>(d_temp_storage, counts_at);
  if (num_items > 0)
    HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
        tiles, stream,
        ThreeWayCountBody<InputIteratorT, SelectFirstPartOp, SelectSecondPartOp>{
            d_in, select_first_part_op, select_second_part_op, num_items, counts}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(
      launch_tiles(1, stream, ThreeWayOffsetsBody<NumSelectedIteratorT>{counts, tiles, d_num_selected_out}));
  return finish(launch_tiles(tiles, stream,
                             ThreeWayWriteBody<InputIteratorT, FirstOutputIteratorT, SecondOutputIteratorT,
                                               UnselectedOutputIteratorT, SelectFirstPartOp, SelectSecondPartOp>{
                                 d_in, d_first_part_out, d_second_part_out, d_unselected_out, select_first_part_op,
                                 select_second_part_op, num_items, counts}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_SELECT_HPP_
