// C ABI: interprocess memory handles. hipMalloc memory has pages of its own
// (anonymous, private). The first hipIpcGetMemHandle moves it in place into a
// memfd: the contents are copied into the file and the file is mapped
// MAP_SHARED|MAP_FIXED over the same addresses, so pointers stay valid and
// only exported allocations pay for shared memory. Another process opens the
// file through /proc/<pid>/fd (see ipc_shared.h) and maps it.
#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <map>
#include <mutex>

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

/// Moves a private mapping into a memfd at the same address; returns the fd.
hipError_t shareInPlace(Allocation& allocation) {
  const size_t length = openhip::roundUp(allocation.size, openhip::pageSize());
  const int fd = openhip::createSharedFile("openhip-ipc-memory", allocation.size);
  if (fd < 0) return hipErrorOutOfMemory;
  void* staging = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (staging == MAP_FAILED) {
    close(fd);
    return hipErrorMapFailed;
  }
  std::memcpy(staging, allocation.base, allocation.size);
  munmap(staging, length);
  void* moved = mmap(allocation.base, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0);
  if (moved != allocation.base) {  // MAP_FIXED over our own range does not fail in practice
    close(fd);
    return hipErrorMapFailed;
  }
  allocation.fd = fd;
  Runtime::get().allocations().update(allocation);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t* handle, void* devPtr) {
  if (!handle || !devPtr) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(ipcMutex());
  auto allocation = Runtime::get().allocations().find(devPtr);
  // Only whole hipMalloc allocations can be shared (not pool blocks, not imports).
  if (!allocation || allocation->base != devPtr || allocation->kind != AllocationKind::Device ||
      allocation->backing != Backing::Mapping)
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
  const size_t length = openhip::roundUp(wire.size, openhip::pageSize());
  void* mapped = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  close(fd);  // the mapping keeps the file alive
  if (mapped == MAP_FAILED) HIP_RETURN(hipErrorMapFailed);
  Allocation record{mapped, wire.size, device->ordinal(), AllocationKind::Device, 0};
  record.backing = Backing::Foreign;
  if (!Runtime::get().allocations().insert(record)) {
    munmap(mapped, length);
    HIP_RETURN(hipErrorMapFailed);
  }
  imports()[mapped] = Import{wire.inode, wire.pid, wire.size, 1};
  *devPtr = mapped;
  HIP_RETURN(hipSuccess);
}

hipError_t hipIpcCloseMemHandle(void* devPtr) {
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
  if (record)
    if (Device* device = Runtime::get().device(record->device)) {
      if (!device->onExecutorThread()) device->synchronize();
    }
  Runtime::get().allocations().remove(devPtr, {AllocationKind::Device});
  munmap(devPtr, openhip::roundUp(size, openhip::pageSize()));
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
