// malloc/free of the HIP system: device memory from hipMalloc, so raw
// pointers work in kernels and in every runtime call. In device code (a Thrust
// call inside a kernel) the device heap, as Thrust's sequential system does.
#pragma once

#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/detail/seq.h>
#include <thrust/detail/malloc_and_free.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class Derived>
__host__ __device__ void* malloc(execution_policy<Derived>&, std::size_t n) {
#if defined(__CUDA_ARCH__)
  return thrust::raw_pointer_cast(thrust::malloc(thrust::seq, n));
#else
  void* result = nullptr;
  const hipError_t status = hipMalloc(&result, n);
  if (status != hipSuccess) {
    (void)hipGetLastError();
    throw thrust::system::detail::bad_alloc(thrust::hip_category().message(status).c_str());
  }
  return result;
#endif
}

template <class Derived, class Pointer>
__host__ __device__ void free(execution_policy<Derived>&, Pointer ptr) {
#if defined(__CUDA_ARCH__)
  thrust::free(thrust::seq, ptr);
#else
  throw_on_error(hipFree(thrust::raw_pointer_cast(ptr)), "device free failed");
#endif
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
