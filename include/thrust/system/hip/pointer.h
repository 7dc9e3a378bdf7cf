// Pointers and references into the HIP system's memory.
#pragma once

#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/detail/pointer.h>
#include <thrust/detail/reference.h>

#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

// Device memory: elements are read and written through thrust::reference,
// which copies through the runtime in host code.
template <typename T>
using pointer = thrust::pointer<T, thrust::hip_rocprim::tag,
                                thrust::tagged_reference<T, thrust::hip_rocprim::tag>>;

// Managed memory, reachable from the host directly: a plain reference.
template <typename T>
using universal_pointer =
    thrust::pointer<T, thrust::hip_rocprim::tag, typename std::add_lvalue_reference<T>::type>;

template <typename T> using reference = thrust::tagged_reference<T, thrust::hip_rocprim::tag>;

} // namespace hip_rocprim

namespace system {
namespace hip {
using thrust::hip_rocprim::pointer;
using thrust::hip_rocprim::reference;
using thrust::hip_rocprim::universal_pointer;
} // namespace hip
namespace cuda {
using thrust::hip_rocprim::pointer;
using thrust::hip_rocprim::reference;
using thrust::hip_rocprim::universal_pointer;
} // namespace cuda
} // namespace system

namespace hip {
using thrust::hip_rocprim::pointer;
using thrust::hip_rocprim::reference;
using thrust::hip_rocprim::universal_pointer;
} // namespace hip

namespace cuda {
using thrust::hip_rocprim::pointer;
using thrust::hip_rocprim::reference;
using thrust::hip_rocprim::universal_pointer;
} // namespace cuda
THRUST_NAMESPACE_END
