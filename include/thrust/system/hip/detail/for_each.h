// for_each, for_each_n: the primitive most of Thrust's generic algorithms
// (transform, fill, sequence, gather, scatter, ...) are built on.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/for_each.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __for_each {

template <class Iterator, class Size, class Function> struct tile_body {
  Iterator first;
  detail::tiling<Size> tiles;
  Function f;

  __host__ __device__ void operator()(std::size_t tile) {
    Iterator it = first + tiles.begin(tile);
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i, ++it)
      f(thrust::raw_reference_cast(*it));
  }
};

template <class Derived, class Iterator, class Size, class Function>
__host__ auto run(execution_policy<Derived>& exec, Iterator first, Size n, Function f) {
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  detail::for_each_tile(exec, tiles, tile_body<Iterator, Size, Function>{first, tiles, f});
  synchronize_optional(exec);
  Iterator last = first;
  if (n > 0)
    last += n;
  return last;
}

} // namespace __for_each

template <class Derived, class Iterator, class Size, class Function>
__host__ __device__ Iterator for_each_n(execution_policy<Derived>& exec, Iterator first, Size n,
                                        Function f) {
  THRUST_HIP_DISPATCH((__for_each::run(exec, first, n, f)),
                      (thrust::for_each_n(thrust::seq, first, n, f)));
}

template <class Derived, class Iterator, class Function>
__host__ __device__ Iterator for_each(execution_policy<Derived>& exec, Iterator first,
                                      Iterator last, Function f) {
  return hip_rocprim::for_each_n(exec, first, thrust::distance(first, last), f);
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
