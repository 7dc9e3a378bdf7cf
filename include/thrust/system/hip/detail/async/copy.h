// thrust::async::copy on the HIP system: within the device, host to device
// and device to host. Contiguous ranges of one trivially relocatable type are
// one hipMemcpyAsync on the operation's stream (the host memory must stay as
// it is until the event completes, as with CUDA); other ranges between the
// host and the device are copied before the call returns.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/system/hip/detail/copy.h>
#include <thrust/system/cpp/detail/execution_policy.h>
#include <thrust/type_traits/is_trivially_relocatable.h>
#include <thrust/distance.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __async_copy {

template <class ForwardIt, class OutputIt>
__host__ void memcpy_async(thrust::system::hip::detail::async_state& state, ForwardIt first,
                           std::ptrdiff_t n, OutputIt output) {
  typedef typename thrust::iterator_value<ForwardIt>::type T;
  if (n <= 0)
    return;
  throw_on_error(hipMemcpyAsync(thrust::detail::contiguous_iterator_raw_pointer_cast(output),
                                thrust::detail::contiguous_iterator_raw_pointer_cast(first),
                                sizeof(T) * n, hipMemcpyDefault, state.stream),
                 "thrust::async::copy: hipMemcpyAsync failed");
}

template <class HostPolicy, class ForwardIt, class OutputIt>
__host__ void host_to_device(thrust::system::hip::detail::async_state& state, HostPolicy&,
                             ForwardIt first, std::ptrdiff_t n, OutputIt output,
                             thrust::detail::true_type) {
  memcpy_async(state, first, n, output);
}

template <class HostPolicy, class ForwardIt, class OutputIt>
__host__ void host_to_device(thrust::system::hip::detail::async_state& state, HostPolicy& host,
                             ForwardIt first, std::ptrdiff_t n, OutputIt output,
                             thrust::detail::false_type) {
  execute_on_stream on_stream(state.stream);
  thrust::copy_n(cross_system<HostPolicy, execute_on_stream>(host, on_stream), first, n, output);
}

template <class HostPolicy, class ForwardIt, class OutputIt>
__host__ void device_to_host(thrust::system::hip::detail::async_state& state, HostPolicy&,
                             ForwardIt first, std::ptrdiff_t n, OutputIt output,
                             thrust::detail::true_type) {
  memcpy_async(state, first, n, output);
}

template <class HostPolicy, class ForwardIt, class OutputIt>
__host__ void device_to_host(thrust::system::hip::detail::async_state& state, HostPolicy& host,
                             ForwardIt first, std::ptrdiff_t n, OutputIt output,
                             thrust::detail::false_type) {
  execute_on_stream on_stream(state.stream);
  thrust::copy_n(cross_system<execute_on_stream, HostPolicy>(on_stream, host), first, n, output);
}

} // namespace __async_copy

// Device to device.
template <class FromPolicy, class ToPolicy, class ForwardIt, class Sentinel, class OutputIt>
__host__ thrust::hip::unique_eager_event async_copy(execution_policy<FromPolicy>& from,
                                                    execution_policy<ToPolicy>&, ForwardIt first,
                                                    Sentinel last, OutputIt output) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(from));
  execute_on_stream_nosync on_stream(state->stream);
  const auto n = thrust::distance(first, ForwardIt(last));
  if (n > 0)
    __copy::device_copy_n(on_stream, first, n, output);
  return thrust::system::hip::detail::finish_async(std::move(state));
}

// Host to device.
template <class FromPolicy, class ToPolicy, class ForwardIt, class Sentinel, class OutputIt>
__host__ thrust::hip::unique_eager_event async_copy(thrust::cpp::execution_policy<FromPolicy>& from,
                                                    execution_policy<ToPolicy>& to, ForwardIt first,
                                                    Sentinel last, OutputIt output) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(to));
  typedef
      typename thrust::is_indirectly_trivially_relocatable_to<ForwardIt, OutputIt>::type trivial;
  __async_copy::host_to_device(*state, thrust::detail::derived_cast(from), first,
                               thrust::distance(first, ForwardIt(last)), output, trivial());
  return thrust::system::hip::detail::finish_async(std::move(state));
}

// Device to host.
template <class FromPolicy, class ToPolicy, class ForwardIt, class Sentinel, class OutputIt>
__host__ thrust::hip::unique_eager_event
async_copy(execution_policy<FromPolicy>& from, thrust::cpp::execution_policy<ToPolicy>& to,
           ForwardIt first, Sentinel last, OutputIt output) {
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(from));
  typedef
      typename thrust::is_indirectly_trivially_relocatable_to<ForwardIt, OutputIt>::type trivial;
  __async_copy::device_to_host(*state, thrust::detail::derived_cast(to), first,
                               thrust::distance(first, ForwardIt(last)), output, trivial());
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif
