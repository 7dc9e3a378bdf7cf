#include "DeviceLowering.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#ifdef OPENHIP_HAVE_PASSES
#include "cpu/CpuLowering.h"
#endif

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

namespace openhip::driver {
#ifdef OPENHIP_HAVE_PASSES
namespace {

/// The lowering passes take their tuning switches as LLVM options: from
/// `-mllvm -openhip-...` on hipcc's command line, or from the environment
/// (docs/cpu-lowering.md, docs/warp-operations.md): OPENHIP_NARROW_GUARDS=0
/// is -openhip-narrow-guards=false, OPENHIP_LOCKSTEP=0
/// -openhip-lockstep=false, OPENHIP_SPLIT_X=0 -openhip-split-x=false; a
/// switch given both ways takes the command
/// line's. Set once per process; false with `error` for an option the passes
/// do not know.
bool applyPassOptions(const std::vector<std::string>& given, std::string& error) {
  static std::once_flag once;
  static bool ok = true;
  static std::string message;
  std::call_once(once, [&] {
    std::vector<std::string> args{"hipcc"};
    auto givenOnCommandLine = [&](llvm::StringRef name) {
      for (llvm::StringRef option : given)
        if (option.ltrim('-').split('=').first == name)
          return true;
      return false;
    };
    auto fromEnvironment = [&](const char* variable, const char* name) {
      const char* value = std::getenv(variable);
      if (value && std::strcmp(value, "0") == 0 && !givenOnCommandLine(name))
        args.push_back(std::string("-") + name + "=false");
    };
    fromEnvironment("OPENHIP_NARROW_GUARDS", "openhip-narrow-guards");
    fromEnvironment("OPENHIP_LOCKSTEP", "openhip-lockstep");
    fromEnvironment("OPENHIP_SPLIT_X", "openhip-split-x");
    args.insert(args.end(), given.begin(), given.end());
    if (args.size() == 1)
      return;
    std::vector<const char*> argv;
    for (const std::string& arg : args)
      argv.push_back(arg.c_str());
    std::string parseErrors;
    llvm::raw_string_ostream stream(parseErrors);
    ok = llvm::cl::ParseCommandLineOptions(static_cast<int>(argv.size()), argv.data(), "", &stream);
    stream.flush();
    // LLVM's "hipcc: Unknown command line argument '-x'.  Try: ..." lines:
    // the first, in hipcc's error form.
    llvm::StringRef first = llvm::StringRef(parseErrors).split('\n').first;
    first.consume_front("hipcc: ");
    first = first.split("  Try:").first;
    message = "-mllvm: " + first.rtrim().str();
  });
  if (!ok)
    error = message;
  return ok;
}

} // namespace
#endif

void DeviceLoweringRequest::setTargets(const std::vector<std::string>& targetCpus,
                                       const std::string& objectPath) {
  cpus = targetCpus.empty() ? std::vector<std::string>{"native"} : targetCpus;
  objectPaths.clear();
  llvm::StringRef stem = llvm::StringRef(objectPath).rsplit('.').first;
  llvm::StringRef extension = llvm::StringRef(objectPath).rsplit('.').second;
  for (const std::string& cpu : cpus)
    objectPaths.push_back(cpus.size() == 1 ? objectPath
                                           : (stem + "." + cpu + "." + extension).str());
}

std::string resolvedCpuName(const std::string& cpu) {
  return cpu == "native" || cpu.empty() ? llvm::sys::getHostCPUName().str() : cpu;
}

bool describeCpuTargets(const std::vector<std::string>& cpus, std::vector<std::string>& out,
                        std::string& error) {
  out.clear();
  for (const std::string& cpu : cpus) {
#ifdef OPENHIP_HAVE_PASSES
    llvm::Expected<CpuTargetInfo> info = describeCpuTarget(cpu);
    if (!info) {
      std::string message = llvm::toString(info.takeError());
      llvm::StringRef text(message);
      text.consume_front("error: ");
      error = text.str() +
              " (--offload-arch takes x86-64, x86-64-v2, x86-64-v3, x86-64-v4, native or an "
              "LLVM CPU name such as znver3)";
      return false;
    }
    out.push_back(info->name + ":" + llvm::utohexstr(info->features, /*LowerCase=*/true));
#else
    out.push_back(resolvedCpuName(cpu) + ":0");
#endif
  }
  return true;
}

std::string describe(const DeviceLoweringRequest& request) {
  std::string text = "hipcc: lower device code (in process): " + request.bitcodePath + " ->";
  for (size_t i = 0; i < request.cpus.size(); ++i)
    text += " " + request.objectPaths[i] + " (cpu " +
            (request.cpus[i] == "native" ? "native, " + resolvedCpuName("native")
                                         : request.cpus[i]) +
            ")";
  text += " [table id " + request.tableId + ", warp size " + std::to_string(request.warpSize) +
          ", -O" + std::to_string(request.optLevel);
  if (request.keepDebugInfo)
    text += ", debug info";
  if (request.sanitizers)
    text += ", sanitizer checks";
  for (const std::string& option : request.passOptions)
    text += ", " + option;
  return text + "]";
}

namespace {

/// Lowers the bitcode for target `index` into its object; on failure
/// returns false with the diagnostics in `errors`.
bool lowerForTarget(const DeviceLoweringRequest& request, size_t index, std::string& errors) {
  llvm::raw_string_ostream diagnostics(errors);
  llvm::LLVMContext context;
  llvm::SMDiagnostic parseError;
  std::unique_ptr<llvm::Module> module =
      llvm::parseIRFile(request.bitcodePath, parseError, context);
  if (!module) {
    parseError.print("hipcc", diagnostics);
    return false;
  }
#ifdef OPENHIP_HAVE_PASSES
  CpuLoweringOptions options;
  options.tableId = request.tableId;
  options.warpSize = request.warpSize;
  options.optLevel = request.optLevel;
  options.keepDebugInfo = request.keepDebugInfo;
  options.sanitizers = request.sanitizers;
  options.preferVectorWidth = request.preferVectorWidth;
  options.cpu = request.cpus[index].empty() ? "native" : request.cpus[index];
  llvm::SmallVector<char, 0> object;
  if (llvm::Error error = compileDeviceModuleForCpu(*module, options, object)) {
    // Located diagnostics ("file:line:col: error: ...") print as they are;
    // bare "error: ..." lines get hipcc's name, as clang's get "clang: ".
    llvm::SmallVector<llvm::StringRef, 8> lines;
    std::string message = llvm::toString(std::move(error));
    llvm::StringRef(message).split(lines, '\n', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef line : lines)
      diagnostics << (line.startswith("error: ") ? "hipcc: " : "") << line << '\n';
    if (lines.empty())
      diagnostics << "hipcc: error: the device lowering failed\n";
    return false;
  }
  const std::string& path = request.objectPaths[index];
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    diagnostics << "hipcc: error: cannot write '" << path << "': " << ec.message() << '\n';
    return false;
  }
  out.write(object.data(), object.size());
  out.close();
  if (out.has_error()) {
    diagnostics << "hipcc: error: cannot write '" << path << "': " << out.error().message() << '\n';
    out.clear_error();
    return false;
  }
  return true;
#else
  diagnostics << "hipcc: error: this hipcc was built without the device lowering library "
                 "(openhip_passes); it cannot compile device code\n";
  return false;
#endif
}

} // namespace

bool lowerDeviceCode(const DeviceLoweringRequest& request) {
#ifdef OPENHIP_HAVE_PASSES
  std::string optionError;
  if (!applyPassOptions(request.passOptions, optionError)) {
    llvm::errs() << "hipcc: error: " << optionError << '\n';
    return false;
  }
#endif
  // Each target in its own LLVM context: the first on this thread, the
  // others alongside (the host pass may still be running too).
  const size_t count = request.cpus.size();
  std::vector<std::string> errors(count);
  std::unique_ptr<bool[]> ok(new bool[count]());
  std::vector<std::thread> others;
  for (size_t i = 1; i < count; ++i)
    others.emplace_back([&, i] { ok[i] = lowerForTarget(request, i, errors[i]); });
  if (count > 0)
    ok[0] = lowerForTarget(request, 0, errors[0]);
  for (std::thread& thread : others)
    thread.join();
  // Every target sees the same source: report the first failure only.
  for (size_t i = 0; i < count; ++i) {
    if (!ok[i]) {
      llvm::errs() << errors[i];
      return false;
    }
  }
  return true;
}

} // namespace openhip::driver
