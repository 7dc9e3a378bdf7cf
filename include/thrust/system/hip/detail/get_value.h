// get_value: reading one element through a HIP-system pointer. In device code
// (kernels, and the tiles of the HIP system's algorithms) a plain load; in
// host code a runtime copy on the policy's stream followed by a wait, so that
// reading d_vec[i] after a kernel sees the kernel's writes, as with CUDA.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/iterator/iterator_traits.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class Derived, class Pointer>
__host__ __device__ typename thrust::iterator_value<Pointer>::type
get_value(execution_policy<Derived>& exec, Pointer ptr) {
#if defined(__CUDA_ARCH__)
  (void)exec;
  return *thrust::raw_pointer_cast(ptr);
#else
  if (detail::in_host_tiles())
    return *thrust::raw_pointer_cast(ptr);
  return detail::read_value(exec, thrust::raw_pointer_cast(ptr));
#endif
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
