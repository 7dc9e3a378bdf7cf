// Step 2 of a device source's pipeline, done inside hipcc: the NVPTX bitcode
// of clang's device pass becomes one x86-64 object per CPU target through
// openhip::compileDeviceModuleForCpu (library openhip_passes).
#ifndef OPENHIP_DRIVER_DEVICELOWERING_H
#define OPENHIP_DRIVER_DEVICELOWERING_H

#include <string>
#include <vector>

namespace openhip::driver {

struct DeviceLoweringRequest {
  std::string bitcodePath; ///< clang's device pass output
  std::string tableId;
  unsigned warpSize = 64;
  unsigned optLevel = 2;
  bool keepDebugInfo = false;
  unsigned sanitizers = 0; ///< OpenHipSanitizerTool bits (-fsanitize=memcheck,...)
  std::string preferVectorWidth; ///< -mprefer-vector-width=: for the kernels too
  /// `-mllvm -openhip-*` options of the lowering passes (process-wide LLVM
  /// options: every request of one hipcc run carries the same ones).
  std::vector<std::string> passOptions;
  /// One object per CPU target ("native" = this machine), each with its own
  /// kernel table under tableId (setTargets fills both).
  std::vector<std::string> cpus;
  std::vector<std::string> objectPaths;

  /// Targets `cpus`, objects named after `objectPath` ("a.o"; with several
  /// targets "a.x86-64.o", "a.native.o", ...).
  void setTargets(const std::vector<std::string>& targetCpus, const std::string& objectPath);
};

/// "native" resolved to this machine's CPU name ("znver3"); others as given.
std::string resolvedCpuName(const std::string& cpu);

/// The fat binary's record of `cpus`: "name:features" each, the name
/// resolved and the features in hex (OPENHIP_CPU_FEATURE_LIST bits). False
/// with `error` for a CPU name LLVM does not know.
bool describeCpuTargets(const std::vector<std::string>& cpus, std::vector<std::string>& out,
                        std::string& error);

/// A one-line description for -v / -###.
std::string describe(const DeviceLoweringRequest& request);

/// Runs the lowering, the targets in parallel; on failure prints the
/// diagnostics (clang-style lines from the passes, once) to stderr and
/// returns false.
bool lowerDeviceCode(const DeviceLoweringRequest& request);

} // namespace openhip::driver

#endif
