// C ABI: texture objects (runtime hipCreateTextureObject family and driver
// hipTexObject* family) over linear memory, pitched 2-D memory, arrays and
// mipmapped arrays. A hipTextureObject_t is the address of the object's
// OpenHipTextureDescriptor, read directly by the device fetch functions.
#include <cstring>
#include <mutex>
#include <unordered_set>

#include "api_common.h"
#include "memory_ops.h"
#include "texture_resources.h"

namespace openhip {
namespace {

struct ObjectTable {
  std::mutex mutex;
  std::unordered_set<const TextureObjectImpl*> objects;
};

ObjectTable& objectTable() {
  static ObjectTable* table = new ObjectTable; // never destroyed (atexit code may use it)
  return *table;
}

constexpr size_t kMaxTexels = size_t(1) << 31;

/// Fills the level(s), dimensions and texel format from the resource description.
hipError_t describeResource(const hipResourceDesc& resource, TextureObjectImpl* object) {
  OpenHipTextureDescriptor& d = object->descriptor;
  TexelFormat format;
  OpenHipTextureLevel& level = object->own_level;
  d.levels = &object->own_level;
  d.level_count = 1;
  d.dimensions = 1;
  d.layers = 0;
  switch (enumBits(resource.resType)) {
  case hipResourceTypeArray: {
    ArrayImpl* array = lookupArray(resource.res.array.array);
    if (!array)
      return hipErrorInvalidValue;
    if (array->flags & hipArrayCubemap)
      return hipErrorNotSupported;
    format = array->format;
    level = array->level();
    d.dimensions = static_cast<uint8_t>(arrayDimensions(*array));
    if (array->flags & hipArrayLayered)
      d.layers = static_cast<int32_t>(array->depth);
    break;
  }
  case hipResourceTypeMipmappedArray: {
    MipmappedArrayImpl* mipmapped = lookupMipmappedArray(resource.res.mipmap.mipmap);
    if (!mipmapped)
      return hipErrorInvalidValue;
    const ArrayImpl* base = mipmapped->levels[0];
    format = base->format;
    level = mipmapped->level_views[0];
    d.levels = mipmapped->level_views.data();
    d.level_count = static_cast<uint32_t>(mipmapped->level_views.size());
    d.dimensions = base->depth ? 3 : base->height ? 2 : 1;
    break;
  }
  case hipResourceTypeLinear: {
    const auto& linear = resource.res.linear;
    if (!linear.devPtr || !formatFromChannelDesc(linear.desc, &format))
      return hipErrorInvalidValue;
    const size_t texels = linear.sizeInBytes / format.texelBytes();
    if (texels == 0 || texels >= kMaxTexels)
      return hipErrorInvalidValue;
    if (hipError_t e = checkRange(linear.devPtr, linear.sizeInBytes, false))
      return e;
    level = OpenHipTextureLevel{static_cast<char*>(linear.devPtr),
                                linear.sizeInBytes,
                                linear.sizeInBytes,
                                static_cast<int32_t>(texels),
                                1,
                                1,
                                0};
    break;
  }
  case hipResourceTypePitch2D: {
    const auto& pitched = resource.res.pitch2D;
    if (!pitched.devPtr || !formatFromChannelDesc(pitched.desc, &format))
      return hipErrorInvalidValue;
    if (pitched.width == 0 || pitched.height == 0 || pitched.width >= kMaxTexels ||
        pitched.height >= kMaxTexels)
      return hipErrorInvalidValue;
    if (pitched.pitchInBytes < pitched.width * format.texelBytes())
      return hipErrorInvalidPitchValue;
    if (hipError_t e = checkRegion(pitched.devPtr, pitched.pitchInBytes,
                                   pitched.width * format.texelBytes(), pitched.height, false))
      return e;
    level = OpenHipTextureLevel{static_cast<char*>(pitched.devPtr),
                                pitched.pitchInBytes,
                                pitched.pitchInBytes * pitched.height,
                                static_cast<int32_t>(pitched.width),
                                static_cast<int32_t>(pitched.height),
                                1,
                                0};
    d.dimensions = 2;
    break;
  }
  default:
    return hipErrorInvalidValue;
  }
  d.level = level;
  setDescriptorFormat(format, &d);
  return hipSuccess;
}

/// The texel layout a view format names (hipResViewFormatNone: nullopt-like false).
bool formatFromViewFormat(int view, TexelFormat* out) {
  if (view < hipResViewFormatUnsignedChar1 || view > hipResViewFormatFloat4)
    return false;
  static const TexelFormat kGroups[8] = {
      {OPENHIP_CHANNEL_UNSIGNED, 1, 1}, {OPENHIP_CHANNEL_SIGNED, 1, 1},
      {OPENHIP_CHANNEL_UNSIGNED, 2, 1}, {OPENHIP_CHANNEL_SIGNED, 2, 1},
      {OPENHIP_CHANNEL_UNSIGNED, 4, 1}, {OPENHIP_CHANNEL_SIGNED, 4, 1},
      {OPENHIP_CHANNEL_FLOAT, 2, 1},    {OPENHIP_CHANNEL_FLOAT, 4, 1}};
  static const uint8_t kChannels[3] = {1, 2, 4};
  *out = kGroups[(view - 1) / 3];
  out->channels = kChannels[(view - 1) % 3];
  return true;
}

hipError_t describeSampler(const hipTextureDesc& texture, TextureObjectImpl* object) {
  OpenHipTextureDescriptor& d = object->descriptor;
  for (int i = 0; i < 3; ++i) {
    const int mode = enumBits(texture.addressMode[i]);
    if (!validAddressMode(mode))
      return hipErrorInvalidValue;
    d.address_mode[i] = static_cast<uint8_t>(mode);
  }
  const int filter = enumBits(texture.filterMode), read = enumBits(texture.readMode);
  const int mip_filter = enumBits(texture.mipmapFilterMode);
  if (!validFilterMode(filter) || !validFilterMode(mip_filter) || !validReadMode(read))
    return hipErrorInvalidValue;
  // Normalized-float reads exist for 8- and 16-bit integer texels only.
  const bool integer = d.channel_kind != OPENHIP_CHANNEL_FLOAT;
  if (read == hipReadModeNormalizedFloat && integer && d.channel_bytes == 4)
    return hipErrorInvalidValue;
  d.filter_mode = static_cast<uint8_t>(filter);
  d.mipmap_filter_mode = static_cast<uint8_t>(mip_filter);
  d.read_normalized = read == hipReadModeNormalizedFloat && integer;
  d.normalized_coords = texture.normalizedCoords != 0;
  for (int i = 0; i < 4; ++i)
    d.border_color[i] = texture.borderColor[i];
  d.mipmap_level_bias = texture.mipmapLevelBias;
  d.min_mipmap_level_clamp = texture.minMipmapLevelClamp;
  d.max_mipmap_level_clamp = texture.maxMipmapLevelClamp;
  return hipSuccess;
}

} // namespace

hipError_t createTextureObject(const hipResourceDesc& resource, const hipTextureDesc& texture,
                               const hipResourceViewDesc* view, TextureObjectImpl** out) {
  auto* object = new TextureObjectImpl;
  object->descriptor.magic = OPENHIP_TEXTURE_MAGIC;
  object->resource = resource;
  object->texture = texture;
  hipError_t e = describeResource(resource, object);
  if (e == hipSuccess)
    e = describeSampler(texture, object);
  if (e == hipSuccess && view) {
    // A view may restate the texel layout; reinterpreting it is not supported.
    TexelFormat viewed;
    const int format = enumBits(view->format);
    if (format != hipResViewFormatNone &&
        (!formatFromViewFormat(format, &viewed) ||
         OPENHIP_TEXEL_FORMAT(viewed.kind, viewed.channel_bytes, viewed.channels) !=
             object->descriptor.texel_format))
      e = hipErrorNotSupported;
    object->view = *view;
  }
  if (e != hipSuccess) {
    delete object;
    return e;
  }
  {
    std::lock_guard<std::mutex> lock(objectTable().mutex);
    objectTable().objects.insert(object);
  }
  *out = object;
  return hipSuccess;
}

TextureObjectImpl* lookupTextureObject(hipTextureObject_t handle) {
  if (!handle)
    return nullptr;
  auto* object = reinterpret_cast<const TextureObjectImpl*>(handle);
  std::lock_guard<std::mutex> lock(objectTable().mutex);
  return objectTable().objects.count(object) ? const_cast<TextureObjectImpl*>(object) : nullptr;
}

hipError_t destroyTextureObject(hipTextureObject_t handle) {
  auto* object = reinterpret_cast<const TextureObjectImpl*>(handle);
  {
    std::lock_guard<std::mutex> lock(objectTable().mutex);
    if (!handle || !objectTable().objects.erase(object))
      return hipErrorInvalidValue;
  }
  delete object;
  return hipSuccess;
}

} // namespace openhip

namespace {

using openhip::TextureObjectImpl;

hipTextureObject_t handleOf(TextureObjectImpl* object) {
  return reinterpret_cast<hipTextureObject_t>(&object->descriptor);
}

bool toRuntimeResource(const HIP_RESOURCE_DESC& in, hipResourceDesc* out) {
  std::memset(out, 0, sizeof(*out));
  openhip::TexelFormat format;
  switch (openhip::enumBits(in.resType)) {
  case HIP_RESOURCE_TYPE_ARRAY:
    out->resType = hipResourceTypeArray;
    out->res.array.array = in.res.array.hArray;
    return true;
  case HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY:
    out->resType = hipResourceTypeMipmappedArray;
    out->res.mipmap.mipmap = in.res.mipmap.hMipmappedArray;
    return true;
  case HIP_RESOURCE_TYPE_LINEAR:
    if (!openhip::formatFromArrayFormat(openhip::enumBits(in.res.linear.format),
                                        in.res.linear.numChannels, &format))
      return false;
    out->resType = hipResourceTypeLinear;
    out->res.linear.devPtr = in.res.linear.devPtr;
    out->res.linear.desc = openhip::channelDescOf(format);
    out->res.linear.sizeInBytes = in.res.linear.sizeInBytes;
    return true;
  case HIP_RESOURCE_TYPE_PITCH2D:
    if (!openhip::formatFromArrayFormat(openhip::enumBits(in.res.pitch2D.format),
                                        in.res.pitch2D.numChannels, &format))
      return false;
    out->resType = hipResourceTypePitch2D;
    out->res.pitch2D.devPtr = in.res.pitch2D.devPtr;
    out->res.pitch2D.desc = openhip::channelDescOf(format);
    out->res.pitch2D.width = in.res.pitch2D.width;
    out->res.pitch2D.height = in.res.pitch2D.height;
    out->res.pitch2D.pitchInBytes = in.res.pitch2D.pitchInBytes;
    return true;
  default:
    return false;
  }
}

void toDriverResource(const hipResourceDesc& in, HIP_RESOURCE_DESC* out) {
  std::memset(out, 0, sizeof(*out));
  openhip::TexelFormat format;
  switch (in.resType) {
  case hipResourceTypeArray:
    out->resType = HIP_RESOURCE_TYPE_ARRAY;
    out->res.array.hArray = in.res.array.array;
    break;
  case hipResourceTypeMipmappedArray:
    out->resType = HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    out->res.mipmap.hMipmappedArray = in.res.mipmap.mipmap;
    break;
  case hipResourceTypeLinear:
    openhip::formatFromChannelDesc(in.res.linear.desc, &format);
    out->resType = HIP_RESOURCE_TYPE_LINEAR;
    out->res.linear.devPtr = in.res.linear.devPtr;
    out->res.linear.format = openhip::arrayFormatOf(format);
    out->res.linear.numChannels = format.channels;
    out->res.linear.sizeInBytes = in.res.linear.sizeInBytes;
    break;
  case hipResourceTypePitch2D:
    openhip::formatFromChannelDesc(in.res.pitch2D.desc, &format);
    out->resType = HIP_RESOURCE_TYPE_PITCH2D;
    out->res.pitch2D.devPtr = in.res.pitch2D.devPtr;
    out->res.pitch2D.format = openhip::arrayFormatOf(format);
    out->res.pitch2D.numChannels = format.channels;
    out->res.pitch2D.width = in.res.pitch2D.width;
    out->res.pitch2D.height = in.res.pitch2D.height;
    out->res.pitch2D.pitchInBytes = in.res.pitch2D.pitchInBytes;
    break;
  }
}

/// Driver flags: integers are read as normalized floats unless HIP_TRSF_READ_AS_INTEGER.
hipTextureDesc toRuntimeTexture(const HIP_TEXTURE_DESC& in) {
  hipTextureDesc out;
  std::memset(&out, 0, sizeof(out));
  for (int i = 0; i < 3; ++i)
    std::memcpy(&out.addressMode[i], &in.addressMode[i], sizeof(int));
  std::memcpy(&out.filterMode, &in.filterMode, sizeof(int));
  std::memcpy(&out.mipmapFilterMode, &in.mipmapFilterMode, sizeof(int));
  out.readMode =
      (in.flags & HIP_TRSF_READ_AS_INTEGER) ? hipReadModeElementType : hipReadModeNormalizedFloat;
  out.normalizedCoords = (in.flags & HIP_TRSF_NORMALIZED_COORDINATES) != 0;
  out.sRGB = (in.flags & HIP_TRSF_SRGB) != 0;
  out.maxAnisotropy = in.maxAnisotropy;
  out.mipmapLevelBias = in.mipmapLevelBias;
  out.minMipmapLevelClamp = in.minMipmapLevelClamp;
  out.maxMipmapLevelClamp = in.maxMipmapLevelClamp;
  for (int i = 0; i < 4; ++i)
    out.borderColor[i] = in.borderColor[i];
  return out;
}

HIP_TEXTURE_DESC toDriverTexture(const hipTextureDesc& in) {
  HIP_TEXTURE_DESC out;
  std::memset(&out, 0, sizeof(out));
  for (int i = 0; i < 3; ++i)
    out.addressMode[i] = static_cast<HIPaddress_mode>(in.addressMode[i]);
  out.filterMode = static_cast<HIPfilter_mode>(in.filterMode);
  out.mipmapFilterMode = static_cast<HIPfilter_mode>(in.mipmapFilterMode);
  out.flags = (in.readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
              (in.normalizedCoords ? HIP_TRSF_NORMALIZED_COORDINATES : 0) |
              (in.sRGB ? HIP_TRSF_SRGB : 0);
  out.maxAnisotropy = in.maxAnisotropy;
  out.mipmapLevelBias = in.mipmapLevelBias;
  out.minMipmapLevelClamp = in.minMipmapLevelClamp;
  out.maxMipmapLevelClamp = in.maxMipmapLevelClamp;
  for (int i = 0; i < 4; ++i)
    out.borderColor[i] = in.borderColor[i];
  return out;
}

hipResourceViewDesc toRuntimeView(const HIP_RESOURCE_VIEW_DESC& in) {
  hipResourceViewDesc out;
  std::memset(&out, 0, sizeof(out));
  std::memcpy(&out.format, &in.format, sizeof(int)); // same numbering
  out.width = in.width;
  out.height = in.height;
  out.depth = in.depth;
  out.firstMipmapLevel = in.firstMipmapLevel;
  out.lastMipmapLevel = in.lastMipmapLevel;
  out.firstLayer = in.firstLayer;
  out.lastLayer = in.lastLayer;
  return out;
}

HIP_RESOURCE_VIEW_DESC toDriverView(const hipResourceViewDesc& in) {
  HIP_RESOURCE_VIEW_DESC out;
  std::memset(&out, 0, sizeof(out));
  out.format = static_cast<HIPresourceViewFormat>(in.format);
  out.width = in.width;
  out.height = in.height;
  out.depth = in.depth;
  out.firstMipmapLevel = in.firstMipmapLevel;
  out.lastMipmapLevel = in.lastMipmapLevel;
  out.firstLayer = in.firstLayer;
  out.lastLayer = in.lastLayer;
  return out;
}

hipError_t create(hipTextureObject_t* out, const hipResourceDesc* resource,
                  const hipTextureDesc* texture, const hipResourceViewDesc* view) {
  if (!out || !resource || !texture)
    return hipErrorInvalidValue;
  TextureObjectImpl* object = nullptr;
  if (hipError_t e = openhip::createTextureObject(*resource, *texture, view, &object))
    return e;
  *out = handleOf(object);
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipCreateTextureObject(hipTextureObject_t* pTexObject, const hipResourceDesc* pResDesc,
                                  const hipTextureDesc* pTexDesc,
                                  const hipResourceViewDesc* pResViewDesc) {
  OPENHIP_API(pTexObject, pResDesc, pTexDesc, pResViewDesc);
  HIP_RETURN(create(pTexObject, pResDesc, pTexDesc, pResViewDesc));
}

hipError_t hipDestroyTextureObject(hipTextureObject_t textureObject) {
  OPENHIP_API(textureObject);
  if (!textureObject)
    HIP_RETURN(hipSuccess); // as in HIP: destroying 0 is a no-op
  HIP_RETURN(openhip::destroyTextureObject(textureObject));
}

hipError_t hipGetTextureObjectResourceDesc(hipResourceDesc* pResDesc,
                                           hipTextureObject_t textureObject) {
  OPENHIP_API(pResDesc, textureObject);
  HIP_RETURN(openhip::readTextureObject(textureObject, pResDesc,
                                        [](const TextureObjectImpl& o) { return o.resource; }));
}

hipError_t hipGetTextureObjectResourceViewDesc(hipResourceViewDesc* pResViewDesc,
                                               hipTextureObject_t textureObject) {
  OPENHIP_API(pResViewDesc, textureObject);
  HIP_RETURN(openhip::readTextureObject(textureObject, pResViewDesc,
                                        [](const TextureObjectImpl& o) { return o.view; }));
}

hipError_t hipGetTextureObjectTextureDesc(hipTextureDesc* pTexDesc,
                                          hipTextureObject_t textureObject) {
  OPENHIP_API(pTexDesc, textureObject);
  HIP_RETURN(openhip::readTextureObject(textureObject, pTexDesc,
                                        [](const TextureObjectImpl& o) { return o.texture; }));
}

hipError_t hipTexObjectCreate(hipTextureObject_t* pTexObject, const HIP_RESOURCE_DESC* pResDesc,
                              const HIP_TEXTURE_DESC* pTexDesc,
                              const HIP_RESOURCE_VIEW_DESC* pResViewDesc) {
  OPENHIP_API(pTexObject, pResDesc, pTexDesc, pResViewDesc);
  if (!pTexObject || !pResDesc || !pTexDesc)
    HIP_RETURN(hipErrorInvalidValue);
  hipResourceDesc resource;
  if (!toRuntimeResource(*pResDesc, &resource))
    HIP_RETURN(hipErrorInvalidValue);
  const hipTextureDesc texture = toRuntimeTexture(*pTexDesc);
  hipResourceViewDesc view;
  if (pResViewDesc)
    view = toRuntimeView(*pResViewDesc);
  HIP_RETURN(create(pTexObject, &resource, &texture, pResViewDesc ? &view : nullptr));
}

hipError_t hipTexObjectDestroy(hipTextureObject_t texObject) {
  OPENHIP_API(texObject);
  if (!texObject)
    HIP_RETURN(hipSuccess);
  HIP_RETURN(openhip::destroyTextureObject(texObject));
}

hipError_t hipTexObjectGetResourceDesc(HIP_RESOURCE_DESC* pResDesc, hipTextureObject_t texObject) {
  OPENHIP_API(pResDesc, texObject);
  HIP_RETURN(openhip::readTextureObject(texObject, pResDesc, [](const TextureObjectImpl& o) {
    HIP_RESOURCE_DESC out;
    toDriverResource(o.resource, &out);
    return out;
  }));
}

hipError_t hipTexObjectGetResourceViewDesc(HIP_RESOURCE_VIEW_DESC* pResViewDesc,
                                           hipTextureObject_t texObject) {
  OPENHIP_API(pResViewDesc, texObject);
  HIP_RETURN(openhip::readTextureObject(
      texObject, pResViewDesc, [](const TextureObjectImpl& o) { return toDriverView(o.view); }));
}

hipError_t hipTexObjectGetTextureDesc(HIP_TEXTURE_DESC* pTexDesc, hipTextureObject_t texObject) {
  OPENHIP_API(pTexDesc, texObject);
  HIP_RETURN(openhip::readTextureObject(
      texObject, pTexDesc, [](const TextureObjectImpl& o) { return toDriverTexture(o.texture); }));
}

} // extern "C"
