#include "DeviceLowering.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#ifdef OPENHIP_HAVE_PASSES
#include "cpu/CpuLowering.h"
#endif

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace openhip::driver {
#ifdef OPENHIP_HAVE_PASSES
namespace {

/// The lowering passes take their tuning switches as LLVM options; hipcc
/// users set them through the environment (docs/cpu-lowering.md,
/// docs/warp-operations.md): OPENHIP_NARROW_GUARDS=0 is
/// -openhip-narrow-guards=false, OPENHIP_LOCKSTEP=0 -openhip-lockstep=false.
void applyEnvironmentToPassOptions() {
  static std::once_flag once;
  std::call_once(once, [] {
    const char* argv[3] = {"hipcc"};
    int argc = 1;
    auto off = [](const char* name) {
      const char* value = std::getenv(name);
      return value && std::strcmp(value, "0") == 0;
    };
    if (off("OPENHIP_NARROW_GUARDS"))
      argv[argc++] = "-openhip-narrow-guards=false";
    if (off("OPENHIP_LOCKSTEP"))
      argv[argc++] = "-openhip-lockstep=false";
    if (argc > 1)
      llvm::cl::ParseCommandLineOptions(argc, argv, "", &llvm::errs());
  });
}

} // namespace
#endif

std::string describe(const DeviceLoweringRequest& request) {
  std::string text = "hipcc: lower device code (in process): " + request.bitcodePath + " -> " +
                     request.objectPath + " [table id " + request.tableId + ", warp size " +
                     std::to_string(request.warpSize) + ", -O" + std::to_string(request.optLevel) +
                     ", cpu " + (request.cpu.empty() ? "native" : request.cpu);
  if (request.keepDebugInfo)
    text += ", debug info";
  if (request.sanitizers)
    text += ", sanitizer checks";
  return text + "]";
}

bool lowerDeviceCode(const DeviceLoweringRequest& request) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic parseError;
  std::unique_ptr<llvm::Module> module =
      llvm::parseIRFile(request.bitcodePath, parseError, context);
  if (!module) {
    parseError.print("hipcc", llvm::errs());
    return false;
  }
#ifdef OPENHIP_HAVE_PASSES
  applyEnvironmentToPassOptions();
  CpuLoweringOptions options;
  options.tableId = request.tableId;
  options.warpSize = request.warpSize;
  options.optLevel = request.optLevel;
  options.keepDebugInfo = request.keepDebugInfo;
  options.sanitizers = request.sanitizers;
  if (!request.cpu.empty())
    options.cpu = request.cpu;
  llvm::SmallVector<char, 0> object;
  if (llvm::Error error = compileDeviceModuleForCpu(*module, options, object)) {
    // Located diagnostics ("file:line:col: error: ...") print as they are;
    // bare "error: ..." lines get hipcc's name, as clang's get "clang: ".
    llvm::SmallVector<llvm::StringRef, 8> lines;
    std::string message = llvm::toString(std::move(error));
    llvm::StringRef(message).split(lines, '\n', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef line : lines)
      llvm::errs() << (line.startswith("error: ") ? "hipcc: " : "") << line << '\n';
    if (lines.empty())
      llvm::errs() << "hipcc: error: the device lowering failed\n";
    return false;
  }
  std::error_code ec;
  llvm::raw_fd_ostream out(request.objectPath, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "hipcc: error: cannot write '" << request.objectPath << "': " << ec.message()
                 << '\n';
    return false;
  }
  out.write(object.data(), object.size());
  out.close();
  if (out.has_error()) {
    llvm::errs() << "hipcc: error: cannot write '" << request.objectPath
                 << "': " << out.error().message() << '\n';
    out.clear_error();
    return false;
  }
  return true;
#else
  llvm::errs() << "hipcc: error: this hipcc was built without the device lowering library "
                  "(openhip_passes); it cannot compile device code\n";
  return false;
#endif
}

} // namespace openhip::driver
