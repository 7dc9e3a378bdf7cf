// Code objects loaded at run time (hipModuleLoad*): shared objects written by
// `hipcc --genco` holding lowered kernels and their tables (see
// OPENHIP_CODE_OBJECT_TABLES_SYMBOL in include/openhip/abi.h). Each load
// copies the image into its own memfd and dlopen's that with RTLD_LOCAL, so a
// module's symbols and globals never mix with the program's or another
// module's (also for two loads of one file), and its tables stay out of the
// program's kernel registry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "api_common.h"
#include "openhip/abi.h"

/// hipFunction_t: one kernel of a loaded module.
struct ihipModuleSymbol_t {
  ihipModule_t* module = nullptr;
  const OpenHipKernelEntry* entry = nullptr;
  uint32_t warp_size = 64;
};

/// hipModule_t.
struct ihipModule_t {
  void* handle = nullptr;  ///< dlopen handle
  int memfd = -1;          ///< backing file of an in-memory image, -1 for a file
  std::vector<const OpenHipCpuTable*> tables;
  std::vector<std::unique_ptr<ihipModuleSymbol_t>> functions;  ///< one per kernel
};

namespace openhip {

/// Checks that `image` (`size` bytes) is a complete ELF shared object for
/// this machine: hipErrorInvalidImage if not (wrong magic, class, machine or
/// type; headers or segments beyond the end).
hipError_t validateCodeObjectImage(const void* image, size_t size);

/// Bytes an in-memory ELF image spans according to its ELF header (the end of
/// its header tables); 0 if the header is not ELF64 or claims more than
/// 256 MiB. hipModuleLoadData gets no size, so this is all it can know.
size_t elfImageSize(const void* image);

/// Loads a code object file. hipErrorFileNotFound, hipErrorInvalidImage
/// (not a loadable ELF object), hipErrorInvalidKernelFile (an ELF shared
/// object that is not an OpenHIP code object, or of another ABI version).
hipError_t loadModuleFile(const char* path, ihipModule_t** module);
/// Loads `size` bytes of code object from memory (memfd + dlopen), same
/// errors; the bytes are validated after copying them into the memfd.
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
