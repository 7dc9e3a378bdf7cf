// Code objects loaded at run time (hipModuleLoad*): shared objects written by
// `hipcc --genco` holding lowered kernels and their tables (see
// OPENHIP_CODE_OBJECT_TABLES_SYMBOL in include/openhip/abi.h). Each load
// copies the image into its own memfd and dlopen's that with RTLD_LOCAL, so a
// module's symbols and globals never mix with the program's or another
// module's (also for two loads of one file), and its tables stay out of the
// program's code tables.
#pragma once

#include <cstddef>
#include <memory>

#include "hip_types.h"
#include "kernel.h"

namespace openhip::cpu {

/// Checks that `image` (`size` bytes) is a complete ELF shared object for
/// this machine: hipErrorInvalidImage if not (wrong magic, class, machine or
/// type; headers or segments beyond the end).
hipError_t validateCodeObjectImage(const void* image, size_t size);

/// Bytes an in-memory ELF image spans according to its ELF header (the end of
/// its header tables); 0 if the header is not ELF64 or claims more than
/// 256 MiB. hipModuleLoadData gets no size, so this is all it can know.
/// `header` points to a copy of the image's first sizeof(Elf64_Ehdr) bytes.
size_t elfImageSize(const void* header);

/// Loads `size` bytes of code object (0: find the size in its ELF header).
/// nullptr with `*error` hipErrorInvalidValue (`image` is not readable
/// memory), hipErrorInvalidImage (not a loadable ELF object for this
/// machine, or shorter than its header says) or hipErrorInvalidKernelFile
/// (an ELF shared object that is not an OpenHIP code object, or of another
/// ABI version).
std::unique_ptr<CodeObject> loadCodeObject(const void* image, size_t size, hipError_t* error);

}  // namespace openhip::cpu
