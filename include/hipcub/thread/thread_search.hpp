// Binary searches of CUB: merge-path diagonal search, lower and upper bound.
#ifndef HIPCUB_THREAD_SEARCH_HPP_
#define HIPCUB_THREAD_SEARCH_HPP_

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

/// Where diagonal `diagonal` of the merge of a and b crosses the merge path:
/// path_coordinate.x items come from a, path_coordinate.y from b.
template <typename AIteratorT, typename BIteratorT, typename OffsetT, typename CoordinateT>
__host__ __device__ inline void MergePathSearch(OffsetT diagonal, AIteratorT a, BIteratorT b, OffsetT a_len,
                                                OffsetT b_len, CoordinateT& path_coordinate) {
  OffsetT split_min = diagonal > b_len ? diagonal - b_len : OffsetT(0);
  OffsetT split_max = diagonal < a_len ? diagonal : a_len;
  while (split_min < split_max) {
    OffsetT split_pivot = split_min + (split_max - split_min) / 2;
    if (a[split_pivot] <= b[diagonal - split_pivot - 1])
      split_min = split_pivot + 1;
    else
      split_max = split_pivot;
  }
  path_coordinate.x = split_min < a_len ? split_min : a_len;
  path_coordinate.y = diagonal - split_min;
}

/// The first index whose item is not less than `val`.
template <typename InputIteratorT, typename OffsetT, typename T>
__host__ __device__ inline OffsetT LowerBound(InputIteratorT input, OffsetT num_items, T val) {
  OffsetT retval = 0;
  while (num_items > 0) {
    OffsetT half = num_items >> 1;
    if (input[retval + half] < val) {
      retval = retval + (half + 1);
      num_items = num_items - (half + 1);
    } else {
      num_items = half;
    }
  }
  return retval;
}

/// The first index whose item is greater than `val`.
template <typename InputIteratorT, typename OffsetT, typename T>
__host__ __device__ inline OffsetT UpperBound(InputIteratorT input, OffsetT num_items, T val) {
  OffsetT retval = 0;
  while (num_items > 0) {
    OffsetT half = num_items >> 1;
    if (val < input[retval + half]) {
      num_items = half;
    } else {
      retval = retval + (half + 1);
      num_items = num_items - (half + 1);
    }
  }
  return retval;
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_SEARCH_HPP_
