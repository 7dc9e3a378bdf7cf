// set_difference, set_intersection, set_symmetric_difference, set_union, in
// tiles: the merged order of the two inputs is cut into tiles of about equal
// length (merge path), and each cut moves to the first item equivalent to the
// item there in both inputs, so that every run of equivalent items falls in
// one tile. Each tile runs Thrust's sequential algorithm on its pieces into a
// staging array (at most one output item per input item), and once the
// tiles' lengths are added up, copies its items to their place: the same
// items in the same order as one sequential run. Short inputs, and items that
// are not trivially copyable, run as one tile. The _by_key forms are Thrust's
// generic ones on top of these. The host reads the output's length back.
#pragma once

#include <thrust/system/hip/detail/copy_if.h>
#include <thrust/system/hip/detail/merge_path.h>
#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/binary_search.h>
#include <thrust/distance.h>
#include <thrust/set_operations.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/extrema.h>
#include <thrust/pair.h>

#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __set_operations {

struct difference_op {
  template <class... Args> __host__ __device__ auto operator()(Args... args) const {
    return thrust::set_difference(thrust::seq, args...);
  }
};
struct intersection_op {
  template <class... Args> __host__ __device__ auto operator()(Args... args) const {
    return thrust::set_intersection(thrust::seq, args...);
  }
};
struct symmetric_difference_op {
  template <class... Args> __host__ __device__ auto operator()(Args... args) const {
    return thrust::set_symmetric_difference(thrust::seq, args...);
  }
};
struct union_op {
  template <class... Args> __host__ __device__ auto operator()(Args... args) const {
    return thrust::set_union(thrust::seq, args...);
  }
};

template <class Op, class It1, class It2, class OutIt, class Compare, class Size> struct body {
  It1 first1, last1;
  It2 first2, last2;
  OutIt result;
  Compare comp;
  Size* length;

  __host__ __device__ void operator()() {
    *length = Op()(first1, last1, first2, last2, result, comp) - result;
  }
};

// Cut t (0..tiles) in both inputs: cuts[2t] items of the first, cuts[2t + 1]
// of the second come before tile t.
template <class It1, class It2, class Compare, class Size> struct cut_body {
  It1 first1;
  It2 first2;
  Size n1, n2;
  detail::tiling<Size> tiles;
  Compare comp;
  Size* cuts;

  __host__ __device__ void operator()(std::size_t t) {
    const Size diagonal = t < tiles.tiles ? tiles.begin(t) : n1 + n2;
    Size i = n1, j = n2;
    if (diagonal == 0) {
      i = j = 0;
    } else if (diagonal < n1 + n2) {
      const Size a = detail::merge_path(first1, n1, first2, n2, diagonal, comp), b = diagonal - a;
      // The merged order's item at the diagonal (ties go to the first input).
      const bool fromFirst =
          a < n1 && (b >= n2 || !comp(thrust::raw_reference_cast(first2[b]),
                                      thrust::raw_reference_cast(first1[a])));
      const typename thrust::iterator_value<It1>::type pivot =
          fromFirst ? first1[a] : typename thrust::iterator_value<It1>::type(first2[b]);
      i = thrust::lower_bound(thrust::seq, first1, first1 + n1, pivot, comp) - first1;
      j = thrust::lower_bound(thrust::seq, first2, first2 + n2, pivot, comp) - first2;
    }
    cuts[2 * t] = i;
    cuts[2 * t + 1] = j;
  }
};

// Tile t writes its output to staging, at the tile's first input position
// (it has at most as many items as inputs), and counts it in lengths[t].
template <class Op, class It1, class It2, class Value, class Compare, class Size>
struct stage_body {
  It1 first1;
  It2 first2;
  Value* staging;
  Compare comp;
  const Size* cuts;
  Size* lengths;

  __host__ __device__ void operator()(std::size_t t) {
    const Size* c = cuts + 2 * t;
    Value* out = staging + c[0] + c[1];
    lengths[t] = Op()(first1 + c[0], first1 + c[2], first2 + c[1], first2 + c[3], out, comp) - out;
  }
};

// Tile t's staged output goes to the result at offsets[t].
template <class Value, class OutIt, class Size> struct place_body {
  const Value* staging;
  OutIt result;
  const Size* cuts;
  const Size* offsets;

  __host__ __device__ void operator()(std::size_t t) {
    const Value* in = staging + cuts[2 * t] + cuts[2 * t + 1];
    OutIt out = result + offsets[t];
    for (Size k = 0, n = offsets[t + 1] - offsets[t]; k < n; ++k, ++out)
      *out = in[k];
  }
};

template <class Op, class Derived, class It1, class It2, class OutIt, class Compare>
__host__ auto run(execution_policy<Derived>& exec, It1 first1, It1 last1, It2 first2, It2 last2,
                  OutIt result, Compare comp) {
  typedef typename thrust::iterator_difference<OutIt>::type Size;
  typedef typename thrust::iterator_value<It1>::type Value;
  if (first1 == last1 && first2 == last2)
    return result;
  const Size n1 = static_cast<Size>(thrust::distance(first1, last1));
  const Size n2 = static_cast<Size>(thrust::distance(first2, last2));
  const detail::tiling<Size> tiles = detail::make_tiling(n1 + n2, Size(65536));
  Derived& derived = thrust::detail::derived_cast(exec);
  // Staging holds items constructed by assignment only: trivially copyable ones.
  if (tiles.tiles <= 1 || !std::is_trivially_copyable<Value>::value) {
    thrust::detail::temporary_array<Size, Derived> length(0, derived, 1);
    Size* raw = thrust::raw_pointer_cast(length.data());
    detail::launch_single(exec, body<Op, It1, It2, OutIt, Compare, Size>{first1, last1, first2,
                                                                         last2, result, comp, raw});
    return result + detail::read_value(exec, raw);
  }
  // cuts: 2 per cut (tiles + 1 cuts); then the tiles' lengths, which become
  // their offsets, and the total.
  thrust::detail::temporary_array<Size, Derived> scratch(0, derived,
                                                         2 * (tiles.tiles + 1) + tiles.tiles + 1);
  thrust::detail::temporary_array<Value, Derived> staged(0, derived, n1 + n2);
  Size* cuts = thrust::raw_pointer_cast(scratch.data());
  Size* offsets = cuts + 2 * (tiles.tiles + 1);
  Value* staging = thrust::raw_pointer_cast(staged.data());
  detail::launch_tiles(exec, tiles.tiles + 1,
                       cut_body<It1, It2, Compare, Size>{first1, first2, n1, n2, tiles, comp, cuts});
  detail::launch_tiles(exec, tiles.tiles,
                       stage_body<Op, It1, It2, Value, Compare, Size>{first1, first2, staging, comp,
                                                                      cuts, offsets});
  detail::launch_single(exec, __copy_if::offsets_body<Size>{offsets, tiles.tiles});
  detail::launch_tiles(exec, tiles.tiles,
                       place_body<Value, OutIt, Size>{staging, result, cuts, offsets});
  return result + detail::read_value(exec, offsets + tiles.tiles);
}

} // namespace __set_operations

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ __device__ OutIt set_difference(execution_policy<Derived>& exec, It1 first1, It1 last1,
                                         It2 first2, It2 last2, OutIt result, Compare comp) {
  THRUST_HIP_DISPATCH(
      (__set_operations::run<__set_operations::difference_op>(exec, first1, last1, first2, last2,
                                                              result, comp)),
      (thrust::set_difference(thrust::seq, first1, last1, first2, last2, result, comp)));
}

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ __device__ OutIt set_intersection(execution_policy<Derived>& exec, It1 first1, It1 last1,
                                           It2 first2, It2 last2, OutIt result, Compare comp) {
  THRUST_HIP_DISPATCH(
      (__set_operations::run<__set_operations::intersection_op>(exec, first1, last1, first2, last2,
                                                                result, comp)),
      (thrust::set_intersection(thrust::seq, first1, last1, first2, last2, result, comp)));
}

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ __device__ OutIt set_symmetric_difference(execution_policy<Derived>& exec, It1 first1,
                                                   It1 last1, It2 first2, It2 last2, OutIt result,
                                                   Compare comp) {
  THRUST_HIP_DISPATCH(
      (__set_operations::run<__set_operations::symmetric_difference_op>(exec, first1, last1, first2,
                                                                        last2, result, comp)),
      (thrust::set_symmetric_difference(thrust::seq, first1, last1, first2, last2, result, comp)));
}

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ __device__ OutIt set_union(execution_policy<Derived>& exec, It1 first1, It1 last1,
                                    It2 first2, It2 last2, OutIt result, Compare comp) {
  THRUST_HIP_DISPATCH((__set_operations::run<__set_operations::union_op>(
                          exec, first1, last1, first2, last2, result, comp)),
                      (thrust::set_union(thrust::seq, first1, last1, first2, last2, result, comp)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
