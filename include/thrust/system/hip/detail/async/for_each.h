// thrust::async::for_each on the HIP system.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/system/hip/detail/for_each.h>
#include <thrust/distance.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class DerivedPolicy, class ForwardIt, class Sentinel, class UnaryFunction>
__host__ thrust::hip::unique_eager_event async_for_each(execution_policy<DerivedPolicy>& policy,
                                                        ForwardIt first, Sentinel last,
                                                        UnaryFunction f) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  execute_on_stream_nosync on_stream(state->stream);
  __for_each::run(on_stream, first, thrust::distance(first, last), f);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif
