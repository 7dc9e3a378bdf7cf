// Arrays, mipmapped arrays and texel formats shared by the array, texture
// object, texture reference and surface APIs. An array's storage is dense:
// row pitch = width * texel bytes, slice pitch = row pitch * height; layers of
// a layered array are its slices. The storage is recorded in the allocation
// registry as kind Symbol (device memory for copies, not freed by
// hipDeviceReset, not counted in hipMemGetInfo) so that copies through
// array->data are bounds-checked like any device memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "runtime.h"
#include "openhip/texture_object.h"

namespace openhip {

/// An enum field of a caller's description read as the int it holds (C
/// callers may store any value; loading it as the enum would be undefined).
template <class Enum> int enumBits(const Enum& value) {
  static_assert(sizeof(Enum) == sizeof(int), "an int-sized enum");
  int bits = 0;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// Sampler field checks shared by texture objects and texture references.
inline bool validAddressMode(int mode) {
  return mode >= hipAddressModeWrap && mode <= hipAddressModeBorder;
}
inline bool validFilterMode(int mode) {
  return mode == hipFilterModePoint || mode == hipFilterModeLinear;
}
inline bool validReadMode(int mode) {
  return mode == hipReadModeElementType || mode == hipReadModeNormalizedFloat;
}

struct TexelFormat {
  uint8_t kind = OPENHIP_CHANNEL_FLOAT; ///< OPENHIP_CHANNEL_*
  uint8_t channel_bytes = 4;
  uint8_t channels = 1;
  size_t texelBytes() const { return size_t(channel_bytes) * channels; }
};

/// A runtime channel descriptor: 1-4 equal channels of 8/16/32 bits (float: 16/32).
bool formatFromChannelDesc(const hipChannelFormatDesc& desc, TexelFormat* out);
/// A driver-API format with 1, 2 or 4 channels.
bool formatFromArrayFormat(int format, unsigned channels, TexelFormat* out);
hipChannelFormatDesc channelDescOf(const TexelFormat& format);
hipArray_Format arrayFormatOf(const TexelFormat& format);

struct MipmappedArrayImpl;

/// The struct behind a hipArray_t (the public hipArray first, so the handle is its address).
struct ArrayImpl {
  hipArray array{};
  TexelFormat format;
  size_t width = 0, height = 0, depth = 0; ///< as requested (0 for unused dimensions)
  unsigned flags = 0;                      ///< hipArrayLayered, ...
  size_t bytes = 0;
  MipmappedArrayImpl* owner = nullptr; ///< set for the levels of a mipmapped array

  size_t rowPitch() const { return width * format.texelBytes(); }
  size_t rows() const { return height ? height : 1; }
  size_t slices() const { return depth ? depth : 1; }
  size_t slicePitch() const { return rowPitch() * rows(); }
  /// Level view for texture descriptors (layers counted as slices).
  OpenHipTextureLevel level() const;
};

struct MipmappedArrayImpl {
  hipMipmappedArray mipmapped{};
  std::vector<ArrayImpl*> levels;
  std::vector<OpenHipTextureLevel> level_views;
};

/// Allocates an array; hipErrorInvalidValue for zero/oversized extents or bad flags.
hipError_t createArray(const TexelFormat& format, size_t width, size_t height, size_t depth,
                       unsigned flags, bool driver_api, ArrayImpl** out);
/// Frees a live array that is not a mipmap level; hipErrorInvalidValue otherwise.
hipError_t destroyArray(hipArray_const_t array);
/// The live array behind a handle; nullptr for null, freed or unknown handles.
ArrayImpl* lookupArray(hipArray_const_t array);

hipError_t createMipmappedArray(const TexelFormat& format, size_t width, size_t height,
                                size_t depth, unsigned levels, unsigned flags,
                                MipmappedArrayImpl** out);
hipError_t destroyMipmappedArray(hipMipmappedArray_const_t mipmapped);
MipmappedArrayImpl* lookupMipmappedArray(hipMipmappedArray_const_t mipmapped);

/// The struct behind a hipTextureObject_t (the device descriptor first: the handle is its address).
struct TextureObjectImpl {
  OpenHipTextureDescriptor descriptor{};
  hipResourceDesc resource{};
  hipTextureDesc texture{};
  hipResourceViewDesc view{};
  OpenHipTextureLevel own_level{}; ///< what descriptor.levels points to unless mipmapped
};

/// 1, 2 or 3: how a texture or surface over `array` is addressed (layers
/// of a layered array are not a dimension).
int arrayDimensions(const ArrayImpl& array);
/// Sets the channel layout fields of a device descriptor from `format`.
void setDescriptorFormat(const TexelFormat& format, OpenHipTextureDescriptor* descriptor);

/// Validates the descriptions and creates a texture object (texture_object_api.cpp).
hipError_t createTextureObject(const hipResourceDesc& resource, const hipTextureDesc& texture,
                               const hipResourceViewDesc* view, TextureObjectImpl** out);
hipError_t destroyTextureObject(hipTextureObject_t object);
TextureObjectImpl* lookupTextureObject(hipTextureObject_t object);

/// hipModuleGetTexRef: the texture reference behind the 8-byte device slot
/// of a module's texture<> variable (texture_reference_api.cpp). Made on
/// first use with the driver API's defaults (no format, point filtering,
/// clamp addressing, element-type reads); its address is stored in the slot,
/// where device fetches look for it.
textureReference* moduleTextureReference(void* slot);

/// The hipGetTextureObject*Desc / hipTexObjectGet*Desc getters: stores
/// `read(object)` of a live texture object in *out; hipErrorInvalidValue for
/// a null `out` or a dead handle.
template <class Out, class Read>
hipError_t readTextureObject(hipTextureObject_t handle, Out* out, Read read) {
  const TextureObjectImpl* object = lookupTextureObject(handle);
  if (!out || !object)
    return hipErrorInvalidValue;
  *out = read(*object);
  return hipSuccess;
}

} // namespace openhip
