// Scans (plain and by key) in three stream-ordered steps: per-tile
// reductions, one block scanning them into per-tile prefixes, and per-tile
// scans seeded with those prefixes. Input and output may be the same array.
#ifndef HIPCUB_DEVICE_DETAIL_SCAN_HPP_
#define HIPCUB_DEVICE_DETAIL_SCAN_HPP_

#include "../../detail/block_common.hpp"
#include "reduce.hpp"
#include "reduce_by_key.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr long long SCAN_TILE_ITEMS = 16384;

/// Step 2 of a plain scan: prefix[t] = reduction of the tiles before t,
/// seeded with init when HAS_INIT.
template <bool HAS_INIT, typename Acc, typename Op>
struct ScanTilePrefixesBody {
  Acc* partials;
  unsigned int tiles;
  Op op;
  Acc init;
  __device__ void operator()(unsigned int) {
    Acc running = init;
    for (unsigned int t = 0; t < tiles; ++t) {
      const Acc partial = partials[t];
      partials[t] = running;
      running = (HAS_INIT || t > 0) ? op(running, partial) : partial;
    }
  }
};

/// Step 3: out[i] for the tile, from its prefix. Without an initial value
/// (inclusive scans) tile 0 starts from its first item.
template <bool EXCLUSIVE, bool HAS_INIT, typename Acc, typename In, typename Out, typename Op>
struct ScanTilesBody {
  In in;
  Out out;
  long long n;
  Op op;
  const Acc* prefixes;
  Acc init;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SCAN_TILE_ITEMS;
    const long long end = begin + SCAN_TILE_ITEMS < n ? begin + SCAN_TILE_ITEMS : n;
    long long i = begin;
    Acc running;
    if (prefixes)
      running = prefixes[tile];
    else
      running = init;
    if (tile == 0 && !HAS_INIT) {
      running = Acc(in[i]);
      out[i] = running;
      ++i;
    }
    for (; i < end; ++i) {
      const Acc item = Acc(in[i]);
      if (EXCLUSIVE) {
        out[i] = running;
        running = op(running, item);
      } else {
        running = op(running, item);
        out[i] = running;
      }
    }
  }
};

template <bool EXCLUSIVE, bool HAS_INIT, typename Acc, typename InputIteratorT, typename OutputIteratorT,
          typename ScanOpT>
inline hipError_t scan(void* d_temp_storage, std::size_t& temp_storage_bytes, InputIteratorT d_in,
                       OutputIteratorT d_out, ScanOpT scan_op, Acc init, long long num_items, hipStream_t stream,
                       bool debug_synchronous) {
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, SCAN_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t partials_at = layout.add<Acc>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_items == 0) return hipSuccess;
  if (any_null(d_in, d_out)) return hipErrorInvalidValue;
  Acc* partials = temp_part<Acc>(d_temp_storage, partials_at);
  if (tiles > 1) {
    HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
        tiles, stream, ReduceTilesBody<Acc, InputIteratorT, ScanOpT>{d_in, partials, num_items, scan_op}));
    HIPCUB_DETAIL_RETURN_IF_ERROR(
        launch_tiles(1, stream, ScanTilePrefixesBody<HAS_INIT, Acc, ScanOpT>{partials, tiles, scan_op, init}));
  }
  return finish(launch_tiles(tiles, stream,
                             ScanTilesBody<EXCLUSIVE, HAS_INIT, Acc, InputIteratorT, OutputIteratorT, ScanOpT>{
                                 d_in, d_out, num_items, scan_op, tiles > 1 ? partials : nullptr, init}),
                stream, debug_synchronous);
}

// ---- Scans by key -------------------------------------------------------------
// Segments of equal consecutive keys are scanned separately. Step 1 reuses the
// run statistics of reduce-by-key (with the exclusive scans' initial value
// folded into each segment's running value), step 2 the carry of the open
// segment into each tile.

/// Step 1 for scans by key: like RunStatsBody, but each segment's running
/// value starts from init (exclusive) or from its first item (inclusive).
template <bool EXCLUSIVE, typename Acc, typename KeysIt, typename ValuesIt, typename Op, typename EqualityOp>
struct ScanByKeyStatsBody {
  KeysIt keys;
  ValuesIt values;
  long long n;
  Op op;
  EqualityOp eq;
  Acc init;
  RunTileStats<Acc>* stats;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SCAN_TILE_ITEMS;
    const long long end = begin + SCAN_TILE_ITEMS < n ? begin + SCAN_TILE_ITEMS : n;
    RunTileStats<Acc> s{0, -1, Acc(values[begin]), Acc(values[begin])};
    bool leading_started = false;
    for (long long i = begin; i < end; ++i) {
      const Acc v = Acc(values[i]);
      if (is_head(keys, i, eq)) {
        ++s.heads;
        s.last_head = i;
        s.trailing = EXCLUSIVE ? op(init, v) : v;
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

template <bool EXCLUSIVE, typename Acc, typename KeysIt, typename ValuesIt, typename Out, typename Op,
          typename EqualityOp>
struct ScanByKeyBody {
  KeysIt keys;
  ValuesIt values;
  Out out;
  long long n;
  Op op;
  EqualityOp eq;
  Acc init;
  const Acc* carry;
  __device__ void operator()(unsigned int tile) {
    const long long begin = tile * SCAN_TILE_ITEMS;
    const long long end = begin + SCAN_TILE_ITEMS < n ? begin + SCAN_TILE_ITEMS : n;
    Acc running = carry[tile];
    for (long long i = begin; i < end; ++i) {
      const Acc v = Acc(values[i]);
      const bool head = is_head(keys, i, eq);
      if (EXCLUSIVE) {
        if (head) running = init;
        out[i] = running;
        running = op(running, v);
      } else {
        running = head ? v : op(running, v);
        out[i] = running;
      }
    }
  }
};

template <bool EXCLUSIVE, typename Acc, typename KeysInputIteratorT, typename ValuesInputIteratorT,
          typename ValuesOutputIteratorT, typename ScanOpT, typename EqualityOpT>
inline hipError_t scan_by_key(void* d_temp_storage, std::size_t& temp_storage_bytes, KeysInputIteratorT d_keys_in,
                              ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out, ScanOpT scan_op,
                              Acc init, long long num_items, EqualityOpT equality_op, hipStream_t stream,
                              bool debug_synchronous) {
  if (num_items < 0) return hipErrorInvalidValue;
  const unsigned int tiles = tile_count(num_items, SCAN_TILE_ITEMS);
  TempStorageLayout layout;
  const std::size_t stats_at = layout.add<RunTileStats<Acc>>(tiles);
  const std::size_t first_run_at = layout.add<long long>(tiles);
  const std::size_t carry_at = layout.add<Acc>(tiles);
  const std::size_t start_at = layout.add<long long>(tiles);
  bool done;
  HIPCUB_DETAIL_RETURN_IF_ERROR(check_temp_storage(d_temp_storage, temp_storage_bytes, layout, &done));
  if (done || num_items == 0) return hipSuccess;
  if (any_null(d_keys_in, d_values_in, d_values_out)) return hipErrorInvalidValue;
  auto* stats = temp_part<RunTileStats<Acc>>(d_temp_storage, stats_at);
  auto* first_run = temp_part<long long>(d_temp_storage, first_run_at);
  auto* carry = temp_part<Acc>(d_temp_storage, carry_at);
  auto* carry_start = temp_part<long long>(d_temp_storage, start_at);
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
      tiles, stream,
      ScanByKeyStatsBody<EXCLUSIVE, Acc, KeysInputIteratorT, ValuesInputIteratorT, ScanOpT, EqualityOpT>{
          d_keys_in, d_values_in, num_items, scan_op, equality_op, init, stats}));
  HIPCUB_DETAIL_RETURN_IF_ERROR(launch_tiles(
      1, stream,
      RunCarryBody<Acc, ScanOpT, long long*>{stats, tiles, scan_op, first_run, carry, carry_start, first_run, false}));
  return finish(launch_tiles(tiles, stream,
                             ScanByKeyBody<EXCLUSIVE, Acc, KeysInputIteratorT, ValuesInputIteratorT,
                                           ValuesOutputIteratorT, ScanOpT, EqualityOpT>{
                                 d_keys_in, d_values_in, d_values_out, num_items, scan_op, equality_op, init, carry}),
                stream, debug_synchronous);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_SCAN_HPP_
