// C ABI: texture references (HIP 5.2's deprecated API: hipBindTexture*,
// hipTexRef*, hipUnbindTexture, hipGetTextureReference) and the registration
// of `texture<T, dim, mode>` variables.
//
// How a texture variable reaches device code: clang gives a variable of the
// texture<> type (marked device_builtin_texture_type) an 8-byte device-side
// slot and registers the host variable with __cudaRegisterTexture /
// __hipRegisterTexture. We bind the host variable to that slot like a
// __device__ variable and store the host textureReference's address in it;
// device fetches read the slot, then the reference's textureObject (a texture
// object this file creates whenever the reference is bound or changed).
#include <climits>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "api_common.h"
#include "kernel_registry.h"
#include "memory_ops.h"
#include "texture_resources.h"

namespace {

using openhip::enumBits;
using openhip::TextureObjectImpl;
using openhip::validAddressMode;
using openhip::validFilterMode;

struct Binding {
  bool bound = false;
  hipResourceDesc resource{};
  float border_color[4] = {0, 0, 0, 0};
};

struct ReferenceTable {
  std::mutex mutex;
  std::unordered_map<const textureReference*, Binding> bindings;
  /// hipModuleGetTexRef: the reference made for each texture slot of a loaded
  /// module, and every reference ever made (kept: a program may still hold one
  /// after its module was unloaded).
  std::unordered_map<const void*, textureReference*> module_slots;
  std::vector<std::unique_ptr<textureReference>> module_references;
};

ReferenceTable& references() {
  static ReferenceTable* table = new ReferenceTable; // never destroyed (atexit code may use it)
  return *table;
}

/// Stores the reference's address in its device-side slot, if it is a registered variable.
void publish(const textureReference* ref) {
  openhip::Device* device = openhip::currentDevice();
  auto var = device ? openhip::kernelRegistry().resolveVar(ref, device->backend()) : std::nullopt;
  if (var && var->address && var->size >= sizeof(void*))
    std::memcpy(var->address, &ref, sizeof(ref));
}

hipTextureDesc samplerOf(const textureReference& ref, const Binding& binding) {
  hipTextureDesc desc;
  std::memset(&desc, 0, sizeof(desc));
  for (int i = 0; i < 3; ++i)
    desc.addressMode[i] = ref.addressMode[i];
  desc.filterMode = ref.filterMode;
  desc.readMode = ref.readMode;
  desc.sRGB = ref.sRGB;
  desc.normalizedCoords = ref.normalized;
  desc.maxAnisotropy = ref.maxAnisotropy;
  desc.mipmapFilterMode = ref.mipmapFilterMode;
  desc.mipmapLevelBias = ref.mipmapLevelBias;
  desc.minMipmapLevelClamp = ref.minMipmapLevelClamp;
  desc.maxMipmapLevelClamp = ref.maxMipmapLevelClamp;
  for (int i = 0; i < 4; ++i)
    desc.borderColor[i] = binding.border_color[i];
  return desc;
}

/// (Re)creates the reference's texture object from its binding and sampler fields.
hipError_t rebuild(textureReference* ref, Binding& binding) {
  publish(ref);
  if (!binding.bound)
    return hipSuccess;
  TextureObjectImpl* object = nullptr;
  if (hipError_t e = openhip::createTextureObject(binding.resource, samplerOf(*ref, binding),
                                                  nullptr, &object))
    return e;
  if (ref->textureObject)
    (void)openhip::destroyTextureObject(ref->textureObject);
  ref->textureObject = reinterpret_cast<hipTextureObject_t>(&object->descriptor);
  return hipSuccess;
}

/// Binds `ref` to `resource`; on failure the previous binding stays.
hipError_t bind(const textureReference* tex, const hipResourceDesc& resource) {
  if (!tex)
    return hipErrorInvalidValue;
  auto* ref = const_cast<textureReference*>(tex);
  std::lock_guard<std::mutex> lock(references().mutex);
  Binding& binding = references().bindings[ref];
  Binding candidate = binding;
  candidate.bound = true;
  candidate.resource = resource;
  if (hipError_t e = rebuild(ref, candidate))
    return e;
  binding = candidate;
  return hipSuccess;
}

/// Runs `change` on the reference's fields and refreshes a bound texture object.
template <class Change> hipError_t update(textureReference* ref, Change change) {
  if (!ref)
    return hipErrorInvalidValue;
  std::lock_guard<std::mutex> lock(references().mutex);
  Binding& binding = references().bindings[ref];
  const textureReference saved = *ref;
  const Binding saved_binding = binding;
  if (hipError_t e = change(*ref, binding))
    return e;
  if (hipError_t e = rebuild(ref, binding)) {
    *ref = saved;
    binding = saved_binding;
    return e;
  }
  return hipSuccess;
}

/// Reads the reference's binding under the lock (a copy; unbound if unknown).
Binding bindingOf(const textureReference* ref) {
  std::lock_guard<std::mutex> lock(references().mutex);
  auto it = references().bindings.find(ref);
  return it == references().bindings.end() ? Binding{} : it->second;
}

void setFormat(textureReference& ref, const openhip::TexelFormat& format) {
  ref.channelDesc = openhip::channelDescOf(format);
  ref.format = openhip::arrayFormatOf(format);
  ref.numChannels = format.channels;
}

/// The reference's own format (driver fields first, then its channel descriptor).
bool formatOfReference(const textureReference& ref, openhip::TexelFormat* out) {
  const auto channels = static_cast<unsigned>(ref.numChannels);
  return openhip::formatFromArrayFormat(enumBits(ref.format), channels, out) ||
         openhip::formatFromChannelDesc(ref.channelDesc, out);
}

hipError_t bindLinear(size_t* offset, const textureReference* tex, const void* devPtr,
                      const hipChannelFormatDesc* desc, size_t size) {
  if (!tex || !devPtr)
    return hipErrorInvalidValue;
  openhip::TexelFormat format;
  if (!openhip::formatFromChannelDesc(desc ? *desc : tex->channelDesc, &format))
    return hipErrorInvalidValue;
  if (size == UINT_MAX) { // HIP's default: the rest of the allocation
    auto allocation = openhip::Runtime::get().allocations().find(devPtr);
    if (allocation)
      size = static_cast<size_t>(static_cast<char*>(allocation->base) + allocation->size -
                                 static_cast<const char*>(devPtr));
  }
  hipResourceDesc resource;
  std::memset(&resource, 0, sizeof(resource));
  resource.resType = hipResourceTypeLinear;
  resource.res.linear.devPtr = const_cast<void*>(devPtr);
  resource.res.linear.desc = openhip::channelDescOf(format);
  resource.res.linear.sizeInBytes = size;
  if (hipError_t e = bind(tex, resource))
    return e;
  setFormat(*const_cast<textureReference*>(tex), format);
  if (offset)
    *offset = 0; // any address is aligned enough on the CPU
  return hipSuccess;
}

hipError_t bindPitch2D(const textureReference* tex, const void* devPtr,
                       const openhip::TexelFormat& format, size_t width, size_t height,
                       size_t pitch) {
  if (!tex || !devPtr)
    return hipErrorInvalidValue;
  hipResourceDesc resource;
  std::memset(&resource, 0, sizeof(resource));
  resource.resType = hipResourceTypePitch2D;
  resource.res.pitch2D.devPtr = const_cast<void*>(devPtr);
  resource.res.pitch2D.desc = openhip::channelDescOf(format);
  resource.res.pitch2D.width = width;
  resource.res.pitch2D.height = height;
  resource.res.pitch2D.pitchInBytes = pitch;
  if (hipError_t e = bind(tex, resource))
    return e;
  setFormat(*const_cast<textureReference*>(tex), format);
  return hipSuccess;
}

hipError_t bindArray(const textureReference* tex, hipArray_const_t array) {
  openhip::ArrayImpl* impl = openhip::lookupArray(array);
  if (!tex || !impl)
    return hipErrorInvalidValue;
  hipResourceDesc resource;
  std::memset(&resource, 0, sizeof(resource));
  resource.resType = hipResourceTypeArray;
  resource.res.array.array = const_cast<hipArray_t>(array);
  if (hipError_t e = bind(tex, resource))
    return e;
  setFormat(*const_cast<textureReference*>(tex), impl->format);
  return hipSuccess;
}

hipError_t bindMipmapped(const textureReference* tex, hipMipmappedArray_const_t mipmapped) {
  openhip::MipmappedArrayImpl* impl = openhip::lookupMipmappedArray(mipmapped);
  if (!tex || !impl)
    return hipErrorInvalidValue;
  hipResourceDesc resource;
  std::memset(&resource, 0, sizeof(resource));
  resource.resType = hipResourceTypeMipmappedArray;
  resource.res.mipmap.mipmap = const_cast<hipMipmappedArray_t>(mipmapped);
  if (hipError_t e = bind(tex, resource))
    return e;
  setFormat(*const_cast<textureReference*>(tex), impl->levels[0]->format);
  return hipSuccess;
}


void registerTexture(void** handle, const void* host_var, const char* device_name,
                     const char* caller) {
  auto* module = reinterpret_cast<openhip::FatBinaryModule*>(handle);
  if (!openhip::kernelRegistry().isModule(module) || !host_var || !device_name ||
      !openhip::kernelRegistry().registerVar(module, host_var, device_name, sizeof(void*), false)) {
    OPENHIP_LOG(openhip::kLogError, "%s: invalid registration of texture %s", caller,
                device_name ? device_name : "(null)");
    return;
  }
  publish(static_cast<const textureReference*>(host_var));
}

} // namespace

namespace openhip {

textureReference* moduleTextureReference(void* slot) {
  std::lock_guard<std::mutex> lock(references().mutex);
  textureReference* published = nullptr;
  std::memcpy(&published, slot, sizeof(published));
  textureReference*& ref = references().module_slots[slot];
  // A slot that does not hold our reference belongs to a module loaded since
  // (at the same address, or the first query): it gets a fresh reference.
  if (!ref || published != ref) {
    references().module_references.push_back(std::make_unique<textureReference>());
    ref = references().module_references.back().get();
    std::memset(ref, 0, sizeof(*ref));
    ref->readMode = hipReadModeElementType;
    ref->filterMode = ref->mipmapFilterMode = hipFilterModePoint;
    for (auto& mode : ref->addressMode)
      mode = hipAddressModeClamp;
    std::memcpy(slot, &ref, sizeof(ref));
  }
  return ref;
}

} // namespace openhip

extern "C" {

// Called by clang's registration code; declared nowhere else, so exported explicitly.
__attribute__((visibility("default"))) void
__cudaRegisterTexture(void** fatCubinHandle, const void* hostVar, const char* deviceAddress,
                      const char* deviceName, int dim, int norm, int ext) {
  registerTexture(fatCubinHandle, hostVar, deviceName ? deviceName : deviceAddress, __func__);
}

__attribute__((visibility("default"))) void __hipRegisterTexture(void** modules, const void* var,
                                                                 const char* hostVar,
                                                                 const char* deviceVar, int type,
                                                                 int norm, int ext) {
  registerTexture(modules, var, deviceVar ? deviceVar : hostVar, __func__);
}

hipError_t hipGetTextureReference(const textureReference** texref, const void* symbol) {
  OPENHIP_API(texref, symbol);
  if (!texref || !symbol)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::Device* device = openhip::currentDevice();
  auto var = device ? openhip::kernelRegistry().resolveVar(symbol, device->backend()) : std::nullopt;
  if (!var)
    HIP_RETURN(hipErrorInvalidSymbol);
  publish(static_cast<const textureReference*>(symbol));
  *texref = static_cast<const textureReference*>(symbol);
  HIP_RETURN(hipSuccess);
}

hipError_t hipBindTexture(size_t* offset, const textureReference* tex, const void* devPtr,
                          const hipChannelFormatDesc* desc, size_t size) {
  OPENHIP_API(offset, tex, devPtr, desc, size);
  HIP_RETURN(bindLinear(offset, tex, devPtr, desc, size));
}

hipError_t hipBindTexture2D(size_t* offset, const textureReference* tex, const void* devPtr,
                            const hipChannelFormatDesc* desc, size_t width, size_t height,
                            size_t pitch) {
  OPENHIP_API(offset, tex, devPtr, desc, width, height, pitch);
  if (!tex)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::TexelFormat format;
  if (!openhip::formatFromChannelDesc(desc ? *desc : tex->channelDesc, &format))
    HIP_RETURN(hipErrorInvalidValue);
  if (hipError_t e = bindPitch2D(tex, devPtr, format, width, height, pitch))
    HIP_RETURN(e);
  if (offset)
    *offset = 0;
  HIP_RETURN(hipSuccess);
}

hipError_t hipBindTextureToArray(const textureReference* tex, hipArray_const_t array,
                                 const hipChannelFormatDesc* desc) {
  OPENHIP_API(tex, array, desc);
  HIP_RETURN(bindArray(tex, array));
}

hipError_t hipBindTextureToMipmappedArray(const textureReference* tex,
                                          hipMipmappedArray_const_t mipmappedArray,
                                          const hipChannelFormatDesc* desc) {
  OPENHIP_API(tex, mipmappedArray, desc);
  HIP_RETURN(bindMipmapped(tex, mipmappedArray));
}

hipError_t hipUnbindTexture(const textureReference* tex) {
  OPENHIP_API(tex);
  if (!tex)
    HIP_RETURN(hipErrorInvalidValue);
  auto* ref = const_cast<textureReference*>(tex);
  std::lock_guard<std::mutex> lock(references().mutex);
  references().bindings[ref].bound = false;
  if (ref->textureObject)
    (void)openhip::destroyTextureObject(ref->textureObject);
  ref->textureObject = nullptr;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetTextureAlignmentOffset(size_t* offset, const textureReference* texref) {
  OPENHIP_API(offset, texref);
  if (!offset || !texref)
    HIP_RETURN(hipErrorInvalidValue);
  *offset = 0; // bindings never need an offset here
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefSetAddress(size_t* ByteOffset, textureReference* texRef, hipDeviceptr_t dptr,
                               size_t bytes) {
  OPENHIP_API(ByteOffset, texRef, dptr, bytes);
  if (!texRef)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::TexelFormat format;
  if (!formatOfReference(*texRef, &format))
    HIP_RETURN(hipErrorInvalidValue);
  const hipChannelFormatDesc desc = openhip::channelDescOf(format);
  HIP_RETURN(bindLinear(ByteOffset, texRef, dptr, &desc, bytes));
}

hipError_t hipTexRefSetAddress2D(textureReference* texRef, const HIP_ARRAY_DESCRIPTOR* desc,
                                 hipDeviceptr_t dptr, size_t Pitch) {
  OPENHIP_API(texRef, desc, dptr, Pitch);
  if (!texRef || !desc)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::TexelFormat format;
  if (!openhip::formatFromArrayFormat(enumBits(desc->Format), desc->NumChannels, &format))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(bindPitch2D(texRef, dptr, format, desc->Width, desc->Height, Pitch));
}

hipError_t hipTexRefSetArray(textureReference* tex, hipArray_const_t array, unsigned int flags) {
  OPENHIP_API(tex, array, flags);
  if (flags != HIP_TRSA_OVERRIDE_FORMAT)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(bindArray(tex, array));
}

hipError_t hipTexRefSetMipmappedArray(textureReference* texRef,
                                      struct hipMipmappedArray* mipmappedArray,
                                      unsigned int Flags) {
  OPENHIP_API(texRef, mipmappedArray, Flags);
  if (Flags != HIP_TRSA_OVERRIDE_FORMAT)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(bindMipmapped(texRef, mipmappedArray));
}

hipError_t hipTexRefSetAddressMode(textureReference* texRef, int dim, hipTextureAddressMode am) {
  OPENHIP_API(texRef, dim, am);
  if (dim < 0 || dim > 2 || !validAddressMode(enumBits(am)))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.addressMode[dim] = am;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetFilterMode(textureReference* texRef, hipTextureFilterMode fm) {
  OPENHIP_API(texRef, fm);
  if (!validFilterMode(enumBits(fm)))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.filterMode = fm;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetMipmapFilterMode(textureReference* texRef, hipTextureFilterMode fm) {
  OPENHIP_API(texRef, fm);
  if (!validFilterMode(enumBits(fm)))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.mipmapFilterMode = fm;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetFlags(textureReference* texRef, unsigned int Flags) {
  OPENHIP_API(texRef, Flags);
  constexpr unsigned kKnown =
      HIP_TRSF_READ_AS_INTEGER | HIP_TRSF_NORMALIZED_COORDINATES | HIP_TRSF_SRGB;
  if (Flags & ~kKnown)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.readMode =
        (Flags & HIP_TRSF_READ_AS_INTEGER) ? hipReadModeElementType : hipReadModeNormalizedFloat;
    ref.normalized = (Flags & HIP_TRSF_NORMALIZED_COORDINATES) ? 1 : 0;
    ref.sRGB = (Flags & HIP_TRSF_SRGB) ? 1 : 0;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetFormat(textureReference* texRef, hipArray_Format fmt,
                              int NumPackedComponents) {
  OPENHIP_API(texRef, fmt, NumPackedComponents);
  openhip::TexelFormat format;
  if (NumPackedComponents < 0 ||
      !openhip::formatFromArrayFormat(enumBits(fmt), static_cast<unsigned>(NumPackedComponents),
                                      &format))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    setFormat(ref, format);
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetMaxAnisotropy(textureReference* texRef, unsigned int maxAniso) {
  OPENHIP_API(texRef, maxAniso);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.maxAnisotropy = maxAniso;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetBorderColor(textureReference* texRef, float* pBorderColor) {
  OPENHIP_API(texRef, pBorderColor);
  if (!pBorderColor)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference&, Binding& binding) {
    for (int i = 0; i < 4; ++i)
      binding.border_color[i] = pBorderColor[i];
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetMipmapLevelBias(textureReference* texRef, float bias) {
  OPENHIP_API(texRef, bias);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.mipmapLevelBias = bias;
    return hipSuccess;
  }));
}

hipError_t hipTexRefSetMipmapLevelClamp(textureReference* texRef, float minMipMapLevelClamp,
                                        float maxMipMapLevelClamp) {
  OPENHIP_API(texRef, minMipMapLevelClamp, maxMipMapLevelClamp);
  if (minMipMapLevelClamp > maxMipMapLevelClamp)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(update(texRef, [&](textureReference& ref, Binding&) {
    ref.minMipmapLevelClamp = minMipMapLevelClamp;
    ref.maxMipmapLevelClamp = maxMipMapLevelClamp;
    return hipSuccess;
  }));
}

hipError_t hipTexRefGetAddress(hipDeviceptr_t* dev_ptr, const textureReference* texRef) {
  OPENHIP_API(dev_ptr, texRef);
  if (!dev_ptr || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  const Binding binding = bindingOf(texRef);
  if (!binding.bound)
    HIP_RETURN(hipErrorInvalidValue);
  if (binding.resource.resType == hipResourceTypeLinear)
    *dev_ptr = binding.resource.res.linear.devPtr;
  else if (binding.resource.resType == hipResourceTypePitch2D)
    *dev_ptr = binding.resource.res.pitch2D.devPtr;
  else
    HIP_RETURN(hipErrorInvalidValue); // bound to an array: no linear address
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetAddressMode(hipTextureAddressMode* pam, const textureReference* texRef,
                                   int dim) {
  OPENHIP_API(pam, texRef, dim);
  if (!pam || !texRef || dim < 0 || dim > 2)
    HIP_RETURN(hipErrorInvalidValue);
  *pam = texRef->addressMode[dim];
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetFilterMode(hipTextureFilterMode* pfm, const textureReference* texRef) {
  OPENHIP_API(pfm, texRef);
  if (!pfm || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pfm = texRef->filterMode;
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetMipmapFilterMode(hipTextureFilterMode* pfm, const textureReference* texRef) {
  OPENHIP_API(pfm, texRef);
  if (!pfm || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pfm = texRef->mipmapFilterMode;
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetFlags(unsigned int* pFlags, const textureReference* texRef) {
  OPENHIP_API(pFlags, texRef);
  if (!pFlags || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pFlags = (texRef->readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
            (texRef->normalized ? HIP_TRSF_NORMALIZED_COORDINATES : 0) |
            (texRef->sRGB ? HIP_TRSF_SRGB : 0);
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetFormat(hipArray_Format* pFormat, int* pNumChannels,
                              const textureReference* texRef) {
  OPENHIP_API(pFormat, pNumChannels, texRef);
  if (!pFormat || !pNumChannels || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::TexelFormat format;
  if (!formatOfReference(*texRef, &format))
    HIP_RETURN(hipErrorInvalidValue);
  *pFormat = openhip::arrayFormatOf(format);
  *pNumChannels = format.channels;
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetMaxAnisotropy(int* pmaxAnsio, const textureReference* texRef) {
  OPENHIP_API(pmaxAnsio, texRef);
  if (!pmaxAnsio || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pmaxAnsio = static_cast<int>(texRef->maxAnisotropy);
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetMipmapLevelBias(float* pbias, const textureReference* texRef) {
  OPENHIP_API(pbias, texRef);
  if (!pbias || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pbias = texRef->mipmapLevelBias;
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetMipmapLevelClamp(float* pminMipmapLevelClamp, float* pmaxMipmapLevelClamp,
                                        const textureReference* texRef) {
  OPENHIP_API(pminMipmapLevelClamp, pmaxMipmapLevelClamp, texRef);
  if (!pminMipmapLevelClamp || !pmaxMipmapLevelClamp || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  *pminMipmapLevelClamp = texRef->minMipmapLevelClamp;
  *pmaxMipmapLevelClamp = texRef->maxMipmapLevelClamp;
  HIP_RETURN(hipSuccess);
}

hipError_t hipTexRefGetMipMappedArray(hipMipmappedArray_t* pArray, const textureReference* texRef) {
  OPENHIP_API(pArray, texRef);
  if (!pArray || !texRef)
    HIP_RETURN(hipErrorInvalidValue);
  const Binding binding = bindingOf(texRef);
  if (!binding.bound || binding.resource.resType != hipResourceTypeMipmappedArray)
    HIP_RETURN(hipErrorInvalidValue);
  *pArray = binding.resource.res.mipmap.mipmap;
  HIP_RETURN(hipSuccess);
}

} // extern "C"
