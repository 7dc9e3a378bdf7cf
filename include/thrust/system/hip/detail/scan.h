// inclusive_scan, exclusive_scan: three steps in stream order, each tile's
// fold, the carries into the tiles (one block), and each tile's scan starting
// from its carry. A single tile is one block. Output may alias the input.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/scan.h>

#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __scan {

// sums[tile] = the fold of the tile's items.
template <class InputIt, class Size, class T, class BinaryOp> struct sums_body {
  InputIt first;
  detail::tiling<Size> tiles;
  BinaryOp op;
  T* sums;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    InputIt in = first + begin;
    T acc = thrust::raw_reference_cast(*in);
    ++in;
    for (Size i = begin + 1, end = tiles.end(tile); i < end; ++i, ++in)
      acc = op(acc, thrust::raw_reference_cast(*in));
    sums[tile] = acc;
  }
};

// carries[t] = the fold of everything before tile t (with init when there is
// one); without init, tile 0 has no carry and carries[0] is left alone.
template <class T, class BinaryOp> struct carries_body {
  T* sums; // in: tile sums, out: carries
  std::size_t count;
  BinaryOp op;
  bool has_init;
  T init;

  __host__ __device__ void operator()() {
    std::size_t t = has_init ? 0 : 1;
    T acc = has_init ? init : sums[0];
    for (; t < count; ++t) {
      const T next = op(acc, sums[t]);
      sums[t] = acc;
      acc = next;
    }
  }
};

template <bool Inclusive, class InputIt, class OutputIt, class Size, class T, class BinaryOp>
struct scan_body {
  InputIt first;
  OutputIt result;
  detail::tiling<Size> tiles;
  BinaryOp op;
  const T* carries; // null: a single tile
  bool has_init;
  T init;

  __host__ __device__ void operator()(std::size_t tile) {
    Size i = tiles.begin(tile);
    const Size end = tiles.end(tile);
    InputIt in = first + i;
    OutputIt out = result + i;
    T acc;
    if (tile == 0 && (carries == nullptr || !has_init)) {
      if (has_init) {
        acc = init;
      } else { // inclusive, first item
        acc = thrust::raw_reference_cast(*in);
        *out = acc;
        ++i, ++in, ++out;
      }
    } else {
      acc = carries[tile];
    }
    for (; i < end; ++i, ++in, ++out) {
      if (Inclusive) {
        acc = op(acc, thrust::raw_reference_cast(*in));
        *out = acc;
      } else {
        const T item = thrust::raw_reference_cast(*in); // read first: the output may be the input
        *out = acc;
        acc = op(acc, item);
      }
    }
  }
};

template <bool Inclusive, class Derived, class InputIt, class OutputIt, class T, class BinaryOp>
__host__ auto run(execution_policy<Derived>& exec, InputIt first, InputIt last, OutputIt result,
                  bool has_init, T init, BinaryOp op) {
  typedef typename thrust::iterator_difference<InputIt>::type Size;
  const Size n = thrust::distance(first, last);
  if (n <= 0)
    return result;
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  auto in = thrust::detail::try_unwrap_contiguous_iterator(first);
  auto out = thrust::detail::try_unwrap_contiguous_iterator(result);
  typedef scan_body<Inclusive, decltype(in), decltype(out), Size, T, BinaryOp> body;
  if (tiles.tiles == 1) {
    detail::for_each_tile(exec, tiles, body{in, out, tiles, op, nullptr, has_init, init});
  } else {
    thrust::detail::temporary_array<T, Derived> sums(0, thrust::detail::derived_cast(exec),
                                                     tiles.tiles);
    T* raw = thrust::raw_pointer_cast(sums.data());
    detail::for_each_tile(exec, tiles,
                          sums_body<decltype(in), Size, T, BinaryOp>{in, tiles, op, raw});
    detail::launch_single(exec, carries_body<T, BinaryOp>{raw, tiles.tiles, op, has_init, init});
    detail::for_each_tile(exec, tiles, body{in, out, tiles, op, raw, has_init, init});
  }
  synchronize_optional(exec);
  return result + n;
}

// The type the scan accumulates in. Thrust 1.17's CUDA system (CUB) uses the
// output's value type, so an int input scanned into longs adds in long;
// Thrust's sequential system uses the input's (inclusive) or the initial
// value's type (exclusive). Arithmetic outputs follow CUB, the rest the
// sequential system.
template <class OutputIt, class Otherwise>
using accumulator_t = typename std::conditional<
    std::is_arithmetic<Otherwise>::value &&
        std::is_arithmetic<typename thrust::iterator_value<OutputIt>::type>::value,
    typename thrust::iterator_value<OutputIt>::type, Otherwise>::type;

} // namespace __scan

template <class Derived, class InputIt, class OutputIt, class BinaryOp>
__host__ __device__ OutputIt inclusive_scan(execution_policy<Derived>& exec, InputIt first,
                                            InputIt last, OutputIt result, BinaryOp op) {
  typedef __scan::accumulator_t<OutputIt, typename thrust::iterator_value<InputIt>::type> T;
  THRUST_HIP_DISPATCH((__scan::run<true>(exec, first, last, result, false, T(), op)),
                      (thrust::inclusive_scan(thrust::seq, first, last, result, op)));
}

template <class Derived, class InputIt, class OutputIt, class T, class BinaryOp>
__host__ __device__ OutputIt exclusive_scan(execution_policy<Derived>& exec, InputIt first,
                                            InputIt last, OutputIt result, T init, BinaryOp op) {
  typedef __scan::accumulator_t<OutputIt, T> U;
  THRUST_HIP_DISPATCH((__scan::run<false>(exec, first, last, result, true, U(init), op)),
                      (thrust::exclusive_scan(thrust::seq, first, last, result, init, op)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
