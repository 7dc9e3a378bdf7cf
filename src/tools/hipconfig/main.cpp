// hipconfig: prints how to build HIP code against this OpenHIP (version,
// platform, paths, preprocessor flags), with the options of HIP's hipconfig.
// Like HIP's, single answers are printed without a newline unless -n is given,
// so that $(hipconfig --platform) and CMake's execute_process read them as is.
#include <hip/hip_version.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <dlfcn.h>
#include <unistd.h>

#include "binary_targets.h"
#include "hipconfig_build_info.h"
#include "install_layout.h"

namespace {

constexpr const char* kPlatform = "openhip"; // see docs/platform-macros.md
constexpr const char* kCompiler = "clang";
constexpr const char* kRuntime = "openhip";

std::string hipVersion() {
  return std::to_string(HIP_VERSION_MAJOR) + "." + std::to_string(HIP_VERSION_MINOR) + "." +
         std::to_string(HIP_VERSION_PATCH);
}

std::string cppConfig(const std::string& prefix) {
  return "-D__HIP_PLATFORM_OPENHIP__= -I" + prefix + "/include";
}

// The clang-compatible name of hipcc (hipcc itself under the name clang++),
// which CMake's HIP language is pointed at: $(hipconfig --hipclangpath)/clang++.
std::string hipClangPath(const std::string& prefix) { return prefix + "/llvm/bin"; }

bool executable(const std::string& path) { return access(path.c_str(), X_OK) == 0; }

// --check: whether this installation can build and run HIP programs.
int checkInstallation(const std::string& prefix) {
  const std::string lib = prefix + "/" + OPENHIP_HIPCONFIG_LIBDIR;
  int failures = 0;
  auto check = [&](const std::string& what, bool ok, const std::string& fix) {
    std::printf("check %-62s %s\n", (what + "...").c_str(), ok ? "ok" : "FAILED");
    if (!ok) {
      std::printf("    %s\n", fix.c_str());
      ++failures;
    }
  };
  check("hipcc in " + prefix + "/bin", executable(prefix + "/bin/hipcc"),
        "the installation is incomplete: reinstall OpenHIP");
  check("clang++ 16 at " OPENHIP_HIPCONFIG_CLANG_DIR,
        executable(std::string(OPENHIP_HIPCONFIG_CLANG_DIR) + "/clang++"),
        "install clang-16 (scripts/install-deps.sh), or set OPENHIP_CLANG for hipcc");
  check("headers in " + prefix + "/include",
        std::filesystem::exists(prefix + "/include/openhip/prelude.h") &&
            std::filesystem::exists(prefix + "/include/hip/hip_runtime.h"),
        "the installation is incomplete: reinstall OpenHIP");
  void* runtime = dlopen((lib + "/libopenhip.so").c_str(), RTLD_NOW | RTLD_LOCAL);
  check("libopenhip loads from " + lib, runtime != nullptr,
        runtime ? "" : std::string("dlopen: ") + dlerror());
  if (runtime)
    dlclose(runtime);
  check("CMake packages in " + lib + "/cmake",
        std::filesystem::exists(lib + "/cmake/hip/hip-config.cmake") &&
            std::filesystem::exists(lib + "/cmake/hip-lang/hip-lang-config.cmake"),
        "run `cmake --install` for the whole project");
  check("clang++ for CMake's HIP language in " + hipClangPath(prefix),
        executable(hipClangPath(prefix) + "/clang++"),
        "the installation is incomplete: reinstall OpenHIP");
  const char* platform = std::getenv("HIP_PLATFORM");
  check("HIP_PLATFORM unset or openhip", !platform || std::string(platform) == "openhip",
        "unset HIP_PLATFORM (hipcc ignores it with a warning)");
  std::printf("%s\n", failures ? "hipconfig: the installation has problems" : "hipconfig: all checks passed");
  return failures ? 1 : 0;
}

void printUsage(std::FILE* out) {
  std::fprintf(out, "Usage: hipconfig [OPTION]...\n"
                    "Prints the configuration of this OpenHIP installation.\n"
                    "  -p, --path           installation prefix (HIP_PATH)\n"
                    "  -R, --rocmpath       same as --path (OpenHIP has no separate ROCm tree)\n"
                    "  -c, --compiler       compiler family used by hipcc: clang\n"
                    "  -P, --platform       HIP platform: openhip\n"
                    "  -r, --runtime        runtime library: openhip\n"
                    "  -l, --hipclangpath   directory of the clang++ for CMake's HIP language\n"
                    "  -C, --cpp_config, --cxx_config\n"
                    "                       preprocessor flags for host compilers\n"
                    "  -v, --version        HIP API version implemented (major.minor.patch)\n"
                    "  -f, --full           everything above, one item per line\n"
                    "      --check          check that the installation is complete and usable\n"
                    "      --list-targets FILE...\n"
                    "                       CPU targets of the kernels in programs, libraries or\n"
                    "                       objects built by hipcc, and which of them this CPU runs\n"
                    "  -n, --newline        end single answers with a newline\n"
                    "  -h, --help           this text\n");
}

void printFull(const std::string& prefix) {
  std::printf("HIP version    : %s\n", hipVersion().c_str());
  std::printf("OpenHIP version: %d.%d.%d\n", OPENHIP_VERSION_MAJOR, OPENHIP_VERSION_MINOR,
              OPENHIP_VERSION_PATCH);
  std::printf("HIP_PATH       : %s\n", prefix.c_str());
  std::printf("HIP_PLATFORM   : %s\n", kPlatform);
  std::printf("HIP_COMPILER   : %s\n", kCompiler);
  std::printf("HIP_RUNTIME    : %s\n", kRuntime);
  std::printf("HIP_CLANG_PATH : %s\n", hipClangPath(prefix).c_str());
  std::printf("CLANG_16_PATH  : %s (driven by hipcc)\n", OPENHIP_HIPCONFIG_CLANG_DIR);
  std::printf("CPP_CONFIG     : %s\n", cppConfig(prefix).c_str());
}

} // namespace

int main(int argc, char** argv) {
  bool newline = false;
  std::vector<std::string> answers;
  const std::string prefix = openhip::tools::hipInstallPrefix();
  bool full = false;
  bool check = false;

  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      printUsage(stdout);
      return 0;
    } else if (arg == "-n" || arg == "--newline") {
      newline = true;
    } else if (arg == "-p" || arg == "--path" || arg == "-R" || arg == "--rocmpath") {
      answers.push_back(prefix);
    } else if (arg == "-c" || arg == "--compiler") {
      answers.push_back(kCompiler);
    } else if (arg == "-P" || arg == "--platform") {
      answers.push_back(kPlatform);
    } else if (arg == "-r" || arg == "--runtime") {
      answers.push_back(kRuntime);
    } else if (arg == "-l" || arg == "--hipclangpath") {
      answers.push_back(hipClangPath(prefix));
    } else if (arg == "--list-targets") {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "hipconfig: error: --list-targets needs a file (see hipconfig --help)\n");
        return 2;
      }
      int status = 0;
      while (++i < argc)
        status = std::max(status, openhip::tools::listTargets(argv[i]));
      return status;
    } else if (arg == "--check") {
      check = true;
    } else if (arg == "-C" || arg == "--cpp_config" || arg == "--cxx_config") {
      answers.push_back(cppConfig(prefix));
    } else if (arg == "-v" || arg == "--version") {
      answers.push_back(hipVersion());
    } else if (arg == "-f" || arg == "--full") {
      full = true;
    } else {
      std::fprintf(stderr, "hipconfig: error: unknown option '%s' (see hipconfig --help)\n",
                   arg.c_str());
      return 2;
    }
  }

  if (prefix.empty() && (full || check || !answers.empty())) {
    std::fprintf(stderr, "hipconfig: error: cannot locate the installation; set HIP_PATH\n");
    return 1;
  }
  if (check)
    return checkInstallation(prefix);
  if (full || answers.empty()) {
    printFull(prefix);
    return 0;
  }
  // Several questions at once: one answer per line.
  for (size_t i = 0; i < answers.size(); ++i) {
    const bool last = i + 1 == answers.size();
    std::printf("%s%s", answers[i].c_str(), (!last || newline) ? "\n" : "");
  }
  return 0;
}
