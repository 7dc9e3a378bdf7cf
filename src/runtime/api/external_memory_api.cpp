// C ABI: external memory and semaphores (interop with other APIs/processes).
// Only POSIX descriptors are meaningful on a CPU device; the Win32 and D3D
// handle types return hipErrorNotSupported. As in CUDA, a successful import
// takes ownership of the descriptor.
//  - Memory (hipExternalMemoryHandleTypeOpaqueFd): any mappable file (memfd,
//    shm, regular file). hipExternalMemoryGetMappedBuffer maps part of it
//    MAP_SHARED; the buffer is device memory freed with hipFree.
//  - Semaphores (hipExternalSemaphoreHandleTypeOpaqueFd): an eventfd used as
//    a counting semaphore. Signal adds 1 when the stream reaches it; wait
//    blocks the stream until the count is non-zero and takes 1.
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "api_common.h"
#include "memory_ops.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::Runtime;

namespace {

struct ExternalMemory {
  int fd;
  unsigned long long size;
};
struct ExternalSemaphore {
  int fd;
};

struct ExternalObjects {
  std::mutex mutex;
  std::unordered_set<const void*> memories, semaphores;
};
ExternalObjects& objects() {
  static auto* state = new ExternalObjects;  // never destroyed: atexit code may call the API
  return *state;
}

bool isEventFd(int fd) {
  char path[64], target[64] = {};
  std::snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  const ssize_t n = readlink(path, target, sizeof target - 1);
  return n > 0 && std::strcmp(target, "anon_inode:[eventfd]") == 0;
}

void signalEventFd(int fd) {
  const uint64_t one = 1;
  while (write(fd, &one, sizeof one) < 0 && errno == EINTR) {
  }
}

void waitEventFd(int fd) {
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, -1) < 0 && errno != EINTR) return;
    // With EFD_SEMAPHORE a read takes 1; without, it takes the whole count
    // (several signals then satisfy one wait, as with a binary semaphore).
    uint64_t value = 0;
    if (read(fd, &value, sizeof value) == static_cast<ssize_t>(sizeof value)) return;
    if (errno != EAGAIN && errno != EINTR) return;
  }
}

/// Resolves every semaphore handle; false if one is not a live semaphore.
bool semaphoreFds(const hipExternalSemaphore_t* list, unsigned count, std::vector<int>* fds) {
  std::lock_guard<std::mutex> lock(objects().mutex);
  for (unsigned i = 0; i < count; ++i) {
    if (!objects().semaphores.count(list[i])) return false;
    fds->push_back(static_cast<ExternalSemaphore*>(list[i])->fd);
  }
  return true;
}

/// hipSignal/WaitExternalSemaphoresAsync: queues `operation` on every
/// semaphore's eventfd as one stream operation.
template <class Params>
hipError_t queueSemaphoreOperation(const hipExternalSemaphore_t* semaphores, const Params* params,
                                   unsigned count, hipStream_t stream, void (*operation)(int fd)) {
  if (count == 0) return hipSuccess;
  if (!semaphores || !params) return hipErrorInvalidValue;
  std::vector<int> fds;
  if (!semaphoreFds(semaphores, count, &fds)) return hipErrorInvalidValue;
  return openhip::submitMemoryOperation(
      stream, openhip::HostFunction([fds, operation] {
        for (int fd : fds) operation(fd);
      }),
      false);
}

}  // namespace

extern "C" {

hipError_t hipImportExternalMemory(hipExternalMemory_t* extMem_out,
                                   const hipExternalMemoryHandleDesc* memHandleDesc) {
  OPENHIP_API(extMem_out, memHandleDesc);
  if (!extMem_out || !memHandleDesc) HIP_RETURN(hipErrorInvalidValue);
  if (memHandleDesc->type != hipExternalMemoryHandleTypeOpaqueFd) {
    const int raw = static_cast<int>(memHandleDesc->type);
    HIP_RETURN(raw >= 2 && raw <= 7 ? hipErrorNotSupported : hipErrorInvalidValue);
  }
  const int fd = memHandleDesc->handle.fd;
  struct stat st {};
  if (fd < 0 || memHandleDesc->size == 0 || fstat(fd, &st) != 0 ||
      static_cast<unsigned long long>(st.st_size) < memHandleDesc->size)
    HIP_RETURN(hipErrorInvalidValue);
  auto* memory = new ExternalMemory{fd, memHandleDesc->size};
  std::lock_guard<std::mutex> lock(objects().mutex);
  objects().memories.insert(memory);
  *extMem_out = memory;
  HIP_RETURN(hipSuccess);
}

hipError_t hipExternalMemoryGetMappedBuffer(void** devPtr, hipExternalMemory_t extMem,
                                            const hipExternalMemoryBufferDesc* bufferDesc) {
  OPENHIP_API(devPtr, extMem, bufferDesc);
  if (!devPtr || !bufferDesc || bufferDesc->flags != 0 || bufferDesc->size == 0)
    HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  int fd = -1;
  {
    std::lock_guard<std::mutex> lock(objects().mutex);
    if (!objects().memories.count(extMem)) HIP_RETURN(hipErrorInvalidValue);
    const auto* memory = static_cast<ExternalMemory*>(extMem);
    if (bufferDesc->offset > memory->size || bufferDesc->size > memory->size - bufferDesc->offset)
      HIP_RETURN(hipErrorInvalidValue);
    fd = memory->fd;
  }
  const size_t page = openhip::pageSize();
  const size_t lead = bufferDesc->offset % page;
  const size_t length = openhip::roundUp(lead + bufferDesc->size, page);
  void* mapped = device->backend().map(fd, bufferDesc->offset - lead, length, nullptr);
  if (!mapped) HIP_RETURN(hipErrorMapFailed);
  Allocation record{static_cast<char*>(mapped) + lead, bufferDesc->size, device->ordinal(),
                    AllocationKind::Device, 0};
  record.backing = Backing::FileView;
  if (!Runtime::get().allocations().insert(record)) {
    device->backend().unmap(mapped, length);
    HIP_RETURN(hipErrorMapFailed);
  }
  *devPtr = record.base;
  HIP_RETURN(hipSuccess);
}

// Mapped buffers stay valid (the mapping holds the file) until hipFree.
hipError_t hipDestroyExternalMemory(hipExternalMemory_t extMem) {
  OPENHIP_API(extMem);
  std::lock_guard<std::mutex> lock(objects().mutex);
  if (!objects().memories.erase(extMem)) HIP_RETURN(hipErrorInvalidValue);
  auto* memory = static_cast<ExternalMemory*>(extMem);
  close(memory->fd);
  delete memory;
  HIP_RETURN(hipSuccess);
}

hipError_t hipImportExternalSemaphore(hipExternalSemaphore_t* extSem_out,
                                      const hipExternalSemaphoreHandleDesc* semHandleDesc) {
  OPENHIP_API(extSem_out, semHandleDesc);
  if (!extSem_out || !semHandleDesc) HIP_RETURN(hipErrorInvalidValue);
  if (semHandleDesc->type != hipExternalSemaphoreHandleTypeOpaqueFd) {
    const int raw = static_cast<int>(semHandleDesc->type);
    HIP_RETURN(raw >= 2 && raw <= 4 ? hipErrorNotSupported : hipErrorInvalidValue);
  }
  if (semHandleDesc->handle.fd < 0 || !isEventFd(semHandleDesc->handle.fd))
    HIP_RETURN(hipErrorInvalidValue);
  auto* semaphore = new ExternalSemaphore{semHandleDesc->handle.fd};
  std::lock_guard<std::mutex> lock(objects().mutex);
  objects().semaphores.insert(semaphore);
  *extSem_out = semaphore;
  HIP_RETURN(hipSuccess);
}

hipError_t hipSignalExternalSemaphoresAsync(const hipExternalSemaphore_t* extSemArray,
                                            const hipExternalSemaphoreSignalParams* paramsArray,
                                            unsigned int numExtSems, hipStream_t stream) {
  OPENHIP_API(extSemArray, paramsArray, numExtSems, stream);
  HIP_RETURN(queueSemaphoreOperation(extSemArray, paramsArray, numExtSems, stream, signalEventFd));
}

hipError_t hipWaitExternalSemaphoresAsync(const hipExternalSemaphore_t* extSemArray,
                                          const hipExternalSemaphoreWaitParams* paramsArray,
                                          unsigned int numExtSems, hipStream_t stream) {
  OPENHIP_API(extSemArray, paramsArray, numExtSems, stream);
  HIP_RETURN(queueSemaphoreOperation(extSemArray, paramsArray, numExtSems, stream, waitEventFd));
}

hipError_t hipDestroyExternalSemaphore(hipExternalSemaphore_t extSem) {
  OPENHIP_API(extSem);
  std::lock_guard<std::mutex> lock(objects().mutex);
  if (!objects().semaphores.erase(extSem)) HIP_RETURN(hipErrorInvalidValue);
  auto* semaphore = static_cast<ExternalSemaphore*>(extSem);
  close(semaphore->fd);
  delete semaphore;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
