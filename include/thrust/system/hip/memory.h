// The HIP system's allocation functions and allocators: thrust::hip::malloc,
// free, allocator<T> (device memory) and universal_allocator<T> (managed).
#pragma once

#include <thrust/system/hip/config.h>
#include <thrust/system/hip/memory_resource.h>
#include <thrust/system/hip/detail/malloc_and_free.h>
#include <thrust/memory.h>
#include <thrust/detail/type_traits.h>
#include <thrust/mr/allocator.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

inline __host__ __device__ pointer<void> malloc(std::size_t n) {
  tag t;
  return pointer<void>(hip_rocprim::malloc(t, n));
}

template <typename T> inline __host__ __device__ pointer<T> malloc(std::size_t n) {
  pointer<void> raw = hip_rocprim::malloc(sizeof(T) * n);
  return pointer<T>(static_cast<T*>(raw.get()));
}

inline __host__ __device__ void free(pointer<void> ptr) {
  tag t;
  hip_rocprim::free(t, ptr);
}

template <typename T>
using allocator = thrust::mr::stateless_resource_allocator<T, thrust::system::hip::memory_resource>;

template <typename T>
using universal_allocator =
    thrust::mr::stateless_resource_allocator<T, thrust::system::hip::universal_memory_resource>;

} // namespace hip_rocprim

namespace system {
namespace hip {
using thrust::hip_rocprim::allocator;
using thrust::hip_rocprim::free;
using thrust::hip_rocprim::malloc;
using thrust::hip_rocprim::universal_allocator;
} // namespace hip
namespace cuda {
using thrust::hip_rocprim::allocator;
using thrust::hip_rocprim::free;
using thrust::hip_rocprim::malloc;
using thrust::hip_rocprim::universal_allocator;
} // namespace cuda
} // namespace system

namespace hip {
using thrust::hip_rocprim::allocator;
using thrust::hip_rocprim::free;
using thrust::hip_rocprim::malloc;
using thrust::hip_rocprim::universal_allocator;
} // namespace hip

namespace cuda {
using thrust::hip_rocprim::allocator;
using thrust::hip_rocprim::free;
using thrust::hip_rocprim::malloc;
using thrust::hip_rocprim::universal_allocator;
} // namespace cuda
THRUST_NAMESPACE_END
