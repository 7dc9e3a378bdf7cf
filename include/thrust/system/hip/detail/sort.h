// sort, stable_sort, sort_by_key, stable_sort_by_key. Arithmetic keys in
// contiguous memory with less or greater take the radix sort; everything else
// the merge sort. Both are stable, so sort and stable_sort share them.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/system/hip/detail/radix_sort.h>
#include <thrust/system/hip/detail/merge_sort.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/type_traits/is_contiguous_iterator.h>
#include <thrust/sort.h>

#include <type_traits>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/extrema.h>
#include <thrust/sequence.h>
#include <thrust/distance.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __sort {

template <class KeyIt, class ValueIt, class Compare>
struct use_radix
    : std::integral_constant<
          bool, __radix_sort::can_radix_sort<typename thrust::iterator_value<KeyIt>::type,
                                             Compare>::value &&
                    thrust::is_contiguous_iterator<KeyIt>::value &&
                    thrust::is_contiguous_iterator<ValueIt>::value> {};

template <class Derived, class KeyIt, class ValueIt, class Compare>
__host__ void sort_pairs(Derived& exec, KeyIt first, KeyIt last, ValueIt values, Compare,
                         std::true_type) {
  typedef typename thrust::iterator_value<KeyIt>::type Key;
  constexpr bool descending = __radix_sort::direction<Key, Compare>::value < 0;
  __radix_sort::sort<descending>(exec, thrust::detail::contiguous_iterator_raw_pointer_cast(first),
                                 thrust::detail::contiguous_iterator_raw_pointer_cast(values),
                                 last - first);
}

template <class Derived, class KeyIt, class ValueIt, class Compare>
__host__ void sort_pairs(Derived& exec, KeyIt first, KeyIt last, ValueIt values, Compare comp,
                         std::false_type) {
  __merge_sort::sort_pairs(exec, first, last, values, comp);
}

template <class Derived, class KeyIt, class Compare>
__host__ void sort_keys(Derived& exec, KeyIt first, KeyIt last, Compare, std::true_type) {
  typedef typename thrust::iterator_value<KeyIt>::type Key;
  constexpr bool descending = __radix_sort::direction<Key, Compare>::value < 0;
  __radix_sort::sort<descending>(exec, thrust::detail::contiguous_iterator_raw_pointer_cast(first),
                                 static_cast<unsigned char*>(nullptr), last - first);
}

template <class Derived, class KeyIt, class Compare>
__host__ void sort_keys(Derived& exec, KeyIt first, KeyIt last, Compare comp, std::false_type) {
  __merge_sort::sort_keys(exec, first, last, comp);
}

template <class Derived, class KeyIt, class Compare>
__host__ auto run(execution_policy<Derived>& exec, KeyIt first, KeyIt last, Compare comp) {
  Derived& policy = thrust::detail::derived_cast(exec);
  sort_keys(policy, first, last, comp, use_radix<KeyIt, KeyIt, Compare>());
  synchronize_optional(exec);
  return 0;
}

template <class Derived, class KeyIt, class ValueIt, class Compare>
__host__ auto run_by_key(execution_policy<Derived>& exec, KeyIt first, KeyIt last, ValueIt values,
                         Compare comp) {
  Derived& policy = thrust::detail::derived_cast(exec);
  sort_pairs(policy, first, last, values, comp, use_radix<KeyIt, ValueIt, Compare>());
  synchronize_optional(exec);
  return 0;
}

} // namespace __sort

template <class Derived, class ItemsIt, class Compare>
__host__ __device__ void sort(execution_policy<Derived>& exec, ItemsIt first, ItemsIt last,
                              Compare comp) {
  THRUST_HIP_DISPATCH_VOID((__sort::run(exec, first, last, comp)),
                           (thrust::sort(thrust::seq, first, last, comp)));
}

template <class Derived, class ItemsIt, class Compare>
__host__ __device__ void stable_sort(execution_policy<Derived>& exec, ItemsIt first, ItemsIt last,
                                     Compare comp) {
  THRUST_HIP_DISPATCH_VOID((__sort::run(exec, first, last, comp)),
                           (thrust::stable_sort(thrust::seq, first, last, comp)));
}

template <class Derived, class KeysIt, class ValuesIt, class Compare>
__host__ __device__ void sort_by_key(execution_policy<Derived>& exec, KeysIt keys_first,
                                     KeysIt keys_last, ValuesIt values, Compare comp) {
  THRUST_HIP_DISPATCH_VOID((__sort::run_by_key(exec, keys_first, keys_last, values, comp)),
                           (thrust::sort_by_key(thrust::seq, keys_first, keys_last, values, comp)));
}

template <class Derived, class KeysIt, class ValuesIt, class Compare>
__host__ __device__ void stable_sort_by_key(execution_policy<Derived>& exec, KeysIt keys_first,
                                            KeysIt keys_last, ValuesIt values, Compare comp) {
  THRUST_HIP_DISPATCH_VOID(
      (__sort::run_by_key(exec, keys_first, keys_last, values, comp)),
      (thrust::stable_sort_by_key(thrust::seq, keys_first, keys_last, values, comp)));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
