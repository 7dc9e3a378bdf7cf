// C ABI: copies and fills, synchronous (null stream, waits) and asynchronous
// (stream operations). Ranges are validated before anything is queued.
#include <algorithm>
#include <cstring>

#include "api_common.h"
#include "memory_ops.h"
#include "stream_capture.h"
#include "texture_resources.h"

using openhip::checkCopy;
using openhip::checkRange;
using openhip::checkRegion;
using openhip::submitMemoryOperation;

namespace {

using openhip::CapturedOperation;

/// Submits `work`, described for stream capture (`describe()`) only while a
/// capture is active: the description is a large structure, building it
/// costs more than a small copy.
template <class Describe>
hipError_t submitDescribed(hipStream_t stream, openhip::QueueWork&& work, bool synchronous,
                           Describe&& describe) {
  if (openhip::activeCaptures()) {
    const CapturedOperation op = describe();
    return submitMemoryOperation(stream, std::move(work), synchronous, &op);
  }
  return submitMemoryOperation(stream, std::move(work), synchronous);
}

hipError_t copyLinear(void* dst, const void* src, size_t bytes, hipMemcpyKind kind,
                      hipStream_t stream, bool synchronous) {
  if (hipError_t e = checkCopy(dst, src, bytes, kind)) return e;
  if (bytes == 0) return hipSuccess;
  return submitDescribed(stream, openhip::linearRegion(dst, src, bytes, kind), synchronous,
                         [&] { return CapturedOperation::copy1D(dst, src, bytes, kind); });
}

template <class T>
hipError_t fillElements(void* dst, T value, size_t count, hipStream_t stream, bool synchronous) {
  if (count == 0) return hipSuccess;
  if (count > SIZE_MAX / sizeof(T)) return hipErrorInvalidValue;
  if (hipError_t e = checkRange(dst, count * sizeof(T), /*must_be_known=*/true)) return e;
  return submitDescribed(
      stream, openhip::fillRegion(dst, static_cast<uint32_t>(value), sizeof(T), count, 1, count * sizeof(T)),
      synchronous,
      [&] { return CapturedOperation::fill(dst, static_cast<unsigned>(value), sizeof(T), count); });
}

hipError_t copy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                  size_t height, hipMemcpyKind kind, hipStream_t stream, bool synchronous) {
  int raw_kind = 0;  // read as raw bits: an out-of-range value is not a valid hipMemcpyKind
  std::memcpy(&raw_kind, &kind, sizeof(raw_kind));
  if (raw_kind < hipMemcpyHostToHost || raw_kind > hipMemcpyDefault)
    return hipErrorInvalidMemcpyDirection;
  if (width == 0 || height == 0) return hipSuccess;
  const bool device_dst = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
  const bool device_src = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
  if (hipError_t e = checkRegion(dst, dpitch, width, height, device_dst)) return e;
  if (hipError_t e = checkRegion(src, spitch, width, height, device_src)) return e;
  return submitDescribed(stream, openhip::pitchedRegion(dst, dpitch, src, spitch, width, height, kind),
                         synchronous, [&] {
    return CapturedOperation::copy2D(dst, dpitch, src, spitch, width, height, kind);
  });
}

hipError_t fill2D(void* dst, size_t pitch, int value, size_t width, size_t height,
                  hipStream_t stream, bool synchronous) {
  if (width == 0 || height == 0) return hipSuccess;
  if (hipError_t e = checkRegion(dst, pitch, width, height, /*must_be_known=*/true)) return e;
  return submitDescribed(
      stream, openhip::fillRegion(dst, static_cast<unsigned char>(value), 1, width, height, pitch), synchronous,
      [&] {
        return CapturedOperation::fill(dst, static_cast<unsigned char>(value), 1, width, height, pitch);
      });
}

/// A memory type field read as raw bits: C callers may store any value, and
/// loading an out-of-range value as the C++ enum would be undefined.
int rawMemoryType(const hipMemoryType& field) {
  int raw = 0;
  std::memcpy(&raw, &field, sizeof(raw));
  return raw;
}

/// The source or destination of a hip_Memcpy2D as a plain pointer and pitch.
/// An array's storage is dense (texture_resources.h): its pitch is the row size.
hipError_t locate2D(int type, const void* host, const void* device, const hipArray* array,
                    size_t x, size_t y, size_t width, size_t height, size_t* pitch,
                    const char** out) {
  if (type == hipMemoryTypeArray) {
    const openhip::ArrayImpl* impl = openhip::lookupArray(array);
    if (!impl) return hipErrorInvalidValue;
    const size_t row = impl->rowPitch();
    if (impl->depth > 1 || x > row || width > row - x || y > impl->rows() ||
        height > impl->rows() - y)
      return hipErrorInvalidValue;
    *pitch = row;
    *out = static_cast<const char*>(impl->array.data) + y * row + x;
    return hipSuccess;
  }
  if (type != hipMemoryTypeHost && type != hipMemoryTypeDevice && type != hipMemoryTypeUnified)
    return hipErrorInvalidValue;
  const void* base = type == hipMemoryTypeHost ? host : device;
  if (!base) return hipErrorInvalidValue;
  if (y != 0 && *pitch > (SIZE_MAX - x) / y) return hipErrorInvalidValue;
  *out = static_cast<const char*>(base) + y * *pitch + x;
  return hipSuccess;
}

hipError_t copyParam2D(const hip_Memcpy2D* p, hipStream_t stream, bool synchronous) {
  if (!p) return hipErrorInvalidValue;
  const char* src = nullptr;
  const char* dst = nullptr;
  const int src_type = rawMemoryType(p->srcMemoryType);
  const int dst_type = rawMemoryType(p->dstMemoryType);
  size_t src_pitch = p->srcPitch, dst_pitch = p->dstPitch;
  if (hipError_t e = locate2D(src_type, p->srcHost, p->srcDevice, p->srcArray, p->srcXInBytes,
                              p->srcY, p->WidthInBytes, p->Height, &src_pitch, &src))
    return e;
  if (hipError_t e = locate2D(dst_type, p->dstHost, p->dstDevice, p->dstArray, p->dstXInBytes,
                              p->dstY, p->WidthInBytes, p->Height, &dst_pitch, &dst))
    return e;
  const hipMemcpyKind kind =
      src_type == hipMemoryTypeHost
          ? (dst_type == hipMemoryTypeHost ? hipMemcpyHostToHost : hipMemcpyHostToDevice)
          : (dst_type == hipMemoryTypeHost ? hipMemcpyDeviceToHost : hipMemcpyDeviceToDevice);
  return copy2D(const_cast<char*>(dst), dst_pitch, src, src_pitch, p->WidthInBytes, p->Height,
                kind, stream, synchronous);
}

}  // namespace

extern "C" {

hipError_t hipMemcpyParam2D(const hip_Memcpy2D* pCopy) {
  OPENHIP_API(pCopy);
  HIP_RETURN(copyParam2D(pCopy, nullptr, true));
}

hipError_t hipMemcpyParam2DAsync(const hip_Memcpy2D* pCopy, hipStream_t stream) {
  OPENHIP_API(pCopy, stream);
  HIP_RETURN(copyParam2D(pCopy, stream, false));
}

hipError_t hipDrvMemcpy2DUnaligned(const hip_Memcpy2D* pCopy) {
  OPENHIP_API(pCopy);
  HIP_RETURN(copyParam2D(pCopy, nullptr, true));  // no alignment rules on a CPU
}

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  OPENHIP_API(dst, src, sizeBytes, kind);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, kind, nullptr, true));
}

hipError_t hipMemcpyAsync(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind,
                          hipStream_t stream) {
  OPENHIP_API(dst, src, sizeBytes, kind, stream);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, kind, stream, false));
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes) {
  OPENHIP_API(dst, src, sizeBytes);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyHostToDevice, nullptr, true));
}

hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes) {
  OPENHIP_API(dst, src, sizeBytes);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyDeviceToHost, nullptr, true));
}

hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes) {
  OPENHIP_API(dst, src, sizeBytes);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyDeviceToDevice, nullptr, true));
}

hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t sizeBytes, hipStream_t stream) {
  OPENHIP_API(dst, src, sizeBytes, stream);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyHostToDevice, stream, false));
}

hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  OPENHIP_API(dst, src, sizeBytes, stream);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyDeviceToHost, stream, false));
}

hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes,
                              hipStream_t stream) {
  OPENHIP_API(dst, src, sizeBytes, stream);
  HIP_RETURN(copyLinear(dst, src, sizeBytes, hipMemcpyDeviceToDevice, stream, false));
}

hipError_t hipMemset(void* dst, int value, size_t sizeBytes) {
  OPENHIP_API(dst, value, sizeBytes);
  HIP_RETURN(fillElements<unsigned char>(dst, static_cast<unsigned char>(value), sizeBytes, nullptr, true));
}

hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t stream) {
  OPENHIP_API(dst, value, sizeBytes, stream);
  HIP_RETURN(fillElements<unsigned char>(dst, static_cast<unsigned char>(value), sizeBytes, stream, false));
}

hipError_t hipMemsetD8(hipDeviceptr_t dest, unsigned char value, size_t count) {
  OPENHIP_API(dest, value, count);
  HIP_RETURN(fillElements(dest, value, count, nullptr, true));
}

hipError_t hipMemsetD8Async(hipDeviceptr_t dest, unsigned char value, size_t count,
                            hipStream_t stream) {
  OPENHIP_API(dest, value, count, stream);
  HIP_RETURN(fillElements(dest, value, count, stream, false));
}

hipError_t hipMemsetD16(hipDeviceptr_t dest, unsigned short value, size_t count) {
  OPENHIP_API(dest, value, count);
  HIP_RETURN(fillElements(dest, value, count, nullptr, true));
}

hipError_t hipMemsetD16Async(hipDeviceptr_t dest, unsigned short value, size_t count,
                             hipStream_t stream) {
  OPENHIP_API(dest, value, count, stream);
  HIP_RETURN(fillElements(dest, value, count, stream, false));
}

hipError_t hipMemsetD32(hipDeviceptr_t dest, int value, size_t count) {
  OPENHIP_API(dest, value, count);
  HIP_RETURN(fillElements(dest, value, count, nullptr, true));
}

hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream) {
  OPENHIP_API(dst, value, count, stream);
  HIP_RETURN(fillElements(dst, value, count, stream, false));
}

hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind) {
  OPENHIP_API(dst, dpitch, src, spitch, width, height, kind);
  HIP_RETURN(copy2D(dst, dpitch, src, spitch, width, height, kind, nullptr, true));
}

hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t stream) {
  OPENHIP_API(dst, dpitch, src, spitch, width, height, kind, stream);
  HIP_RETURN(copy2D(dst, dpitch, src, spitch, width, height, kind, stream, false));
}

hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
  OPENHIP_API(dst, pitch, value, width, height);
  HIP_RETURN(fill2D(dst, pitch, value, width, height, nullptr, true));
}

hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height,
                            hipStream_t stream) {
  OPENHIP_API(dst, pitch, value, width, height, stream);
  HIP_RETURN(fill2D(dst, pitch, value, width, height, stream, false));
}

}  // extern "C"
