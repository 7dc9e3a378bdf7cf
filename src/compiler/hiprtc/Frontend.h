// clang, in process: the device pass of a hipRTC program (its source and
// headers served from memory) into NVPTX LLVM IR, exactly as hipcc's device
// pass makes it, and small C sources into host objects.
#ifndef OPENHIP_HIPRTC_FRONTEND_H
#define OPENHIP_HIPRTC_FRONTEND_H

#include "Installation.h"
#include "Program.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace openhip::rtc {

/// Runs clang with `driverArgs` (a clang++ command line without the program
/// name) in the existing folder `workingDir`, with the in-memory `files`
/// laid over it (so the source is found, and named in diagnostics, by its
/// own name, and `#include "header.h"` finds the program's headers next to
/// it). Diagnostics go to `log`, as clang prints them. Returns the module of
/// an -emit-llvm compilation, or nullptr on errors.
std::unique_ptr<llvm::Module> compileToModule(const Installation& installation,
                                              const std::vector<std::string>& driverArgs,
                                              const std::string& workingDir,
                                              const std::vector<Header>& files,
                                              llvm::LLVMContext& context, std::string& log);

/// Compiles the C source `source` into the host object `objectPath`.
bool compileCToObject(const Installation& installation, const std::string& source,
                      const std::string& workingDir, const std::string& objectPath,
                      std::string& log);

} // namespace openhip::rtc

#endif
