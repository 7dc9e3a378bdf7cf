// Code objects loaded at run time (hipModuleLoad*, hipModuleGetFunction,
// hipModuleGetGlobal). The current device's backend loads the image (for the
// CPU backend a shared object written by `hipcc --genco`); the module keeps
// it with one hipFunction_t per kernel, and records its variables as device
// memory for the copy calls while it is loaded.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "backend.h"
#include "kernel.h"
#include "runtime.h"

/// hipFunction_t: one kernel of a loaded module.
struct ihipModuleSymbol_t {
  ihipModule_t* module = nullptr;
  const openhip::Kernel* kernel = nullptr;  ///< owned by the module's code object
};

/// hipModule_t.
struct ihipModule_t {
  std::unique_ptr<openhip::CodeObject> code;
  std::vector<std::unique_ptr<ihipModuleSymbol_t>> functions;  ///< one per kernel
};

namespace openhip {

/// Loads a code object file: hipErrorFileNotFound, or the errors of loadModuleImage.
hipError_t loadModuleFile(const char* path, ihipModule_t** module);
/// Loads a code object from memory (`size` 0: the backend finds the size in
/// the image). hipErrorInvalidImage (not a code object for this machine),
/// hipErrorInvalidKernelFile (a foreign or outdated code object).
hipError_t loadModuleImage(const void* image, size_t size, ihipModule_t** module);

/// Waits for every device, then unloads; false for an unknown handle.
bool unloadModule(ihipModule_t* module);
bool isLiveModule(const ihipModule_t* module);
bool isLiveFunction(const ihipModuleSymbol_t* function);

/// The module's kernel named `name` (mangled, or plain for extern "C"); nullptr if none.
ihipModuleSymbol_t* findModuleFunction(ihipModule_t* module, const char* name);
/// The module's __device__/__constant__ variable `name`; false if none.
bool findModuleGlobal(ihipModule_t* module, const char* name, void** address, size_t* size);

}  // namespace openhip
