// hipcc's command line, parsed into what each pipeline step needs.
#ifndef OPENHIP_DRIVER_DRIVEROPTIONS_H
#define OPENHIP_DRIVER_DRIVEROPTIONS_H

#include <optional>
#include <string>
#include <vector>

namespace openhip::driver {

/// How an input file is handled.
enum class InputKind {
  HipSource,  ///< .hip, -x hip, and .cpp/.cc/... by default: device + host pass, warp size 64
  CudaSource, ///< .cu or -x cu/cuda: device + host pass, warp size 32
  CxxSource,  ///< -x c++, or .cpp/.cc/... under HIP_COMPILE_CXX_AS_HIP=0 or as clang++: host-only C++
  CSource,    ///< .c or -x c: host-only C
  LinkerInput ///< .o/.a/.so and anything else: handed to the linker
};

struct InputFile {
  std::string path;
  InputKind kind;
};

/// What the call produces.
enum class Mode {
  Link,             ///< default: an executable (or -shared library)
  CompileOnly,      ///< -c: one object per source
  Preprocess,       ///< -E: the host-side preprocessed source
  DependenciesOnly, ///< -M/-MM without -MD: only the dependency rules
  SyntaxOnly,       ///< -fsyntax-only: check device and host code, write nothing
  CodeObject,       ///< --genco, or -c with --cuda-device-only: a loadable code object (hipModuleLoad)
  DeviceLink,       ///< nvcc's -dlink: the device-link object of relocatable device code only
  Query             ///< -print-*/-dump* questions about the toolchain, answered by clang
};

/// Which passes a device source gets (clang's --cuda-host-only / --cuda-device-only).
enum class OffloadSides { Both, HostOnly, DeviceOnly };

/// How the command line is read: the name hipcc runs under and the environment.
struct ParseSettings {
  /// .cpp/.cc/.cxx/.C are HIP sources (AMD's hipcc; HIP_COMPILE_CXX_AS_HIP=0 turns it off).
  bool cxxSourcesAreHip = true;
  /// Started as clang++ (the compiler CMake's HIP language drives): .cpp is C++ and HIP
  /// sources see __HIP__, as with clang's HIP mode.
  bool clangPersonality = false;
};

/// One item of the link line, in command-line order (objects and -l order matters).
struct LinkItem {
  bool isInput = false; ///< true: the object made from inputs[inputIndex]
  size_t inputIndex = 0;
  std::string arg; ///< the linker flag when !isInput
};

struct DriverOptions {
  std::vector<InputFile> inputs;
  Mode mode = Mode::Link;
  std::string output; ///< -o; empty = default name

  bool verbose = false;   ///< -v
  bool dryRun = false;    ///< -###
  bool timePhases = false; ///< -time: the wall time of every step (-v prints it too)
  bool saveTemps = false; ///< -save-temps
  bool printVersion = false;
  bool printHelp = false;
  bool printShortVersion = false; ///< --short-version (AMD's hipcc): the HIP version only
  bool printCxxFlags = false;     ///< --cxxflags (AMD's hipcc)
  bool printLdFlags = false;      ///< --ldflags (AMD's hipcc)
  bool shared = false; ///< -shared
  bool pic = false;    ///< -fPIC/-fpic/-shared given (device objects are PIC regardless)

  /// Device optimization level from -O; nullopt = not given (devices default to 2).
  std::optional<unsigned> optLevel;
  bool deviceDebug = false;   ///< -g (not -g0) or -G: keep full debug info in kernels
  std::optional<bool> wave64; ///< -mwavefrontsize64 / -mno-wavefrontsize64
  /// Compute capabilities named by nvcc's -arch/-gencode/-code (and clang's
  /// --cuda-gpu-arch/--offload-arch) as sm_XX/compute_XX: XX * 10, in order.
  /// CUDA sources see one of them as __CUDA_ARCH__ (cudaArchFor, DevicePass.h).
  std::vector<unsigned> cudaArchs;
  std::string targetCpu;      ///< -march=: CPU of the host code, and of kernels without --offload-arch
  std::string preferVectorWidth; ///< -mprefer-vector-width=: host code, and kernels (default 512 with AVX-512)
  /// CPU targets named by --offload-arch= (x86-64, x86-64-v2/v3/v4, native or
  /// another LLVM CPU name), in order, no repeats (docs/cpu-targets.md).
  std::vector<std::string> cpuTargets;
  /// -fsanitize=memcheck,racecheck,synccheck,initcheck: the kernel sanitizer's
  /// tools (OpenHipSanitizerTool bits, docs/sanitizer.md); other -fsanitize=
  /// names go to the host pass.
  unsigned deviceSanitizers = 0;
  OffloadSides sides = OffloadSides::Both;
  /// -fgpu-rdc / -rdc=true / -dc: device code is kept as IR in the object and
  /// linked across translation units when the program is linked (docs/hipcc.md).
  bool relocatableDeviceCode = false;
  bool emitStaticLib = false; ///< --emit-static-lib: link the objects into an archive
  bool definesHip = false;    ///< HIP sources see __HIP__ (clang personality, CMake's HIP language)
  /// Flags accepted without effect, with the reason; printed by -v.
  std::vector<std::string> notes;
  /// -print-*/-dump* flags, answered by clang (Mode::Query).
  std::vector<std::string> queries;

  /// Flags for both the device and the host pass (-I, -D, -U, -std=, -W, most -f, ...).
  std::vector<std::string> commonArgs;
  bool languageStandardGiven = false; ///< -std= (else device sources get -std=gnu++17)
  /// Flags for the host pass of every source only (-O, -g, -m, -fPIC, ...).
  std::vector<std::string> hostArgs;
  /// Flags for the device pass only (-fgpu-flush-denormals-to-zero, nvcc's -ftz=).
  std::vector<std::string> deviceArgs;
  /// `-mllvm -openhip-*`: options of OpenHIP's device lowering passes.
  std::vector<std::string> loweringOptions;
  /// -MD/-MMD/-MF/-MT/-MQ/-MP/-M/-MM as given (host pass only).
  std::vector<std::string> dependencyArgs;
  bool dependencyFileRequested = false; ///< -MD or -MMD
  bool dependencyTargetGiven = false;   ///< -MT or -MQ
  std::string dependencyFile;           ///< -MF value
  /// Flags for the final link that are not inputs (-shared, -pthread, -fopenmp ...).
  std::vector<std::string> linkFlags;
  /// Objects and libraries in command-line order.
  std::vector<LinkItem> linkItems;

  /// The CPU targets kernels are compiled for, one kernel table each:
  /// cpuTargets, else -march's CPU, else the portable x86-64 plus "native"
  /// (the build machine's CPU; on other architectures "native" alone).
  std::vector<std::string> kernelCpuTargets() const;
};

/// Result of parsing: options, or a message for `hipcc: error: <message>`.
struct ParseResult {
  DriverOptions options;
  std::string error;
  bool ok() const { return error.empty(); }
};

ParseResult parseCommandLine(const std::vector<std::string>& args,
                             const ParseSettings& settings = ParseSettings());

/// Warp size for a device source: 64 for HIP, 32 for CUDA, unless overridden.
unsigned warpSizeFor(const DriverOptions& options, InputKind kind);

bool isDeviceSource(InputKind kind);

} // namespace openhip::driver

#endif
