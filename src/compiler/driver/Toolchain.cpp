#include "Toolchain.h"

#include "hip/hip_version.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

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

/// The include folder of an OpenHIP prefix, or "" if `prefix` is not one.
std::string openHipIncludeDir(const std::string& prefix) {
  for (const char* relative : {OPENHIP_RELATIVE_INCLUDE_DIR, "include"}) {
    std::string candidate = joinPath(prefix, relative);
    if (llvm::sys::fs::exists(joinPath(candidate, "openhip/prelude.h")))
      return candidate;
  }
  return {};
}

bool samePath(const std::string& a, const std::string& b) {
  llvm::SmallString<256> realA, realB;
  if (llvm::sys::fs::real_path(a, realA) || llvm::sys::fs::real_path(b, realB))
    return a == b;
  return realA == realB;
}

const char* environment(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? value : nullptr;
}

// AMD's hipcc takes its installation from HIP_PATH (defaulting from
// ROCM_PATH). Another OpenHIP installation is honoured; a ROCm tree would
// bring AMD's headers, so it is reported and ignored.
void applyInstallationVariables(std::string& prefix, std::vector<std::string>& warnings) {
  for (const char* name : {"HIP_PATH", "ROCM_PATH"}) {
    const char* value = environment(name);
    if (!value)
      continue;
    if (!samePath(value, prefix)) {
      if (!openHipIncludeDir(value).empty())
        prefix = value;
      else
        warnings.push_back(std::string(name) + "='" + value +
                           "' is not an OpenHIP installation (no include/openhip/prelude.h) and "
                           "is ignored; using '" + prefix + "'");
    }
    return; // HIP_PATH, when set, decides alone
  }
}

void checkPlatformVariable(std::vector<std::string>& warnings) {
  const char* platform = environment("HIP_PLATFORM");
  if (platform && std::string(platform) != "openhip")
    warnings.push_back(std::string("HIP_PLATFORM='") + platform +
                       "' is ignored: this hipcc compiles for OpenHIP (platform 'openhip', "
                       "kernels run on the CPU)");
}

} // namespace

bool findToolchain(const char* argv0, Toolchain& toolchain, std::string& error) {
  std::string executable = llvm::sys::fs::getMainExecutable(argv0, &mainExecutableAnchor);
  toolchain.prefix =
      std::string(llvm::sys::path::parent_path(llvm::sys::path::parent_path(executable)));
  toolchain.warnings.clear();
  applyInstallationVariables(toolchain.prefix, toolchain.warnings);
  checkPlatformVariable(toolchain.warnings);

  const char* clangOverride = environment("OPENHIP_CLANG");
  toolchain.clang = clangOverride ? clangOverride : OPENHIP_DEFAULT_CLANG;
  if (!llvm::sys::fs::can_execute(toolchain.clang)) {
    error = "cannot find clang++ 16 at '" + toolchain.clang + "'" +
            (clangOverride ? " (from OPENHIP_CLANG)"
                           : "; install clang-16 or set OPENHIP_CLANG to a clang++ 16 binary");
    return false;
  }

  // An installed prefix uses CMAKE_INSTALL_INCLUDEDIR/LIBDIR; the build tree
  // mirrors a prefix with plain include/ and lib/.
  toolchain.includeDir = openHipIncludeDir(toolchain.prefix);
  if (toolchain.includeDir.empty()) {
    error = "cannot find the OpenHIP headers (openhip/prelude.h) in '" +
            joinPath(toolchain.prefix, "include") +
            "'; hipcc must stay in the bin/ folder of its build tree or install prefix";
    return false;
  }

  toolchain.libDir = joinPath(toolchain.prefix, OPENHIP_RELATIVE_LIB_DIR);
  if (!llvm::sys::fs::exists(joinPath(toolchain.libDir, "libopenhip.so")) &&
      llvm::sys::fs::exists(joinPath(toolchain.prefix, "lib/libopenhip.so")))
    toolchain.libDir = joinPath(toolchain.prefix, "lib");
  if (llvm::ErrorOr<std::string> ld = llvm::sys::findProgramByName("ld"))
    toolchain.linker = *ld;
  return true;
}

std::vector<std::string> Toolchain::relocatableLinkCommand() const {
  if (linker.empty())
    return {clang, "-r", "-nostdlib"};
  return {linker, "-r"};
}

bool hasRuntimeLibrary(const Toolchain& toolchain) {
  return llvm::sys::fs::exists(joinPath(toolchain.libDir, "libopenhip.so"));
}

std::string cudaToolkitDir(const Toolchain& toolchain) {
  return joinPath(toolchain.libDir, "openhip/cuda");
}

std::string hipVersionString() {
  return std::to_string(HIP_VERSION_MAJOR) + "." + std::to_string(HIP_VERSION_MINOR) + "." +
         std::to_string(HIP_VERSION_PATCH);
}

} // namespace openhip::driver
