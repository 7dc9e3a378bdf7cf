// copy and copy_n: within the HIP system in parallel tiles; between the host
// and the HIP system through the runtime (hipMemcpyAsync on the policy's
// stream, then a wait), as Thrust's CUDA system does.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/system/hip/detail/cross_system.h>
#include <thrust/detail/raw_reference_cast.h>
#include <thrust/detail/type_traits.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/type_traits/is_contiguous_iterator.h>
#include <thrust/type_traits/is_trivially_relocatable.h>
#include <thrust/distance.h>
#include <thrust/copy.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/memory.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __copy {

template <class InputIt, class OutputIt, class Size> struct tile_body {
  InputIt first;
  OutputIt result;
  detail::tiling<Size> tiles;

  __host__ __device__ void operator()(std::size_t tile) {
    const Size begin = tiles.begin(tile);
    InputIt in = first + begin;
    OutputIt out = result + begin;
    for (Size i = begin, end = tiles.end(tile); i < end; ++i, ++in, ++out)
      *out = *in;
  }
};

// Copies within the HIP system, in stream order.
template <class Derived, class InputIt, class Size, class OutputIt>
__host__ void device_copy_n(execution_policy<Derived>& exec, InputIt first, Size n,
                            OutputIt result) {
  const detail::tiling<Size> tiles = detail::make_tiling(n);
  auto in = thrust::detail::try_unwrap_contiguous_iterator(first);
  auto out = thrust::detail::try_unwrap_contiguous_iterator(result);
  detail::for_each_tile(exec, tiles, tile_body<decltype(in), decltype(out), Size>{in, out, tiles});
}

template <class Derived, class InputIt, class Size, class OutputIt>
__host__ auto run_n(execution_policy<Derived>& exec, InputIt first, Size n, OutputIt result) {
  if (n <= 0)
    return result;
  device_copy_n(exec, first, n, result);
  synchronize_optional(exec);
  return result + n;
}

// Host <-> device, both sides contiguous with the same trivially relocatable
// type: one runtime copy.
template <class Sys1, class Sys2, class InputIt, class Size, class OutputIt>
__host__ OutputIt cross_copy_n(thrust::execution_policy<Sys1>&, execution_policy<Sys2>& device,
                               InputIt first, Size n, OutputIt result, thrust::detail::true_type) {
  typedef typename thrust::iterator_value<InputIt>::type T;
  detail::copy_bytes_sync(device, thrust::detail::contiguous_iterator_raw_pointer_cast(result),
                          thrust::detail::contiguous_iterator_raw_pointer_cast(first),
                          sizeof(T) * n);
  return result + n;
}

template <class Sys1, class Sys2, class InputIt, class Size, class OutputIt>
__host__ OutputIt cross_copy_n(execution_policy<Sys1>& device, thrust::execution_policy<Sys2>&,
                               InputIt first, Size n, OutputIt result, thrust::detail::true_type) {
  typedef typename thrust::iterator_value<InputIt>::type T;
  detail::copy_bytes_sync(device, thrust::detail::contiguous_iterator_raw_pointer_cast(result),
                          thrust::detail::contiguous_iterator_raw_pointer_cast(first),
                          sizeof(T) * n);
  return result + n;
}

// Host -> device in general: the host iterator is read into a host buffer,
// copied to a device buffer, and copied (converted) on the device.
template <class H, class D, class InputIt, class Size, class OutputIt>
__host__ OutputIt cross_copy_n(thrust::cpp::execution_policy<H>& host, execution_policy<D>& device,
                               InputIt first, Size n, OutputIt result, thrust::detail::false_type) {
  typedef typename thrust::iterator_value<InputIt>::type T;
  thrust::detail::temporary_array<T, H> staged(thrust::detail::derived_cast(host), first, n);
  thrust::detail::temporary_array<T, D> on_device(0, thrust::detail::derived_cast(device), n);
  detail::copy_bytes_sync(device, thrust::raw_pointer_cast(on_device.data()),
                          thrust::raw_pointer_cast(staged.data()), sizeof(T) * n);
  device_copy_n(device, on_device.data(), n, result);
  synchronize(device);
  return result + n;
}

// Device -> host in general: copied (converted) on the device into a device
// buffer of the input's type, copied to the host, copied on the host.
template <class D, class H, class InputIt, class Size, class OutputIt>
__host__ OutputIt cross_copy_n(execution_policy<D>& device, thrust::cpp::execution_policy<H>& host,
                               InputIt first, Size n, OutputIt result, thrust::detail::false_type) {
  typedef typename thrust::iterator_value<InputIt>::type T;
  thrust::detail::temporary_array<T, D> on_device(0, thrust::detail::derived_cast(device), n);
  device_copy_n(device, first, n, on_device.data());
  thrust::detail::temporary_array<T, H> staged(0, thrust::detail::derived_cast(host), n);
  detail::copy_bytes_sync(device, thrust::raw_pointer_cast(staged.data()),
                          thrust::raw_pointer_cast(on_device.data()), sizeof(T) * n);
  return thrust::copy_n(host, staged.data(), n, result);
}

template <class Sys1, class Sys2, class InputIt, class Size, class OutputIt>
__host__ OutputIt cross_run_n(cross_system<Sys1, Sys2> systems, InputIt first, Size n,
                              OutputIt result) {
  if (n <= 0)
    return result;
  return cross_copy_n(
      thrust::detail::derived_cast(systems.sys1), thrust::detail::derived_cast(systems.sys2), first,
      n, result,
      typename thrust::is_indirectly_trivially_relocatable_to<InputIt, OutputIt>::type());
}

} // namespace __copy

template <class Derived, class InputIt, class OutputIt>
__host__ __device__ OutputIt copy(execution_policy<Derived>& exec, InputIt first, InputIt last,
                                  OutputIt result) {
  THRUST_HIP_DISPATCH((__copy::run_n(exec, first, thrust::distance(first, last), result)),
                      (thrust::copy(thrust::seq, first, last, result)));
}

template <class Derived, class InputIt, class Size, class OutputIt>
__host__ __device__ OutputIt copy_n(execution_policy<Derived>& exec, InputIt first, Size n,
                                    OutputIt result) {
  THRUST_HIP_DISPATCH((__copy::run_n(exec, first, n, result)),
                      (thrust::copy_n(thrust::seq, first, n, result)));
}

template <class Sys1, class Sys2, class InputIt, class OutputIt>
__host__ OutputIt copy(cross_system<Sys1, Sys2> systems, InputIt first, InputIt last,
                       OutputIt result) {
  return __copy::cross_run_n(systems, first, thrust::distance(first, last), result);
}

template <class Sys1, class Sys2, class InputIt, class Size, class OutputIt>
__host__ OutputIt copy_n(cross_system<Sys1, Sys2> systems, InputIt first, Size n, OutputIt result) {
  return __copy::cross_run_n(systems, first, n, result);
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
