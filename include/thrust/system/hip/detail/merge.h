// merge: the output is cut into tiles, each finds where it starts in both
// inputs along the merge path and merges its part sequentially. merge_by_key
// is Thrust's generic one (a merge of zipped keys and values).
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/system/hip/detail/merge_path.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/merge.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/extrema.h>
#include <thrust/pair.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __merge {

template <class It1, class It2, class OutIt, class Size, class Compare> struct tile_body {
  It1 first1;
  Size n1;
  It2 first2;
  Size n2;
  OutIt result;
  detail::tiling<Size> tiles;
  Compare comp;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    const Size end = tiles.end(tile);
    const Size i0 = detail::merge_path(first1, n1, first2, n2, begin, comp);
    const Size i1 = detail::merge_path(first1, n1, first2, n2, end, comp);
    unsigned char* none = nullptr;
    detail::serial_merge<false>(first1 + i0, none, i1 - i0, first2 + (begin - i0), none,
                                (end - i1) - (begin - i0), result + begin, none, comp);
  }
};

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ auto run(execution_policy<Derived>& exec, It1 first1, It1 last1, It2 first2, It2 last2,
                  OutIt result, Compare comp) {
  typedef typename thrust::iterator_difference<It1>::type Size;
  const Size n1 = thrust::distance(first1, last1);
  const Size n2 = static_cast<Size>(thrust::distance(first2, last2));
  const Size n = n1 + n2;
  if (n <= 0)
    return result;
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  auto a = thrust::detail::try_unwrap_contiguous_iterator(first1);
  auto b = thrust::detail::try_unwrap_contiguous_iterator(first2);
  auto out = thrust::detail::try_unwrap_contiguous_iterator(result);
  detail::for_each_tile(exec, tiles,
                        tile_body<decltype(a), decltype(b), decltype(out), Size, Compare>{
                            a, n1, b, n2, out, tiles, comp});
  synchronize_optional(exec);
  return result + n;
}

} // namespace __merge

template <class Derived, class It1, class It2, class OutIt, class Compare>
__host__ __device__ OutIt merge(execution_policy<Derived>& exec, It1 first1, It1 last1, It2 first2,
                                It2 last2, OutIt result, Compare comp) {
  THRUST_HIP_DISPATCH((__merge::run(exec, first1, last1, first2, last2, result, comp)),
                      (thrust::merge(thrust::seq, first1, last1, first2, last2, result, comp)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
