// thrust::hip::vector (device memory) and thrust::hip::universal_vector
// (managed memory).
#pragma once

#include <thrust/system/hip/memory.h>
#include <thrust/detail/vector_base.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <typename T, typename Allocator = thrust::hip_rocprim::allocator<T>>
using vector = thrust::detail::vector_base<T, Allocator>;

template <typename T, typename Allocator = thrust::hip_rocprim::universal_allocator<T>>
using universal_vector = thrust::detail::vector_base<T, Allocator>;

} // namespace hip_rocprim

namespace system {
namespace hip {
using thrust::hip_rocprim::universal_vector;
using thrust::hip_rocprim::vector;
} // namespace hip
namespace cuda {
using thrust::hip_rocprim::universal_vector;
using thrust::hip_rocprim::vector;
} // namespace cuda
} // namespace system

namespace hip {
using thrust::hip_rocprim::universal_vector;
using thrust::hip_rocprim::vector;
} // namespace hip

namespace cuda {
using thrust::hip_rocprim::universal_vector;
using thrust::hip_rocprim::vector;
} // namespace cuda
THRUST_NAMESPACE_END
