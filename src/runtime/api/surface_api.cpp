// C ABI: surface objects over arrays. A hipSurfaceObject_t is the address of
// an OpenHipTextureDescriptor (magic OPENHIP_SURFACE_MAGIC) that the device
// functions surf*Dread / surf*Dwrite use directly.
#include <cstring>
#include <mutex>
#include <unordered_set>

#include "api_common.h"
#include "texture_resources.h"

namespace {

struct SurfaceTable {
  std::mutex mutex;
  std::unordered_set<const OpenHipTextureDescriptor*> surfaces;
};

SurfaceTable& surfaceTable() {
  static SurfaceTable* table = new SurfaceTable; // never destroyed (atexit code may use it)
  return *table;
}

} // namespace

extern "C" {

hipError_t hipCreateSurfaceObject(hipSurfaceObject_t* pSurfObject,
                                  const hipResourceDesc* pResDesc) {
  OPENHIP_API(pSurfObject, pResDesc);
  if (!pSurfObject || !pResDesc)
    HIP_RETURN(hipErrorInvalidValue);
  int type = 0;
  std::memcpy(&type, &pResDesc->resType, sizeof(type));
  if (type != hipResourceTypeArray)
    HIP_RETURN(hipErrorInvalidValue);
  openhip::ArrayImpl* array = openhip::lookupArray(pResDesc->res.array.array);
  if (!array)
    HIP_RETURN(hipErrorInvalidValue);
  auto* surface = new OpenHipTextureDescriptor{};
  surface->magic = OPENHIP_SURFACE_MAGIC;
  surface->level = array->level();
  surface->levels = &surface->level;
  surface->level_count = 1;
  surface->layers = (array->flags & hipArrayLayered) ? static_cast<int32_t>(array->depth) : 0;
  openhip::setDescriptorFormat(array->format, surface);
  surface->dimensions = static_cast<uint8_t>(openhip::arrayDimensions(*array));
  {
    std::lock_guard<std::mutex> lock(surfaceTable().mutex);
    surfaceTable().surfaces.insert(surface);
  }
  *pSurfObject = reinterpret_cast<hipSurfaceObject_t>(surface);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDestroySurfaceObject(hipSurfaceObject_t surfaceObject) {
  OPENHIP_API(surfaceObject);
  auto* surface = reinterpret_cast<const OpenHipTextureDescriptor*>(surfaceObject);
  {
    std::lock_guard<std::mutex> lock(surfaceTable().mutex);
    if (!surface || !surfaceTable().surfaces.erase(surface))
      HIP_RETURN(hipErrorInvalidValue);
  }
  delete surface;
  HIP_RETURN(hipSuccess);
}

} // extern "C"
