// reduce_by_key: each tile counts the segments that start in it and folds
// the values after its last segment start; one block turns the counts into
// output slots and chains the trailing folds into each tile's incoming carry;
// each tile then reduces its segments, a segment's result being written by
// the tile that holds its last item. The host reads the segment count back.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/pair.h>
#include <thrust/reduce.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/functional.h>
#include <thrust/distance.h>
#include <thrust/memory.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __reduce_by_key {

template <class Size, class Value> struct tile_summary {
  Size heads;        // segments starting in the tile
  bool continues_in; // the tile's first item continues the previous tile's segment
  Value
      tail; // fold of the values from the tile's last segment start (or its first item) to its end
  Value carry; // phase 2: the fold of the segment running into this tile, before it
};

template <class KeyIt, class ValueIt, class Size, class Value, class Pred, class Op>
struct summarize_body {
  KeyIt keys;
  ValueIt values;
  detail::tiling<Size> tiles;
  Pred pred;
  Op op;
  tile_summary<Size, Value>* summaries;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    const Size end = tiles.end(tile);
    tile_summary<Size, Value>& s = summaries[tile];
    s.heads = 0;
    s.continues_in = begin > 0 && pred(thrust::raw_reference_cast(keys[begin - 1]),
                                       thrust::raw_reference_cast(keys[begin]));
    Value acc = values[begin];
    if (!s.continues_in)
      s.heads = 1;
    for (Size i = begin + 1; i < end; ++i) {
      if (pred(thrust::raw_reference_cast(keys[i - 1]), thrust::raw_reference_cast(keys[i]))) {
        acc = op(acc, thrust::raw_reference_cast(values[i]));
      } else {
        ++s.heads;
        acc = values[i];
      }
    }
    s.tail = acc;
  }
};

// Turns the head counts into first slots (exclusive scan, the total in
// slots[tiles]) and chains the carries.
template <class Size, class Value, class Op> struct plan_body {
  tile_summary<Size, Value>* summaries;
  Size* slots;
  std::size_t tiles;
  Op op;

  __host__ __device__ void operator()() {
    Size sum = 0;
    for (std::size_t t = 0; t < tiles; ++t) {
      slots[t] = sum;
      sum += summaries[t].heads;
      if (t > 0 && summaries[t].continues_in) {
        const tile_summary<Size, Value>& prev = summaries[t - 1];
        // The previous tile's tail, preceded by its own carry if it had no head at all.
        summaries[t].carry =
            (prev.continues_in && prev.heads == 0) ? op(prev.carry, prev.tail) : prev.tail;
      }
    }
    slots[tiles] = sum;
  }
};

template <class KeyIt, class ValueIt, class KeyOut, class ValueOut, class Size, class Value,
          class Pred, class Op>
struct reduce_body {
  KeyIt keys;
  ValueIt values;
  KeyOut keys_out;
  ValueOut values_out;
  detail::tiling<Size> tiles;
  Pred pred;
  Op op;
  const tile_summary<Size, Value>* summaries;
  const Size* slots;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    const Size end = tiles.end(tile);
    const tile_summary<Size, Value>& s = summaries[tile];
    // slot: the output index of the segment being folded (the one the previous
    // tile started, when continuing: one before this tile's first slot).
    Size slot = slots[tile];
    Value acc;
    if (s.continues_in) {
      --slot;
      acc = op(s.carry, thrust::raw_reference_cast(values[begin]));
    } else {
      keys_out[slot] = keys[begin];
      acc = values[begin];
    }
    for (Size i = begin + 1; i < end; ++i) {
      if (pred(thrust::raw_reference_cast(keys[i - 1]), thrust::raw_reference_cast(keys[i]))) {
        acc = op(acc, thrust::raw_reference_cast(values[i]));
      } else {
        values_out[slot] = acc;
        ++slot;
        keys_out[slot] = keys[i];
        acc = values[i];
      }
    }
    // The segment ends here unless the next tile continues it.
    if (end == tiles.n ||
        !pred(thrust::raw_reference_cast(keys[end - 1]), thrust::raw_reference_cast(keys[end])))
      values_out[slot] = acc;
  }
};

template <class Derived, class KeyIt, class ValueIt, class KeyOut, class ValueOut, class Pred,
          class Op>
__host__ auto run(execution_policy<Derived>& exec, KeyIt keys_first, KeyIt keys_last,
                  ValueIt values_first, KeyOut keys_out, ValueOut values_out, Pred pred, Op op) {
  typedef typename thrust::iterator_difference<KeyIt>::type Size;
  typedef typename thrust::iterator_value<ValueIt>::type
      Value; // the input's value type, as Thrust's (P0571)
  const Size n = thrust::distance(keys_first, keys_last);
  if (n <= 0)
    return thrust::make_pair(keys_out, values_out);
  Derived& policy = thrust::detail::derived_cast(exec);
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  auto k = thrust::detail::try_unwrap_contiguous_iterator(keys_first);
  auto v = thrust::detail::try_unwrap_contiguous_iterator(values_first);
  auto ko = thrust::detail::try_unwrap_contiguous_iterator(keys_out);
  auto vo = thrust::detail::try_unwrap_contiguous_iterator(values_out);
  thrust::detail::temporary_array<tile_summary<Size, Value>, Derived> summaries(0, policy,
                                                                                tiles.tiles);
  thrust::detail::temporary_array<Size, Derived> slots(0, policy, tiles.tiles + 1);
  tile_summary<Size, Value>* sums = thrust::raw_pointer_cast(summaries.data());
  Size* raw_slots = thrust::raw_pointer_cast(slots.data());
  detail::for_each_tile(
      exec, tiles,
      summarize_body<decltype(k), decltype(v), Size, Value, Pred, Op>{k, v, tiles, pred, op, sums});
  detail::launch_single(exec, plan_body<Size, Value, Op>{sums, raw_slots, tiles.tiles, op});
  detail::for_each_tile(
      exec, tiles,
      reduce_body<decltype(k), decltype(v), decltype(ko), decltype(vo), Size, Value, Pred, Op>{
          k, v, ko, vo, tiles, pred, op, sums, raw_slots});
  const Size segments = detail::read_value(exec, raw_slots + tiles.tiles);
  return thrust::make_pair(keys_out + segments, values_out + segments);
}

} // namespace __reduce_by_key

template <class Derived, class KeyIt, class ValueIt, class KeyOut, class ValueOut, class Pred,
          class Op>
__host__ __device__ thrust::pair<KeyOut, ValueOut>
reduce_by_key(execution_policy<Derived>& exec, KeyIt keys_first, KeyIt keys_last,
              ValueIt values_first, KeyOut keys_out, ValueOut values_out, Pred pred, Op op) {
  THRUST_HIP_DISPATCH((__reduce_by_key::run(exec, keys_first, keys_last, values_first, keys_out,
                                            values_out, pred, op)),
                      (thrust::reduce_by_key(thrust::seq, keys_first, keys_last, values_first,
                                             keys_out, values_out, pred, op)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
