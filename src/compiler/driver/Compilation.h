// The pipeline of one hipcc call (see docs/hipcc.md):
//   device source: clang device pass -> NVPTX bitcode -> CPU lowering (in
//   process) -> device object; fat binary; clang host pass -> host object;
//   `clang++ -r` -> one object per source;
//   host-only C/C++ source: one clang call;
//   then, unless -c/-E/-M: one link with libopenhip.
//   --genco: device pass and lowering of every source, linked with a small
//   table collector into one shared object (a code object for hipModuleLoad).
//   -fgpu-rdc: the device IR goes into the object unlowered; the link lowers
//   the IR of all objects at once (RelocatableDeviceCode.h, Linking.cpp).
#ifndef OPENHIP_DRIVER_COMPILATION_H
#define OPENHIP_DRIVER_COMPILATION_H

#include "CommandRunner.h"
#include "DeviceLowering.h"
#include "DevicePass.h"
#include "DriverOptions.h"
#include "PreludeCache.h"
#include "TempFiles.h"
#include "Toolchain.h"

#include <string>
#include <vector>

namespace openhip::driver {

struct DeviceCodeUnit;

class Compilation {
public:
  Compilation(const DriverOptions& options, const Toolchain& toolchain)
      : options_(options), toolchain_(toolchain),
        runner_(options.verbose, options.dryRun, options.timePhases),
        temps_(options.saveTemps),
        preludes_(toolchain.clang, preludePath(toolchain.includeDir), runner_) {}

  /// Runs everything; returns the process exit code.
  int run();

private:
  bool compileSource(const InputFile& input, const std::string& objectPath);
  bool compileDeviceSource(const InputFile& input, const std::string& objectPath);
  bool compileHostOnlySource(const InputFile& input, const std::string& objectPath);
  /// clang and the flags of the device pass of `input` (without input and output).
  std::vector<std::string> devicePassCommand(const InputFile& input) const;
  /// Device pass (`device`: devicePassCommand) and CPU lowering of one source
  /// into `lowering.objectPaths`.
  bool lowerDeviceSource(const InputFile& input, std::vector<std::string> device,
                         const std::string& bitcode, DeviceLoweringRequest& lowering,
                         bool* frontendOk);
  /// -fgpu-rdc: device pass of `input` into `carrierObject`, an object holding its IR.
  bool embedDeviceCode(const InputFile& input, const std::string& tableId,
                       const std::string& carrierObject);
  /// Device pass of `input` into a DeviceCodeUnit (its IR in memory).
  bool compileDeviceCodeUnit(const InputFile& input, const std::string& tableId,
                             DeviceCodeUnit& unit);
  bool buildCodeObject();
  bool preprocessSource(const InputFile& input);
  bool checkSyntax(const InputFile& input);

  // Linking.cpp
  bool link(const std::vector<std::string>& objectForInput);
  bool createStaticLibrary(const std::vector<std::string>& objectForInput);
  /// nvcc's -dlink: only the device-link object of the inputs' device code.
  bool deviceLinkOnly();
  /// Links and lowers `units` into `object` (a device-link object).
  bool linkDeviceCode(const std::vector<DeviceCodeUnit>& units,
                      const std::vector<std::string>& registrations, const std::string& object);
  /// The device-link object the link needs ("" if none); false on error.
  bool deviceLinkForInputs(const std::vector<std::string>& files, std::string& object);
  /// Assembles `source` (written to a temporary file) into `object`.
  bool assemble(const std::string& source, const std::string& role, const std::string& object);

  /// clang++ and the flags shared by both passes of a device source. With
  /// -fgpu-rdc both passes are relocatable and share the unit id `cuid`
  /// (clang names static device symbols after it).
  std::vector<std::string> cudaModeCommand(const InputFile& input,
                                           const std::string& cuid = std::string()) const;
  /// cudaModeCommand for the device pass: ISO dialect, and for CUDA sources
  /// the __CUDA_ARCH__ the command line's architectures select.
  std::vector<std::string> deviceModeCommand(const InputFile& input,
                                             const std::string& cuid = std::string()) const;
  /// clang++ and the flags of a host-only C/C++ source.
  std::vector<std::string> hostOnlyCommand(const InputFile& input) const;
  /// -MD/-MF/-MT handling for a source compiled into `finalObject`.
  void addDependencyArgs(std::vector<std::string>& command, const InputFile& input,
                         const std::string& finalObject) const;
  std::string temp(const InputFile& input, const std::string& role, const std::string& extension,
                   bool alwaysTemporary = false);
  /// A temporary named after the output (for link steps, which have no source).
  std::string outputTemp(const std::string& role, const std::string& extension);
  /// lowering.setTargets with a temporary object path; the per-CPU objects
  /// derived from it are temporaries too.
  void setLoweringTargets(DeviceLoweringRequest& lowering, const std::vector<std::string>& cpus,
                          const std::string& objectTemp);
  void reportFailure(const std::string& message);
  /// Whether the background host pass should be told to use colors.
  bool wantsColorDiagnostics() const;

  const DriverOptions& options_;
  const Toolchain& toolchain_;
  CommandRunner runner_;
  TempFiles temps_;
  PreludeCache preludes_;
  bool failed_ = false;
};

/// The object name `-c` gives a source without -o: "dir/a.hip" -> "a.o".
std::string defaultObjectName(const std::string& source);

} // namespace openhip::driver

#endif
