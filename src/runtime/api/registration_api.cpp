// C ABI: registration calls made by compiler-generated code (constructors of
// hipcc's host and device objects), both the __cuda* and __hip* families.
#include <hip/hip_registration.h>

#include "api_common.h"
#include "kernel_registry.h"

using openhip::FatBinaryModule;
using openhip::FatBinaryStatus;
using openhip::kernelRegistry;

namespace {

void** registerFatBinary(const void* wrapper, uint32_t magic, const char* caller) {
  FatBinaryStatus status;
  FatBinaryModule* module = kernelRegistry().registerFatBinary(wrapper, magic, &status);
  if (!module) {
    OPENHIP_LOG(openhip::kLogError, "%s: %s; its kernels cannot be launched", caller,
                status == FatBinaryStatus::BadWrapper ? "not a clang fat binary wrapper"
                                                      : "not an OpenHIP fat binary");
    (void)openhip::finishCall(caller, hipErrorInvalidKernelFile);
  }
  return reinterpret_cast<void**>(module);
}

FatBinaryModule* moduleOf(void** handle, const char* caller) {
  auto* module = reinterpret_cast<FatBinaryModule*>(handle);
  if (kernelRegistry().isModule(module)) return module;
  OPENHIP_LOG(openhip::kLogError, "%s: unknown fat binary handle %p", caller,
              static_cast<void*>(handle));
  return nullptr;
}

void registerFunction(void** handle, const void* host_stub, const char* device_name,
                      const char* caller) {
  FatBinaryModule* module = moduleOf(handle, caller);
  if (module && !kernelRegistry().registerFunction(module, host_stub, device_name))
    OPENHIP_LOG(openhip::kLogError, "%s: invalid registration of %s", caller,
                device_name ? device_name : "(null)");
}

/// The storage of a __managed__ variable is recorded like a symbol's, so that
/// hipMemcpy with explicit directions accepts its address.
void recordManagedStorage(const openhip::ResolvedVar& var) {
  openhip::AllocationRegistry& allocations = openhip::Runtime::get().allocations();
  if (var.size && !allocations.find(var.address))
    allocations.insert(openhip::Allocation{var.address, var.size, 0, openhip::AllocationKind::Symbol, 0});
}

void registerVar(void** handle, const void* host_var, const char* device_name, size_t size,
                 int constant, const char* caller) {
  FatBinaryModule* module = moduleOf(handle, caller);
  std::optional<openhip::ResolvedVar> managed;
  if (module && !kernelRegistry().registerVar(module, host_var, device_name, size, constant != 0, &managed))
    OPENHIP_LOG(openhip::kLogError, "%s: invalid registration of %s", caller,
                device_name ? device_name : "(null)");
  if (managed) recordManagedStorage(*managed);
}

void unregisterFatBinary(void** handle, const char* caller) {
  if (FatBinaryModule* module = moduleOf(handle, caller)) kernelRegistry().unregisterFatBinary(module);
}

}  // namespace

extern "C" {

// Called by a constructor of each device object with __managed__ variables
// (the device lowering adds it; see KernelRegistry::registerManagedVar).
__attribute__((visibility("default"))) void __openhip_register_managed_var(void** slot, void* host_definition,
                                                                          const char* name, uint64_t size,
                                                                          const void* initial, const char* unit) {
  auto& registry = kernelRegistry();
  if (auto var = registry.registerManagedVar(slot, host_definition, name, size, initial, unit))
    recordManagedStorage(*var);
  else if (!slot || !name)
    OPENHIP_LOG(openhip::kLogError, "__openhip_register_managed_var: invalid registration");
}

void** __hipRegisterFatBinary(const void* data) {
  return registerFatBinary(data, openhip::kHipWrapperMagic, __func__);
}

void __hipUnregisterFatBinary(void** modules) { unregisterFatBinary(modules, __func__); }

void __hipRegisterFunction(void** modules, const void* hostFunction, char* deviceFunction,
                           const char* deviceName, unsigned int threadLimit, void* tid, void* bid,
                           dim3* blockDim, dim3* gridDim, int* wSize) {
  registerFunction(modules, hostFunction, deviceName ? deviceName : deviceFunction, __func__);
}

void __hipRegisterVar(void** modules, void* var, char* hostVar, char* deviceVar, int ext,
                      size_t size, int constant, int global) {
  registerVar(modules, var, deviceVar ? deviceVar : hostVar, size, constant, __func__);
}

void** __cudaRegisterFatBinary(void* fatCubin) {
  return registerFatBinary(fatCubin, openhip::kCudaWrapperMagic, __func__);
}

void __cudaRegisterFatBinaryEnd(void** fatCubinHandle) { moduleOf(fatCubinHandle, __func__); }

void __cudaUnregisterFatBinary(void** fatCubinHandle) { unregisterFatBinary(fatCubinHandle, __func__); }

void __cudaRegisterFunction(void** fatCubinHandle, const char* hostFun, char* deviceFun,
                            const char* deviceName, int thread_limit, void* tid, void* bid,
                            dim3* bDim, dim3* gDim, int* wSize) {
  registerFunction(fatCubinHandle, hostFun, deviceName ? deviceName : deviceFun, __func__);
}

void __cudaRegisterVar(void** fatCubinHandle, char* hostVar, char* deviceAddress,
                       const char* deviceName, int ext, size_t size, int constant, int global) {
  registerVar(fatCubinHandle, hostVar, deviceName, size, constant, __func__);
}

}  // extern "C"
