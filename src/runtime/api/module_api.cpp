// C ABI: code modules (hipModuleLoad*, hipModuleGetFunction/Global,
// hipModuleUnload). See module.h for what a code object is.
#include "api_common.h"
#include "module.h"
#include "texture_resources.h"

using openhip::Runtime;

namespace {

hipError_t checkDevice() {
  openhip::Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  return openhip::stickyError(device);
}

}  // namespace

extern "C" {

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  OPENHIP_API(module, fname);
  if (!module || !fname || openhip::inFirstPage(fname) || !*fname) HIP_RETURN(hipErrorInvalidValue);
  if (hipError_t e = checkDevice()) HIP_RETURN(e);
  HIP_RETURN(openhip::loadModuleFile(fname, module));
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  OPENHIP_API(module, image);
  // An unreadable image is an error too: the backend copies it with a
  // system call that fails instead of faulting.
  if (!module || !image || openhip::inFirstPage(module)) HIP_RETURN(hipErrorInvalidValue);
  if (hipError_t e = checkDevice()) HIP_RETURN(e);
  // No size is given: the backend reads it from the image.
  HIP_RETURN(openhip::loadModuleImage(image, 0, module));
}

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int numOptions,
                               hipJitOption* options, void** optionValues) {
  OPENHIP_API(module, image, numOptions, options, optionValues);
  // There is no JIT step: code objects hold compiled CPU code, so the
  // options are checked for shape and otherwise ignored (as HIP does).
  if (numOptions > 0 && (!options || !optionValues)) HIP_RETURN(hipErrorInvalidValue);
  if (!module || !image || openhip::inFirstPage(module)) HIP_RETURN(hipErrorInvalidValue);
  if (hipError_t e = checkDevice()) HIP_RETURN(e);
  HIP_RETURN(openhip::loadModuleImage(image, 0, module));
}

hipError_t hipModuleUnload(hipModule_t module) {
  OPENHIP_API(module);
  if (!module) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::unloadModule(module) ? hipSuccess : hipErrorInvalidHandle);
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  OPENHIP_API(function, module, kname);
  if (!function || !kname || openhip::inFirstPage(kname) || openhip::inFirstPage(function))
    HIP_RETURN(hipErrorInvalidValue);
  if (!module || !openhip::isLiveModule(module)) HIP_RETURN(hipErrorInvalidHandle);
  hipFunction_t found = openhip::findModuleFunction(module, kname);
  if (!found) HIP_RETURN(hipErrorNotFound);
  *function = found;
  HIP_RETURN(hipSuccess);
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t hmod,
                              const char* name) {
  OPENHIP_API(dptr, bytes, hmod, name);
  if (!name || (!dptr && !bytes) || openhip::inFirstPage(name) || openhip::inFirstPage(dptr) ||
      openhip::inFirstPage(bytes))
    HIP_RETURN(hipErrorInvalidValue);
  if (!hmod || !openhip::isLiveModule(hmod)) HIP_RETURN(hipErrorInvalidHandle);
  void* address = nullptr;
  size_t size = 0;
  if (!openhip::findModuleGlobal(hmod, name, &address, &size)) HIP_RETURN(hipErrorNotFound);
  if (dptr) *dptr = address;
  if (bytes) *bytes = size;
  HIP_RETURN(hipSuccess);
}

// A texture<> variable of a --genco module is an 8-byte device slot (see
// texture_reference_api.cpp); any other global is not a texture reference.
hipError_t hipModuleGetTexRef(textureReference** texRef, hipModule_t hmod, const char* name) {
  OPENHIP_API(texRef, hmod, name);
  if (!texRef || !name || openhip::inFirstPage(name)) HIP_RETURN(hipErrorInvalidValue);
  if (!hmod || !openhip::isLiveModule(hmod)) HIP_RETURN(hipErrorInvalidHandle);
  void* address = nullptr;
  size_t size = 0;
  if (!openhip::findModuleGlobal(hmod, name, &address, &size)) HIP_RETURN(hipErrorNotFound);
  if (size != sizeof(void*)) HIP_RETURN(hipErrorInvalidValue);
  *texRef = openhip::moduleTextureReference(address);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
