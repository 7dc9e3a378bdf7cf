// Memory resources of the HIP system: device memory (hipMalloc), managed
// memory for universal_vector (hipMallocManaged) and pinned host memory
// (hipHostMalloc). A failed allocation throws thrust::system::detail::bad_alloc
// (a std::bad_alloc), a failed release thrust::system_error.
#pragma once

#include <thrust/system/hip/config.h>
#include <thrust/system/hip/pointer.h>
#include <thrust/system/hip/detail/util.h>
#include <thrust/mr/memory_resource.h>
#include <thrust/mr/host_memory_resource.h>
#include <thrust/system/detail/bad_alloc.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {

typedef hipError_t (*allocation_fn)(void**, std::size_t);
typedef hipError_t (*deallocation_fn)(void*);

template <allocation_fn Allocate, deallocation_fn Deallocate, typename Pointer>
class hip_memory_resource final : public mr::memory_resource<Pointer> {
public:
  Pointer do_allocate(std::size_t bytes,
                      std::size_t alignment = THRUST_MR_DEFAULT_ALIGNMENT) override {
    (void)alignment; // HIP's allocations are aligned to at least 256 bytes
    void* result = nullptr;
    const hipError_t status = Allocate(&result, bytes);
    if (status != hipSuccess) {
      (void)hipGetLastError();
      throw thrust::system::detail::bad_alloc(thrust::hip_category().message(status).c_str());
    }
    return Pointer(result);
  }

  void do_deallocate(Pointer p, std::size_t bytes, std::size_t alignment) override {
    (void)bytes;
    (void)alignment;
    thrust::hip_rocprim::throw_on_error(Deallocate(thrust::detail::pointer_traits<Pointer>::get(p)),
                                        "HIP free failed");
  }
};

inline hipError_t allocate_device(void** p, std::size_t bytes) {
  return ::hipMalloc(p, bytes);
}
inline hipError_t allocate_managed(void** p, std::size_t bytes) {
  return ::hipMallocManaged(p, bytes, hipMemAttachGlobal);
}
inline hipError_t allocate_pinned(void** p, std::size_t bytes) {
  return ::hipHostMalloc(p, bytes, hipHostMallocDefault);
}
inline hipError_t free_device(void* p) {
  return ::hipFree(p);
}
inline hipError_t free_pinned(void* p) {
  return ::hipHostFree(p);
}

typedef hip_memory_resource<allocate_device, free_device, thrust::hip_rocprim::pointer<void>>
    device_memory_resource;
typedef hip_memory_resource<allocate_managed, free_device,
                            thrust::hip_rocprim::universal_pointer<void>>
    managed_memory_resource;
typedef hip_memory_resource<allocate_pinned, free_pinned,
                            thrust::hip_rocprim::universal_pointer<void>>
    pinned_memory_resource;

} // namespace detail

typedef detail::device_memory_resource memory_resource;
typedef detail::managed_memory_resource universal_memory_resource;
typedef detail::pinned_memory_resource universal_host_pinned_memory_resource;

} // namespace hip

namespace cuda {
using thrust::system::hip::memory_resource;
using thrust::system::hip::universal_host_pinned_memory_resource;
using thrust::system::hip::universal_memory_resource;
} // namespace cuda
} // namespace system

namespace hip {
using thrust::system::hip::memory_resource;
using thrust::system::hip::universal_host_pinned_memory_resource;
using thrust::system::hip::universal_memory_resource;
} // namespace hip

namespace cuda {
using thrust::system::hip::memory_resource;
using thrust::system::hip::universal_host_pinned_memory_resource;
using thrust::system::hip::universal_memory_resource;
} // namespace cuda
THRUST_NAMESPACE_END
