// The clang command lines of a device source's passes, shared by hipcc and
// by hipRTC's in-process compiler so that both compile device code alike
// (docs/hipcc.md, "The pipeline").
#ifndef OPENHIP_DRIVER_DEVICEPASS_H
#define OPENHIP_DRIVER_DEVICEPASS_H

#include <string>
#include <vector>

namespace openhip::driver {

struct SourceFlags {
  std::string includeDir;       ///< OpenHIP's headers (holding openhip/prelude.h)
  unsigned warpSize = 64;
  bool cuda = false;            ///< a CUDA source: __CUDACC__ and CUDA's runtime API
  bool definesHip = false;      ///< __HIP__, as clang's HIP mode (CMake's HIP language)
  bool standardGiven = false;   ///< the user chose -std= (else C++17)
  std::string cuid;             ///< -fgpu-rdc unit id; "" without -fgpu-rdc
};

/// The header both passes of a device source force-include.
std::string preludePath(const std::string& includeDir);

/// The flags (after clang++) both passes of a device source start with:
/// clang's CUDA mode without CUDA's headers or libraries, OpenHIP's headers
/// and prelude, the warp size.
std::vector<std::string> sourceFlags(const SourceFlags& source);

/// The flags that make a pass the device pass: unoptimized NVPTX IR (the
/// lowering runs the optimizer), with full debug info for `debug`.
std::vector<std::string> devicePassFlags(bool debug);

/// The __CUDA_ARCH__ of CUDA sources: of the compute capabilities the command
/// line named (XX * 10), the highest up to the CPU device's 7.0 (the one a
/// 7.0 GPU would run), else the lowest; 700 when none was named.
unsigned cudaArchFor(const std::vector<unsigned>& named);

/// Device-pass flags that make __CUDA_ARCH__ `arch` (none for clang's 700).
std::vector<std::string> cudaArchFlags(unsigned arch);

/// GNU dialects make libstdc++ declare __float128 overloads, which clang 16
/// rejects for the NVPTX device target; the device pass uses the matching
/// ISO dialect instead (CMake passes -std=gnu++NN by default).
void useIsoDialectForDevice(std::vector<std::string>& flags);

} // namespace openhip::driver

#endif
