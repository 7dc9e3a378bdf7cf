#include "cpu_backend.h"

#include <unistd.h>

#include "code_objects.h"
#include "code_tables.h"
#include "cooperative_executor.h"
#include "cpu_queue.h"
#include "device_heap.h"
#include "device_limits.h"
#include "device_properties.h"
#include "environment.h"
#include "fault_handler.h"
#include "host_info.h"
#include "host_memory.h"
#include "log.h"
#include "worker_pool.h"

namespace openhip::cpu {

CpuBackend::CpuBackend() {
  device_count_ = static_cast<int>(envInteger("OPENHIP_CPU_DEVICES", 1, 1, kMaxCpuDevices));
  worker_count_ = static_cast<unsigned>(
      envInteger("OPENHIP_NUM_THREADS", hostInfo().cores, 1, kMaxWorkerThreads));
  // Faults in kernels end the kernel, not the process (docs/faults.md).
  installFaultHandlers();
  OPENHIP_LOG(kLogLaunch, "CPU backend: %d device(s), %u worker thread(s)", device_count_,
              worker_count_);
}

CpuBackend::~CpuBackend() = default;

WorkerPool& CpuBackend::pool() {
  // The calling queue thread works too, so the pool has one thread less than
  // the worker count: exactly `worker_count_` threads run a kernel's blocks.
  std::call_once(pool_once_, [&] { pool_ = std::make_unique<WorkerPool>(worker_count_ - 1); });
  return *pool_;
}

void CpuBackend::properties(int index, hipDeviceProp_t* out) const {
  fillDeviceProperties(index, worker_count_, out);
}

std::unique_ptr<Queue> CpuBackend::createQueue(Device& device, int) {
  return std::make_unique<CpuQueue>(device, *this);
}

bool CpuBackend::findKernel(const std::string& code_id, const std::string& name, Kernel* out) {
  return CodeTables::get().findKernel(code_id, name, out);
}

bool CpuBackend::codeCannotRunHere(const std::string& code_id) {
  return CodeTables::get().noTableRunsHere(code_id);
}

bool CpuBackend::findVariable(const std::string& code_id, const std::string& name, void** address,
                              size_t* size) {
  return CodeTables::get().findVariable(code_id, name, address, size);
}

std::unique_ptr<CodeObject> CpuBackend::loadCodeObject(const void* image, size_t size,
                                                       hipError_t* error) {
  return cpu::loadCodeObject(image, size, error);
}

std::shared_ptr<const void> CpuBackend::createMultiGridGroup(
    const std::vector<const KernelLaunch*>& grids) {
  return cpu::createMultiGridGroup(grids);
}

hipError_t CpuBackend::getLimit(hipLimit_t limit, size_t* value) const {
  switch (limit) {
    case hipLimitMallocHeapSize: *value = deviceHeapLimit(); return hipSuccess;
    case hipLimitPrintfFifoSize: *value = printf_fifo_size_.load(); return hipSuccess;
    case hipLimitStackSize: *value = stack_size_.load(); return hipSuccess;
    default: return hipErrorUnsupportedLimit;
  }
}

hipError_t CpuBackend::setLimit(hipLimit_t limit, size_t value) {
  switch (limit) {
    case hipLimitMallocHeapSize: setDeviceHeapLimit(value); return hipSuccess;
    case hipLimitPrintfFifoSize:
      if (value == 0) return hipErrorInvalidValue;
      printf_fifo_size_.store(value);
      return hipSuccess;
    case hipLimitStackSize: stack_size_.store(value); return hipSuccess;
    default: return hipErrorUnsupportedLimit;
  }
}

// Device memory gets pages of its own (so that hipIpcGetMemHandle can later
// share it in place) and a guard page after them; host and managed memory
// come from the heap. Large allocations of any kind get huge pages
// (host_memory.h).
void* CpuBackend::allocate(int, size_t bytes, MemoryKind kind) {
  if (kind == MemoryKind::Device) return mapGuardedPages(bytes);
  return allocateAligned(bytes, kAllocationAlignment);
}

void CpuBackend::release(void* memory, size_t bytes, MemoryKind kind) {
  if (kind == MemoryKind::Device)
    unmapGuardedPages(memory, bytes);
  else
    freeAligned(memory, bytes);
}

bool CpuBackend::retire(void* memory, size_t bytes) { return retireGuardedPages(memory, bytes); }

void CpuBackend::releaseRetired(void* memory, size_t bytes) { unmapGuardedPages(memory, bytes); }

size_t CpuBackend::mappingGranularity() const { return pageSize(); }
int CpuBackend::createShareable(const char* name, size_t bytes) { return createSharedFile(name, bytes); }
bool CpuBackend::growShareable(int fd, size_t bytes) { return growSharedFile(fd, bytes); }
void CpuBackend::discard(int fd, uint64_t offset, size_t bytes) { discardSharedFile(fd, offset, bytes); }
void* CpuBackend::map(int fd, uint64_t offset, size_t bytes, void* at) {
  return mapSharedFile(fd, offset, bytes, at);
}
void CpuBackend::unmap(void* address, size_t bytes) { unmapPages(address, bytes); }
int CpuBackend::shareInPlace(void* memory, size_t bytes) { return sharePagesInPlace(memory, bytes); }
void* CpuBackend::reserve(size_t bytes, size_t alignment, void* hint) {
  return reserveRange(bytes, alignment, hint);
}
void CpuBackend::unreserve(void* address, size_t bytes) { unmapPages(address, bytes); }
bool CpuBackend::unmapToReserved(void* address, size_t bytes) {
  return resetToReserved(address, bytes);
}
bool CpuBackend::protect(void* address, size_t bytes, bool read, bool write) {
  return protectRange(address, bytes, read, write);
}

}  // namespace openhip::cpu
