#include "memory_ops.h"

#include <unistd.h>

#include "address_description.h"
#include "device_limits.h"
#include "memory_hints.h"
#include "memory_pool.h"
#include "sanitizer.h"
#include "stream_capture.h"

namespace openhip {

size_t roundUp(size_t value, size_t granularity) {
  return (value + granularity - 1) / granularity * granularity;
}

size_t pageSize() {
  static const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return page;
}

size_t deviceMemoryTotal(const Device& device) {
  hipDeviceProp_t props;
  device.properties(&props);
  return props.totalGlobalMem;
}

hipError_t checkDeviceBudget(const Device& device, size_t size) {
  const size_t total = deviceMemoryTotal(device);
  const size_t used = Runtime::get().allocations().bytesOnDevice(device.ordinal());
  return size > total - std::min(used, total) ? hipErrorOutOfMemory : hipSuccess;
}

namespace {
MemoryKind memoryKindOf(AllocationKind kind) {
  switch (kind) {
    case AllocationKind::Device: return MemoryKind::Device;
    case AllocationKind::Managed: return MemoryKind::Managed;
    default: return MemoryKind::Host;
  }
}
}  // namespace

hipError_t allocateRecorded(Device& device, size_t size, AllocationKind kind, unsigned flags,
                            void** out) {
  const bool counted = kind == AllocationKind::Device || kind == AllocationKind::Managed;
  if (size > SIZE_MAX - pageSize()) return hipErrorOutOfMemory;
  if (counted)
    if (hipError_t e = checkDeviceBudget(device, size)) return e;
  Allocation allocation{nullptr, size, device.ordinal(), kind, flags};
  allocation.base = device.backend().allocate(device.physical(), size, memoryKindOf(kind));
  if (!allocation.base) return hipErrorOutOfMemory;
  allocation.backing = Backing::Backend;
  if (!Runtime::get().allocations().insert(allocation)) {
    releaseAllocationMemory(allocation);
    return hipErrorUnknown;
  }
  *out = allocation.base;
  return hipSuccess;
}

void releaseAllocationMemory(const Allocation& allocation) {
  Device* device = Runtime::get().device(allocation.device);
  switch (allocation.backing) {
    case Backing::Backend:
      if (device) {
        Backend& backend = device->backend();
        // Freed device memory keeps its addresses for a while, inaccessible:
        // a stale pointer then faults (and is named in the report) instead
        // of reaching memory that was mapped there since (docs/faults.md).
        if (allocation.kind == AllocationKind::Device && backend.retire(allocation.base, allocation.size)) {
          for (const Allocation& old : Runtime::get().allocations().retire(allocation)) {
            Device* owner = Runtime::get().device(old.device);
            (owner ? owner->backend() : backend).releaseRetired(old.base, old.size);
          }
        } else {
          backend.release(allocation.base, allocation.size, memoryKindOf(allocation.kind));
        }
      }
      if (allocation.fd >= 0) close(allocation.fd);
      break;
    case Backing::PoolBlock: releasePoolBlock(allocation); break;
    case Backing::FileView: {
      const uintptr_t begin = reinterpret_cast<uintptr_t>(allocation.base) / pageSize() * pageSize();
      const uintptr_t end = reinterpret_cast<uintptr_t>(allocation.base) + allocation.size;
      if (device) device->backend().unmap(reinterpret_cast<void*>(begin), roundUp(end - begin, pageSize()));
      break;
    }
    case Backing::Foreign: break;
  }
}

hipError_t mallocDevice(void** ptr, size_t size) {
  if (!ptr) return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  *ptr = nullptr;
  if (hipError_t sticky = stickyError(device)) return sticky;
  if (size == 0) return hipSuccess;
  return allocateRecorded(*device, size, AllocationKind::Device, 0, ptr);
}

hipError_t mallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  if (!ptr || !pitch) return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  *ptr = nullptr;
  *pitch = roundUp(width, kAllocationAlignment);
  if (width == 0 || height == 0) return hipSuccess;
  if (*pitch < width || height > SIZE_MAX / *pitch) return hipErrorOutOfMemory;
  return allocateRecorded(*device, *pitch * height, AllocationKind::Device, 0, ptr);
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

namespace {

hipError_t checkRangeQuietly(const void* p, size_t bytes, bool must_be_known) {
  if (!p) return hipErrorInvalidValue;
  const AllocationRegistry& registry = Runtime::get().allocations();
  auto allocation = registry.find(p);
  if (allocation) return allocation->contains(p, bytes) ? hipSuccess : hipErrorInvalidValue;
  if (must_be_known) return hipErrorInvalidValue;
  // Host memory: nothing is known about it, except that the first page is
  // never mapped and that freed device memory is not host memory.
  if (reinterpret_cast<uintptr_t>(p) < kFirstMappablePage || registry.overlapsRetired(p, bytes)) {
    OPENHIP_LOG(kLogError, "%p: %s", p, describeAddress(p).c_str());
    return hipErrorInvalidValue;
  }
  return hipSuccess;
}

}  // namespace

hipError_t checkRange(const void* p, size_t bytes, bool must_be_known) {
  const hipError_t error = checkRangeQuietly(p, bytes, must_be_known);
  // The sanitizer's host-side check names the call site (docs/sanitizer.md).
  if (error && p && sanitizer::hostChecks()) sanitizer::reportHostRange(p, bytes);
  return error;
}

hipError_t checkCopy(void* dst, const void* src, size_t bytes, hipMemcpyKind kind) {
  bool device_dst = false, device_src = false;
  switch (kind) {
    case hipMemcpyHostToHost: break;
    case hipMemcpyHostToDevice: device_dst = true; break;
    case hipMemcpyDeviceToHost: device_src = true; break;
    case hipMemcpyDeviceToDevice: device_dst = device_src = true; break;
    case hipMemcpyDefault: break;
    default: return hipErrorInvalidMemcpyDirection;
  }
  if (bytes == 0) return hipSuccess;
  if (!dst || !src) return hipErrorInvalidValue;
  if (hipError_t e = checkRange(dst, bytes, device_dst)) return e;
  return checkRange(src, bytes, device_src);
}

hipError_t checkRegion(const void* p, size_t pitch, size_t width, size_t height,
                       bool must_be_known) {
  if (width == 0 || height == 0) return hipSuccess;
  if (!p) return hipErrorInvalidValue;
  if (width > pitch) return hipErrorInvalidPitchValue;
  if (height - 1 > (SIZE_MAX - width) / pitch) return hipErrorInvalidValue;
  return checkRange(p, (height - 1) * pitch + width, must_be_known);
}

CopyRegion linearRegion(void* dst, const void* src, size_t bytes, hipMemcpyKind kind) {
  CopyRegion region;
  region.dst = static_cast<char*>(dst);
  region.src = static_cast<const char*>(src);
  region.width = bytes;
  region.dst_pitch = region.src_pitch = region.dst_slice = region.src_slice = bytes;
  region.kind = kind;
  return region;
}

CopyRegion pitchedRegion(void* dst, size_t dst_pitch, const void* src, size_t src_pitch,
                         size_t width, size_t height, hipMemcpyKind kind) {
  CopyRegion region;
  region.dst = static_cast<char*>(dst);
  region.src = static_cast<const char*>(src);
  region.width = width;
  region.height = height;
  region.dst_pitch = dst_pitch;
  region.src_pitch = src_pitch;
  region.dst_slice = dst_pitch * height;
  region.src_slice = src_pitch * height;
  region.kind = kind;
  return region;
}

FillRegion fillRegion(void* dst, uint32_t value, uint32_t element_size, size_t width,
                      size_t height, size_t pitch, size_t depth, size_t slice) {
  FillRegion fill;
  fill.dst = static_cast<char*>(dst);
  fill.value = value;
  fill.element_size = element_size;
  fill.width = width;
  fill.height = height;
  fill.pitch = pitch;
  fill.depth = depth;
  fill.slice = slice;
  return fill;
}

hipError_t submitMemoryOperation(hipStream_t handle, QueueWork&& work, bool synchronous,
                                 const CapturedOperation* captured) {
  Stream* stream = resolveStream(handle);
  if (!stream) return currentDevice() ? hipErrorInvalidHandle : hipErrorNoDevice;
  if (hipError_t sticky = stickyError(&stream->device())) return sticky;
  if (synchronous && stream->device().onExecutorThread()) return hipErrorNotSupported;
  if (synchronous) {
    if (hipError_t e = checkSynchronousOperation(*stream)) return e;
    stream->device().runSynchronously(*stream, std::move(work));
  } else {
    maybeBlock(stream->device().submit(*stream, std::move(work), {}, captured));
  }
  return stickyError(&stream->device());
}

}  // namespace openhip
