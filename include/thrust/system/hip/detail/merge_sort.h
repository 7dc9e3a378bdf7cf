// Stable merge sort for any comparator: each tile is sorted by Thrust's
// sequential stable sort, then rounds of merges double the sorted runs, each
// round split into tiles along merge paths, ping-ponging between the data and
// a scratch buffer. Non-contiguous ranges are sorted in a contiguous copy.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/system/hip/detail/merge_path.h>
#include <thrust/system/hip/detail/copy.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/type_traits/is_contiguous_iterator.h>
#include <thrust/sort.h>

#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __merge_sort {

template <bool HasValues, class Key, class Value, class Size, class Compare> struct tile_sort_body {
  Key* keys;
  Value* values;
  detail::tiling<Size> tiles;
  Compare comp;

  __host__ __device__ void operator()(std::size_t tile) {
    sort(tiles.begin(tile), tiles.end(tile), std::integral_constant<bool, HasValues>());
  }
  __host__ __device__ void sort(Size begin, Size end, std::true_type) {
    thrust::stable_sort_by_key(thrust::seq, keys + begin, keys + end, values + begin, comp);
  }
  __host__ __device__ void sort(Size begin, Size end, std::false_type) {
    thrust::stable_sort(thrust::seq, keys + begin, keys + end, comp);
  }
};

// Merges the pairs of sorted runs of `width` items from src into dst; the
// tiles' size divides 2 * width, so that each tile lies within one pair.
template <bool HasValues, class Key, class Value, class Size, class Compare>
struct merge_round_body {
  const Key* src_keys;
  const Value* src_values;
  Key* dst_keys;
  Value* dst_values;
  detail::tiling<Size> tiles;
  Size width;
  Compare comp;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    const Size end = tiles.end(tile);
    const Size n = tiles.n;
    const Size pair = begin / (2 * width) * (2 * width);
    const Size na = width < n - pair ? width : n - pair;
    const Size nb = width < n - pair - na ? width : n - pair - na;
    const Key* a = src_keys + pair;
    const Key* b = a + na;
    const Size i0 = detail::merge_path(a, na, b, nb, begin - pair, comp);
    const Size i1 = detail::merge_path(a, na, b, nb, end - pair, comp);
    const Size j0 = begin - pair - i0;
    const Size j1 = end - pair - i1;
    const Value* va = HasValues ? src_values + pair : nullptr;
    const Value* vb = HasValues ? va + na : nullptr;
    detail::serial_merge<HasValues>(a + i0, HasValues ? va + i0 : va, i1 - i0, b + j0,
                                    HasValues ? vb + j0 : vb, j1 - j0, dst_keys + begin,
                                    HasValues ? dst_values + begin : dst_values, comp);
  }
};

// A contiguous buffer holding the items of a range: the range itself when it
// is contiguous, else a scratch copy written back by finish().
template <class Derived, class Iterator,
          bool Contiguous = thrust::is_contiguous_iterator<Iterator>::value>
struct contiguous_view {
  typedef typename thrust::iterator_value<Iterator>::type T;
  thrust::detail::temporary_array<T, Derived> copy;
  Iterator first;
  T* data;

  template <class Size>
  __host__ contiguous_view(Derived& exec, Iterator it, Size n) : copy(0, exec, n), first(it) {
    data = thrust::raw_pointer_cast(copy.data());
    __copy::device_copy_n(exec, first, n, data);
  }
  template <class Size> __host__ void finish(Derived& exec, Size n) {
    __copy::device_copy_n(exec, data, n, first);
  }
};

template <class Derived, class Iterator> struct contiguous_view<Derived, Iterator, true> {
  typedef typename thrust::iterator_value<Iterator>::type T;
  T* data;

  template <class Size>
  __host__ contiguous_view(Derived&, Iterator it, Size)
      : data(thrust::detail::contiguous_iterator_raw_pointer_cast(it)) {}
  template <class Size> __host__ void finish(Derived&, Size) {}
};

template <bool HasValues, class Derived, class Key, class Value, class Size, class Compare>
__host__ void sort_contiguous(Derived& exec, Key* keys, Value* values, Size n, Compare comp) {
  const detail::tiling<Size> tiles = detail::make_tiling(n, Size(4096));
  detail::for_each_tile(
      exec, tiles, tile_sort_body<HasValues, Key, Value, Size, Compare>{keys, values, tiles, comp});
  if (tiles.tiles == 1)
    return;
  thrust::detail::temporary_array<Key, Derived> key_scratch(0, exec, n);
  thrust::detail::temporary_array<Value, Derived> value_scratch(0, exec, HasValues ? n : 0);
  Key* src_k = keys;
  Value* src_v = values;
  Key* dst_k = thrust::raw_pointer_cast(key_scratch.data());
  Value* dst_v = HasValues ? thrust::raw_pointer_cast(value_scratch.data()) : values;
  for (Size width = tiles.tile_size; width < n; width *= 2) {
    detail::for_each_tile(exec, tiles,
                          merge_round_body<HasValues, Key, Value, Size, Compare>{
                              src_k, src_v, dst_k, dst_v, tiles, width, comp});
    Key* k = src_k;
    src_k = dst_k;
    dst_k = k;
    Value* v = src_v;
    src_v = dst_v;
    dst_v = v;
  }
  if (src_k != keys) {
    __copy::device_copy_n(exec, src_k, n, keys);
    if (HasValues)
      __copy::device_copy_n(exec, src_v, n, values);
  }
}

template <class Derived, class KeyIt, class Compare>
__host__ void sort_keys(Derived& exec, KeyIt first, KeyIt last, Compare comp) {
  typedef typename thrust::iterator_difference<KeyIt>::type Size;
  const Size n = last - first;
  if (n <= 1)
    return;
  contiguous_view<Derived, KeyIt> keys(exec, first, n);
  sort_contiguous<false>(exec, keys.data, static_cast<unsigned char*>(nullptr), n, comp);
  keys.finish(exec, n);
}

template <class Derived, class KeyIt, class ValueIt, class Compare>
__host__ void sort_pairs(Derived& exec, KeyIt first, KeyIt last, ValueIt values_first,
                         Compare comp) {
  typedef typename thrust::iterator_difference<KeyIt>::type Size;
  const Size n = last - first;
  if (n <= 1)
    return;
  contiguous_view<Derived, KeyIt> keys(exec, first, n);
  contiguous_view<Derived, ValueIt> values(exec, values_first, n);
  sort_contiguous<true>(exec, keys.data, values.data, n, comp);
  keys.finish(exec, n);
  values.finish(exec, n);
}

} // namespace __merge_sort
} // namespace hip_rocprim
THRUST_NAMESPACE_END
