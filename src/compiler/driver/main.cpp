// hipcc: compiles HIP (.hip) and CUDA (.cu) sources into programs whose
// kernels run on the CPU. See docs/hipcc.md for the flags and the pipeline.
#include "CommandRunner.h"
#include "Compilation.h"
#include "DriverOptions.h"
#include "Personality.h"
#include "Toolchain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

const char* const kHelp =
    R"(OVERVIEW: hipcc - OpenHIP's compiler driver: HIP and CUDA sources -> CPU programs

USAGE: hipcc [options] <inputs...>

INPUTS:
  .hip          HIP source (device + host code, warp size 64)
  .cu           CUDA source (device + host code, warp size 32)
  .cpp .cc .cxx C++ compiled as HIP, as AMD's hipcc does (HIP_COMPILE_CXX_AS_HIP=0: host-only)
  .c            host-only C
  .o .a .so     handed to the linker

OPTIONS:
  -o <file>             output file (default a.out, or <source>.o with -c)
  -c                    compile only; objects link later with `hipcc a.o b.o -o app`
  -E                    preprocess (host side) to stdout or -o
  -fsyntax-only         check device and host code, write nothing
  --genco               write a loadable code object (hipModuleLoad) of the sources' device code
  -fgpu-rdc, -rdc=true  relocatable device code: device functions and variables link across files
  -dc                   -c with relocatable device code (nvcc)
  --emit-static-lib     link the objects into a static library (lib.a)
  --cuda-host-only      host code only; --cuda-device-only -c: a code object, as --genco
  -x hip|cu|c++|c|none  language of the following inputs
  -I -isystem -D -U -include -std=   as for clang, for device and host code
  -O0 -O1 -O2 -O3 -Os   optimization; device code defaults to -O2 when not given
  -g / -G               debug info (kernels keep full debug info); -G: unoptimized device code
  -fPIC -shared         position-independent code / a shared library
  -L -l -Wl, -Xlinker   passed to the link
  -M -MM -MD -MMD -MF -MT -MQ -MP   dependency files for make/ninja
  -mwavefrontsize64     warp size 64 for every source
  -mno-wavefrontsize64  warp size 32 for every source
  --offload-arch=<cpu>  CPU targets of the kernels, one kernel table each, the best one the
                        CPU supports runs: x86-64, x86-64-v2/v3/v4, native or an LLVM CPU
                        name (default: x86-64 and native); GPU names are ignored
  -march=<cpu>          CPU for host code, and for kernels without --offload-arch
  -mprefer-vector-width=<bits>  vector width of host code and kernels (kernels: 512 on
                        CPUs with AVX-512 unless given)
  --cuda-gpu-arch= -arch -gencode   sm_XX sets __CUDA_ARCH__ of CUDA sources; else ignored
  -W... -f... -m...     forwarded to clang
  -save-temps           keep intermediate files in the current folder
  -v                    print every step as it runs, and its wall time
  -time                 print the wall time of every step
  -###                  print the steps without running them
  --version             print version information
  --help                print this help

ENVIRONMENT:
  HIPCC_COMPILE_FLAGS_APPEND, HIPCC_LINK_FLAGS_APPEND   flags appended to every call (as AMD's hipcc)
  HIPCC_VERBOSE         0x1: print the commands, 0x2: the paths, 0x4: hipcc's arguments
  HIP_COMPILE_CXX_AS_HIP=0   compile .cpp/.cc/.cxx as host-only C++
  HIP_PATH, ROCM_PATH   another OpenHIP installation to use (anything else is a warning)
  HIP_PLATFORM          only 'openhip' (anything else is a warning)
  OPENHIP_CLANG         clang++ 16 to use (default: )" OPENHIP_DEFAULT_CLANG R"()
  OPENHIP_PCH=0         do not precompile the prelude (default: a PCH per set of flags)
  OPENHIP_CACHE_DIR     where the precompiled preludes go (default: ~/.cache/openhip)
)";

// AMD's hipcc appends these variables' flags to every call; build scripts
// written for it use them.
void appendFlagsFromEnvironment(const char* variable, std::vector<std::string>& args) {
  const char* value = std::getenv(variable);
  if (!value || !*value)
    return;
  llvm::BumpPtrAllocator allocator;
  llvm::StringSaver saver(allocator);
  llvm::SmallVector<const char*, 16> tokens;
  llvm::cl::TokenizeGNUCommandLine(value, saver, tokens);
  args.insert(args.end(), tokens.begin(), tokens.end());
}

/// HIP_COMPILE_CXX_AS_HIP=0 (AMD's opt-out) makes .cpp/.cc/.cxx host-only C++.
bool cxxSourcesAreHip() {
  const char* value = std::getenv("HIP_COMPILE_CXX_AS_HIP");
  return !(value && std::string(value) == "0");
}

/// Answers -print-*/-dump* with the clang hipcc drives.
int answerQueries(const openhip::driver::DriverOptions& options,
                  const openhip::driver::Toolchain& toolchain) {
  std::vector<std::string> command = {toolchain.clang};
  command.insert(command.end(), options.queries.begin(), options.queries.end());
  openhip::driver::CommandRunner runner(options.verbose, options.dryRun);
  return runner.run(command) ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
  using namespace openhip::driver;
  llvm::InitLLVM initLLVM(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  appendFlagsFromEnvironment("HIPCC_COMPILE_FLAGS_APPEND", args);
  appendFlagsFromEnvironment("HIPCC_LINK_FLAGS_APPEND", args);

  Personality personality = personalityFromName(argv[0]);
  ParseSettings settings;
  settings.clangPersonality = personality == Personality::Clang;
  settings.cxxSourcesAreHip = cxxSourcesAreHip();
  ParseResult parsed = parseCommandLine(args, settings);
  if (!parsed.ok()) {
    llvm::errs() << "hipcc: error: " << parsed.error << '\n';
    return 1;
  }
  DriverOptions& options = parsed.options;
  if (options.printHelp) {
    llvm::outs() << kHelp;
    return 0;
  }

  Toolchain toolchain;
  std::string error;
  if (!findToolchain(argv[0], toolchain, error)) {
    llvm::errs() << "hipcc: error: " << error << '\n';
    return 1;
  }
  for (const std::string& warning : toolchain.warnings)
    llvm::errs() << "hipcc: warning: " << warning << '\n';
  unsigned verboseBits = hipccVerboseBits();
  if (verboseBits & 0x1)
    options.verbose = true;
  printVerboseRequests(verboseBits, toolchain, args);

  if (options.printShortVersion) {
    llvm::outs() << hipVersionString() << '\n';
    return 0;
  }
  if (options.printCxxFlags || options.printLdFlags) {
    if (options.printCxxFlags)
      llvm::outs() << "-isystem " << toolchain.includeDir << " -D__HIP_PLATFORM_OPENHIP__=1";
    if (options.printLdFlags)
      llvm::outs() << (options.printCxxFlags ? " " : "") << "-L" << toolchain.libDir
                   << " -lopenhip -Wl,-rpath," << toolchain.libDir;
    llvm::outs() << '\n';
    return 0;
  }
  if (options.printVersion)
    printVersion(personality, toolchain);
  if (options.printVersion && options.inputs.empty() && options.queries.empty())
    return 0;
  if (options.verbose) {
    printVerboseHeader(personality, toolchain);
    for (const std::string& note : options.notes)
      llvm::errs() << "hipcc: note: " << note << '\n';
  }
  if (options.mode == Mode::Query)
    return answerQueries(options, toolchain);

  auto start = std::chrono::steady_clock::now();
  Compilation compilation(options, toolchain);
  int status = compilation.run();
  CommandRunner(options.verbose, options.dryRun, options.timePhases).reportTime("total", start);
  return status;
}
