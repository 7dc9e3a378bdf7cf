// The names hipcc answers to. The same executable is installed as `hipcc`,
// as `clang++`/`clang` in <prefix>/llvm/bin (what `hipconfig --hipclangpath`
// names, the compiler CMake's HIP language drives), and as `nvcc` in the
// installation's CUDA-toolkit-shaped folder (CMake's CUDA language); each
// name changes only what the build systems that use it look at (docs/cmake.md).
#ifndef OPENHIP_DRIVER_PERSONALITY_H
#define OPENHIP_DRIVER_PERSONALITY_H

#include "Toolchain.h"

#include <string>
#include <vector>

namespace openhip::driver {

enum class Personality { Hipcc, Clang, Nvcc };

/// From the name hipcc was started under: "clang++", "clang", "amdclang++"
/// -> Clang; "nvcc" -> Nvcc; anything else -> Hipcc.
Personality personalityFromName(const std::string& argv0);

/// --version: AMD's "HIP version:" line, the driven clang's own version
/// lines (as AMD's hipcc prints them), then OpenHIP's lines.
void printVersion(Personality personality, const Toolchain& toolchain);

/// The lines -v prints before any command: the versions, the installation as
/// clang reports a HIP installation, the device architecture names, and for
/// the nvcc name nvcc's "#$ NAME=value" lines.
void printVerboseHeader(Personality personality, const Toolchain& toolchain);

/// HIPCC_VERBOSE (AMD's hipcc): bit 0x1 prints the commands (as -v), 0x2 the
/// paths, 0x4 hipcc's arguments.
unsigned hipccVerboseBits();

/// Prints what HIPCC_VERBOSE's 0x2 and 0x4 bits ask for.
void printVerboseRequests(unsigned bits, const Toolchain& toolchain,
                          const std::vector<std::string>& args);

} // namespace openhip::driver

#endif
