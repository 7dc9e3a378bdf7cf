// thrust::async::transform on the HIP system.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/transform.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class DerivedPolicy, class ForwardIt, class Sentinel, class OutputIt,
          class UnaryOperation>
__host__ thrust::hip::unique_eager_event async_transform(execution_policy<DerivedPolicy>& policy,
                                                         ForwardIt first, Sentinel last,
                                                         OutputIt output, UnaryOperation op) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  thrust::transform(execute_on_stream_nosync(state->stream), first, last, output, op);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif
