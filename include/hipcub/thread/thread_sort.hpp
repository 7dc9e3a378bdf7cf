// Stable odd-even transposition sort of a thread's items (CUB's StableOddEvenSort).
#ifndef HIPCUB_THREAD_SORT_HPP_
#define HIPCUB_THREAD_SORT_HPP_

#include <type_traits>

#include "../config.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T>
__host__ __device__ inline void Swap(T& lhs, T& rhs) {
  T temp = lhs;
  lhs = rhs;
  rhs = temp;
}

/// Sorts keys (and items alongside) so that compare_op(keys[i+1], keys[i]) is
/// false; equal keys keep their order.
template <typename KeyT, typename ValueT, typename CompareOp, int ITEMS_PER_THREAD>
__host__ __device__ inline void StableOddEvenSort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD],
                                                  CompareOp compare_op) {
  constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
#pragma unroll
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
#pragma unroll
    for (int j = 1 & i; j < ITEMS_PER_THREAD - 1; j += 2) {
      if (compare_op(keys[j + 1], keys[j])) {
        Swap(keys[j], keys[j + 1]);
        if (!KEYS_ONLY) Swap(items[j], items[j + 1]);
      }
    }
  }
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_SORT_HPP_
