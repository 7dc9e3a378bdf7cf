// assign_value: writing one element through a HIP-system pointer, from another
// HIP-system element or (through a cross_system) from host memory. Device code
// stores directly; host code copies through the runtime in stream order.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/system/hip/detail/cross_system.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/iterator/iterator_traits.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __assign_value {

template <class Dst, class Src> struct store_body {
  Dst dst;
  Src src;
  __host__ __device__ void operator()() { *dst = *src; }
};

// Device to device (types may differ): a one-block kernel does the store.
template <class Derived, class Pointer1, class Pointer2>
__host__ auto device_to_device(execution_policy<Derived>& exec, Pointer1 dst, Pointer2 src) {
  auto d = thrust::raw_pointer_cast(dst);
  auto s = thrust::raw_pointer_cast(src);
  detail::launch_single(exec, store_body<decltype(d), decltype(s)>{d, s});
  synchronize(exec);
  return 0;
}

// Across the host and the device: the element is converted on the host side.
template <class Derived, class Pointer1, class Pointer2>
__host__ void host_to_device(execution_policy<Derived>& device, Pointer1 dst, Pointer2 src) {
  typedef typename thrust::iterator_value<Pointer1>::type T;
  const T value = *thrust::raw_pointer_cast(src);
  detail::copy_bytes_sync(device, thrust::raw_pointer_cast(dst), &value, sizeof(T));
}

template <class Derived, class Pointer1, class Pointer2>
__host__ void device_to_host(execution_policy<Derived>& device, Pointer1 dst, Pointer2 src) {
  *thrust::raw_pointer_cast(dst) = detail::read_value(device, thrust::raw_pointer_cast(src));
}

template <class H, class D, class Pointer1, class Pointer2>
__host__ void across(thrust::cpp::execution_policy<H>&, execution_policy<D>& device, Pointer1 dst,
                     Pointer2 src) {
  device_to_host(device, dst, src); // sys1 is the destination's system
}

template <class D, class H, class Pointer1, class Pointer2>
__host__ void across(execution_policy<D>& device, thrust::cpp::execution_policy<H>&, Pointer1 dst,
                     Pointer2 src) {
  host_to_device(device, dst, src);
}

} // namespace __assign_value

template <class Derived, class Pointer1, class Pointer2>
__host__ __device__ void assign_value(execution_policy<Derived>& exec, Pointer1 dst, Pointer2 src) {
#if defined(__CUDA_ARCH__)
  (void)sizeof(
      detail::instantiate_host_path<decltype(__assign_value::device_to_device(exec, dst, src))>);
  *thrust::raw_pointer_cast(dst) = *thrust::raw_pointer_cast(src);
#else
  if (detail::in_host_tiles()) {
    *thrust::raw_pointer_cast(dst) = *thrust::raw_pointer_cast(src);
    return;
  }
  (void)__assign_value::device_to_device(exec, dst, src);
#endif
}

template <class Sys1, class Sys2, class Pointer1, class Pointer2>
__host__ __device__ void assign_value(cross_system<Sys1, Sys2>& systems, Pointer1 dst,
                                      Pointer2 src) {
#if defined(__CUDA_ARCH__)
  (void)systems;
  *thrust::raw_pointer_cast(dst) = *thrust::raw_pointer_cast(src);
#else
  if (detail::in_host_tiles()) {
    *thrust::raw_pointer_cast(dst) = *thrust::raw_pointer_cast(src);
    return;
  }
  __assign_value::across(thrust::detail::derived_cast(systems.sys1),
                         thrust::detail::derived_cast(systems.sys2), dst, src);
#endif
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
