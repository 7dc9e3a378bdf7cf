// hipcc: compiles HIP (.hip) and CUDA (.cu) sources into programs whose
// kernels run on the CPU. See docs/hipcc.md for the flags and the pipeline.
#include "Compilation.h"
#include "DriverOptions.h"
#include "Toolchain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

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
  .cpp .cc .c   host-only C++/C (use -x hip to compile one as HIP)
  .o .a .so     handed to the linker

OPTIONS:
  -o <file>             output file (default a.out, or <source>.o with -c)
  -c                    compile only; objects link later with `hipcc a.o b.o -o app`
  -E                    preprocess (host side) to stdout or -o
  -fsyntax-only         check device and host code, write nothing
  --genco               write a loadable code object (hipModuleLoad) of the sources' device code
  -x hip|cu|c++|c|none  language of the following inputs
  -I -isystem -D -U -include -std=   as for clang, for device and host code
  -O0 -O1 -O2 -O3 -Os   optimization; device code defaults to -O2 when not given
  -g / -G               debug info (kernels keep full debug info); -G: unoptimized device code
  -fPIC -shared         position-independent code / a shared library
  -L -l -Wl, -Xlinker   passed to the link
  -M -MM -MD -MMD -MF -MT -MQ -MP   dependency files for make/ninja
  -mwavefrontsize64     warp size 64 for every source
  -mno-wavefrontsize64  warp size 32 for every source
  -march=<cpu>          CPU for host and kernel code (kernels default to the build machine's CPU)
  --offload-arch= --cuda-gpu-arch= -arch   accepted and ignored: kernels are compiled for the CPU
  -W... -f... -m...     forwarded to clang
  -save-temps           keep intermediate files in the current folder
  -v                    print every step as it runs
  -###                  print the steps without running them
  --version             print version information
  --help                print this help

ENVIRONMENT:
  HIPCC_COMPILE_FLAGS_APPEND, HIPCC_LINK_FLAGS_APPEND   flags appended to every call (as AMD's hipcc)
  OPENHIP_CLANG         clang++ 16 to use (default: )" OPENHIP_DEFAULT_CLANG R"()
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

} // namespace

int main(int argc, char** argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  appendFlagsFromEnvironment("HIPCC_COMPILE_FLAGS_APPEND", args);
  appendFlagsFromEnvironment("HIPCC_LINK_FLAGS_APPEND", args);

  openhip::driver::ParseResult parsed = openhip::driver::parseCommandLine(args);
  if (!parsed.ok()) {
    llvm::errs() << "hipcc: error: " << parsed.error << '\n';
    return 1;
  }
  const openhip::driver::DriverOptions& options = parsed.options;
  if (options.printHelp) {
    llvm::outs() << kHelp;
    return 0;
  }

  openhip::driver::Toolchain toolchain;
  std::string error;
  bool found = openhip::driver::findToolchain(argv[0], toolchain, error);
  if (options.printVersion) {
    llvm::outs() << "OpenHIP hipcc version " OPENHIP_VERSION " (HIP " OPENHIP_HIP_VERSION
                    " compatible; kernels run on the CPU)\n";
    llvm::outs() << "clang: " << toolchain.clang << '\n';
    if (found)
      llvm::outs() << "include: " << toolchain.includeDir << "\nlib: " << toolchain.libDir << '\n';
  }
  if (!found) {
    llvm::errs() << "hipcc: error: " << error << '\n';
    return 1;
  }
  if (options.printVersion && options.inputs.empty())
    return 0;
  if (options.verbose && !options.printVersion)
    llvm::errs() << "OpenHIP hipcc version " OPENHIP_VERSION " (clang: " << toolchain.clang
                 << ", include: " << toolchain.includeDir << ", lib: " << toolchain.libDir << ")\n";

  openhip::driver::Compilation compilation(options, toolchain);
  return compilation.run();
}
