// C ABI: device and managed allocations, memory info and pointer queries.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>

#include "memory_hints.h"
#include "memory_ops.h"
#include "memory_pool.h"
#include "cpu/host_info.h"
#include "device_limits.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::Runtime;

namespace openhip {

size_t roundUp(size_t value, size_t granularity) {
  return (value + granularity - 1) / granularity * granularity;
}

size_t pageSize() {
  static const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return page;
}

hipError_t checkDeviceBudget(const Device& device, size_t size) {
  const size_t total = cpu::hostInfo().total_memory;
  const size_t used = Runtime::get().allocations().bytesOnDevice(device.ordinal());
  return size > total - std::min(used, total) ? hipErrorOutOfMemory : hipSuccess;
}

// Device memory gets pages of its own (mmap) so that hipIpcGetMemHandle can
// later share it in place; the other kinds come from the heap.
hipError_t allocateRecorded(Device& device, size_t size, AllocationKind kind, unsigned flags,
                            void** out) {
  const bool counted = kind == AllocationKind::Device || kind == AllocationKind::Managed;
  if (size > SIZE_MAX - pageSize()) return hipErrorOutOfMemory;
  if (counted)
    if (hipError_t e = checkDeviceBudget(device, size)) return e;
  Allocation allocation{nullptr, size, device.ordinal(), kind, flags};
  if (kind == AllocationKind::Device) {
    void* memory = mmap(nullptr, roundUp(size, pageSize()), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return hipErrorOutOfMemory;
    allocation.base = memory;
    allocation.backing = Backing::Mapping;
  } else {
    allocation.base = std::aligned_alloc(kAllocationAlignment, roundUp(size, kAllocationAlignment));
    if (!allocation.base) return hipErrorOutOfMemory;
  }
  if (!Runtime::get().allocations().insert(allocation)) {
    releaseAllocationMemory(allocation);
    return hipErrorUnknown;
  }
  *out = allocation.base;
  return hipSuccess;
}

void releaseAllocationMemory(const Allocation& allocation) {
  switch (allocation.backing) {
    case Backing::Heap: std::free(allocation.base); break;
    case Backing::Mapping:
      munmap(allocation.base, roundUp(allocation.size, pageSize()));
      if (allocation.fd >= 0) close(allocation.fd);
      break;
    case Backing::PoolBlock: releasePoolBlock(allocation); break;
    case Backing::FileView: {
      const uintptr_t begin = reinterpret_cast<uintptr_t>(allocation.base) / pageSize() * pageSize();
      const uintptr_t end = reinterpret_cast<uintptr_t>(allocation.base) + allocation.size;
      munmap(reinterpret_cast<void*>(begin), roundUp(end - begin, pageSize()));
      break;
    }
    case Backing::Foreign: break;
  }
}

hipError_t freeRecorded(void* ptr, std::initializer_list<AllocationKind> kinds) {
  if (!ptr) return hipSuccess;
  auto allocation = Runtime::get().allocations().find(ptr);
  if (!allocation || allocation->base != ptr || allocation->backing == Backing::Foreign)
    return hipErrorInvalidValue;
  if (Device* device = Runtime::get().device(allocation->device)) {
    if (device->onExecutorThread()) return hipErrorNotSupported;
    device->synchronize();
  }
  auto removed = Runtime::get().allocations().remove(ptr, kinds);
  if (!removed) return hipErrorInvalidValue;
  if (removed->kind == AllocationKind::Managed) MemoryHintMap::get().clear(ptr, removed->size);
  releaseAllocationMemory(*removed);
  return hipSuccess;
}

}  // namespace openhip

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
  if (!ptr) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  *ptr = nullptr;
  if (hipError_t sticky = openhip::stickyError(device)) HIP_RETURN(sticky);
  if (size == 0) HIP_RETURN(hipSuccess);
  HIP_RETURN(openhip::allocateRecorded(*device, size, AllocationKind::Device, 0, ptr));
}

hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  if (!ptr || !pitch) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  *ptr = nullptr;
  *pitch = openhip::roundUp(width, openhip::kAllocationAlignment);
  if (width == 0 || height == 0) HIP_RETURN(hipSuccess);
  if (*pitch < width || height > SIZE_MAX / *pitch) HIP_RETURN(hipErrorOutOfMemory);
  HIP_RETURN(openhip::allocateRecorded(*device, *pitch * height, AllocationKind::Device, 0, ptr));
}

hipError_t hipMallocManaged(void** dev_ptr, size_t size, unsigned int flags) {
  if (!dev_ptr || size == 0) HIP_RETURN(hipErrorInvalidValue);
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  HIP_RETURN(openhip::allocateRecorded(*device, size, AllocationKind::Managed, flags, dev_ptr));
}

hipError_t hipFree(void* ptr) {
  HIP_RETURN(openhip::freeRecorded(ptr, {AllocationKind::Device, AllocationKind::Managed}));
}

hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  if (!free || !total) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  *total = openhip::cpu::hostInfo().total_memory;
  const size_t used = Runtime::get().allocations().bytesOnDevice(device->ordinal());
  *free = used >= *total ? 0 : *total - used;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPtrGetInfo(void* ptr, size_t* size) {
  if (!ptr || !size) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(ptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidValue);
  *size = allocation->size;
  HIP_RETURN(hipSuccess);
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
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
