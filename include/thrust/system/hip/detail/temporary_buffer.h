// Temporary buffers of the HIP system's algorithms come from the device's
// stream-ordered memory pool (hipMallocAsync / hipFreeAsync on the policy's
// stream), so scratch memory never synchronizes the device and is reused
// across calls. A policy with an allocator (par(alloc)) uses the allocator.
#pragma once

#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/detail/seq.h>
#include <thrust/detail/pointer.h>
#include <thrust/pair.h>
#include <thrust/memory.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class T, class Derived>
__host__ __device__ thrust::pair<thrust::pointer<T, Derived>, std::ptrdiff_t> get_temporary_buffer(
    execution_policy<Derived>& exec, std::ptrdiff_t n) {
#if defined(__CUDA_ARCH__)
  (void)exec;
  T* result = static_cast<T*>(thrust::raw_pointer_cast(thrust::malloc(thrust::seq, sizeof(T) * n)));
  return thrust::make_pair(thrust::pointer<T, Derived>(result), result ? n : 0);
#else
  void* result = nullptr;
  const hipError_t status = hipMallocAsync(&result, sizeof(T) * static_cast<std::size_t>(n), stream(exec));
  if (status != hipSuccess) {
    (void)hipGetLastError();
    throw thrust::system::detail::bad_alloc(thrust::hip_category().message(status).c_str());
  }
  return thrust::make_pair(thrust::pointer<T, Derived>(static_cast<T*>(result)), n);
#endif
}

template <class Derived, class Pointer>
__host__ __device__ void return_temporary_buffer(execution_policy<Derived>& exec, Pointer p, std::ptrdiff_t) {
#if defined(__CUDA_ARCH__)
  (void)exec;
  thrust::free(thrust::seq, p);
#else
  void* raw = thrust::raw_pointer_cast(p);
  // Called from destructors: a failure cannot be thrown, and is not kept as
  // the thread's last error either.
  if (raw && hipFreeAsync(raw, stream(exec)) != hipSuccess) (void)hipGetLastError();
#endif
}

}  // namespace hip_rocprim
THRUST_NAMESPACE_END
