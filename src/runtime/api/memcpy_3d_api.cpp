// C ABI: 3D copies (hipMemcpy3D(Async) with hipPitchedPtr/hipExtent or
// hipArray endpoints, hipDrvMemcpy3D(Async) with HIP_MEMCPY3D). Every form is
// reduced to two strided boxes (base, row pitch, slice pitch) and one copy
// loop. An array's storage is dense row-major (texture_resources.h): row
// pitch = width * texel bytes, slice pitch = row pitch * rows.
#include <cstring>

#include "api_common.h"
#include "memory_ops.h"
#include "texture_resources.h"

using openhip::ArrayImpl;

namespace {

/// One side of a 3D copy: the first byte of the box and its strides.
struct Box {
  char* origin = nullptr;
  size_t pitch = 0;        ///< bytes between rows
  size_t slice_pitch = 0;  ///< bytes between slices
  bool device = false;     ///< must lie in recorded memory
};

bool mulAdd(size_t a, size_t b, size_t c, size_t* out) {  // a * b + c without overflow
  size_t product = 0;
  return !__builtin_mul_overflow(a, b, &product) && !__builtin_add_overflow(product, c, out);
}

/// Byte offset of (x bytes, y, z) with the given strides; false on overflow.
bool offsetOf(size_t x, size_t y, size_t z, size_t pitch, size_t slice_pitch, size_t* out) {
  size_t rows = 0;
  return mulAdd(y, pitch, x, &rows) && mulAdd(z, slice_pitch, rows, out);
}

/// An array endpoint at element/row/slice (x_bytes already in bytes).
hipError_t arrayBox(const ArrayImpl* array, size_t x_bytes, size_t y, size_t z, size_t width_bytes,
                    size_t height, size_t depth, Box* box) {
  if (!array) return hipErrorInvalidValue;
  if (x_bytes > array->rowPitch() || width_bytes > array->rowPitch() - x_bytes ||
      y > array->rows() || height > array->rows() - y || z > array->slices() ||
      depth > array->slices() - z)
    return hipErrorInvalidValue;
  box->origin = static_cast<char*>(array->array.data) + z * array->slicePitch() +
                y * array->rowPitch() + x_bytes;
  box->pitch = array->rowPitch();
  box->slice_pitch = array->slicePitch();
  box->device = true;
  return hipSuccess;
}

/// A linear endpoint: `rows_per_slice` rows of `pitch` bytes make a slice.
hipError_t linearBox(const void* base, size_t pitch, size_t rows_per_slice, size_t x, size_t y,
                     size_t z, size_t width, size_t height, size_t depth, bool device, Box* box) {
  if (!base) return hipErrorInvalidValue;
  if (width > pitch || x > pitch - width) return hipErrorInvalidPitchValue;
  if (depth > 1 && (y > rows_per_slice || height > rows_per_slice - y)) return hipErrorInvalidValue;
  size_t slice_pitch = 0, first = 0, last = 0;
  if (__builtin_mul_overflow(pitch, rows_per_slice, &slice_pitch) ||
      !offsetOf(x, y, z, pitch, slice_pitch, &first) ||
      !offsetOf(x + width, y + height - 1, z + depth - 1, pitch, slice_pitch, &last))
    return hipErrorInvalidValue;
  char* origin = const_cast<char*>(static_cast<const char*>(base)) + first;
  if (hipError_t e = openhip::checkRange(origin, last - first, device)) return e;
  *box = Box{origin, pitch, slice_pitch, device};
  return hipSuccess;
}

hipError_t copyBoxes(const Box& dst, const Box& src, size_t width, size_t height, size_t depth,
                     hipStream_t stream, bool synchronous) {
  openhip::CopyRegion copy;
  copy.dst = dst.origin;
  copy.src = src.origin;
  copy.width = width;
  copy.height = height;
  copy.depth = depth;
  copy.dst_pitch = dst.pitch;
  copy.dst_slice = dst.slice_pitch;
  copy.src_pitch = src.pitch;
  copy.src_slice = src.slice_pitch;
  copy.kind = src.device ? (dst.device ? hipMemcpyDeviceToDevice : hipMemcpyDeviceToHost)
                         : (dst.device ? hipMemcpyHostToDevice : hipMemcpyHostToHost);
  return openhip::submitMemoryOperation(stream, copy, synchronous);
}

hipError_t copy3D(const hipMemcpy3DParms* p, hipStream_t stream, bool synchronous) {
  if (!p) return hipErrorInvalidValue;
  // Exactly one of array and pointer on each side.
  if (!p->srcArray == !p->srcPtr.ptr || !p->dstArray == !p->dstPtr.ptr) return hipErrorInvalidValue;
  bool device_src = false, device_dst = false;
  int kind = 0;  // read as raw bits: C callers may store any value
  std::memcpy(&kind, &p->kind, sizeof kind);
  switch (kind) {
    case hipMemcpyHostToHost: break;
    case hipMemcpyHostToDevice: device_dst = true; break;
    case hipMemcpyDeviceToHost: device_src = true; break;
    case hipMemcpyDeviceToDevice: device_src = device_dst = true; break;
    case hipMemcpyDefault: break;
    default: return hipErrorInvalidMemcpyDirection;
  }
  const hipExtent e = p->extent;
  if (e.width == 0 || e.height == 0 || e.depth == 0) return hipSuccess;
  const ArrayImpl* src_array = p->srcArray ? openhip::lookupArray(p->srcArray) : nullptr;
  const ArrayImpl* dst_array = p->dstArray ? openhip::lookupArray(p->dstArray) : nullptr;
  if ((p->srcArray && !src_array) || (p->dstArray && !dst_array)) return hipErrorInvalidValue;
  // With an array involved the width and the array's x count its elements;
  // a pitched pointer's x is always in bytes.
  const ArrayImpl* any_array = src_array ? src_array : dst_array;
  const size_t element = any_array ? any_array->format.texelBytes() : 1;
  if (src_array && dst_array && src_array->format.texelBytes() != dst_array->format.texelBytes())
    return hipErrorInvalidValue;
  size_t width = 0;
  if (__builtin_mul_overflow(e.width, element, &width)) return hipErrorInvalidValue;
  Box src, dst;
  if (src_array) {
    size_t x = 0;
    if (__builtin_mul_overflow(p->srcPos.x, element, &x)) return hipErrorInvalidValue;
    if (hipError_t err = arrayBox(src_array, x, p->srcPos.y, p->srcPos.z, width, e.height, e.depth, &src))
      return err;
  } else if (hipError_t err = linearBox(p->srcPtr.ptr, p->srcPtr.pitch, p->srcPtr.ysize,
                                        p->srcPos.x, p->srcPos.y, p->srcPos.z, width, e.height,
                                        e.depth, device_src, &src)) {
    return err;
  }
  if (dst_array) {
    size_t x = 0;
    if (__builtin_mul_overflow(p->dstPos.x, element, &x)) return hipErrorInvalidValue;
    if (hipError_t err = arrayBox(dst_array, x, p->dstPos.y, p->dstPos.z, width, e.height, e.depth, &dst))
      return err;
  } else if (hipError_t err = linearBox(p->dstPtr.ptr, p->dstPtr.pitch, p->dstPtr.ysize,
                                        p->dstPos.x, p->dstPos.y, p->dstPos.z, width, e.height,
                                        e.depth, device_dst, &dst)) {
    return err;
  }
  return copyBoxes(dst, src, width, e.height, e.depth, stream, synchronous);
}

/// A memory type field read as raw bits (C callers may store any value).
int rawType(const hipMemoryType& field) {
  int raw = 0;
  std::memcpy(&raw, &field, sizeof raw);
  return raw;
}

hipError_t driverBox(int type, const void* host, const void* device, hipArray_t array, size_t x,
                     size_t y, size_t z, size_t lod, size_t pitch, size_t rows, size_t width,
                     size_t height, size_t depth, Box* box) {
  if (lod != 0) return hipErrorInvalidValue;  // mipmap levels are arrays of their own
  switch (type) {
    case hipMemoryTypeArray:
      return arrayBox(openhip::lookupArray(array), x, y, z, width, height, depth, box);
    case hipMemoryTypeHost:
      return linearBox(host, pitch, rows, x, y, z, width, height, depth, false, box);
    case hipMemoryTypeDevice:
    case hipMemoryTypeUnified:
      return linearBox(device, pitch, rows, x, y, z, width, height, depth, true, box);
    default: return hipErrorInvalidValue;
  }
}

hipError_t driverCopy3D(const HIP_MEMCPY3D* p, hipStream_t stream, bool synchronous) {
  if (!p) return hipErrorInvalidValue;
  if (p->WidthInBytes == 0 || p->Height == 0 || p->Depth == 0) return hipSuccess;
  Box src, dst;
  if (hipError_t e = driverBox(rawType(p->srcMemoryType), p->srcHost, p->srcDevice, p->srcArray,
                               p->srcXInBytes, p->srcY, p->srcZ, p->srcLOD, p->srcPitch,
                               p->srcHeight, p->WidthInBytes, p->Height, p->Depth, &src))
    return e;
  if (hipError_t e = driverBox(rawType(p->dstMemoryType), p->dstHost, p->dstDevice, p->dstArray,
                               p->dstXInBytes, p->dstY, p->dstZ, p->dstLOD, p->dstPitch,
                               p->dstHeight, p->WidthInBytes, p->Height, p->Depth, &dst))
    return e;
  return copyBoxes(dst, src, p->WidthInBytes, p->Height, p->Depth, stream, synchronous);
}

}  // namespace

extern "C" {

hipError_t hipMemcpy3D(const hipMemcpy3DParms* p) {
  OPENHIP_API(p);
  HIP_RETURN(copy3D(p, nullptr, true));
}

hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms* p, hipStream_t stream) {
  OPENHIP_API(p, stream);
  HIP_RETURN(copy3D(p, stream, false));
}

hipError_t hipDrvMemcpy3D(const HIP_MEMCPY3D* pCopy) {
  OPENHIP_API(pCopy);
  HIP_RETURN(driverCopy3D(pCopy, nullptr, true));
}

hipError_t hipDrvMemcpy3DAsync(const HIP_MEMCPY3D* pCopy, hipStream_t stream) {
  OPENHIP_API(pCopy, stream);
  HIP_RETURN(driverCopy3D(pCopy, stream, false));
}

}  // extern "C"
