// Arrays, mipmapped arrays and texel formats (see texture_resources.h).
#include "texture_resources.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <unordered_set>

namespace openhip {
namespace {

constexpr unsigned kKnownArrayFlags =
    hipArrayLayered | hipArraySurfaceLoadStore | hipArrayCubemap | hipArrayTextureGather;

struct ArrayTables {
  std::mutex mutex;
  std::unordered_set<const ArrayImpl*> arrays;
  std::unordered_set<const MipmappedArrayImpl*> mipmapped;
};

ArrayTables& tables() {
  static ArrayTables* instance = new ArrayTables; // never destroyed: atexit code may free arrays
  return *instance;
}

bool multiplyChecked(size_t a, size_t b, size_t* out) {
  if (a != 0 && b > std::numeric_limits<size_t>::max() / a)
    return false;
  *out = a * b;
  return true;
}

/// Allocates and records the storage of `impl` (zero-filled, like fresh device memory).
hipError_t allocateStorage(ArrayImpl* impl) {
  size_t bytes = 0;
  if (!multiplyChecked(impl->rowPitch(), impl->rows(), &bytes) ||
      !multiplyChecked(bytes, impl->slices(), &bytes) ||
      impl->rowPitch() / impl->width != impl->format.texelBytes())
    return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device)
    return hipErrorNoDevice;
  // Device memory of the backend (zero-filled where the backend gives fresh
  // pages, as the CPU backend does), recorded like a symbol: copies may reach
  // it, hipFree may not.
  void* data = device->backend().allocate(device->physical(), std::max<size_t>(bytes, 1),
                                          MemoryKind::Device);
  if (!data)
    return hipErrorOutOfMemory;
  impl->bytes = bytes;
  impl->array.data = data;
  Allocation record{data, bytes, device->ordinal(), AllocationKind::Symbol, 0};
  record.backing = Backing::Foreign;
  Runtime::get().allocations().insert(record);
  return hipSuccess;
}

void releaseStorage(ArrayImpl* impl) {
  auto record = Runtime::get().allocations().remove(impl->array.data, {AllocationKind::Symbol});
  Device* device = record ? Runtime::get().device(record->device) : nullptr;
  if (device)
    device->backend().release(impl->array.data, std::max<size_t>(impl->bytes, 1), MemoryKind::Device);
  impl->array.data = nullptr;
}

unsigned textureTypeOf(size_t height, size_t depth, unsigned flags) {
  if (flags & hipArrayCubemap)
    return (flags & hipArrayLayered) ? hipTextureTypeCubemapLayered : hipTextureTypeCubemap;
  if (flags & hipArrayLayered)
    return height ? hipTextureType2DLayered : hipTextureType1DLayered;
  if (depth)
    return hipTextureType3D;
  return height ? hipTextureType2D : hipTextureType1D;
}

hipError_t checkShape(size_t width, size_t height, size_t depth, unsigned flags) {
  if (flags & ~kKnownArrayFlags)
    return hipErrorInvalidValue;
  if (width == 0)
    return hipErrorInvalidValue;
  constexpr size_t kMaxExtent = size_t(1) << 31; // every extent must fit the int32 texel math
  if (width >= kMaxExtent || height >= kMaxExtent || depth >= kMaxExtent)
    return hipErrorInvalidValue;
  if (flags & hipArrayLayered) {
    if (depth == 0)
      return hipErrorInvalidValue; // layered arrays keep the layer count in depth
  } else if (height == 0 && depth != 0) {
    return hipErrorInvalidValue;
  }
  if (flags & hipArrayCubemap) {
    if (width != height)
      return hipErrorInvalidValue;
    if ((flags & hipArrayLayered) ? depth % 6 != 0 : depth != 6)
      return hipErrorInvalidValue;
  }
  return hipSuccess;
}

} // namespace

bool formatFromChannelDesc(const hipChannelFormatDesc& desc, TexelFormat* out) {
  int kind = 0;
  std::memcpy(&kind, &desc.f, sizeof(kind));
  if (kind != hipChannelFormatKindSigned && kind != hipChannelFormatKindUnsigned &&
      kind != hipChannelFormatKindFloat)
    return false;
  const int bits[4] = {desc.x, desc.y, desc.z, desc.w};
  int channels = 0;
  while (channels < 4 && bits[channels] != 0)
    ++channels;
  for (int i = channels; i < 4; ++i)
    if (bits[i] != 0)
      return false; // a gap between channels
  if (channels == 0)
    return false;
  for (int i = 1; i < channels; ++i)
    if (bits[i] != bits[0])
      return false;
  const int b = bits[0];
  if (kind == hipChannelFormatKindFloat ? (b != 16 && b != 32) : (b != 8 && b != 16 && b != 32))
    return false;
  out->kind = static_cast<uint8_t>(kind);
  out->channel_bytes = static_cast<uint8_t>(b / 8);
  out->channels = static_cast<uint8_t>(channels);
  return true;
}

namespace {
/// The one table between the driver API's array formats and texel formats.
struct ArrayFormatEntry {
  hipArray_Format format;
  uint8_t kind;
  uint8_t channel_bytes;
};
constexpr ArrayFormatEntry kArrayFormats[] = {
    {HIP_AD_FORMAT_UNSIGNED_INT8, OPENHIP_CHANNEL_UNSIGNED, 1},
    {HIP_AD_FORMAT_UNSIGNED_INT16, OPENHIP_CHANNEL_UNSIGNED, 2},
    {HIP_AD_FORMAT_UNSIGNED_INT32, OPENHIP_CHANNEL_UNSIGNED, 4},
    {HIP_AD_FORMAT_SIGNED_INT8, OPENHIP_CHANNEL_SIGNED, 1},
    {HIP_AD_FORMAT_SIGNED_INT16, OPENHIP_CHANNEL_SIGNED, 2},
    {HIP_AD_FORMAT_SIGNED_INT32, OPENHIP_CHANNEL_SIGNED, 4},
    {HIP_AD_FORMAT_HALF, OPENHIP_CHANNEL_FLOAT, 2},
    {HIP_AD_FORMAT_FLOAT, OPENHIP_CHANNEL_FLOAT, 4},
};
} // namespace

bool formatFromArrayFormat(int format, unsigned channels, TexelFormat* out) {
  if (channels != 1 && channels != 2 && channels != 4)
    return false;
  for (const ArrayFormatEntry& entry : kArrayFormats) {
    if (entry.format == format) {
      *out = {entry.kind, entry.channel_bytes, static_cast<uint8_t>(channels)};
      return true;
    }
  }
  return false;
}

hipChannelFormatDesc channelDescOf(const TexelFormat& format) {
  const int bits = format.channel_bytes * 8;
  hipChannelFormatDesc desc{};
  desc.x = bits;
  desc.y = format.channels > 1 ? bits : 0;
  desc.z = format.channels > 2 ? bits : 0;
  desc.w = format.channels > 3 ? bits : 0;
  desc.f = static_cast<hipChannelFormatKind>(format.kind);
  return desc;
}

hipArray_Format arrayFormatOf(const TexelFormat& format) {
  for (const ArrayFormatEntry& entry : kArrayFormats) {
    if (entry.kind == format.kind && entry.channel_bytes == format.channel_bytes)
      return entry.format;
  }
  return HIP_AD_FORMAT_FLOAT; // formats come from the two constructors above: not reached
}

OpenHipTextureLevel ArrayImpl::level() const {
  OpenHipTextureLevel level{};
  level.data = static_cast<char*>(array.data);
  level.row_pitch = rowPitch();
  level.slice_pitch = slicePitch();
  level.width = static_cast<int32_t>(width);
  level.height = static_cast<int32_t>(rows());
  level.depth = static_cast<int32_t>((flags & hipArrayLayered) ? 1 : slices());
  return level;
}

hipError_t createArray(const TexelFormat& format, size_t width, size_t height, size_t depth,
                       unsigned flags, bool driver_api, ArrayImpl** out) {
  if (hipError_t e = checkShape(width, height, depth, flags))
    return e;
  auto* impl = new ArrayImpl;
  impl->format = format;
  impl->width = width;
  impl->height = height;
  impl->depth = depth;
  impl->flags = flags;
  if (hipError_t e = allocateStorage(impl)) {
    delete impl;
    return e;
  }
  hipArray& a = impl->array;
  a.desc = channelDescOf(format);
  a.type = flags;
  a.width = static_cast<unsigned>(width);
  a.height = static_cast<unsigned>(height);
  a.depth = static_cast<unsigned>(depth);
  a.Format = arrayFormatOf(format);
  a.NumChannels = format.channels;
  a.isDrv = driver_api;
  a.textureType = textureTypeOf(height, depth, flags);
  {
    std::lock_guard<std::mutex> lock(tables().mutex);
    tables().arrays.insert(impl);
  }
  *out = impl;
  return hipSuccess;
}

int arrayDimensions(const ArrayImpl& array) {
  if (array.depth && !(array.flags & hipArrayLayered))
    return 3;
  return array.height ? 2 : 1;
}

void setDescriptorFormat(const TexelFormat& format, OpenHipTextureDescriptor* d) {
  d->channel_kind = format.kind;
  d->channel_bytes = format.channel_bytes;
  d->channel_count = format.channels;
  d->texel_bytes = static_cast<uint8_t>(format.texelBytes());
  d->texel_format = OPENHIP_TEXEL_FORMAT(format.kind, format.channel_bytes, format.channels);
}

ArrayImpl* lookupArray(hipArray_const_t array) {
  if (!array)
    return nullptr;
  auto* impl = reinterpret_cast<const ArrayImpl*>(array);
  std::lock_guard<std::mutex> lock(tables().mutex);
  return tables().arrays.count(impl) ? const_cast<ArrayImpl*>(impl) : nullptr;
}

hipError_t destroyArray(hipArray_const_t array) {
  auto* impl = reinterpret_cast<const ArrayImpl*>(array);
  {
    std::lock_guard<std::mutex> lock(tables().mutex);
    if (!array || !tables().arrays.count(impl) || impl->owner)
      return hipErrorInvalidValue;
    tables().arrays.erase(impl);
  }
  // Like hipFree, freeing waits for work that may still read the array.
  Device* device = currentDevice();
  if (device && !device->onExecutorThread())
    device->synchronize();
  auto* owned = const_cast<ArrayImpl*>(impl);
  releaseStorage(owned);
  delete owned;
  return hipSuccess;
}

hipError_t createMipmappedArray(const TexelFormat& format, size_t width, size_t height,
                                size_t depth, unsigned levels, unsigned flags,
                                MipmappedArrayImpl** out) {
  if (flags & (hipArrayLayered | hipArrayCubemap))
    return hipErrorNotSupported;
  if (hipError_t e = checkShape(width, height, depth, flags))
    return e;
  size_t largest = std::max(width, std::max(height, depth));
  unsigned full_chain = 1;
  while (largest >>= 1)
    ++full_chain;
  if (levels == 0 || levels > full_chain)
    levels = full_chain;
  auto* impl = new MipmappedArrayImpl;
  for (unsigned l = 0; l < levels; ++l) {
    auto shrink = [l](size_t extent) { return extent ? std::max<size_t>(1, extent >> l) : 0; };
    ArrayImpl* level = nullptr;
    hipError_t e =
        createArray(format, shrink(width), shrink(height), shrink(depth), flags, false, &level);
    if (e != hipSuccess) {
      for (ArrayImpl* made : impl->levels) {
        made->owner = nullptr;
        (void)destroyArray(&made->array);
      }
      delete impl;
      return e;
    }
    level->owner = impl;
    impl->levels.push_back(level);
    impl->level_views.push_back(level->level());
  }
  hipMipmappedArray& m = impl->mipmapped;
  m.data = impl->levels[0]->array.data;
  m.desc = channelDescOf(format);
  m.type = impl->levels[0]->array.textureType;
  m.width = static_cast<unsigned>(width);
  m.height = static_cast<unsigned>(height);
  m.depth = static_cast<unsigned>(depth);
  m.min_mipmap_level = 0;
  m.max_mipmap_level = levels - 1;
  m.flags = flags;
  m.format = arrayFormatOf(format);
  {
    std::lock_guard<std::mutex> lock(tables().mutex);
    tables().mipmapped.insert(impl);
  }
  *out = impl;
  return hipSuccess;
}

MipmappedArrayImpl* lookupMipmappedArray(hipMipmappedArray_const_t mipmapped) {
  if (!mipmapped)
    return nullptr;
  auto* impl = reinterpret_cast<const MipmappedArrayImpl*>(mipmapped);
  std::lock_guard<std::mutex> lock(tables().mutex);
  return tables().mipmapped.count(impl) ? const_cast<MipmappedArrayImpl*>(impl) : nullptr;
}

hipError_t destroyMipmappedArray(hipMipmappedArray_const_t mipmapped) {
  auto* impl = reinterpret_cast<const MipmappedArrayImpl*>(mipmapped);
  {
    std::lock_guard<std::mutex> lock(tables().mutex);
    if (!mipmapped || !tables().mipmapped.count(impl))
      return hipErrorInvalidValue;
    tables().mipmapped.erase(impl);
  }
  auto* owned = const_cast<MipmappedArrayImpl*>(impl);
  for (ArrayImpl* level : owned->levels) {
    level->owner = nullptr;
    (void)destroyArray(&level->array);
  }
  delete owned;
  return hipSuccess;
}

} // namespace openhip
