// Where hipcc finds clang, the OpenHIP headers and libopenhip.
#ifndef OPENHIP_DRIVER_TOOLCHAIN_H
#define OPENHIP_DRIVER_TOOLCHAIN_H

#include <string>

namespace openhip::driver {

struct Toolchain {
  std::string clang;      ///< clang++ 16 (OPENHIP_CLANG or the configured one)
  std::string includeDir; ///< holds hip/ and openhip/
  std::string libDir;     ///< holds libopenhip.so (may not exist: checked when linking)
};

/// Locates everything relative to the hipcc executable (`argv0`), so that the
/// build tree (build/bin, build/include, build/lib) and an installed prefix
/// both work. Returns false with `error` set when clang or the headers are missing.
bool findToolchain(const char* argv0, Toolchain& toolchain, std::string& error);

/// Whether libopenhip exists in toolchain.libDir.
bool hasRuntimeLibrary(const Toolchain& toolchain);

} // namespace openhip::driver

#endif
