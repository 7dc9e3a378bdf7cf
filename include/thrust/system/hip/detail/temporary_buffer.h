// Temporary buffers of the HIP system's algorithms come from a stream-ordered
// memory pool of the HIP system's own per device (hipMallocFromPoolAsync /
// hipFreeAsync on the policy's stream): scratch memory never synchronizes the
// device, and the pool keeps up to scratch_pool_keep bytes after a free, so
// that the next algorithm reuses pages instead of faulting in fresh ones (a
// sort of 2^26 pairs needs 512 MiB of scratch; touching that much new memory
// can cost more than the sort). A policy with an allocator (par(alloc)) uses
// the allocator.
#pragma once

#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/detail/seq.h>
#include <thrust/detail/pointer.h>
#include <thrust/pair.h>
#include <thrust/memory.h>

#include <cstdint>
#include <mutex>
#include <unordered_map>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace detail {

constexpr std::uint64_t scratch_pool_keep = std::uint64_t(1) << 30;

// The scratch pool of the current device, created at first use; null when the
// runtime has none (then the device's default pool serves).
__host__ inline hipMemPool_t scratch_pool() {
  static std::mutex lock;
  static std::unordered_map<int, hipMemPool_t> pools;
  int device = 0;
  if (hipGetDevice(&device) != hipSuccess) {
    (void)hipGetLastError();
    return nullptr;
  }
  std::lock_guard<std::mutex> guard(lock);
  auto found = pools.find(device);
  if (found != pools.end())
    return found->second;
  hipMemPoolProps props = {};
  props.allocType = hipMemAllocationTypePinned;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = device;
  hipMemPool_t pool = nullptr;
  std::uint64_t keep = scratch_pool_keep;
  if (hipMemPoolCreate(&pool, &props) != hipSuccess ||
      hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &keep) != hipSuccess) {
    (void)hipGetLastError();
    pool = nullptr;
  }
  pools[device] = pool;
  return pool;
}

} // namespace detail

template <class T, class Derived>
__host__ __device__ thrust::pair<thrust::pointer<T, Derived>, std::ptrdiff_t>
get_temporary_buffer(execution_policy<Derived>& exec, std::ptrdiff_t n) {
#if defined(__CUDA_ARCH__)
  (void)exec;
  T* result = static_cast<T*>(thrust::raw_pointer_cast(thrust::malloc(thrust::seq, sizeof(T) * n)));
  return thrust::make_pair(thrust::pointer<T, Derived>(result), result ? n : 0);
#else
  void* result = nullptr;
  const std::size_t bytes = sizeof(T) * static_cast<std::size_t>(n);
  const hipMemPool_t pool = detail::scratch_pool();
  const hipError_t status = pool ? hipMallocFromPoolAsync(&result, bytes, pool, stream(exec))
                                 : hipMallocAsync(&result, bytes, stream(exec));
  if (status != hipSuccess) {
    (void)hipGetLastError();
    throw thrust::system::detail::bad_alloc(thrust::hip_category().message(status).c_str());
  }
  return thrust::make_pair(thrust::pointer<T, Derived>(static_cast<T*>(result)), n);
#endif
}

template <class Derived, class Pointer>
__host__ __device__ void return_temporary_buffer(execution_policy<Derived>& exec, Pointer p,
                                                 std::ptrdiff_t) {
#if defined(__CUDA_ARCH__)
  (void)exec;
  thrust::free(thrust::seq, p);
#else
  void* raw = thrust::raw_pointer_cast(p);
  // Called from destructors: a failure cannot be thrown, and is not kept as
  // the thread's last error either.
  if (raw && hipFreeAsync(raw, stream(exec)) != hipSuccess)
    (void)hipGetLastError();
#endif
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
