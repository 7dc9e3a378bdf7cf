// copy_if (with and without stencil): each tile counts its selected items, one
// block turns the counts into output offsets, each tile writes its items at
// its offset; the host reads the total back. Thrust's remove_copy_if, remove_if,
// unique, partition... reach the HIP system through this.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/copy.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __copy_if {

template <class StencilIt, class Size, class Predicate> struct count_body {
  StencilIt stencil;
  detail::tiling<Size> tiles;
  Predicate pred;
  Size* counts;

  __host__ __device__ void operator()(std::size_t tile) {
    Size count = 0;
    StencilIt s = stencil + tiles.begin(tile);
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i, ++s)
      if (pred(thrust::raw_reference_cast(*s)))
        ++count;
    counts[tile] = count;
  }
};

// counts[t] becomes tile t's output offset; counts[tiles] the total.
template <class Size> struct offsets_body {
  Size* counts;
  std::size_t tiles;

  __host__ __device__ void operator()() {
    Size sum = 0;
    for (std::size_t t = 0; t < tiles; ++t) {
      const Size c = counts[t];
      counts[t] = sum;
      sum += c;
    }
    counts[tiles] = sum;
  }
};

template <class InputIt, class StencilIt, class OutputIt, class Size, class Predicate>
struct write_body {
  InputIt first;
  StencilIt stencil;
  OutputIt result;
  detail::tiling<Size> tiles;
  Predicate pred;
  const Size* offsets;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    InputIt in = first + begin;
    StencilIt s = stencil + begin;
    OutputIt out = result + offsets[tile];
    for (Size i = begin, end = tiles.end(tile); i < end; ++i, ++in, ++s) {
      if (pred(thrust::raw_reference_cast(*s))) {
        *out = *in;
        ++out;
      }
    }
  }
};

template <class Derived, class InputIt, class StencilIt, class OutputIt, class Predicate>
__host__ auto run(execution_policy<Derived>& exec, InputIt first, InputIt last, StencilIt stencil,
                  OutputIt result, Predicate pred) {
  typedef typename thrust::iterator_difference<InputIt>::type Size;
  const Size n = thrust::distance(first, last);
  if (n <= 0)
    return result;
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  auto in = thrust::detail::try_unwrap_contiguous_iterator(first);
  auto st = thrust::detail::try_unwrap_contiguous_iterator(stencil);
  auto out = thrust::detail::try_unwrap_contiguous_iterator(result);
  thrust::detail::temporary_array<Size, Derived> counts(0, thrust::detail::derived_cast(exec),
                                                        tiles.tiles + 1);
  Size* raw = thrust::raw_pointer_cast(counts.data());
  detail::for_each_tile(exec, tiles,
                        count_body<decltype(st), Size, Predicate>{st, tiles, pred, raw});
  detail::launch_single(exec, offsets_body<Size>{raw, tiles.tiles});
  detail::for_each_tile(exec, tiles,
                        write_body<decltype(in), decltype(st), decltype(out), Size, Predicate>{
                            in, st, out, tiles, pred, raw});
  return result + detail::read_value(exec, raw + tiles.tiles);
}

} // namespace __copy_if

template <class Derived, class InputIt, class OutputIt, class Predicate>
__host__ __device__ OutputIt copy_if(execution_policy<Derived>& exec, InputIt first, InputIt last,
                                     OutputIt result, Predicate pred) {
  THRUST_HIP_DISPATCH((__copy_if::run(exec, first, last, first, result, pred)),
                      (thrust::copy_if(thrust::seq, first, last, result, pred)));
}

template <class Derived, class InputIt, class StencilIt, class OutputIt, class Predicate>
__host__ __device__ OutputIt copy_if(execution_policy<Derived>& exec, InputIt first, InputIt last,
                                     StencilIt stencil, OutputIt result, Predicate pred) {
  THRUST_HIP_DISPATCH((__copy_if::run(exec, first, last, stencil, result, pred)),
                      (thrust::copy_if(thrust::seq, first, last, stencil, result, pred)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
