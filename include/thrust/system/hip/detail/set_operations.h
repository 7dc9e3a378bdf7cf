// set_difference, set_intersection, set_symmetric_difference, set_union: one
// block in stream order runs Thrust's sequential algorithm (the HIP system's
// only sequential algorithms; the _by_key forms are Thrust's generic ones on
// top of these). The host reads the output's length back.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/distance.h>
#include <thrust/set_operations.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/extrema.h>
#include <thrust/pair.h>

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

template <class Op, class Derived, class It1, class It2, class OutIt, class Compare>
__host__ auto run(execution_policy<Derived>& exec, It1 first1, It1 last1, It2 first2, It2 last2,
                  OutIt result, Compare comp) {
  typedef typename thrust::iterator_difference<OutIt>::type Size;
  if (first1 == last1 && first2 == last2)
    return result;
  thrust::detail::temporary_array<Size, Derived> length(0, thrust::detail::derived_cast(exec), 1);
  Size* raw = thrust::raw_pointer_cast(length.data());
  detail::launch_single(exec, body<Op, It1, It2, OutIt, Compare, Size>{first1, last1, first2, last2,
                                                                       result, comp, raw});
  return result + detail::read_value(exec, raw);
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
