// C ABI: virtual memory management. A physical allocation (hipMemCreate) is
// shareable memory (a file, Backend::createShareable); hipMemAddressReserve
// reserves an inaccessible range; hipMemMap maps the file over part of it
// (still inaccessible) and hipMemSetAccess makes it readable/writable. One
// allocation may be mapped at several addresses (they alias) and shared with
// another process as a POSIX file descriptor. Access flags are per device, but
// the devices of a backend share one address space: the protection applied
// is the widest access any device was given.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <set>

#include "api_common.h"
#include "ipc_shared.h"
#include "memory_ops.h"

struct ihipMemGenericAllocationHandle {
  int fd;
  size_t size;
  hipMemAllocationProp prop;
  int user_references;  // hipMemCreate/Import + hipMemRetainAllocationHandle - hipMemRelease
  int mappings;         // live hipMemMap mappings (keep the memory after the last release)
  bool counted;         // created here: counted against its device's memory
};

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::Runtime;
using Handle = ihipMemGenericAllocationHandle;

namespace {

struct Mapping {
  size_t size;
  Handle* handle;
  std::map<int, hipMemAccessFlags> access;  // per device
};

struct VirtualMemory {
  std::mutex mutex;
  std::set<Handle*> handles;
  std::map<uintptr_t, size_t> reservations;  // base → size
  std::map<uintptr_t, Mapping> mappings;     // base → mapping
};

VirtualMemory& vm() {
  static auto* state = new VirtualMemory;  // never destroyed: atexit code may call the API
  return *state;
}

uintptr_t address(const void* p) { return reinterpret_cast<uintptr_t>(p); }
constexpr size_t kRecommendedGranularity = 2u << 20;  // a huge page

bool validLocation(const hipMemLocation& location) {
  return location.type == hipMemLocationTypeDevice && location.id >= 0 &&
         Runtime::get().device(location.id) != nullptr;
}

/// Frees the memory once neither the user nor a mapping holds it (caller holds the mutex).
void freeIfUnused(Handle* handle) {
  if (handle->user_references > 0 || handle->mappings > 0) return;
  vm().handles.erase(handle);
  close(handle->fd);
  if (handle->counted)
    Runtime::get().allocations().adjustReserved(handle->prop.location.id,
                                                -static_cast<long long>(handle->size));
  delete handle;
}

bool liveHandle(Handle* handle) {
  return handle && vm().handles.count(handle) && handle->user_references > 0;
}

/// The reservation containing [p, p+size), if any.
bool insideReservation(uintptr_t p, size_t size) {
  auto it = vm().reservations.upper_bound(p);
  if (it == vm().reservations.begin()) return false;
  --it;
  return p >= it->first && p - it->first <= it->second && size <= it->second - (p - it->first);
}

bool overlapsMapping(uintptr_t p, size_t size) {
  auto it = vm().mappings.lower_bound(p);
  if (it != vm().mappings.end() && it->first < p + size) return true;
  if (it == vm().mappings.begin()) return false;
  --it;
  return it->first + it->second.size > p;
}

/// The mappings exactly covering [p, p+size) (each entirely inside), or empty.
std::vector<std::map<uintptr_t, Mapping>::iterator> mappingsCovering(uintptr_t p, size_t size) {
  std::vector<std::map<uintptr_t, Mapping>::iterator> covered;
  uintptr_t next = p;
  for (auto it = vm().mappings.find(p); it != vm().mappings.end() && next < p + size; ++it) {
    if (it->first != next || it->first + it->second.size > p + size) return {};
    covered.push_back(it);
    next += it->second.size;
  }
  if (next != p + size) return {};
  return covered;
}

int widestAccess(const Mapping& mapping) {
  int widest = hipMemAccessFlagsProtNone;
  for (const auto& entry : mapping.access) widest = std::max<int>(widest, entry.second);
  return widest;
}

/// The backend that manages address ranges: the current device's.
openhip::Backend* rangeBackend() {
  Device* device = openhip::currentDevice();
  return device ? &device->backend() : nullptr;
}

}  // namespace

extern "C" {

hipError_t hipMemGetAllocationGranularity(size_t* granularity, const hipMemAllocationProp* prop,
                                          hipMemAllocationGranularity_flags option) {
  OPENHIP_API(granularity, prop, option);
  if (!granularity || !prop || !validLocation(prop->location) ||
      prop->type != hipMemAllocationTypePinned)
    HIP_RETURN(hipErrorInvalidValue);
  switch (option) {
    case hipMemAllocationGranularityMinimum: *granularity = openhip::pageSize(); break;
    case hipMemAllocationGranularityRecommended: *granularity = kRecommendedGranularity; break;
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemCreate(hipMemGenericAllocationHandle_t* handle, size_t size,
                        const hipMemAllocationProp* prop, unsigned long long flags) {
  OPENHIP_API(handle, size, prop, flags);
  if (!handle || !prop || flags != 0 || size == 0 || size % openhip::pageSize() != 0 ||
      prop->type != hipMemAllocationTypePinned || !validLocation(prop->location))
    HIP_RETURN(hipErrorInvalidValue);
  if (prop->requestedHandleType != hipMemHandleTypeNone &&
      prop->requestedHandleType != hipMemHandleTypePosixFileDescriptor)
    HIP_RETURN(hipErrorNotSupported);
  openhip::Device& device = *Runtime::get().device(prop->location.id);
  if (hipError_t e = openhip::checkDeviceBudget(device, size)) HIP_RETURN(e);
  const int fd = device.backend().createShareable("openhip-vmm", size);
  if (fd < 0) HIP_RETURN(hipErrorOutOfMemory);
  auto* created = new Handle{fd, size, *prop, 1, 0, true};
  Runtime::get().allocations().adjustReserved(prop->location.id, static_cast<long long>(size));
  std::lock_guard<std::mutex> lock(vm().mutex);
  vm().handles.insert(created);
  *handle = created;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemRelease(hipMemGenericAllocationHandle_t handle) {
  OPENHIP_API(handle);
  std::lock_guard<std::mutex> lock(vm().mutex);
  if (!liveHandle(handle)) HIP_RETURN(hipErrorInvalidValue);
  --handle->user_references;  // mappings keep the memory until unmapped
  freeIfUnused(handle);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemGetAllocationPropertiesFromHandle(hipMemAllocationProp* prop,
                                                   hipMemGenericAllocationHandle_t handle) {
  OPENHIP_API(prop, handle);
  if (!prop) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(vm().mutex);
  if (!liveHandle(handle)) HIP_RETURN(hipErrorInvalidValue);
  *prop = handle->prop;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemExportToShareableHandle(void* shareableHandle,
                                         hipMemGenericAllocationHandle_t handle,
                                         hipMemAllocationHandleType handleType,
                                         unsigned long long flags) {
  OPENHIP_API(shareableHandle, handle, handleType, flags);
  if (!shareableHandle || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  if (handleType != hipMemHandleTypePosixFileDescriptor) HIP_RETURN(hipErrorNotSupported);
  std::lock_guard<std::mutex> lock(vm().mutex);
  if (!liveHandle(handle) || handle->prop.requestedHandleType != hipMemHandleTypePosixFileDescriptor)
    HIP_RETURN(hipErrorInvalidValue);
  const int fd = dup(handle->fd);
  if (fd < 0) HIP_RETURN(hipErrorOutOfMemory);
  *static_cast<int*>(shareableHandle) = fd;  // the caller owns (and closes) it
  HIP_RETURN(hipSuccess);
}

// As in CUDA, the POSIX descriptor is passed as the pointer value itself.
hipError_t hipMemImportFromShareableHandle(hipMemGenericAllocationHandle_t* handle, void* osHandle,
                                           hipMemAllocationHandleType shHandleType) {
  OPENHIP_API(handle, osHandle, shHandleType);
  if (!handle) HIP_RETURN(hipErrorInvalidValue);
  if (shHandleType != hipMemHandleTypePosixFileDescriptor) HIP_RETURN(hipErrorNotSupported);
  const int fd = static_cast<int>(reinterpret_cast<intptr_t>(osHandle));
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 ||
      static_cast<size_t>(st.st_size) % openhip::pageSize() != 0)
    HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  const int own = dup(fd);
  if (own < 0) HIP_RETURN(hipErrorInvalidValue);
  hipMemAllocationProp prop{};
  prop.type = hipMemAllocationTypePinned;
  prop.requestedHandleType = hipMemHandleTypePosixFileDescriptor;
  prop.location.type = hipMemLocationTypeDevice;
  prop.location.id = device->ordinal();
  auto* imported = new Handle{own, static_cast<size_t>(st.st_size), prop, 1, 0, false};
  std::lock_guard<std::mutex> lock(vm().mutex);
  vm().handles.insert(imported);
  *handle = imported;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemAddressReserve(void** ptr, size_t size, size_t alignment, void* addr,
                                unsigned long long flags) {
  OPENHIP_API(ptr, size, alignment, addr, flags);
  const size_t page = openhip::pageSize();
  if (!ptr || size == 0 || size % page != 0 || flags != 0 || (alignment & (alignment - 1)) != 0)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::Backend* backend = rangeBackend();
  if (!backend) HIP_RETURN(hipErrorNoDevice);
  void* reserved = backend->reserve(size, std::max(alignment, page), addr);
  if (!reserved) HIP_RETURN(hipErrorOutOfMemory);
  const uintptr_t start = address(reserved);
  std::lock_guard<std::mutex> lock(vm().mutex);
  vm().reservations[start] = size;
  *ptr = reinterpret_cast<void*>(start);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemAddressFree(void* devPtr, size_t size) {
  OPENHIP_API(devPtr, size);
  std::lock_guard<std::mutex> lock(vm().mutex);
  auto it = vm().reservations.find(address(devPtr));
  if (!devPtr || it == vm().reservations.end() || it->second != size)
    HIP_RETURN(hipErrorInvalidValue);
  if (overlapsMapping(address(devPtr), size)) HIP_RETURN(hipErrorInvalidValue);  // unmap first
  openhip::Backend* backend = rangeBackend();
  if (!backend) HIP_RETURN(hipErrorNoDevice);
  backend->unreserve(devPtr, size);
  vm().reservations.erase(it);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemMap(void* ptr, size_t size, size_t offset, hipMemGenericAllocationHandle_t handle,
                     unsigned long long flags) {
  OPENHIP_API(ptr, size, offset, handle, flags);
  const uintptr_t p = address(ptr);
  if (!ptr || size == 0 || flags != 0 || offset != 0 || p % openhip::pageSize() != 0 ||
      size % openhip::pageSize() != 0)
    HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(vm().mutex);
  if (!liveHandle(handle) || size > handle->size || !insideReservation(p, size) ||
      overlapsMapping(p, size))
    HIP_RETURN(hipErrorInvalidValue);
  // Inaccessible until hipMemSetAccess, as on a GPU.
  openhip::Backend* backend = rangeBackend();
  if (!backend) HIP_RETURN(hipErrorNoDevice);
  if (backend->map(handle->fd, 0, size, ptr) != ptr) HIP_RETURN(hipErrorOutOfMemory);
  Allocation record{ptr, size, handle->prop.location.id, AllocationKind::Device, 0};
  record.backing = Backing::Foreign;  // freed by hipMemUnmap, never by hipFree
  Runtime::get().allocations().insert(record);
  vm().mappings[p] = Mapping{size, handle, {}};
  ++handle->mappings;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemUnmap(void* ptr, size_t size) {
  OPENHIP_API(ptr, size);
  if (!ptr || size == 0) HIP_RETURN(hipErrorInvalidValue);
  std::unique_lock<std::mutex> lock(vm().mutex);
  auto covered = mappingsCovering(address(ptr), size);
  if (covered.empty()) HIP_RETURN(hipErrorInvalidValue);
  lock.unlock();
  // Queued work may still use the range: wait for every device.
  for (int d = 0; d < Runtime::get().deviceCount(); ++d)
    if (Device* device = Runtime::get().device(d)) {
      if (device->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
      device->synchronize();
    }
  lock.lock();
  covered = mappingsCovering(address(ptr), size);
  if (covered.empty()) HIP_RETURN(hipErrorInvalidValue);
  // Back to a plain reserved range.
  if (openhip::Backend* backend = rangeBackend()) backend->unmapToReserved(ptr, size);
  for (auto it : covered) {
    Runtime::get().allocations().remove(reinterpret_cast<void*>(it->first), {AllocationKind::Device});
    Handle* handle = it->second.handle;
    vm().mappings.erase(it);
    --handle->mappings;
    freeIfUnused(handle);
  }
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemSetAccess(void* ptr, size_t size, const hipMemAccessDesc* desc, size_t count) {
  OPENHIP_API(ptr, size, desc, count);
  if (!ptr || size == 0 || !desc || count == 0) HIP_RETURN(hipErrorInvalidValue);
  for (size_t i = 0; i < count; ++i)
    if (!validLocation(desc[i].location) ||
        (desc[i].flags != hipMemAccessFlagsProtNone && desc[i].flags != hipMemAccessFlagsProtRead &&
         desc[i].flags != hipMemAccessFlagsProtReadWrite))
      HIP_RETURN(hipErrorInvalidValue);
  openhip::Backend* backend = rangeBackend();
  if (!backend) HIP_RETURN(hipErrorNoDevice);
  std::lock_guard<std::mutex> lock(vm().mutex);
  auto covered = mappingsCovering(address(ptr), size);
  if (covered.empty()) HIP_RETURN(hipErrorInvalidValue);
  for (auto it : covered) {
    for (size_t i = 0; i < count; ++i) it->second.access[desc[i].location.id] = desc[i].flags;
    const int widest = widestAccess(it->second);
    if (!backend->protect(reinterpret_cast<void*>(it->first), it->second.size,
                          widest != hipMemAccessFlagsProtNone,
                          widest == hipMemAccessFlagsProtReadWrite))
      HIP_RETURN(hipErrorInvalidValue);
  }
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemGetAccess(unsigned long long* flags, const hipMemLocation* location, void* ptr) {
  OPENHIP_API(flags, location, ptr);
  if (!flags || !location || !ptr || !validLocation(*location)) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(vm().mutex);
  auto it = vm().mappings.upper_bound(address(ptr));
  if (it == vm().mappings.begin()) HIP_RETURN(hipErrorInvalidValue);
  --it;
  if (address(ptr) >= it->first + it->second.size) HIP_RETURN(hipErrorInvalidValue);
  auto access = it->second.access.find(location->id);
  *flags = access == it->second.access.end() ? hipMemAccessFlagsProtNone : access->second;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemRetainAllocationHandle(hipMemGenericAllocationHandle_t* handle, void* addr) {
  OPENHIP_API(handle, addr);
  if (!handle || !addr) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(vm().mutex);
  auto it = vm().mappings.upper_bound(address(addr));
  if (it == vm().mappings.begin()) HIP_RETURN(hipErrorInvalidValue);
  --it;
  if (address(addr) >= it->first + it->second.size) HIP_RETURN(hipErrorInvalidValue);
  Handle* found = it->second.handle;
  ++found->user_references;  // released with hipMemRelease
  *handle = found;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
