// Where hipcc finds clang, the OpenHIP headers and libopenhip, and what the
// environment variables of AMD's hipcc (HIP_PATH, ROCM_PATH, HIP_PLATFORM)
// change about it.
#ifndef OPENHIP_DRIVER_TOOLCHAIN_H
#define OPENHIP_DRIVER_TOOLCHAIN_H

#include <string>
#include <vector>

namespace openhip::driver {

struct Toolchain {
  std::string prefix;     ///< the installation (or build tree) hipcc belongs to
  std::string clang;      ///< clang++ 16 (OPENHIP_CLANG or the configured one)
  std::string includeDir; ///< holds hip/ and openhip/
  std::string libDir;     ///< holds libopenhip.so (may not exist: checked when linking)
  std::string linker;     ///< ld, for relocatable links; "" when clang must find it
  /// The command that links objects into one relocatable object (`ld -r`:
  /// clang++ -r runs the same ld after ~0.1 s of its own start-up).
  std::vector<std::string> relocatableLinkCommand() const;
  /// Environment settings that were set but not honoured, as `hipcc: warning:` texts.
  std::vector<std::string> warnings;
};

/// Locates everything relative to the hipcc executable (`argv0`), so that the
/// build tree (build/bin, build/include, build/lib) and an installed prefix
/// both work. HIP_PATH (or, without it, ROCM_PATH) naming another OpenHIP
/// installation wins; naming anything else (a ROCm install) is a warning.
/// Returns false with `error` set when clang or the headers are missing.
bool findToolchain(const char* argv0, Toolchain& toolchain, std::string& error);

/// Whether libopenhip exists in toolchain.libDir.
bool hasRuntimeLibrary(const Toolchain& toolchain);

/// The CUDA-toolkit-shaped folder of the installation (bin/nvcc, include/,
/// lib64/) that CMake's CUDA language is pointed at (docs/cmake.md).
std::string cudaToolkitDir(const Toolchain& toolchain);

/// The HIP version as AMD's tools print it ("5.2.21153").
std::string hipVersionString();

} // namespace openhip::driver

#endif
