// C ABI: pinned host memory (hipHostMalloc) and registered user memory.
#include "api_common.h"
#include "memory_ops.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Device;
using openhip::Runtime;

namespace {
constexpr unsigned kHostMallocFlags = hipHostMallocPortable | hipHostMallocMapped |
                                      hipHostMallocWriteCombined | hipHostMallocNumaUser |
                                      hipHostMallocCoherent | hipHostMallocNonCoherent;
constexpr unsigned kHostRegisterFlags =
    hipHostRegisterPortable | hipHostRegisterMapped | hipHostRegisterIoMemory;

std::optional<Allocation> findHostAllocation(const void* p) {
  auto allocation = Runtime::get().allocations().find(p);
  if (allocation && (allocation->kind == AllocationKind::Host ||
                     allocation->kind == AllocationKind::Registered))
    return allocation;
  return std::nullopt;
}

hipError_t hostMalloc(void** ptr, size_t size, unsigned int flags) {
  if (!ptr) return hipErrorInvalidValue;
  if ((flags & ~kHostMallocFlags) ||
      ((flags & hipHostMallocCoherent) && (flags & hipHostMallocNonCoherent)))
    return hipErrorInvalidValue;
  Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  *ptr = nullptr;
  if (size == 0) return hipSuccess;
  return openhip::allocateRecorded(*device, size, AllocationKind::Host, flags, ptr);
}
}  // namespace

extern "C" {

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags) {
  OPENHIP_API(ptr, size, flags);
  HIP_RETURN(hostMalloc(ptr, size, flags));
}

hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
  OPENHIP_API(ptr, size, flags);
  HIP_RETURN(hostMalloc(ptr, size, flags));
}

hipError_t hipMallocHost(void** ptr, size_t size) {
  OPENHIP_API(ptr, size);
  HIP_RETURN(hostMalloc(ptr, size, 0));
}

hipError_t hipMemAllocHost(void** ptr, size_t size) {
  OPENHIP_API(ptr, size);
  HIP_RETURN(hostMalloc(ptr, size, 0));
}

hipError_t hipHostFree(void* ptr) {
  OPENHIP_API(ptr);
  HIP_RETURN(openhip::freeRecorded(ptr, {AllocationKind::Host}));
}

hipError_t hipFreeHost(void* ptr) {
  OPENHIP_API(ptr);
  HIP_RETURN(openhip::freeRecorded(ptr, {AllocationKind::Host}));
}

hipError_t hipHostRegister(void* hostPtr, size_t sizeBytes, unsigned int flags) {
  OPENHIP_API(hostPtr, sizeBytes, flags);
  if (!hostPtr || sizeBytes == 0 || (flags & ~kHostRegisterFlags)) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  const Allocation range{hostPtr, sizeBytes, device->ordinal(), AllocationKind::Registered, flags};
  if (!Runtime::get().allocations().insert(range)) HIP_RETURN(hipErrorHostMemoryAlreadyRegistered);
  HIP_RETURN(hipSuccess);
}

hipError_t hipHostUnregister(void* hostPtr) {
  OPENHIP_API(hostPtr);
  if (!hostPtr) HIP_RETURN(hipErrorInvalidValue);
  if (!Runtime::get().allocations().remove(hostPtr, {AllocationKind::Registered}))
    HIP_RETURN(hipErrorHostMemoryNotRegistered);
  HIP_RETURN(hipSuccess);
}

hipError_t hipHostGetDevicePointer(void** devPtr, void* hstPtr, unsigned int flags) {
  OPENHIP_API(devPtr, hstPtr, flags);
  if (!devPtr || !hstPtr || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  if (!findHostAllocation(hstPtr)) HIP_RETURN(hipErrorInvalidValue);
  *devPtr = hstPtr;  // host and device share one address space
  HIP_RETURN(hipSuccess);
}

hipError_t hipHostGetFlags(unsigned int* flagsPtr, void* hostPtr) {
  OPENHIP_API(flagsPtr, hostPtr);
  if (!flagsPtr || !hostPtr) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = findHostAllocation(hostPtr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  *flagsPtr = allocation->flags;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
