// thrust::async::inclusive_scan and exclusive_scan on the HIP system.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/system/hip/detail/scan.h>
#include <thrust/iterator/iterator_traits.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class DerivedPolicy, class ForwardIt, class Sentinel, class OutputIt, class BinaryOp>
__host__ thrust::hip::unique_eager_event
async_inclusive_scan(execution_policy<DerivedPolicy>& policy, ForwardIt first, Sentinel last,
                     OutputIt out, BinaryOp op) {
  typedef __scan::accumulator_t<OutputIt, typename thrust::iterator_value<ForwardIt>::type> T;
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  execute_on_stream_nosync on_stream(state->stream);
  __scan::run<true>(on_stream, first, ForwardIt(last), out, false, T(), op);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

template <class DerivedPolicy, class ForwardIt, class Sentinel, class OutputIt,
          class InitialValueType, class BinaryOp>
__host__ thrust::hip::unique_eager_event
async_exclusive_scan(execution_policy<DerivedPolicy>& policy, ForwardIt first, Sentinel last,
                     OutputIt out, InitialValueType init, BinaryOp op) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  execute_on_stream_nosync on_stream(state->stream);
  typedef __scan::accumulator_t<OutputIt, InitialValueType> T;
  __scan::run<false>(on_stream, first, ForwardIt(last), out, true, T(init), op);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif
