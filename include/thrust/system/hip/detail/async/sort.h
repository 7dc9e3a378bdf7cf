// thrust::async::stable_sort on the HIP system (thrust::async::sort uses it).
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/system/hip/detail/sort.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class DerivedPolicy, class ForwardIt, class Sentinel, class StrictWeakOrdering>
__host__ thrust::hip::unique_eager_event async_stable_sort(execution_policy<DerivedPolicy>& policy,
                                                           ForwardIt first, Sentinel last,
                                                           StrictWeakOrdering comp) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  execute_on_stream_nosync on_stream(state->stream);
  __sort::run(on_stream, first, ForwardIt(last), comp);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif
