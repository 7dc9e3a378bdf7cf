// Step 2 of a device source's pipeline, done inside hipcc: the NVPTX bitcode
// of clang's device pass becomes an x86-64 object through
// openhip::compileDeviceModuleForCpu (library openhip_passes).
#ifndef OPENHIP_DRIVER_DEVICELOWERING_H
#define OPENHIP_DRIVER_DEVICELOWERING_H

#include <string>

namespace openhip::driver {

struct DeviceLoweringRequest {
  std::string bitcodePath; ///< clang's device pass output
  std::string objectPath;  ///< where the CPU object goes
  std::string tableId;
  unsigned warpSize = 64;
  unsigned optLevel = 2;
  bool keepDebugInfo = false;
  std::string cpu; ///< "" = native
  unsigned sanitizers = 0; ///< OpenHipSanitizerTool bits (-fsanitize=memcheck,...)
};

/// A one-line description for -v / -###.
std::string describe(const DeviceLoweringRequest& request);

/// Runs the lowering; on failure prints the diagnostics (clang-style lines
/// from the passes) to stderr and returns false.
bool lowerDeviceCode(const DeviceLoweringRequest& request);

} // namespace openhip::driver

#endif
