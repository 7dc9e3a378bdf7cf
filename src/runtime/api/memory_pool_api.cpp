// C ABI: stream-ordered allocation (hipMallocAsync, hipFreeAsync) and memory
// pools (hipMemPool*, hipDeviceGet/SetMemPool). See memory_pool.h.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

#include "api_common.h"
#include "memory_ops.h"
#include "memory_pool.h"
#include "stream_capture.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::Device;
using openhip::MemPoolTable;
using openhip::Runtime;

namespace {

hipError_t allocateFromPool(void** dev_ptr, size_t size, hipMemPool_t handle, hipStream_t stream) {
  if (!dev_ptr) return hipErrorInvalidValue;
  openhip::Stream* s = openhip::resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;
  // HIP 5.2 has no memory-allocation graph nodes: refuse, invalidating the capture.
  if (hipError_t e = openhip::checkStreamNotCapturing(*s)) return e;
  if (hipError_t sticky = openhip::stickyError(&s->device())) return sticky;
  if (!handle) handle = MemPoolTable::get().currentPool(s->device().ordinal());
  auto pool = MemPoolTable::get().live(handle);
  if (!pool) return hipErrorInvalidValue;
  *dev_ptr = nullptr;
  if (size == 0) return hipSuccess;
  return pool->allocate(size, *s, dev_ptr);
}

bool validDevice(int device) { return device >= 0 && Runtime::get().device(device); }

/// What hipMemPoolPtrExportData carries: the block's range in the pool's file.
struct PointerExport {
  char magic[8];
  uint64_t offset;
  uint64_t capacity;
  uint64_t size;
};
static_assert(sizeof(PointerExport) <= sizeof(hipMemPoolPtrExportData), "must fit");
constexpr char kPointerMagic[8] = {'O', 'H', 'I', 'P', 'P', 'P', 'T', 'R'};

}  // namespace

extern "C" {

hipError_t hipMallocAsync(void** dev_ptr, size_t size, hipStream_t stream) {
  OPENHIP_API(dev_ptr, size, stream);
  HIP_RETURN(allocateFromPool(dev_ptr, size, nullptr, stream));
}

hipError_t hipMallocFromPoolAsync(void** dev_ptr, size_t size, hipMemPool_t mem_pool,
                                  hipStream_t stream) {
  OPENHIP_API(dev_ptr, size, mem_pool, stream);
  if (!mem_pool) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(allocateFromPool(dev_ptr, size, mem_pool, stream));
}

// Pool blocks go back to their pool in stream order; hipMalloc memory is
// released when the stream reaches the free.
hipError_t hipFreeAsync(void* dev_ptr, hipStream_t stream) {
  OPENHIP_API(dev_ptr, stream);
  openhip::Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  if (hipError_t e = openhip::checkStreamNotCapturing(*s)) HIP_RETURN(e);
  if (!dev_ptr) HIP_RETURN(hipSuccess);
  auto found = Runtime::get().allocations().find(dev_ptr);
  if (!found || found->base != dev_ptr || found->backing == Backing::Foreign)
    HIP_RETURN(hipErrorInvalidValue);
  auto removed = Runtime::get().allocations().remove(dev_ptr, {AllocationKind::Device});
  if (!removed) HIP_RETURN(hipErrorInvalidValue);
  if (removed->backing == Backing::PoolBlock) {
    if (auto pool = MemPoolTable::get().known(removed->pool)) pool->freeAsync(*removed, *s);
    HIP_RETURN(hipSuccess);
  }
  const Allocation block = *removed;
  openhip::maybeBlock(
      s->device().submit(*s, openhip::HostFunction([block] { openhip::releaseAllocationMemory(block); })));
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolCreate(hipMemPool_t* mem_pool, const hipMemPoolProps* pool_props) {
  OPENHIP_API(mem_pool, pool_props);
  if (!mem_pool || !pool_props) HIP_RETURN(hipErrorInvalidValue);
  if (pool_props->allocType != hipMemAllocationTypePinned ||
      pool_props->location.type != hipMemLocationTypeDevice || !validDevice(pool_props->location.id))
    HIP_RETURN(hipErrorInvalidValue);
  int fd = -1;  // shareable pools keep their blocks in one shareable file
  switch (pool_props->handleTypes) {
    case hipMemHandleTypeNone: break;
    case hipMemHandleTypePosixFileDescriptor:
      fd = Runtime::get().device(pool_props->location.id)->backend().createShareable("openhip-mempool", 0);
      if (fd < 0) HIP_RETURN(hipErrorOutOfMemory);
      break;
    case hipMemHandleTypeWin32:
    case hipMemHandleTypeWin32Kmt: HIP_RETURN(hipErrorNotSupported);
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  *mem_pool = MemPoolTable::get().create(pool_props->location.id, *pool_props, fd).get();
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolDestroy(hipMemPool_t mem_pool) {
  OPENHIP_API(mem_pool);
  if (!mem_pool) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(MemPoolTable::get().destroy(mem_pool));
}

hipError_t hipMemPoolTrimTo(hipMemPool_t mem_pool, size_t min_bytes_to_hold) {
  OPENHIP_API(mem_pool, min_bytes_to_hold);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool) HIP_RETURN(hipErrorInvalidValue);
  pool->trimTo(min_bytes_to_hold);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolSetAttribute(hipMemPool_t mem_pool, hipMemPoolAttr attr, void* value) {
  OPENHIP_API(mem_pool, attr, value);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool || !value) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(pool->setAttribute(attr, value));
}

hipError_t hipMemPoolGetAttribute(hipMemPool_t mem_pool, hipMemPoolAttr attr, void* value) {
  OPENHIP_API(mem_pool, attr, value);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool || !value) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(pool->getAttribute(attr, value));
}

// Every CPU device reaches every other device's memory: access flags are
// recorded and reported, not enforced.
hipError_t hipMemPoolSetAccess(hipMemPool_t mem_pool, const hipMemAccessDesc* desc_list,
                               size_t count) {
  OPENHIP_API(mem_pool, desc_list, count);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool || (count && !desc_list)) HIP_RETURN(hipErrorInvalidValue);
  for (size_t i = 0; i < count; ++i) {
    const hipMemAccessDesc& d = desc_list[i];
    if (d.location.type != hipMemLocationTypeDevice) HIP_RETURN(hipErrorInvalidValue);
    if (!validDevice(d.location.id)) HIP_RETURN(hipErrorInvalidDevice);
    if (d.flags != hipMemAccessFlagsProtNone && d.flags != hipMemAccessFlagsProtRead &&
        d.flags != hipMemAccessFlagsProtReadWrite)
      HIP_RETURN(hipErrorInvalidValue);
    // The owning device always keeps read-write access.
    if (d.location.id == pool->device && d.flags != hipMemAccessFlagsProtReadWrite)
      HIP_RETURN(hipErrorInvalidValue);
  }
  for (size_t i = 0; i < count; ++i) pool->setAccess(desc_list[i].location.id, desc_list[i].flags);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolGetAccess(hipMemAccessFlags* flags, hipMemPool_t mem_pool,
                               hipMemLocation* location) {
  OPENHIP_API(flags, mem_pool, location);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool || !flags || !location || location->type != hipMemLocationTypeDevice)
    HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(location->id)) HIP_RETURN(hipErrorInvalidDevice);
  *flags = pool->access(location->id);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t* mem_pool, int device) {
  OPENHIP_API(mem_pool, device);
  if (!mem_pool) HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
  *mem_pool = MemPoolTable::get().defaultPool(device);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceGetMemPool(hipMemPool_t* mem_pool, int device) {
  OPENHIP_API(mem_pool, device);
  if (!mem_pool) HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
  *mem_pool = MemPoolTable::get().currentPool(device);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceSetMemPool(int device, hipMemPool_t mem_pool) {
  OPENHIP_API(device, mem_pool);
  if (!validDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool) HIP_RETURN(hipErrorInvalidValue);
  if (pool->device != device) HIP_RETURN(hipErrorInvalidDevice);
  MemPoolTable::get().setCurrentPool(device, mem_pool);
  HIP_RETURN(hipSuccess);
}

// Shareable pools: the POSIX descriptor of the pool's memfd goes to the other
// process (SCM_RIGHTS, inheritance, pidfd_getfd); pointers travel as
// (offset, size) in that file. As in CUDA, the descriptor is passed to the
// import as the pointer value.
hipError_t hipMemPoolExportToShareableHandle(void* shared_handle, hipMemPool_t mem_pool,
                                             hipMemAllocationHandleType handle_type,
                                             unsigned int flags) {
  OPENHIP_API(shared_handle, mem_pool, handle_type, flags);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!pool || !shared_handle || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  if (handle_type == hipMemHandleTypeWin32 || handle_type == hipMemHandleTypeWin32Kmt)
    HIP_RETURN(hipErrorNotSupported);
  if (handle_type != hipMemHandleTypePosixFileDescriptor || pool->sharedFd() < 0 || pool->imported)
    HIP_RETURN(hipErrorInvalidValue);
  const int fd = dup(pool->sharedFd());
  if (fd < 0) HIP_RETURN(hipErrorOutOfMemory);
  *static_cast<int*>(shared_handle) = fd;  // the caller owns it
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolImportFromShareableHandle(hipMemPool_t* mem_pool, void* shared_handle,
                                               hipMemAllocationHandleType handle_type,
                                               unsigned int flags) {
  OPENHIP_API(mem_pool, shared_handle, handle_type, flags);
  if (!mem_pool || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  if (handle_type == hipMemHandleTypeWin32 || handle_type == hipMemHandleTypeWin32Kmt)
    HIP_RETURN(hipErrorNotSupported);
  if (handle_type != hipMemHandleTypePosixFileDescriptor) HIP_RETURN(hipErrorInvalidValue);
  const int fd = static_cast<int>(reinterpret_cast<intptr_t>(shared_handle));
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  const int own = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (own < 0) HIP_RETURN(hipErrorInvalidValue);
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypePosixFileDescriptor;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = device->ordinal();
  *mem_pool = MemPoolTable::get().create(device->ordinal(), props, own, /*imported=*/true).get();
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemPoolExportPointer(hipMemPoolPtrExportData* export_data, void* dev_ptr) {
  OPENHIP_API(export_data, dev_ptr);
  if (!export_data || !dev_ptr) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(dev_ptr);
  if (!allocation || allocation->base != dev_ptr || allocation->backing != Backing::PoolBlock)
    HIP_RETURN(hipErrorInvalidValue);
  auto pool = MemPoolTable::get().known(allocation->pool);
  PointerExport data{};
  std::memcpy(data.magic, kPointerMagic, sizeof data.magic);
  data.size = allocation->size;
  if (!pool || !pool->exportBlock(dev_ptr, &data.offset, &data.capacity))
    HIP_RETURN(hipErrorInvalidValue);  // not from a shareable pool
  std::memset(export_data, 0, sizeof *export_data);
  std::memcpy(export_data->reserved, &data, sizeof data);
  HIP_RETURN(hipSuccess);
}

// The imported pointer is device memory of this process, freed with hipFree
// or hipFreeAsync (before the exporter frees the block).
hipError_t hipMemPoolImportPointer(void** dev_ptr, hipMemPool_t mem_pool,
                                   hipMemPoolPtrExportData* export_data) {
  OPENHIP_API(dev_ptr, mem_pool, export_data);
  auto pool = MemPoolTable::get().live(mem_pool);
  if (!dev_ptr || !export_data || !pool || pool->sharedFd() < 0) HIP_RETURN(hipErrorInvalidValue);
  PointerExport data{};
  std::memcpy(&data, export_data->reserved, sizeof data);
  struct stat st {};
  if (std::memcmp(data.magic, kPointerMagic, sizeof data.magic) != 0 || data.size == 0 ||
      data.size > data.capacity || data.offset % openhip::pageSize() != 0 ||
      fstat(pool->sharedFd(), &st) != 0 ||
      data.offset + data.capacity > static_cast<uint64_t>(st.st_size))
    HIP_RETURN(hipErrorInvalidValue);
  openhip::Device* device = Runtime::get().device(pool->device);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  void* mapped = device->backend().map(pool->sharedFd(), data.offset, data.capacity, nullptr);
  if (!mapped) HIP_RETURN(hipErrorMapFailed);
  Allocation record{mapped, data.size, pool->device, AllocationKind::Device, 0};
  record.backing = Backing::FileView;
  if (!Runtime::get().allocations().insert(record)) {
    device->backend().unmap(mapped, data.capacity);
    HIP_RETURN(hipErrorMapFailed);
  }
  *dev_ptr = mapped;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
