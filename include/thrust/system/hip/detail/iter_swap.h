// iter_swap of two HIP-system elements: a swap in device code; from the host a
// one-block kernel in stream order, then a wait.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/swap.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __iter_swap {

template <class Pointer1, class Pointer2> struct swap_body {
  Pointer1 a;
  Pointer2 b;
  __host__ __device__ void operator()() {
    using thrust::swap;
    swap(*a, *b);
  }
};

template <class Derived, class Pointer1, class Pointer2>
__host__ auto run(execution_policy<Derived>& exec, Pointer1 a, Pointer2 b) {
  auto ra = thrust::raw_pointer_cast(a);
  auto rb = thrust::raw_pointer_cast(b);
  if (detail::in_host_tiles()) {
    swap_body<decltype(ra), decltype(rb)>{ra, rb}();
    return 0;
  }
  detail::launch_single(exec, swap_body<decltype(ra), decltype(rb)>{ra, rb});
  synchronize(exec);
  return 0;
}

} // namespace __iter_swap

template <class Derived, class Pointer1, class Pointer2>
__host__ __device__ void iter_swap(execution_policy<Derived>& exec, Pointer1 a, Pointer2 b) {
#if defined(__CUDA_ARCH__)
  (void)sizeof(detail::instantiate_host_path<decltype(__iter_swap::run(exec, a, b))>);
  using thrust::swap;
  swap(*thrust::raw_pointer_cast(a), *thrust::raw_pointer_cast(b));
#else
  (void)__iter_swap::run(exec, a, b);
#endif
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
