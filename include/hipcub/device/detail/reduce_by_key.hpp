// Reductions of runs of equal keys (ReduceByKey, RunLengthEncode) in three
// stream-ordered steps:
//   1. per tile: how many runs start in it, and the partial aggregates of the
//      run it continues and of the run it leaves open;
//   2. one block: each tile's first run index and the aggregate carried in;
//   3. per tile: unique keys where runs start, aggregates where runs end.
// A run that crosses tiles is written by the tile where it ends.
#ifndef HIPCUB_DEVICE_DETAIL_REDUCE_BY_KEY_HPP_
#define HIPCUB_DEVICE_DETAIL_REDUCE_BY_KEY_HPP_

#include "../../thread/thread_operators.hpp"
#include "launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long RUNS_TILE_ITEMS = 16384;

template <typename KeysIt, typename EqualityOp>
__device__ inline bool is_head(KeysIt keys, long long i, EqualityOp& eq) {
  return i == 0 || !eq(keys[i - 1], keys[i]);
}

template <typename Agg>
struct RunTileStats {
  long long heads;        // runs starting in the tile
  long long last_head;    // index of the last run start in the tile, or -1
  Agg leading;            // aggregate of the items before the first run start
  Agg trailing;           // aggregate from the last run start to the tile's end
};

template <typename Agg, typename KeysIt, typename ValuesIt, typename Op, typename EqualityOp>
struct RunStatsBody {
  KeysIt keys;
  ValuesIt values;
  long long n;
  Op op;
  EqualityOp eq;
  RunTileStats<Agg>* stats;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * RUNS_TILE_ITEMS;
    const long long end = begin + RUNS_TILE_ITEMS < n ? begin + RUNS_TILE_ITEMS : n;
    RunTileStats<Agg> s{0, -1, Agg(values[begin]), Agg(values[begin])};
    bool leading_started = false;
    for (long long i = begin; i < end; ++i) {
      const Agg v = Agg(values[i]);
      if (is_head(keys, i, eq)) {
        ++s.heads;
        s.last_head = i;
        s.trailing = v;
      } else if (s.last_head >= 0) {
        s.trailing = op(s.trailing, v);
      } else {
        s.leading = leading_started ? op(s.leading, v) : v;
        leading_started = true;
      }
    }
    stats[tile] = s;
  }
};

/// One block: first run index and carried-in aggregate (and start) per tile.
template <typename Agg, typename Op, typename NumRunsIt>
struct RunCarryBody {
  RunTileStats<Agg>* stats;
  unsigned int tiles;
  Op op;
  long long* first_run;
  Agg* carry;
  long long* carry_start;
  NumRunsIt num_runs_out;
  bool write_num_runs;
  __device__ void operator()(unsigned int) {
    long long runs = 0;
    long long open_start = 0;
    Agg open = stats[0].trailing;
    for (unsigned int t = 0; t < tiles; ++t) {
      const RunTileStats<Agg> s = stats[t];
      first_run[t] = runs;
      carry[t] = open;
      carry_start[t] = open_start;
      runs += s.heads;
      if (s.last_head >= 0) {
        open = s.trailing;
        open_start = s.last_head;
      } else {
        open = op(open, s.leading);
      }
    }
    if (write_num_runs) *num_runs_out = runs;
  }
};

template <typename Agg, typename KeysIt, typename ValuesIt, typename UniqueIt, typename AggregatesIt, typename Op,
          typename EqualityOp>
struct ReduceByKeyBody {
  KeysIt keys;
  ValuesIt values;
  UniqueIt unique_out;
  AggregatesIt aggregates_out;
  long long n;
  Op op;
  EqualityOp eq;
  const long long* first_run;
  const Agg* carry;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * RUNS_TILE_ITEMS;
    const long long end = begin + RUNS_TILE_ITEMS < n ? begin + RUNS_TILE_ITEMS : n;
    long long run = first_run[tile] - 1;
    Agg running = carry[tile];
    bool head = is_head(keys, begin, eq);
    for (long long i = begin; i < end; ++i) {
      const bool next_head = i + 1 >= n || !eq(keys[i], keys[i + 1]);
      const Agg v = Agg(values[i]);
      if (head) {
        ++run;
        unique_out[run] = keys[i];
        running = v;
      } else {
        running = op(running, v);
      }
      if (next_head) aggregates_out[run] = running;
      head = next_head;
    }
  }
};

template <typename KeysInputIteratorT, typename UniqueOutputIteratorT, typename ValuesInputIteratorT,
          typename AggregatesOutputIteratorT, typename NumRunsOutputIteratorT, typename ReductionOpT,
          typename EqualityOpT>
inline hipError_t reduce_by_key(void* d_temp_storage, std::size_t& temp_storage_bytes, KeysInputIteratorT d_keys_in,
                                UniqueOutputIteratorT d_unique_out, ValuesInputIteratorT d_values_in,
                                AggregatesOutputIteratorT d_aggregates_out, NumRunsOutputIteratorT d_num_runs_out,
                                ReductionOpT reduction_op, long long num_items, EqualityOpT equality_op,
                                hipStream_t stream, bool debug_synchronous) {
  using Agg = output_value_t<AggregatesOutputIteratorT, input_value_t<ValuesInputIteratorT>>;
  using NumRunsT = output_value_t<NumRunsOutputIteratorT, int>;
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, RUNS_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t stats_at = layout.add<RunTileStats<Agg>>(tiles);
  const std::size_t first_run_at = layout.add<long long>(tiles);
  const std::size_t carry_at = layout.add<Agg>(tiles);
  const std::size_t start_at = layout.add<long long>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  if (is_null_iterator(d_num_runs_out) ||
      (num_items > 0 && any_null(d_keys_in, d_unique_out, d_values_in, d_aggregates_out)))
    return hipErrorInvalidValue;
  if (num_items == 0) return finish(fill_value(d_num_runs_out, NumRunsT(0), stream), stream, debug_synchronous);
  auto* stats = temp_part<RunTileStats<Agg>>(d_temp_storage, stats_at);
  auto* first_run = temp_part<long long>(d_temp_storage, first_run_at);
  auto* carry = temp_part<Agg>(d_temp_storage, carry_at);
  auto* carry_start = temp_part<long long>(d_temp_storage, start_at);
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
      tiles, stream,
      RunStatsBody<Agg, KeysInputIteratorT, ValuesInputIteratorT, ReductionOpT, EqualityOpT>{
          d_keys_in, d_values_in, num_items, reduction_op, equality_op, stats}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(1, stream,
                                             RunCarryBody<Agg, ReductionOpT, NumRunsOutputIteratorT>{
                                                 stats, tiles, reduction_op, first_run, carry, carry_start,
                                                 d_num_runs_out, true}));
  return finish(launch_tiles(tiles, stream,
                             ReduceByKeyBody<Agg, KeysInputIteratorT, ValuesInputIteratorT, UniqueOutputIteratorT,
                                             AggregatesOutputIteratorT, ReductionOpT, EqualityOpT>{
                                 d_keys_in, d_values_in, d_unique_out, d_aggregates_out, num_items, reduction_op,
                                 equality_op, first_run, carry}),
                stream, debug_synchronous);
}

// ---- Non-trivial runs ---------------------------------------------------------
// A run longer than one item ends at an item that is a tail but not a head.

template <typename KeysIt, typename EqualityOp>
struct NonTrivialStatsBody {
  KeysIt keys;
  long long n;
  EqualityOp eq;
  RunTileStats<long long>* stats;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * RUNS_TILE_ITEMS;
    const long long end = begin + RUNS_TILE_ITEMS < n ? begin + RUNS_TILE_ITEMS : n;
    RunTileStats<long long> s{0, -1, 0, 0};
    bool head = is_head(keys, begin, eq);
    for (long long i = begin; i < end; ++i) {
      const bool next_head = i + 1 >= n || !eq(keys[i], keys[i + 1]);
      if (head) s.last_head = i;
      if (next_head && !head) ++s.heads;
      head = next_head;
    }
    stats[tile] = s;
  }
};

/// Sums of long long for the carry step of non-trivial runs (the carried
/// "aggregate" is unused; the carried run start is what matters).
struct KeepLeft {
  __device__ long long operator()(long long a, long long) const { return a; }
};

template <typename KeysIt, typename OffsetsIt, typename LengthsIt, typename EqualityOp>
struct NonTrivialRunsBody {
  KeysIt keys;
  OffsetsIt offsets_out;
  LengthsIt lengths_out;
  long long n;
  EqualityOp eq;
  const long long* first_run;
  const long long* carry_start;
  __device__ void operator()(unsigned int tile) {
    using OffsetT = output_value_t<OffsetsIt, int>;
    using LengthT = output_value_t<LengthsIt, int>;
    const long long begin = tile * RUNS_TILE_ITEMS;
    const long long end = begin + RUNS_TILE_ITEMS < n ? begin + RUNS_TILE_ITEMS : n;
    long long run = first_run[tile];
    long long start = carry_start[tile];
    bool head = is_head(keys, begin, eq);
    for (long long i = begin; i < end; ++i) {
      const bool next_head = i + 1 >= n || !eq(keys[i], keys[i + 1]);
      if (head) start = i;
      if (next_head && !head) {
        offsets_out[run] = OffsetT(start);
        lengths_out[run] = LengthT(i - start + 1);
        ++run;
      }
      head = next_head;
    }
  }
};

template <typename InputIteratorT, typename OffsetsOutputIteratorT, typename LengthsOutputIteratorT,
          typename NumRunsOutputIteratorT>
inline hipError_t non_trivial_runs(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                                   OffsetsOutputIteratorT d_offsets_out, LengthsOutputIteratorT d_lengths_out,
                                   NumRunsOutputIteratorT d_num_runs_out, long long num_items, hipStream_t stream,
                                   bool debug_synchronous) {
  using NumRunsT = output_value_t<NumRunsOutputIteratorT, int>;
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, RUNS_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t stats_at = layout.add<RunTileStats<long long>>(tiles);
  const std::size_t first_run_at = layout.add<long long>(tiles);
  const std::size_t carry_at = layout.add<long long>(tiles);
  const std::size_t start_at = layout.add<long long>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done) return hipSuccess;
  if (is_null_iterator(d_num_runs_out) || (num_items > 0 && any_null(d_in, d_offsets_out, d_lengths_out)))
    return hipErrorInvalidValue;
  if (num_items == 0) return finish(fill_value(d_num_runs_out, NumRunsT(0), stream), stream, debug_synchronous);
  auto* stats = temp_part<RunTileStats<long long>>(d_temp_storage, stats_at);
  auto* first_run = temp_part<long long>(d_temp_storage, first_run_at);
  auto* carry = temp_part<long long>(d_temp_storage, carry_at);
  auto* carry_start = temp_part<long long>(d_temp_storage, start_at);
  Equality eq;
  HIPCUB_DETAIL_RETURN_IF_ERROR(
      launch_tiles(tiles, stream, NonTrivialStatsBody<InputIteratorT, Equality>{d_in, num_items, eq, stats}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(1, stream,
                                             RunCarryBody<long long, KeepLeft, NumRunsOutputIteratorT>{
                                                 stats, tiles, KeepLeft(), first_run, carry, carry_start,
                                                 d_num_runs_out, true}));
  return finish(launch_tiles(tiles, stream,
                             NonTrivialRunsBody<InputIteratorT, OffsetsOutputIteratorT, LengthsOutputIteratorT,
                                                Equality>{d_in, d_offsets_out, d_lengths_out, num_items, eq,
                                                          first_run, carry_start}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_REDUCE_BY_KEY_HPP_
