#include "memory_ops.h"

#include "stream_capture.h"

namespace openhip {

hipError_t checkRange(const void* p, size_t bytes, bool must_be_known) {
  if (!p) return hipErrorInvalidValue;
  auto allocation = Runtime::get().allocations().find(p);
  if (!allocation) return must_be_known ? hipErrorInvalidValue : hipSuccess;
  return allocation->contains(p, bytes) ? hipSuccess : hipErrorInvalidValue;
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

hipError_t submitMemoryOperation(hipStream_t handle, std::function<void()> work, bool synchronous,
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
