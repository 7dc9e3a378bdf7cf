// C ABI: 3D pitched memory, peer copies, stream-ordered allocation, managed
// memory hints and other memory entry points built on the same core.
#include <cstdlib>
#include <cstring>

#include "api_common.h"
#include "device_limits.h"
#include "memory_hints.h"
#include "memory_ops.h"
#include "stream_capture.h"

using openhip::AllocationKind;
using openhip::Device;
using openhip::Runtime;

namespace {

hipError_t fill3D(hipPitchedPtr p, int value, hipExtent extent, hipStream_t stream, bool synchronous) {
  if (extent.width == 0 || extent.height == 0 || extent.depth == 0) return hipSuccess;
  if (!p.ptr) return hipErrorInvalidValue;
  if (extent.width > p.pitch) return hipErrorInvalidPitchValue;
  if (extent.depth > 1 && extent.height > p.ysize) return hipErrorInvalidValue;
  const size_t slice_rows = extent.depth > 1 ? p.ysize : extent.height;
  if (extent.depth - 1 > (SIZE_MAX / p.pitch) / std::max<size_t>(slice_rows, 1))
    return hipErrorInvalidValue;
  const size_t rows = (extent.depth - 1) * slice_rows + extent.height;
  if (hipError_t e = openhip::checkRegion(p.ptr, p.pitch, extent.width, rows, true)) return e;
  return openhip::submitMemoryOperation(
      stream,
      openhip::fillRegion(p.ptr, static_cast<unsigned char>(value), 1, extent.width, extent.height,
                          p.pitch, extent.depth, slice_rows * p.pitch),
      synchronous);
}

hipError_t copyPeer(void* dst, int dst_device, const void* src, int src_device, size_t bytes,
                    hipStream_t stream, bool synchronous) {
  if (!Runtime::get().device(dst_device) || !Runtime::get().device(src_device))
    return hipErrorInvalidDevice;
  if (hipError_t e = openhip::checkCopy(dst, src, bytes, hipMemcpyDeviceToDevice)) return e;
  if (bytes == 0) return hipSuccess;
  const auto op = openhip::CapturedOperation::copy1D(dst, src, bytes, hipMemcpyDeviceToDevice);
  return openhip::submitMemoryOperation(
      stream, openhip::linearRegion(dst, src, bytes, hipMemcpyDeviceToDevice), synchronous, &op);
}

/// Managed memory range [ptr, ptr+count) (count 0: to the allocation's end).
hipError_t checkManagedRange(const void* ptr, size_t count) {
  if (!ptr) return hipErrorInvalidValue;
  auto allocation = Runtime::get().allocations().find(ptr);
  if (!allocation || allocation->kind != AllocationKind::Managed) return hipErrorInvalidValue;
  return allocation->contains(ptr, count) ? hipSuccess : hipErrorInvalidValue;
}

/// Bytes from `ptr` to the end of its allocation.
size_t wholeRangeSize(const void* ptr) {
  auto allocation = Runtime::get().allocations().find(ptr);
  return allocation ? allocation->size - (static_cast<const char*>(ptr) -
                                          static_cast<const char*>(allocation->base))
                    : 0;
}

/// A device argument of the managed-memory hints: a device or the host (-1).
bool validHintDevice(int device) { return device == -1 || Runtime::get().device(device); }

}  // namespace

extern "C" {

hipError_t hipMalloc3D(hipPitchedPtr* pitchedDevPtr, hipExtent extent) {
  OPENHIP_API(pitchedDevPtr, extent);
  if (!pitchedDevPtr) HIP_RETURN(hipErrorInvalidValue);
  size_t pitch = 0;
  void* ptr = nullptr;
  if (extent.height && extent.depth > SIZE_MAX / extent.height) HIP_RETURN(hipErrorOutOfMemory);
  if (hipError_t e = openhip::mallocPitch(&ptr, &pitch, extent.width, extent.height * extent.depth))
    HIP_RETURN(e);
  *pitchedDevPtr = hipPitchedPtr{ptr, pitch, extent.width, extent.height};
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemset3D(hipPitchedPtr pitchedDevPtr, int value, hipExtent extent) {
  OPENHIP_API(pitchedDevPtr, value, extent);
  HIP_RETURN(fill3D(pitchedDevPtr, value, extent, nullptr, true));
}

hipError_t hipMemset3DAsync(hipPitchedPtr pitchedDevPtr, int value, hipExtent extent,
                            hipStream_t stream) {
  OPENHIP_API(pitchedDevPtr, value, extent, stream);
  HIP_RETURN(fill3D(pitchedDevPtr, value, extent, stream, false));
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t* pbase, size_t* psize, hipDeviceptr_t dptr) {
  OPENHIP_API(pbase, psize, dptr);
  if (!dptr || (!pbase && !psize)) HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(dptr);
  if (!allocation) HIP_RETURN(hipErrorInvalidDevicePointer);
  if (pbase) *pbase = allocation->base;
  if (psize) *psize = allocation->size;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemcpyPeer(void* dst, int dstDeviceId, const void* src, int srcDeviceId,
                         size_t sizeBytes) {
  OPENHIP_API(dst, dstDeviceId, src, srcDeviceId, sizeBytes);
  HIP_RETURN(copyPeer(dst, dstDeviceId, src, srcDeviceId, sizeBytes, nullptr, true));
}

hipError_t hipMemcpyPeerAsync(void* dst, int dstDeviceId, const void* src, int srcDevice,
                              size_t sizeBytes, hipStream_t stream) {
  OPENHIP_API(dst, dstDeviceId, src, srcDevice, sizeBytes, stream);
  HIP_RETURN(copyPeer(dst, dstDeviceId, src, srcDevice, sizeBytes, stream, false));
}

hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind,
                               hipStream_t stream) {
  OPENHIP_API(dst, src, sizeBytes, kind, stream);
  if (hipError_t e = openhip::checkCopy(dst, src, sizeBytes, kind)) HIP_RETURN(e);
  if (sizeBytes == 0) HIP_RETURN(hipSuccess);
  HIP_RETURN(openhip::submitMemoryOperation(
      stream, openhip::linearRegion(dst, src, sizeBytes, kind), true));
}

hipError_t hipMemPrefetchAsync(const void* dev_ptr, size_t count, int device, hipStream_t stream) {
  OPENHIP_API(dev_ptr, count, device, stream);
  if (hipError_t e = checkManagedRange(dev_ptr, count)) HIP_RETURN(e);
  if (!validHintDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
  if (count == 0) count = wholeRangeSize(dev_ptr);
  // Host and devices share the memory: the prefetch moves nothing; it is an
  // ordering point that records where the range was last prefetched to.
  HIP_RETURN(openhip::submitMemoryOperation(stream, openhip::HostFunction([=] {
                                               openhip::MemoryHintMap::get().apply(
                                                   dev_ptr, count, [=](openhip::MemoryHints& h) {
                                                     h.last_prefetch = device;
                                                   });
                                             }),
                                             false));
}

hipError_t hipMemAdvise(const void* dev_ptr, size_t count, hipMemoryAdvise advice, int device) {
  OPENHIP_API(dev_ptr, count, advice, device);
  if (hipError_t e = checkManagedRange(dev_ptr, count)) HIP_RETURN(e);
  if (count == 0) HIP_RETURN(hipErrorInvalidValue);
  switch (advice) {
    case hipMemAdviseSetReadMostly:
    case hipMemAdviseUnsetReadMostly:
    case hipMemAdviseSetCoarseGrain:
    case hipMemAdviseUnsetCoarseGrain: break;
    case hipMemAdviseSetPreferredLocation:
    case hipMemAdviseUnsetPreferredLocation:
    case hipMemAdviseSetAccessedBy:
    case hipMemAdviseUnsetAccessedBy:
      if (!validHintDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
      break;
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  // One memory for host and devices: the advice is recorded (see
  // hipMemRangeGetAttribute), placement does not change.
  const uint64_t device_bit = uint64_t(1) << ((device + 1) & 63);
  openhip::MemoryHintMap::get().apply(dev_ptr, count, [&](openhip::MemoryHints& h) {
    switch (advice) {
      case hipMemAdviseSetReadMostly: h.read_mostly = true; break;
      case hipMemAdviseUnsetReadMostly: h.read_mostly = false; break;
      case hipMemAdviseSetCoarseGrain: h.coarse_grain = true; break;
      case hipMemAdviseUnsetCoarseGrain: h.coarse_grain = false; break;
      case hipMemAdviseSetPreferredLocation: h.preferred_location = device; break;
      case hipMemAdviseUnsetPreferredLocation: h.preferred_location = hipInvalidDeviceId; break;
      case hipMemAdviseSetAccessedBy: h.accessed_by |= device_bit; break;
      case hipMemAdviseUnsetAccessedBy: h.accessed_by &= ~device_bit; break;
    }
  });
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* dev_ptr, size_t length,
                                   unsigned int flags) {
  OPENHIP_API(stream, dev_ptr, length, flags);
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost && flags != hipMemAttachSingle)
    HIP_RETURN(hipErrorInvalidValue);
  auto allocation = Runtime::get().allocations().find(dev_ptr);
  if (!dev_ptr || !allocation || allocation->kind != AllocationKind::Managed ||
      allocation->base != dev_ptr || (length != 0 && length != allocation->size))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::submitMemoryOperation(stream, openhip::Marker{}, false));
}

}  // extern "C"

extern "C" {

hipError_t hipExtMallocWithFlags(void** ptr, size_t sizeBytes, unsigned int flags) {
  OPENHIP_API(ptr, sizeBytes, flags);
  // hipDeviceMallocDefault, hipDeviceMallocFinegrained and 0x2 (HIP's
  // hipMallocSignalMemory, 8 bytes): all host memory, coherent by nature.
  if (!ptr || flags > 0x2u || (flags == 0x2u && sizeBytes != 8)) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::mallocDevice(ptr, sizeBytes));
}

hipError_t hipMemAllocPitch(hipDeviceptr_t* dptr, size_t* pitch, size_t widthInBytes, size_t height,
                            unsigned int elementSizeBytes) {
  OPENHIP_API(dptr, pitch, widthInBytes, height, elementSizeBytes);
  if (elementSizeBytes != 4 && elementSizeBytes != 8 && elementSizeBytes != 16)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::mallocPitch(dptr, pitch, widthInBytes, height));
}


}  // extern "C"
