// reduce: each tile folds its items, one more block folds the tiles' results
// with the initial value, and the host reads the sum back.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/reduce.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/functional.h>
#include <thrust/memory.h>

#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __reduce {

// Items folded in order before partial results are combined (a GPU thread's share).
constexpr int kFoldRun = 256;

// The fold of [first, first + n), n >= 1: runs of kFoldRun items folded in order,
// the runs combined pairwise in order. Same result for an associative op as one
// long fold, but rounding (floats, and functors like Welford's moments) stays
// close to a GPU's tree reduction instead of growing with the tile's length.
// Integer results are exact in any order: one long fold (half the CPU time of
// the runs when summing 2^26 uint32 into a uint64).
template <class T, class Iterator, class Size, class BinaryOp>
__host__ __device__ T fold_pairwise(Iterator first, Size n, BinaryOp& op) {
  if (n <= kFoldRun || std::is_integral<T>::value) {
    T acc = thrust::raw_reference_cast(*first);
    ++first;
    for (Size i = 1; i < n; ++i, ++first)
      acc = op(acc, thrust::raw_reference_cast(*first));
    return acc;
  }
  const Size runs = (n + kFoldRun - 1) / kFoldRun;
  const Size left = runs / 2 * kFoldRun;
  T head = fold_pairwise<T>(first, left, op);
  return op(head, fold_pairwise<T>(first + left, n - left, op));
}

// sums[tile] = the fold of the tile's items; a single tile starts from init.
template <class Iterator, class Size, class T, class BinaryOp> struct tile_body {
  Iterator first;
  detail::tiling<Size> tiles;
  T init;
  BinaryOp op;
  T* sums;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    const Size end = tiles.end(tile);
    if (tiles.tiles == 1) {
      sums[0] = end > begin ? op(init, fold_pairwise<T>(first + begin, end - begin, op)) : init;
      return;
    }
    sums[tile] = fold_pairwise<T>(first + begin, end - begin, op);
  }
};

// *out = init folded with sums[0..count).
template <class T, class BinaryOp> struct combine_body {
  const T* sums;
  std::size_t count;
  T init;
  BinaryOp op;
  T* out;

  __host__ __device__ void operator()() {
    T acc = init;
    for (std::size_t i = 0; i < count; ++i)
      acc = op(acc, sums[i]);
    *out = acc;
  }
};

// Reduces [first, first + n) into device memory (*out), in stream order.
template <class Derived, class Iterator, class Size, class T, class BinaryOp>
__host__ void reduce_to(execution_policy<Derived>& exec, Iterator first, Size n, T init,
                        BinaryOp op, T* out) {
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  if (tiles.tiles == 1) {
    detail::for_each_tile(exec, tiles,
                          tile_body<Iterator, Size, T, BinaryOp>{first, tiles, init, op, out});
    return;
  }
  thrust::detail::temporary_array<T, Derived> sums(thrust::detail::derived_cast(exec), tiles.tiles);
  T* raw = thrust::raw_pointer_cast(sums.data());
  detail::for_each_tile(exec, tiles,
                        tile_body<Iterator, Size, T, BinaryOp>{first, tiles, init, op, raw});
  detail::launch_single(exec, combine_body<T, BinaryOp>{raw, tiles.tiles, init, op, out});
}

template <class Derived, class Iterator, class T, class BinaryOp>
__host__ auto run(execution_policy<Derived>& exec, Iterator first, Iterator last, T init,
                  BinaryOp op) {
  typedef typename thrust::iterator_difference<Iterator>::type Size;
  const Size n = thrust::distance(first, last);
  if (n <= 0)
    return init;
  thrust::detail::temporary_array<T, Derived> result(thrust::detail::derived_cast(exec), 1);
  reduce_to(exec, first, n, init, op, thrust::raw_pointer_cast(result.data()));
  return detail::read_value(exec, thrust::raw_pointer_cast(result.data()));
}

} // namespace __reduce

template <class Derived, class InputIt, class T, class BinaryOp>
__host__ __device__ T reduce(execution_policy<Derived>& exec, InputIt first, InputIt last, T init,
                             BinaryOp op) {
  THRUST_HIP_DISPATCH((__reduce::run(exec, first, last, init, op)),
                      (thrust::reduce(thrust::seq, first, last, init, op)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
