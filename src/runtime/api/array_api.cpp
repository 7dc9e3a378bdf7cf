// C ABI: arrays and mipmapped arrays (runtime and driver forms) and the
// copies in and out of arrays. Storage layout: see texture_resources.h.
#include <cstring>

#include "api_common.h"
#include "memory_ops.h"
#include "texture_resources.h"

using openhip::ArrayImpl;
using openhip::MipmappedArrayImpl;
using openhip::TexelFormat;

namespace {

/// An enum field read as raw bits: C callers may store any value, and loading an
/// out-of-range value as the C++ enum would be undefined.
template <class Enum> int raw(const Enum& field) {
  int bits = 0;
  std::memcpy(&bits, &field, sizeof(bits));
  return bits;
}

bool validKind(hipMemcpyKind kind) {
  int raw = 0;
  std::memcpy(&raw, &kind, sizeof(raw));
  return raw >= hipMemcpyHostToHost && raw <= hipMemcpyDefault;
}

bool deviceSource(hipMemcpyKind kind) {
  return kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
}

bool deviceDestination(hipMemcpyKind kind) {
  return kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
}

/// Copies `height` rows of `width` bytes between pitched memory and the array
/// region starting `x_bytes` into row `y` of its first slice.
hipError_t copy2DArray(ArrayImpl* array, size_t x_bytes, size_t y, void* memory, size_t pitch,
                       size_t width, size_t height, hipMemcpyKind kind, bool to_array,
                       hipStream_t stream, bool synchronous) {
  if (!array)
    return hipErrorInvalidValue;
  if (!validKind(kind))
    return hipErrorInvalidMemcpyDirection;
  if (width == 0 || height == 0)
    return hipSuccess;
  if (!memory)
    return hipErrorInvalidValue;
  if (width > pitch)
    return hipErrorInvalidPitchValue;
  const size_t row_pitch = array->rowPitch();
  if (x_bytes > row_pitch || width > row_pitch - x_bytes || y > array->rows() ||
      height > array->rows() - y)
    return hipErrorInvalidValue;
  const bool memory_on_device = to_array ? deviceSource(kind) : deviceDestination(kind);
  if (hipError_t e = openhip::checkRegion(memory, pitch, width, height, memory_on_device))
    return e;
  char* region = static_cast<char*>(array->array.data) + y * row_pitch + x_bytes;
  char* other = static_cast<char*>(memory);
  return openhip::submitMemoryOperation(
      stream,
      to_array ? openhip::pitchedRegion(region, row_pitch, other, pitch, width, height, kind)
               : openhip::pitchedRegion(other, pitch, region, row_pitch, width, height, kind),
      synchronous);
}

/// Copies `count` bytes between linear memory and the array's storage from `offset` on.
hipError_t copyLinearArray(ArrayImpl* array, size_t offset, void* memory, size_t count,
                           hipMemcpyKind kind, bool to_array) {
  if (!array)
    return hipErrorInvalidValue;
  if (!validKind(kind))
    return hipErrorInvalidMemcpyDirection;
  if (count == 0)
    return hipSuccess;
  if (!memory)
    return hipErrorInvalidValue;
  if (offset > array->bytes || count > array->bytes - offset)
    return hipErrorInvalidValue;
  const bool memory_on_device = to_array ? deviceSource(kind) : deviceDestination(kind);
  if (hipError_t e = openhip::checkRange(memory, count, memory_on_device))
    return e;
  char* storage = static_cast<char*>(array->array.data) + offset;
  char* other = static_cast<char*>(memory);
  return openhip::submitMemoryOperation(
      nullptr,
      to_array ? openhip::linearRegion(storage, other, count, kind)
               : openhip::linearRegion(other, storage, count, kind),
      /*synchronous=*/true);
}

/// Byte offset of (x_bytes, y) in the array's first slice, or SIZE_MAX if outside.
size_t offsetOf(const ArrayImpl* array, size_t x_bytes, size_t y) {
  if (!array || x_bytes > array->rowPitch() || y >= array->rows())
    return SIZE_MAX;
  return y * array->rowPitch() + x_bytes;
}

hipError_t mallocArray(hipArray** array, const hipChannelFormatDesc* desc, size_t width,
                       size_t height, size_t depth, unsigned flags) {
  if (!array || !desc)
    return hipErrorInvalidValue;
  TexelFormat format;
  if (!openhip::formatFromChannelDesc(*desc, &format))
    return hipErrorInvalidValue;
  ArrayImpl* impl = nullptr;
  if (hipError_t e = openhip::createArray(format, width, height, depth, flags, false, &impl))
    return e;
  *array = &impl->array;
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipMallocArray(hipArray** array, const hipChannelFormatDesc* desc, size_t width,
                          size_t height, unsigned int flags) {
  OPENHIP_API(array, desc, width, height, flags);
  if (flags & (hipArrayLayered | hipArrayCubemap))
    HIP_RETURN(hipErrorInvalidValue); // 3D only
  HIP_RETURN(mallocArray(array, desc, width, height, 0, flags));
}

hipError_t hipMalloc3DArray(hipArray** array, const hipChannelFormatDesc* desc, hipExtent extent,
                            unsigned int flags) {
  OPENHIP_API(array, desc, extent, flags);
  HIP_RETURN(mallocArray(array, desc, extent.width, extent.height, extent.depth, flags));
}

hipError_t hipArrayCreate(hipArray** pHandle, const HIP_ARRAY_DESCRIPTOR* pAllocateArray) {
  OPENHIP_API(pHandle, pAllocateArray);
  if (!pHandle || !pAllocateArray)
    HIP_RETURN(hipErrorInvalidValue);
  TexelFormat format;
  if (!openhip::formatFromArrayFormat(raw(pAllocateArray->Format), pAllocateArray->NumChannels,
                                      &format))
    HIP_RETURN(hipErrorInvalidValue);
  ArrayImpl* impl = nullptr;
  if (hipError_t e = openhip::createArray(format, pAllocateArray->Width, pAllocateArray->Height, 0,
                                          0, true, &impl))
    HIP_RETURN(e);
  *pHandle = &impl->array;
  HIP_RETURN(hipSuccess);
}

hipError_t hipArray3DCreate(hipArray** array, const HIP_ARRAY3D_DESCRIPTOR* pAllocateArray) {
  OPENHIP_API(array, pAllocateArray);
  if (!array || !pAllocateArray)
    HIP_RETURN(hipErrorInvalidValue);
  TexelFormat format;
  if (!openhip::formatFromArrayFormat(raw(pAllocateArray->Format), pAllocateArray->NumChannels,
                                      &format))
    HIP_RETURN(hipErrorInvalidValue);
  ArrayImpl* impl = nullptr;
  if (hipError_t e =
          openhip::createArray(format, pAllocateArray->Width, pAllocateArray->Height,
                               pAllocateArray->Depth, pAllocateArray->Flags, true, &impl))
    HIP_RETURN(e);
  *array = &impl->array;
  HIP_RETURN(hipSuccess);
}

hipError_t hipFreeArray(hipArray* array) {
  OPENHIP_API(array);
  HIP_RETURN(openhip::destroyArray(array));
}

hipError_t hipArrayDestroy(hipArray* array) {
  OPENHIP_API(array);
  HIP_RETURN(openhip::destroyArray(array));
}

hipError_t hipGetChannelDesc(hipChannelFormatDesc* desc, hipArray_const_t array) {
  OPENHIP_API(desc, array);
  ArrayImpl* impl = openhip::lookupArray(array);
  if (!desc || !impl)
    HIP_RETURN(hipErrorInvalidValue);
  *desc = openhip::channelDescOf(impl->format);
  HIP_RETURN(hipSuccess);
}

hipError_t hipMallocMipmappedArray(hipMipmappedArray_t* mipmappedArray,
                                   const hipChannelFormatDesc* desc, hipExtent extent,
                                   unsigned int numLevels, unsigned int flags) {
  OPENHIP_API(mipmappedArray, desc, extent, numLevels, flags);
  if (!mipmappedArray || !desc)
    HIP_RETURN(hipErrorInvalidValue);
  TexelFormat format;
  if (!openhip::formatFromChannelDesc(*desc, &format))
    HIP_RETURN(hipErrorInvalidValue);
  MipmappedArrayImpl* impl = nullptr;
  if (hipError_t e = openhip::createMipmappedArray(format, extent.width, extent.height,
                                                   extent.depth, numLevels, flags, &impl))
    HIP_RETURN(e);
  *mipmappedArray = &impl->mipmapped;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMipmappedArrayCreate(hipMipmappedArray_t* pHandle,
                                   HIP_ARRAY3D_DESCRIPTOR* pMipmappedArrayDesc,
                                   unsigned int numMipmapLevels) {
  OPENHIP_API(pHandle, pMipmappedArrayDesc, numMipmapLevels);
  if (!pHandle || !pMipmappedArrayDesc)
    HIP_RETURN(hipErrorInvalidValue);
  TexelFormat format;
  if (!openhip::formatFromArrayFormat(raw(pMipmappedArrayDesc->Format),
                                      pMipmappedArrayDesc->NumChannels, &format))
    HIP_RETURN(hipErrorInvalidValue);
  MipmappedArrayImpl* impl = nullptr;
  if (hipError_t e = openhip::createMipmappedArray(
          format, pMipmappedArrayDesc->Width, pMipmappedArrayDesc->Height,
          pMipmappedArrayDesc->Depth, numMipmapLevels, pMipmappedArrayDesc->Flags, &impl))
    HIP_RETURN(e);
  *pHandle = &impl->mipmapped;
  HIP_RETURN(hipSuccess);
}

hipError_t hipFreeMipmappedArray(hipMipmappedArray_t mipmappedArray) {
  OPENHIP_API(mipmappedArray);
  HIP_RETURN(openhip::destroyMipmappedArray(mipmappedArray));
}

hipError_t hipMipmappedArrayDestroy(hipMipmappedArray_t hMipmappedArray) {
  OPENHIP_API(hMipmappedArray);
  HIP_RETURN(openhip::destroyMipmappedArray(hMipmappedArray));
}

hipError_t hipGetMipmappedArrayLevel(hipArray_t* levelArray,
                                     hipMipmappedArray_const_t mipmappedArray, unsigned int level) {
  OPENHIP_API(levelArray, mipmappedArray, level);
  MipmappedArrayImpl* impl = openhip::lookupMipmappedArray(mipmappedArray);
  if (!levelArray || !impl || level >= impl->levels.size())
    HIP_RETURN(hipErrorInvalidValue);
  *levelArray = &impl->levels[level]->array;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMipmappedArrayGetLevel(hipArray_t* pLevelArray, hipMipmappedArray_t hMipMappedArray,
                                     unsigned int level) {
  OPENHIP_API(pLevelArray, hMipMappedArray, level);
  MipmappedArrayImpl* impl = openhip::lookupMipmappedArray(hMipMappedArray);
  if (!pLevelArray || !impl || level >= impl->levels.size())
    HIP_RETURN(hipErrorInvalidValue);
  *pLevelArray = &impl->levels[level]->array;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemcpy2DToArray(hipArray* dst, size_t wOffset, size_t hOffset, const void* src,
                              size_t spitch, size_t width, size_t height, hipMemcpyKind kind) {
  OPENHIP_API(dst, wOffset, hOffset, src, spitch, width, height, kind);
  HIP_RETURN(copy2DArray(openhip::lookupArray(dst), wOffset, hOffset, const_cast<void*>(src),
                         spitch, width, height, kind, true, nullptr, true));
}

hipError_t hipMemcpy2DToArrayAsync(hipArray* dst, size_t wOffset, size_t hOffset, const void* src,
                                   size_t spitch, size_t width, size_t height, hipMemcpyKind kind,
                                   hipStream_t stream) {
  OPENHIP_API(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
  HIP_RETURN(copy2DArray(openhip::lookupArray(dst), wOffset, hOffset, const_cast<void*>(src),
                         spitch, width, height, kind, true, stream, false));
}

hipError_t hipMemcpy2DFromArray(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                size_t hOffset, size_t width, size_t height, hipMemcpyKind kind) {
  OPENHIP_API(dst, dpitch, src, wOffset, hOffset, width, height, kind);
  HIP_RETURN(copy2DArray(openhip::lookupArray(src), wOffset, hOffset, dst, dpitch, width, height,
                         kind, false, nullptr, true));
}

hipError_t hipMemcpy2DFromArrayAsync(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t width, size_t height,
                                     hipMemcpyKind kind, hipStream_t stream) {
  OPENHIP_API(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
  HIP_RETURN(copy2DArray(openhip::lookupArray(src), wOffset, hOffset, dst, dpitch, width, height,
                         kind, false, stream, false));
}

hipError_t hipMemcpyToArray(hipArray* dst, size_t wOffset, size_t hOffset, const void* src,
                            size_t count, hipMemcpyKind kind) {
  OPENHIP_API(dst, wOffset, hOffset, src, count, kind);
  ArrayImpl* array = openhip::lookupArray(dst);
  const size_t offset = offsetOf(array, wOffset, hOffset);
  if (array && offset == SIZE_MAX)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(copyLinearArray(array, offset, const_cast<void*>(src), count, kind, true));
}

hipError_t hipMemcpyFromArray(void* dst, hipArray_const_t srcArray, size_t wOffset, size_t hOffset,
                              size_t count, hipMemcpyKind kind) {
  OPENHIP_API(dst, srcArray, wOffset, hOffset, count, kind);
  ArrayImpl* array = openhip::lookupArray(srcArray);
  const size_t offset = offsetOf(array, wOffset, hOffset);
  if (array && offset == SIZE_MAX)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(copyLinearArray(array, offset, dst, count, kind, false));
}

hipError_t hipMemcpyAtoH(void* dst, hipArray* srcArray, size_t srcOffset, size_t count) {
  OPENHIP_API(dst, srcArray, srcOffset, count);
  HIP_RETURN(copyLinearArray(openhip::lookupArray(srcArray), srcOffset, dst, count,
                             hipMemcpyDeviceToHost, false));
}

hipError_t hipMemcpyHtoA(hipArray* dstArray, size_t dstOffset, const void* srcHost, size_t count) {
  OPENHIP_API(dstArray, dstOffset, srcHost, count);
  HIP_RETURN(copyLinearArray(openhip::lookupArray(dstArray), dstOffset, const_cast<void*>(srcHost),
                             count, hipMemcpyHostToDevice, true));
}

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) {
  OPENHIP_API(x, y, z, w, f);
  hipChannelFormatDesc desc;
  desc.x = x;
  desc.y = y;
  desc.z = z;
  desc.w = w;
  desc.f = f;
  return desc;
}

} // extern "C"
