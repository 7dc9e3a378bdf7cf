// C ABI: interprocess memory handles. The first hipIpcGetMemHandle of an
// allocation moves it into shareable memory at the same address
// (Backend::shareInPlace), so pointers stay valid and only exported
// allocations pay for shared memory. Another process opens the file through
// /proc/<pid>/fd (see ipc_shared.h) and maps it.

#include <unistd.h>

#include <cstring>
#include <map>
#include <mutex>

#include "api_common.h"
#include "ipc_shared.h"
#include "memory_ops.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::IpcWireHandle;
using openhip::Runtime;

namespace {

struct Import {
  uint64_t inode;
  int32_t pid;
  size_t size;
  int references;
};

std::mutex& ipcMutex() {
  static std::mutex* mutex = new std::mutex;
  return *mutex;
}
/// Opened imports by local address (guarded by ipcMutex).
std::map<void*, Import>& imports() {
  static auto* table = new std::map<void*, Import>;
  return *table;
}

/// Moves a device allocation into shareable memory at the same address.
hipError_t shareInPlace(Allocation& allocation) {
  Device* device = Runtime::get().device(allocation.device);
  if (!device) return hipErrorInvalidDevice;
  const int fd = device->backend().shareInPlace(allocation.base, allocation.size);
  if (fd < 0) return hipErrorMapFailed;
  allocation.fd = fd;
  Runtime::get().allocations().update(allocation);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t* handle, void* devPtr) {
  OPENHIP_API(handle, devPtr);
  if (!handle || !devPtr) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(ipcMutex());
  auto allocation = Runtime::get().allocations().find(devPtr);
  // Only whole hipMalloc allocations can be shared (not pool blocks, not imports).
  if (!allocation || allocation->base != devPtr || allocation->kind != AllocationKind::Device ||
      allocation->backing != Backing::Backend)
    HIP_RETURN(hipErrorInvalidValue);
  if (allocation->fd < 0) {
    Device* device = Runtime::get().device(allocation->device);
    if (device) {  // nothing may write the range while it moves
      if (device->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
      device->synchronize();
    }
    if (hipError_t e = shareInPlace(*allocation)) HIP_RETURN(e);
  }
  IpcWireHandle wire{};
  if (!openhip::describeSharedFile(allocation->fd, allocation->size, allocation->device,
                                   openhip::kIpcMemMagic, &wire))
    HIP_RETURN(hipErrorMapFailed);
  std::memset(handle, 0, sizeof *handle);
  std::memcpy(handle->reserved, &wire, sizeof wire);
  HIP_RETURN(hipSuccess);
}

hipError_t hipIpcOpenMemHandle(void** devPtr, hipIpcMemHandle_t handle, unsigned int flags) {
  OPENHIP_API(devPtr, handle, flags);
  if (!devPtr || flags > 1u) HIP_RETURN(hipErrorInvalidValue);  // 1: CUDA's lazy-peer value
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  IpcWireHandle wire{};
  std::memcpy(&wire, handle.reserved, sizeof wire);
  std::lock_guard<std::mutex> lock(ipcMutex());
  for (auto& entry : imports()) {  // opened before: the same mapping, one more reference
    if (entry.second.inode == wire.inode && entry.second.pid == wire.pid) {
      ++entry.second.references;
      *devPtr = entry.first;
      HIP_RETURN(hipSuccess);
    }
  }
  int fd = -1;
  if (hipError_t e = openhip::openSharedFile(wire, openhip::kIpcMemMagic, &fd)) HIP_RETURN(e);
  void* mapped = device->backend().map(fd, 0, wire.size, nullptr);
  close(fd);  // the mapping keeps the file alive
  if (!mapped) HIP_RETURN(hipErrorMapFailed);
  Allocation record{mapped, wire.size, device->ordinal(), AllocationKind::Device, 0};
  record.backing = Backing::Foreign;
  if (!Runtime::get().allocations().insert(record)) {
    device->backend().unmap(mapped, wire.size);
    HIP_RETURN(hipErrorMapFailed);
  }
  imports()[mapped] = Import{wire.inode, wire.pid, wire.size, 1};
  *devPtr = mapped;
  HIP_RETURN(hipSuccess);
}

hipError_t hipIpcCloseMemHandle(void* devPtr) {
  OPENHIP_API(devPtr);
  if (!devPtr) HIP_RETURN(hipErrorInvalidValue);
  std::unique_lock<std::mutex> lock(ipcMutex());
  auto it = imports().find(devPtr);
  if (it == imports().end()) HIP_RETURN(hipErrorInvalidHandle);
  if (--it->second.references > 0) HIP_RETURN(hipSuccess);
  const size_t size = it->second.size;
  imports().erase(it);
  lock.unlock();
  // Work queued on the imported range must finish before it disappears.
  auto record = Runtime::get().allocations().find(devPtr);
  Device* device = record ? Runtime::get().device(record->device) : nullptr;
  if (device && !device->onExecutorThread()) device->synchronize();
  Runtime::get().allocations().remove(devPtr, {AllocationKind::Device});
  if (device) device->backend().unmap(devPtr, size);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
