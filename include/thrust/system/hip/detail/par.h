// Execution policies of the HIP system: par (synchronous: the stream is
// synchronized before an algorithm returns) and par_nosync (returns without
// waiting unless a result is needed on the host), each attachable to a stream
// with .on(stream) and to an allocator with par(allocator).
#pragma once

#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/detail/allocator_aware_execution_policy.h>
#include <thrust/detail/dependencies_aware_execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

// The stream of a policy with none attached: HIP's null stream (legacy
// semantics), or the per-thread stream when the program asks for it.
__host__ __device__ inline hipStream_t default_stream() {
#if defined(HIP_API_PER_THREAD_DEFAULT_STREAM) || defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
  return hipStreamPerThread;
#else
  return nullptr;
#endif
}

template <class Derived> struct execute_on_stream_base : execution_policy<Derived> {
private:
  hipStream_t stream_;

public:
  __host__ __device__ execute_on_stream_base(hipStream_t stream = default_stream())
      : stream_(stream) {}

  __host__ __device__ Derived on(const hipStream_t& stream) const {
    Derived result = thrust::detail::derived_cast(*this);
    result.stream_ = stream;
    return result;
  }

private:
  friend __host__ __device__ hipStream_t get_stream(const execute_on_stream_base& exec) {
    return exec.stream_;
  }
};

template <class Derived> struct execute_on_stream_nosync_base : execution_policy<Derived> {
private:
  hipStream_t stream_;

public:
  __host__ __device__ execute_on_stream_nosync_base(hipStream_t stream = default_stream())
      : stream_(stream) {}

  __host__ __device__ Derived on(const hipStream_t& stream) const {
    Derived result = thrust::detail::derived_cast(*this);
    result.stream_ = stream;
    return result;
  }

private:
  friend __host__ __device__ hipStream_t get_stream(const execute_on_stream_nosync_base& exec) {
    return exec.stream_;
  }
  friend __host__ __device__ bool
  must_perform_optional_stream_synchronization(const execute_on_stream_nosync_base&) {
    return false;
  }
};

struct execute_on_stream : execute_on_stream_base<execute_on_stream> {
  __host__ __device__ execute_on_stream() : execute_on_stream_base<execute_on_stream>() {}
  __host__ __device__ execute_on_stream(hipStream_t stream)
      : execute_on_stream_base<execute_on_stream>(stream) {}
};

struct execute_on_stream_nosync : execute_on_stream_nosync_base<execute_on_stream_nosync> {
  __host__ __device__ execute_on_stream_nosync()
      : execute_on_stream_nosync_base<execute_on_stream_nosync>() {}
  __host__ __device__ execute_on_stream_nosync(hipStream_t stream)
      : execute_on_stream_nosync_base<execute_on_stream_nosync>(stream) {}
};

// .after(events...) makes the asynchronous algorithms (thrust::async) wait for
// the given events and futures first.
struct par_t : execution_policy<par_t>,
               thrust::detail::allocator_aware_execution_policy<execute_on_stream_base>,
               thrust::detail::dependencies_aware_execution_policy<execute_on_stream_base> {
  typedef execute_on_stream stream_attachment_type;

  __host__ __device__ constexpr par_t() : execution_policy<par_t>() {}

  __host__ __device__ stream_attachment_type on(const hipStream_t& stream) const {
    return execute_on_stream(stream);
  }
};

struct par_nosync_t
    : execution_policy<par_nosync_t>,
      thrust::detail::allocator_aware_execution_policy<execute_on_stream_nosync_base>,
      thrust::detail::dependencies_aware_execution_policy<execute_on_stream_nosync_base> {
  typedef execute_on_stream_nosync stream_attachment_type;

  __host__ __device__ constexpr par_nosync_t() : execution_policy<par_nosync_t>() {}

  __host__ __device__ stream_attachment_type on(const hipStream_t& stream) const {
    return execute_on_stream_nosync(stream);
  }

private:
  friend __host__ __device__ bool
  must_perform_optional_stream_synchronization(const par_nosync_t&) {
    return false;
  }
};

THRUST_INLINE_CONSTANT par_t par;
THRUST_INLINE_CONSTANT par_nosync_t par_nosync;

} // namespace hip_rocprim

namespace system {
namespace hip {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
namespace detail {
using thrust::hip_rocprim::par_nosync_t;
using thrust::hip_rocprim::par_t;
} // namespace detail
} // namespace hip
namespace cuda {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
namespace detail {
using thrust::hip_rocprim::par_nosync_t;
using thrust::hip_rocprim::par_t;
} // namespace detail
} // namespace cuda
} // namespace system

namespace hip {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
} // namespace hip

namespace cuda {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
} // namespace cuda
THRUST_NAMESPACE_END
