// The link steps of a hipcc call (see Compilation.h): the program or shared
// library link, static libraries (--emit-static-lib), and the device link of
// relocatable device code (RelocatableDeviceCode.h), also alone (-dlink).
#include "Compilation.h"

#include "DeviceLowering.h"
#include "LinkInputs.h"
#include "RelocatableDeviceCode.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace openhip::driver {
namespace {

void warn(const std::string& message) { llvm::errs() << "hipcc: warning: " << message << '\n'; }

/// The kernel-table id of a device link: unique per set of units. With
/// per-unit tables it names only the link's registration function.
std::string deviceLinkId(const std::vector<DeviceCodeUnit>& units) {
  llvm::MD5 hash;
  for (const DeviceCodeUnit& unit : units)
    hash.update(unit.tableId);
  llvm::MD5::MD5Result digest;
  hash.final(digest);
  return "ohip-rdc-" + std::string(digest.digest().str());
}

} // namespace

bool Compilation::assemble(const std::string& source, const std::string& role,
                           const std::string& object) {
  std::string path = outputTemp(role, "s");
  if (failed_)
    return false;
  if (!runner_.dryRun()) {
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_Text);
    if (!ec) {
      out << source;
      out.close();
    }
    if (ec || out.has_error()) {
      reportFailure("cannot write '" + path + "'");
      out.clear_error();
      return false;
    }
  }
  return runner_.run({toolchain_.clang, "-c", "-x", "assembler", path, "-o", object});
}

bool Compilation::linkDeviceCode(const std::vector<DeviceCodeUnit>& units,
                                 const std::vector<std::string>& registrations,
                                 const std::string& object) {
  std::string bitcode = outputTemp("device-link", "bc");
  std::string marker = outputTemp("device-link-marker", "o");
  std::string registration = outputTemp("device-link-registration", "c");
  std::string registrationObject = outputTemp("device-link-registration", "o");
  DeviceLoweringRequest lowering;
  if (failed_)
    return false;
  std::string origins;
  for (const DeviceCodeUnit& unit : units)
    origins += (origins.empty() ? "" : ", ") + unit.origin;
  runner_.note("hipcc: link relocatable device code (in process): " + origins + " -> " + bitcode);
  std::string error;
  if (!runner_.dryRun() && !linkDeviceCodeUnits(units, bitcode, error)) {
    reportFailure(error);
    return false;
  }
  // Lowered with the link's -O/-g/--offload-arch/-march when given, else as
  // compiled (the highest -O and any -g among the units, the first unit's
  // CPU targets).
  lowering.bitcodePath = bitcode;
  lowering.tableId = deviceLinkId(units);
  lowering.warpSize = units.empty() ? 64 : units.front().warpSize;
  unsigned highest = 0;
  bool debug = options_.deviceDebug;
  for (const DeviceCodeUnit& unit : units) {
    highest = std::max(highest, unit.optLevel);
    debug = debug || unit.debugInfo;
  }
  lowering.optLevel = options_.optLevel.value_or(highest);
  lowering.keepDebugInfo = debug;
  const bool linkNamesTargets = !options_.cpuTargets.empty() || !options_.targetCpu.empty();
  setLoweringTargets(lowering,
                     linkNamesTargets || units.empty() ? options_.kernelCpuTargets()
                                                       : units.front().cpus,
                     outputTemp("device-link-cpu", "o"));
  lowering.sanitizers = options_.deviceSanitizers;
  lowering.preferVectorWidth = options_.preferVectorWidth;
  lowering.passOptions = options_.loweringOptions;
  runner_.note(describe(lowering));
  auto start = std::chrono::steady_clock::now();
  if (!runner_.dryRun() && !lowerDeviceCode(lowering))
    return false;
  runner_.reportTime("lower linked device code (in process)", start);
  if (!assemble(deviceLinkMarkerAssembly(), "device-link-marker", marker))
    return false;
  std::vector<std::string> combine = toolchain_.relocatableLinkCommand();
  combine.insert(combine.end(), lowering.objectPaths.begin(), lowering.objectPaths.end());
  combine.push_back(marker);
  if (!registrations.empty()) {
    runner_.note("hipcc: write the units' registration functions " + registration);
    if (!runner_.dryRun()) {
      std::error_code ec;
      llvm::raw_fd_ostream out(registration, ec, llvm::sys::fs::OF_Text);
      if (!ec) {
        out << linkedBinaryRegistrationSource(registrations);
        out.close();
      }
      if (ec || out.has_error()) {
        reportFailure("cannot write '" + registration + "'");
        out.clear_error();
        return false;
      }
    }
    if (!runner_.run({toolchain_.clang, "-x", "c", "-fPIC", "-O2", "-c", registration, "-o",
                      registrationObject}))
      return false;
    combine.push_back(registrationObject);
  }
  combine.insert(combine.end(), {"-o", object});
  return runner_.run(combine);
}

bool Compilation::deviceLinkForInputs(const std::vector<std::string>& files, std::string& object) {
  object.clear();
  std::vector<std::string> linkArgs;
  for (const LinkItem& item : options_.linkItems)
    if (!item.isInput)
      linkArgs.push_back(item.arg);
  linkArgs.push_back("-L" + toolchain_.libDir);
  DeviceCodeScan scan;
  std::string error;
  if (!runner_.dryRun() && !scanForDeviceCode(staticLinkInputs(linkArgs, files), scan, error)) {
    reportFailure(error);
    return false;
  }
  if (scan.units.empty() || scan.hasDeviceLinkObject)
    return true; // nothing relocatable, or linked already (nvcc -dlink)
  object = outputTemp("device-link", "o");
  return !failed_ && linkDeviceCode(scan.units, scan.linkedBinaryRegistrations, object);
}

bool Compilation::deviceLinkOnly() {
  std::vector<std::string> files;
  for (const InputFile& input : options_.inputs)
    files.push_back(input.path);
  std::string object;
  if (!deviceLinkForInputs(files, object))
    return false;
  if (object.empty() && !runner_.dryRun()) {
    reportFailure("-dlink: the inputs hold no relocatable device code (compile with -dc or "
                  "-fgpu-rdc)");
    return false;
  }
  std::string output = options_.output.empty() ? "a_dlink.o" : options_.output;
  std::vector<std::string> combine = toolchain_.relocatableLinkCommand();
  combine.insert(combine.end(), {object, "-o", output});
  return runner_.run(combine);
}

bool Compilation::createStaticLibrary(const std::vector<std::string>& objectForInput) {
  // clang's --emit-static-lib runs llvm-ar over the objects.
  std::vector<std::string> command = {toolchain_.clang, "--emit-static-lib"};
  for (const LinkItem& item : options_.linkItems)
    if (item.isInput)
      command.push_back(objectForInput[item.inputIndex]);
  command.insert(command.end(), {"-o", options_.output.empty() ? "a.out" : options_.output});
  if (!runner_.dryRun())
    llvm::sys::fs::remove(command.back()); // llvm-ar would add to an old archive
  return runner_.run(command);
}

bool Compilation::link(const std::vector<std::string>& objectForInput) {
  if (!hasRuntimeLibrary(toolchain_) && !runner_.dryRun()) {
    reportFailure("cannot find libopenhip.so in '" + toolchain_.libDir + "'");
    return false;
  }
  std::vector<std::string> items, files;
  for (const LinkItem& item : options_.linkItems) {
    std::string arg = item.isInput ? objectForInput[item.inputIndex] : item.arg;
    LinkItemDecision decision = decideLinkItem(arg, item.isInput, toolchain_);
    if (!decision.message.empty()) {
      if (decision.warn)
        warn(decision.message);
      else
        runner_.note("hipcc: note: " + decision.message);
    }
    if (decision.action == LinkItemDecision::Action::Drop)
      continue;
    if (decision.action == LinkItemDecision::Action::Replace)
      arg = decision.replacement;
    items.push_back(arg);
    if (item.isInput && decision.action == LinkItemDecision::Action::Keep)
      files.push_back(arg);
  }
  std::string deviceLink;
  if (!deviceLinkForInputs(files, deviceLink))
    return false;

  std::vector<std::string> command = {toolchain_.clang};
  command.insert(command.end(), options_.linkFlags.begin(), options_.linkFlags.end());
  if (!deviceLink.empty()) // first, so that every library after it can serve its references
    command.push_back(deviceLink);
  command.insert(command.end(), items.begin(), items.end());
  command.insert(command.end(),
                 {"-L" + toolchain_.libDir, "-lopenhip", "-Wl,-rpath," + toolchain_.libDir, "-o",
                  options_.output.empty() ? "a.out" : options_.output});
  return runner_.run(command);
}

} // namespace openhip::driver
