// The pipeline of one hipcc call (see docs/hipcc.md):
//   device source: clang device pass -> NVPTX bitcode -> CPU lowering (in
//   process) -> device object; fat binary; clang host pass -> host object;
//   `clang++ -r` -> one object per source;
//   host-only C/C++ source: one clang call;
//   then, unless -c/-E/-M: one link with libopenhip.
//   --genco: device pass and lowering of every source, linked with a small
//   table collector into one shared object (a code object for hipModuleLoad).
#ifndef OPENHIP_DRIVER_COMPILATION_H
#define OPENHIP_DRIVER_COMPILATION_H

#include "CommandRunner.h"
#include "DeviceLowering.h"
#include "DriverOptions.h"
#include "TempFiles.h"
#include "Toolchain.h"

#include <string>
#include <vector>

namespace openhip::driver {

class Compilation {
public:
  Compilation(const DriverOptions& options, const Toolchain& toolchain)
      : options_(options), toolchain_(toolchain), runner_(options.verbose, options.dryRun),
        temps_(options.saveTemps) {}

  /// Runs everything; returns the process exit code.
  int run();

private:
  bool compileSource(const InputFile& input, const std::string& objectPath);
  bool compileDeviceSource(const InputFile& input, const std::string& objectPath);
  bool compileHostOnlySource(const InputFile& input, const std::string& objectPath);
  /// Device pass and CPU lowering of one source into `lowering.objectPath`.
  bool lowerDeviceSource(const InputFile& input, const std::string& bitcode,
                         DeviceLoweringRequest& lowering, bool* frontendOk);
  bool buildCodeObject();
  bool preprocessSource(const InputFile& input);
  bool checkSyntax(const InputFile& input);
  bool link(const std::vector<std::string>& objectForInput);

  /// clang++ and the flags shared by both passes of a device source.
  std::vector<std::string> cudaModeCommand(const InputFile& input) const;
  /// clang++ and the flags of a host-only C/C++ source.
  std::vector<std::string> hostOnlyCommand(const InputFile& input) const;
  /// -MD/-MF/-MT handling for a source compiled into `finalObject`.
  void addDependencyArgs(std::vector<std::string>& command, const InputFile& input,
                         const std::string& finalObject) const;
  std::string temp(const InputFile& input, const std::string& role, const std::string& extension,
                   bool alwaysTemporary = false);
  /// Whether the background host pass should be told to use colors.
  bool wantsColorDiagnostics() const;

  const DriverOptions& options_;
  const Toolchain& toolchain_;
  CommandRunner runner_;
  TempFiles temps_;
  bool failed_ = false;
};

/// The object name `-c` gives a source without -o: "dir/a.hip" -> "a.o".
std::string defaultObjectName(const std::string& source);

} // namespace openhip::driver

#endif
