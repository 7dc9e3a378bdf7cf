// C ABI: device and managed allocations, memory info and pointer queries.
#include "api_common.h"
#include "device_limits.h"
#include "memory_ops.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::Runtime;

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
  OPENHIP_API(ptr, size);
  HIP_RETURN(openhip::mallocDevice(ptr, size));
}

hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  OPENHIP_API(ptr, pitch, width, height);
  HIP_RETURN(openhip::mallocPitch(ptr, pitch, width, height));
}

hipError_t hipMallocManaged(void** dev_ptr, size_t size, unsigned int flags) {
  OPENHIP_API(dev_ptr, size, flags);
  if (!dev_ptr || size == 0) HIP_RETURN(hipErrorInvalidValue);
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  HIP_RETURN(openhip::allocateRecorded(*device, size, AllocationKind::Managed, flags, dev_ptr));
}

hipError_t hipFree(void* ptr) {
  OPENHIP_API(ptr);
  HIP_RETURN(openhip::freeRecorded(ptr, {AllocationKind::Device, AllocationKind::Managed}));
}

hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  OPENHIP_API(free, total);
  if (!free || !total) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  *total = openhip::deviceMemoryTotal(*device);
  const size_t used = Runtime::get().allocations().bytesOnDevice(device->ordinal());
  *free = used >= *total ? 0 : *total - used;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPtrGetInfo(void* ptr, size_t* size) {
  OPENHIP_API(ptr, size);
  if (!ptr || !size) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(ptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  *size = allocation->size;
  HIP_RETURN(hipSuccess);
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
  OPENHIP_API(attributes, ptr);
  if (!attributes || !ptr) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(ptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  void* p = const_cast<void*>(ptr);
  attributes->device = allocation->device;
  attributes->devicePointer = p;
  attributes->allocationFlags = allocation->flags;
  attributes->isManaged = allocation->kind == AllocationKind::Managed;
  switch (allocation->kind) {
    case AllocationKind::Device:
    case AllocationKind::Symbol:
      attributes->memoryType = hipMemoryTypeDevice;
      attributes->hostPointer = nullptr;
      break;
    case AllocationKind::Managed:
      attributes->memoryType = hipMemoryTypeDevice;
      attributes->hostPointer = p;
      break;
    case AllocationKind::Host:
    case AllocationKind::Registered:
      attributes->memoryType = hipMemoryTypeHost;
      attributes->hostPointer = p;
      break;
  }
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
