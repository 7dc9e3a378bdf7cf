#include "Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace openhip::driver {
namespace {

int mainExecutableAnchor;

std::string joinPath(const std::string& base, const std::string& relative) {
  llvm::SmallString<256> path(base);
  llvm::sys::path::append(path, relative);
  llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
  return std::string(path);
}

} // namespace

bool findToolchain(const char* argv0, Toolchain& toolchain, std::string& error) {
  std::string executable = llvm::sys::fs::getMainExecutable(argv0, &mainExecutableAnchor);
  std::string prefix =
      std::string(llvm::sys::path::parent_path(llvm::sys::path::parent_path(executable)));

  const char* clangOverride = std::getenv("OPENHIP_CLANG");
  toolchain.clang = clangOverride && *clangOverride ? clangOverride : OPENHIP_DEFAULT_CLANG;
  if (!llvm::sys::fs::can_execute(toolchain.clang)) {
    error = "cannot find clang++ 16 at '" + toolchain.clang + "'" +
            (clangOverride && *clangOverride
                 ? " (from OPENHIP_CLANG)"
                 : "; install clang-16 or set OPENHIP_CLANG to a clang++ 16 binary");
    return false;
  }

  // An installed prefix uses CMAKE_INSTALL_INCLUDEDIR/LIBDIR; the build tree
  // mirrors a prefix with plain include/ and lib/.
  toolchain.includeDir.clear();
  for (const char* relative : {OPENHIP_RELATIVE_INCLUDE_DIR, "include"}) {
    std::string candidate = joinPath(prefix, relative);
    if (llvm::sys::fs::exists(joinPath(candidate, "openhip/prelude.h"))) {
      toolchain.includeDir = candidate;
      break;
    }
  }
  if (toolchain.includeDir.empty()) {
    error = "cannot find the OpenHIP headers (openhip/prelude.h) in '" +
            joinPath(prefix, "include") +
            "'; hipcc must stay in the bin/ folder of its build tree or install prefix";
    return false;
  }

  toolchain.libDir = joinPath(prefix, OPENHIP_RELATIVE_LIB_DIR);
  if (!llvm::sys::fs::exists(joinPath(toolchain.libDir, "libopenhip.so")) &&
      llvm::sys::fs::exists(joinPath(prefix, "lib/libopenhip.so")))
    toolchain.libDir = joinPath(prefix, "lib");
  return true;
}

bool hasRuntimeLibrary(const Toolchain& toolchain) {
  return llvm::sys::fs::exists(joinPath(toolchain.libDir, "libopenhip.so"));
}

} // namespace openhip::driver
