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
#include <vector>

#include "api_common.h"
#include "openhip/texture_object.h"

namespace openhip {

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

/// Validates the descriptions and creates a texture object (texture_object_api.cpp).
hipError_t createTextureObject(const hipResourceDesc& resource, const hipTextureDesc& texture,
                               const hipResourceViewDesc* view, TextureObjectImpl** out);
hipError_t destroyTextureObject(hipTextureObject_t object);
TextureObjectImpl* lookupTextureObject(hipTextureObject_t object);

} // namespace openhip
