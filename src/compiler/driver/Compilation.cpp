#include "Compilation.h"

#include "CodeObject.h"
#include "DeviceLowering.h"
#include "DevicePass.h"
#include "FatBinary.h"
#include "RelocatableDeviceCode.h"
#include "openhip/abi.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

namespace openhip::driver {
namespace {

void reportError(const std::string& message) {
  llvm::errs() << "hipcc: error: " << message << '\n';
}

std::string replaceExtension(const std::string& path, const char* extension) {
  llvm::SmallString<256> result(path);
  llvm::sys::path::replace_extension(result, extension);
  return std::string(result);
}

const char* languageFlag(InputKind kind) {
  switch (kind) {
  case InputKind::CSource:
    return "c";
  case InputKind::CxxSource:
    return "c++";
  default:
    return "cuda";
  }
}

void append(std::vector<std::string>& to, const std::vector<std::string>& from) {
  to.insert(to.end(), from.begin(), from.end());
}

} // namespace

std::string defaultObjectName(const std::string& source) {
  return replaceExtension(std::string(llvm::sys::path::filename(source)), "o");
}

void Compilation::reportFailure(const std::string& message) {
  reportError(message);
  failed_ = true;
}

std::string Compilation::outputTemp(const std::string& role, const std::string& extension) {
  return temp({options_.output.empty() ? std::string("a.out") : options_.output,
               InputKind::LinkerInput},
              role, extension);
}

std::string Compilation::temp(const InputFile& input, const std::string& role,
                              const std::string& extension, bool alwaysTemporary) {
  std::string error;
  std::string path = temps_.make(input.path, role, extension, error, alwaysTemporary);
  if (path.empty()) {
    reportError(error);
    failed_ = true;
  }
  return path;
}

void Compilation::setLoweringTargets(DeviceLoweringRequest& lowering,
                                     const std::vector<std::string>& cpus,
                                     const std::string& objectTemp) {
  lowering.setTargets(cpus, objectTemp);
  for (const std::string& path : lowering.objectPaths)
    if (path != objectTemp)
      temps_.adopt(path);
}

/// The unit id clang gets with -fgpu-rdc: the hash of the table id.
static std::string cuidOf(const std::string& tableId) {
  size_t start = tableId.find('-') + 1, end = tableId.find('-', start);
  return tableId.substr(start, end - start);
}

std::vector<std::string> Compilation::cudaModeCommand(const InputFile& input,
                                                      const std::string& cuid) const {
  SourceFlags source;
  source.includeDir = toolchain_.includeDir;
  source.warpSize = warpSizeFor(options_, input.kind);
  source.cuda = input.kind == InputKind::CudaSource;
  source.definesHip = input.kind == InputKind::HipSource && options_.definesHip;
  source.standardGiven = options_.languageStandardGiven;
  source.cuid = cuid;
  std::vector<std::string> command = {toolchain_.clang};
  append(command, sourceFlags(source));
  append(command, options_.commonArgs);
  return command;
}

std::vector<std::string> Compilation::deviceModeCommand(const InputFile& input,
                                                        const std::string& cuid) const {
  std::vector<std::string> command = cudaModeCommand(input, cuid);
  useIsoDialectForDevice(command);
  if (input.kind == InputKind::CudaSource)
    append(command, cudaArchFlags(cudaArchFor(options_.cudaArchs)));
  append(command, options_.deviceArgs);
  return command;
}

std::vector<std::string> Compilation::hostOnlyCommand(const InputFile& input) const {
  std::vector<std::string> command = {toolchain_.clang, "-isystem", toolchain_.includeDir};
  append(command, options_.commonArgs);
  append(command, options_.hostArgs);
  return command;
}

void Compilation::addDependencyArgs(std::vector<std::string>& command, const InputFile& input,
                                    const std::string& finalObject) const {
  append(command, options_.dependencyArgs);
  if (!options_.dependencyFileRequested) {
    if (!options_.dependencyFile.empty())
      command.insert(command.end(), {"-MF", options_.dependencyFile});
    return;
  }
  // The compiler writes the object to a temporary file, so the dependency
  // file's name and its target are made explicit from the final object.
  // Without -c the object is temporary: name the rule after "<stem>.o".
  std::string target = options_.mode == Mode::CompileOnly || options_.mode == Mode::CodeObject
                           ? finalObject
                           : defaultObjectName(input.path);
  if (target.empty())
    target = defaultObjectName(input.path);
  std::string depFile =
      options_.dependencyFile.empty() ? replaceExtension(target, "d") : options_.dependencyFile;
  command.insert(command.end(), {"-MF", depFile});
  if (!options_.dependencyTargetGiven)
    command.insert(command.end(), {"-MT", target});
}

std::vector<std::string> Compilation::devicePassCommand(const InputFile& input) const {
  // Unoptimized NVPTX IR (the lowering runs the optimizer).
  std::vector<std::string> device = deviceModeCommand(input);
  append(device, devicePassFlags(options_.deviceDebug));
  // The warp functions' mask hooks for racecheck/synccheck (openhip/warp_functions.h).
  if (options_.deviceSanitizers & (OPENHIP_SANITIZE_RACECHECK | OPENHIP_SANITIZE_SYNCCHECK))
    device.push_back("-D__OPENHIP_SANITIZER_WARP_HOOKS__");
  return device;
}

bool Compilation::lowerDeviceSource(const InputFile& input, std::vector<std::string> device,
                                    const std::string& bitcode, DeviceLoweringRequest& lowering,
                                    bool* frontendOk) {
  // A code object of one source (clang's --cuda-device-only -c, as CMake
  // runs it) gets its dependency file from the device pass.
  if (options_.mode == Mode::CodeObject && options_.inputs.size() == 1)
    addDependencyArgs(device, input, options_.output);
  device.insert(device.end(), {input.path, "-o", bitcode});
  *frontendOk = runner_.run(device);
  if (!*frontendOk)
    return false;

  // CPU lowering, in process. Device objects are always position
  // independent: Debian's clang links PIE by default, and -shared needs it.
  lowering.bitcodePath = bitcode;
  lowering.warpSize = warpSizeFor(options_, input.kind);
  lowering.optLevel = options_.optLevel.value_or(2);
  lowering.keepDebugInfo = options_.deviceDebug;
  lowering.sanitizers = options_.deviceSanitizers;
  lowering.preferVectorWidth = options_.preferVectorWidth;
  lowering.passOptions = options_.loweringOptions;
  runner_.note(describe(lowering));
  if (runner_.dryRun())
    return true;
  auto start = std::chrono::steady_clock::now();
  bool lowered = lowerDeviceCode(lowering);
  runner_.reportTime("lower device code (in process)", start);
  return lowered;
}

bool Compilation::compileDeviceSource(const InputFile& input, const std::string& objectPath) {
  std::string error;
  std::string tableId = makeTableId(input.path, error);
  if (tableId.empty()) {
    reportError(error);
    return false;
  }
  bool hostOnly = options_.sides == OffloadSides::HostOnly;
  bool relocatable = options_.relocatableDeviceCode;
  std::string fatBinary = temp(input, "fatbin", "bin");
  std::string hostObject = hostOnly ? objectPath : temp(input, "host", "o");
  std::string hostDiagnostics = temp(input, "host-diagnostics", "txt", /*alwaysTemporary=*/true);
  std::string bitcode = temp(input, "hip-nvptx64", "bc");
  DeviceLoweringRequest lowering;
  if (relocatable)
    lowering.setTargets({}, temp(input, "hip-rdc", "o")); // one carrier object
  else
    setLoweringTargets(lowering, options_.kernelCpuTargets(), temp(input, "hip-cpu", "o"));
  if (failed_)
    return false;

  // 1. Fat binary naming the kernel table: all the host pass needs from the
  // device side, so the host pass runs while the device side is compiled.
  std::vector<std::string> targets;
  if (!describeCpuTargets(options_.kernelCpuTargets(), targets, error)) {
    reportError(error);
    return false;
  }
  runner_.note("hipcc: write fat binary " + fatBinary + " [table id " + tableId + ", cpu targets " +
               llvm::join(targets, ",") + "]");
  if (!runner_.dryRun() && !writeFatBinary(fatBinary, tableId, targets, error)) {
    reportError(error);
    return false;
  }

  // 2. Host pass, in the background: kernel stubs and registration code.
  // Both passes load the prelude precompiled (-fgpu-rdc's per-source unit id
  // is one of their flags, so those passes would never share a PCH).
  std::vector<std::string> host = cudaModeCommand(input, relocatable ? cuidOf(tableId) : "");
  host.push_back("--cuda-host-only");
  append(host, options_.hostArgs);
  std::vector<std::string> device = devicePassCommand(input);
  if (!relocatable)
    preludes_.precompile(hostOnly ? std::vector{&host} : std::vector{&host, &device});
  host.insert(host.end(), {"-Xclang", "-fcuda-include-gpubinary", "-Xclang", fatBinary});
  if (wantsColorDiagnostics())
    host.push_back("-fcolor-diagnostics"); // its stderr is a file, not our terminal
  addDependencyArgs(host, input, objectPath);
  host.insert(host.end(), {"-c", input.path, "-o", hostObject});
  if (hostOnly) // --cuda-host-only: the host object alone (its kernels stay unregistered)
    return runner_.run(host);
  BackgroundCommand hostPass;
  if (!runner_.start(host, hostDiagnostics, hostPass))
    return false;

  // 3. Device pass and 4. CPU lowering (-fgpu-rdc: the IR in a carrier object).
  lowering.tableId = tableId;
  bool frontendOk = true;
  bool loweringOk = relocatable
                        ? (frontendOk = embedDeviceCode(input, tableId, lowering.objectPaths[0]))
                        : lowerDeviceSource(input, device, bitcode, lowering, &frontendOk);

  // After a failed device pass the host pass would mostly repeat its errors:
  // its diagnostics are shown only when the device source compiled.
  bool hostOk = runner_.finish(hostPass, /*replayDiagnostics=*/frontendOk);
  if (!loweringOk || !hostOk)
    return false;

  // 5. One relocatable object holding them all.
  std::vector<std::string> combine = toolchain_.relocatableLinkCommand();
  append(combine, lowering.objectPaths);
  combine.insert(combine.end(), {hostObject, "-o", objectPath});
  return runner_.run(combine);
}

bool Compilation::compileDeviceCodeUnit(const InputFile& input, const std::string& tableId,
                                        DeviceCodeUnit& unit) {
  std::string bitcode = temp(input, "hip-nvptx64", "bc");
  if (failed_)
    return false;
  std::vector<std::string> device = deviceModeCommand(input, cuidOf(tableId));
  append(device, devicePassFlags(options_.deviceDebug));
  device.insert(device.end(), {input.path, "-o", bitcode});
  if (!runner_.run(device))
    return false;
  unit.tableId = tableId;
  unit.warpSize = warpSizeFor(options_, input.kind);
  unit.optLevel = options_.optLevel.value_or(2);
  unit.debugInfo = options_.deviceDebug;
  unit.cpus = options_.kernelCpuTargets();
  unit.origin = input.path;
  if (runner_.dryRun())
    return true;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer = llvm::MemoryBuffer::getFile(bitcode);
  if (!buffer) {
    reportError("cannot read '" + bitcode + "': " + buffer.getError().message());
    return false;
  }
  unit.bitcode = std::string((*buffer)->getBuffer());
  return true;
}

bool Compilation::embedDeviceCode(const InputFile& input, const std::string& tableId,
                                  const std::string& carrierObject) {
  DeviceCodeUnit unit;
  std::string record = temp(input, "rdc-record", "bin");
  if (failed_ || !compileDeviceCodeUnit(input, tableId, unit))
    return false;
  runner_.note("hipcc: write relocatable device code " + record + " [table id " + tableId + "]");
  if (!runner_.dryRun()) {
    std::error_code ec;
    llvm::raw_fd_ostream out(record, ec, llvm::sys::fs::OF_None);
    if (!ec) {
      out << encodeDeviceCodeUnit(unit);
      out.close();
    }
    if (ec || out.has_error()) {
      reportError("cannot write '" + record + "'");
      out.clear_error();
      return false;
    }
  }
  return assemble(deviceCodeCarrierAssembly(record), "rdc-carrier", carrierObject);
}

bool Compilation::wantsColorDiagnostics() const {
  for (const std::vector<std::string>* args : {&options_.commonArgs, &options_.hostArgs})
    for (const std::string& arg : *args)
      if (arg.find("color-diagnostics") != std::string::npos ||
          arg.find("diagnostics-color") != std::string::npos)
        return false; // the user decided
  return llvm::sys::Process::StandardErrHasColors();
}

bool Compilation::compileHostOnlySource(const InputFile& input, const std::string& objectPath) {
  std::vector<std::string> command = hostOnlyCommand(input);
  addDependencyArgs(command, input, objectPath);
  command.insert(command.end(),
                 {"-c", "-x", languageFlag(input.kind), input.path, "-o", objectPath});
  return runner_.run(command);
}

bool Compilation::compileSource(const InputFile& input, const std::string& objectPath) {
  return isDeviceSource(input.kind) ? compileDeviceSource(input, objectPath)
                                    : compileHostOnlySource(input, objectPath);
}

bool Compilation::preprocessSource(const InputFile& input) {
  std::vector<std::string> command;
  if (isDeviceSource(input.kind) && options_.sides == OffloadSides::DeviceOnly) {
    command = deviceModeCommand(input);
    command.push_back("--cuda-device-only");
  } else if (isDeviceSource(input.kind)) {
    command = cudaModeCommand(input);
    command.push_back("--cuda-host-only");
    append(command, options_.hostArgs);
  } else {
    command = hostOnlyCommand(input);
  }
  append(command, options_.dependencyArgs);
  if (!options_.dependencyFile.empty())
    command.insert(command.end(), {"-MF", options_.dependencyFile});
  if (options_.mode == Mode::Preprocess)
    command.push_back("-E");
  command.insert(command.end(), {"-x", languageFlag(input.kind), input.path});
  if (!options_.output.empty())
    command.insert(command.end(), {"-o", options_.output});
  return runner_.run(command);
}

bool Compilation::checkSyntax(const InputFile& input) {
  if (!isDeviceSource(input.kind)) {
    std::vector<std::string> command = hostOnlyCommand(input);
    command.insert(command.end(), {"-fsyntax-only", "-x", languageFlag(input.kind), input.path});
    return runner_.run(command);
  }
  std::vector<std::string> device = deviceModeCommand(input);
  device.insert(device.end(),
                {"--cuda-device-only", "--cuda-feature=+ptx70", "-fsyntax-only", input.path});
  std::vector<std::string> host = cudaModeCommand(input);
  host.push_back("--cuda-host-only");
  append(host, options_.hostArgs);
  host.insert(host.end(), {"-fsyntax-only", input.path});
  if (options_.sides == OffloadSides::DeviceOnly)
    return runner_.run(device);
  if (options_.sides == OffloadSides::HostOnly)
    return runner_.run(host);
  return runner_.run(device) && runner_.run(host);
}

bool Compilation::buildCodeObject() {
  if (!hasRuntimeLibrary(toolchain_) && !runner_.dryRun()) {
    reportError("cannot find libopenhip.so in '" + toolchain_.libDir + "'");
    return false;
  }
  const InputFile& first = options_.inputs.front();
  // The device code of every source, without host code: a module's kernels
  // are found by name (hipModuleGetFunction), never through host stubs.
  std::vector<std::string> objects;
  if (options_.relocatableDeviceCode) {
    // One module from the IR of every source, lowered once.
    std::vector<DeviceCodeUnit> units(options_.inputs.size());
    for (size_t i = 0; i < units.size(); ++i) {
      std::string error;
      std::string tableId = makeTableId(options_.inputs[i].path, error);
      if (tableId.empty()) {
        reportError(error);
        return false;
      }
      if (!compileDeviceCodeUnit(options_.inputs[i], tableId, units[i]))
        return false;
    }
    objects.push_back(temp(first, "device-link", "o"));
    if (failed_ || !linkDeviceCode(units, {}, objects.back()))
      return false;
  }
  for (const InputFile& input : options_.inputs) {
    if (options_.relocatableDeviceCode)
      break;
    std::string error;
    DeviceLoweringRequest lowering;
    lowering.tableId = makeTableId(input.path, error);
    if (lowering.tableId.empty()) {
      reportError(error);
      return false;
    }
    std::string bitcode = temp(input, "hip-nvptx64", "bc");
    setLoweringTargets(lowering, options_.kernelCpuTargets(), temp(input, "hip-cpu", "o"));
    std::vector<std::string> device = devicePassCommand(input);
    preludes_.precompile({&device});
    bool frontendOk = true;
    if (failed_ || !lowerDeviceSource(input, device, bitcode, lowering, &frontendOk))
      return false;
    append(objects, lowering.objectPaths);
  }

  std::string collector = temp(first, "code-object-tables", "c");
  std::string collectorObject = temp(first, "code-object-tables", "o");
  if (failed_)
    return false;
  runner_.note("hipcc: write code object table collector " + collector);
  if (!runner_.dryRun()) {
    std::error_code ec;
    llvm::raw_fd_ostream out(collector, ec, llvm::sys::fs::OF_Text);
    if (!ec) {
      out << codeObjectCollectorSource();
      out.close();
    }
    if (ec || out.has_error()) {
      reportError("cannot write '" + collector + "'");
      out.clear_error();
      return false;
    }
  }
  if (!runner_.run({toolchain_.clang, "-x", "c", "-fPIC", "-O2", "-c", collector, "-o",
                    collectorObject}))
    return false;

  // A shared object the runtime dlopens: undefined device-library symbols
  // (printf, malloc, assert support) resolve against libopenhip.
  std::vector<std::string> link = {toolchain_.clang, "-shared", "-fPIC"};
  append(link, objects);
  link.push_back(collectorObject);
  append(link, options_.linkFlags);
  link.insert(link.end(), {"-L" + toolchain_.libDir, "-lopenhip", "-Wl,-rpath," + toolchain_.libDir,
                           "-o",
                           options_.output.empty() ? defaultCodeObjectName(first.path)
                                                   : options_.output});
  return runner_.run(link);
}

int Compilation::run() {
  for (const InputFile& input : options_.inputs) {
    if (input.kind != InputKind::LinkerInput && !llvm::sys::fs::exists(input.path)) {
      reportError("no such file or directory: '" + input.path + "'");
      return 1;
    }
  }

  if (options_.mode == Mode::Preprocess || options_.mode == Mode::DependenciesOnly) {
    for (const InputFile& input : options_.inputs)
      if (input.kind != InputKind::LinkerInput && !preprocessSource(input))
        return 1;
    return 0;
  }

  if (options_.mode == Mode::CodeObject)
    return buildCodeObject() ? 0 : 1;
  if (options_.mode == Mode::DeviceLink)
    return deviceLinkOnly() ? 0 : 1;

  if (options_.mode == Mode::SyntaxOnly) {
    bool ok = true;
    for (const InputFile& input : options_.inputs)
      if (input.kind != InputKind::LinkerInput)
        ok = checkSyntax(input) && ok;
    return ok ? 0 : 1;
  }

  if (options_.mode == Mode::CompileOnly) {
    for (const InputFile& input : options_.inputs) {
      if (input.kind == InputKind::LinkerInput) {
        llvm::errs() << "hipcc: warning: " << input.path
                     << ": linker input unused because -c is given\n";
        continue;
      }
      std::string object =
          options_.output.empty() ? defaultObjectName(input.path) : options_.output;
      if (!compileSource(input, object))
        return 1;
    }
    return 0;
  }

  std::vector<std::string> objectForInput(options_.inputs.size());
  for (size_t i = 0; i < options_.inputs.size(); ++i) {
    const InputFile& input = options_.inputs[i];
    if (input.kind == InputKind::LinkerInput) {
      objectForInput[i] = input.path;
      continue;
    }
    objectForInput[i] = temp(input, "combined", "o");
    if (failed_ || !compileSource(input, objectForInput[i]))
      return 1;
  }
  if (options_.emitStaticLib)
    return createStaticLibrary(objectForInput) ? 0 : 1;
  return link(objectForInput) ? 0 : 1;
}

} // namespace openhip::driver
