// The HIP system's events and futures (Thrust's asynchronous API:
// thrust/async/*.h, thrust/future.h, thrust/event.h). C++14 and later.
#pragma once

#include <thrust/system/hip/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/pointer.h>
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {

struct ready_event;
template <typename T> struct ready_future;
struct unique_eager_event;
template <typename T> struct unique_eager_future;

template <typename... Events> __host__ unique_eager_event when_all(Events&&... events);

} // namespace hip
} // namespace system

namespace hip {
using thrust::system::hip::ready_event;
using thrust::system::hip::ready_future;
using thrust::system::hip::unique_eager_event;
using event = unique_eager_event;
using thrust::system::hip::unique_eager_future;
template <typename T> using future = unique_eager_future<T>;
using thrust::system::hip::when_all;
} // namespace hip

namespace cuda {
using thrust::system::hip::ready_event;
using thrust::system::hip::ready_future;
using thrust::system::hip::unique_eager_event;
using event = unique_eager_event;
using thrust::system::hip::unique_eager_future;
template <typename T> using future = unique_eager_future<T>;
using thrust::system::hip::when_all;
} // namespace cuda

// The hooks thrust/future.h asks (by argument-dependent lookup) for the
// event and future types of a system.
namespace hip_rocprim {
template <typename DerivedPolicy>
__host__ thrust::hip::unique_eager_event
unique_eager_event_type(thrust::hip_rocprim::execution_policy<DerivedPolicy> const&) noexcept;

template <typename T, typename DerivedPolicy>
__host__ thrust::hip::unique_eager_future<T>
unique_eager_future_type(thrust::hip_rocprim::execution_policy<DerivedPolicy> const&) noexcept;
} // namespace hip_rocprim
THRUST_NAMESPACE_END

#include <thrust/system/hip/detail/future.inl>

#endif // C++14
