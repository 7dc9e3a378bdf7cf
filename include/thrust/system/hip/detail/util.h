// Streams, synchronization and errors of the HIP system.
#pragma once

#include <thrust/system/hip/detail/par.h>
#include <thrust/system/hip/error.h>
#include <thrust/system/system_error.h>
#include <thrust/system/detail/bad_alloc.h>

#include <cstddef>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

// Customization point: policies with a stream attached answer with their own.
template <class Derived> __host__ __device__ hipStream_t get_stream(execution_policy<Derived>&) {
  return default_stream();
}

template <class Derived> __host__ __device__ hipStream_t stream(execution_policy<Derived>& policy) {
  return get_stream(thrust::detail::derived_cast(policy));
}

// Customization point: par_nosync answers false.
template <class Derived>
__host__ __device__ bool must_perform_optional_stream_synchronization(execution_policy<Derived>&) {
  return true;
}

template <class Derived>
__host__ __device__ bool must_perform_optional_synchronization(execution_policy<Derived>& policy) {
  return must_perform_optional_stream_synchronization(thrust::detail::derived_cast(policy));
}

// Throws thrust::system_error (category hip_category()) unless status is hipSuccess.
__host__ inline void throw_on_error(hipError_t status, const char* message) {
  if (status != hipSuccess) {
    (void)hipGetLastError(); // a failure reported by an exception is not left as the thread's last
                             // error
    throw thrust::system_error(static_cast<int>(status), thrust::hip_category(), message);
  }
}

__host__ inline void throw_on_error(hipError_t status) {
  throw_on_error(status, "HIP error");
}

// Waits for the policy's stream (every algorithm's last step under par).
template <class Derived> __host__ void synchronize(execution_policy<Derived>& policy) {
  throw_on_error(hipStreamSynchronize(stream(policy)), "synchronize: hipStreamSynchronize failed");
}

// Waits for the stream unless the policy is a par_nosync one.
template <class Derived> __host__ void synchronize_optional(execution_policy<Derived>& policy) {
  if (must_perform_optional_synchronization(policy))
    synchronize(policy);
}

namespace detail {

// Copies bytes in stream order (either side may be host or device memory) and
// waits for the copy: host memory is read or written by the time it returns.
template <class Derived>
__host__ void copy_bytes_sync(execution_policy<Derived>& policy, void* dst, const void* src,
                              std::size_t bytes) {
  if (bytes == 0)
    return;
  throw_on_error(hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream(policy)),
                 "hipMemcpyAsync failed");
  synchronize(policy);
}

// The value at a device address, read in stream order.
template <class T, class Derived>
__host__ T read_value(execution_policy<Derived>& policy, const T* src) {
  alignas(T) unsigned char bytes[sizeof(T)];
  copy_bytes_sync(policy, bytes, src, sizeof(T));
  return *reinterpret_cast<const T*>(bytes);
}

// Worker threads of the current device (its compute units): how many pieces
// a parallel algorithm cuts its work into.
__host__ inline int device_parallelism() {
  int device = 0;
  int units = 0;
  if (hipGetDevice(&device) != hipSuccess ||
      hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, device) != hipSuccess ||
      units < 1) {
    (void)hipGetLastError();
    return 1;
  }
  return units;
}

} // namespace detail
} // namespace hip_rocprim
THRUST_NAMESPACE_END
