// C ABI: driver-style pointer attribute queries (hipPointerGetAttribute,
// hipDrvPointerGetAttributes) over the allocation registry.
#include <cstring>

#include "api_common.h"

using openhip::Allocation;
using openhip::AllocationKind;

namespace {

template <class T>
void store(void* data, T value) {
  std::memcpy(data, &value, sizeof(T));
}

/// Writes one attribute of `ptr` (inside `allocation`) to `data`.
hipError_t pointerAttribute(void* data, hipPointer_attribute attribute, const Allocation& allocation,
                            void* ptr) {
  const bool host_side = allocation.kind == AllocationKind::Host ||
                         allocation.kind == AllocationKind::Registered;
  switch (attribute) {
    case HIP_POINTER_ATTRIBUTE_CONTEXT: store<void*>(data, nullptr); break;  // primary context
    case HIP_POINTER_ATTRIBUTE_MEMORY_TYPE:
      store<unsigned>(data, host_side ? hipMemoryTypeHost : hipMemoryTypeDevice);
      break;
    case HIP_POINTER_ATTRIBUTE_DEVICE_POINTER: store<void*>(data, ptr); break;
    case HIP_POINTER_ATTRIBUTE_HOST_POINTER:
      store<void*>(data, allocation.kind == AllocationKind::Device ? nullptr : ptr);
      break;
    case HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS: store<int>(data, 1); break;  // copies are synchronous
    case HIP_POINTER_ATTRIBUTE_BUFFER_ID:
      store<unsigned long long>(data, reinterpret_cast<uintptr_t>(allocation.base));
      break;
    case HIP_POINTER_ATTRIBUTE_IS_MANAGED:
      store<int>(data, allocation.kind == AllocationKind::Managed);
      break;
    case HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL: store<int>(data, allocation.device); break;
    case HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE:  // hipMalloc memory (hipIpcGetMemHandle)
      store<int>(data, allocation.kind == AllocationKind::Device &&
                           allocation.backing == openhip::Backing::Backend);
      break;
    case HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: store<void*>(data, allocation.pool); break;
    case HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR: store<void*>(data, allocation.base); break;
    case HIP_POINTER_ATTRIBUTE_RANGE_SIZE: store<size_t>(data, allocation.size); break;
    case HIP_POINTER_ATTRIBUTE_MAPPED: store<int>(data, 1); break;  // always host-visible
    case HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS: store<unsigned>(data, 0x3); break;  // read-write
    default: return hipErrorInvalidValue;
  }
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipPointerGetAttribute(void* data, hipPointer_attribute attribute, hipDeviceptr_t ptr) {
  OPENHIP_API(data, attribute, ptr);
  if (!data || !ptr) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = openhip::Runtime::get().allocations().find(ptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(pointerAttribute(data, attribute, *allocation, ptr));
}

hipError_t hipDrvPointerGetAttributes(unsigned int numAttributes, hipPointer_attribute* attributes,
                                      void** data, hipDeviceptr_t ptr) {
  OPENHIP_API(numAttributes, attributes, data, ptr);
  if (numAttributes == 0 || !attributes || !data || !ptr) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = openhip::Runtime::get().allocations().find(ptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  for (unsigned i = 0; i < numAttributes; ++i) {
    if (!data[i]) HIP_RETURN(hipErrorInvalidValue);
    if (hipError_t e = pointerAttribute(data[i], attributes[i], *allocation, ptr)) HIP_RETURN(e);
  }
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
