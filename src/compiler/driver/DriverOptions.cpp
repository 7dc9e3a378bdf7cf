#include "DriverOptions.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <regex>

#include "openhip/abi.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Support/Host.h"

namespace openhip::driver {
namespace {

bool startsWith(const std::string& text, const char* prefix) {
  return text.compare(0, std::strlen(prefix), prefix) == 0;
}

bool endsWith(const std::string& text, const char* suffix) {
  size_t length = std::strlen(suffix);
  return text.size() >= length && text.compare(text.size() - length, length, suffix) == 0;
}

bool startsWithAny(const std::string& text, std::initializer_list<const char*> prefixes) {
  for (const char* prefix : prefixes)
    if (startsWith(text, prefix))
      return true;
  return false;
}

InputKind kindFromExtension(const std::string& path, bool cxxSourcesAreHip) {
  if (endsWith(path, ".hip"))
    return InputKind::HipSource;
  if (endsWith(path, ".cu"))
    return InputKind::CudaSource;
  // AMD's hipcc compiles C++ sources as HIP (many projects keep kernels in .cpp).
  for (const char* ext : {".cpp", ".cc", ".cxx", ".C"})
    if (endsWith(path, ext))
      return cxxSourcesAreHip ? InputKind::HipSource : InputKind::CxxSource;
  for (const char* ext : {".c++", ".cp", ".CPP", ".ii"})
    if (endsWith(path, ext))
      return InputKind::CxxSource;
  if (endsWith(path, ".c") || endsWith(path, ".i"))
    return InputKind::CSource;
  return InputKind::LinkerInput;
}

// GPU-target options that mean nothing when the device is the CPU. They are
// accepted so that build systems written for hipcc/nvcc work unchanged; -v
// says why each one has no effect.
const char* ignoredGpuOptionReason(const std::string& arg) {
  if (startsWithAny(arg, {"--amdgpu-target=", "-mcode-object-version=",
                          "--gpu-max-threads-per-block=", "-parallel-jobs=", "--hip-version=",
                          "-mcumode", "-mno-cumode", "-mxnack", "-mno-xnack", "-msramecc",
                          "-mno-sramecc"}))
    return "kernels are compiled for the CPU device";
  if (startsWithAny(arg, {"--rocm-path=", "--hip-path=", "--hip-device-lib-path=",
                          "--hip-device-lib=", "--cuda-path="}) ||
      arg == "-nogpulib" || arg == "-nogpuinc")
    return "OpenHIP uses its own headers and needs no ROCm or CUDA installation";
  if (arg == "--hip-link" || arg == "--cuda-noopt-device-debug")
    return "nothing to do for the CPU device";
  // nvcc's numeric modes that trade accuracy for GPU speed: the CPU rounds
  // divisions and square roots correctly either way (-ftz= is taken below).
  if (startsWithAny(arg, {"-prec-div=", "--prec-div=", "-prec-sqrt=", "--prec-sqrt="}))
    return "divisions and square roots stay correctly rounded on the CPU";
  if (arg == "--expt-relaxed-constexpr" || arg == "--expt-extended-lambda" ||
      arg == "-extended-lambda" || arg == "--extended-lambda")
    return "clang's CUDA mode already allows it";
  if (arg == "-lineinfo")
    return "kernels always carry line tables";
  return nullptr;
}

// -f options that only make sense for host code generation or linking; every
// other -f option goes to both passes (language and diagnostics options).
bool isHostOnlyFOption(const std::string& arg) {
  return startsWithAny(arg, {"-fopenmp",
                             "-fno-openmp",
                             "-fsanitize",
                             "-fno-sanitize",
                             "-fprofile",
                             "-fno-profile",
                             "-fcoverage",
                             "-fstack-protector",
                             "-fno-stack-protector",
                             "-fvisibility",
                             "-flto",
                             "-fno-lto",
                             "-ffunction-sections",
                             "-fdata-sections",
                             "-fomit-frame-pointer",
                             "-fno-omit-frame-pointer",
                             "-fcf-protection",
                             "-fplt",
                             "-fno-plt",
                             "-fxray",
                             "-fpic",
                             "-fPIC",
                             "-fpie",
                             "-fPIE",
                             "-fno-pic",
                             "-fno-pie",
                             "-fno-PIC",
                             "-fno-PIE",
                             "-fsplit-",
                             "-fno-split-",
                             "-fuse-ld=",
                             "-finstrument",
                             "-fstack-clash",
                             "-fasynchronous-unwind-tables",
                             "-fno-asynchronous-unwind-tables"});
}

bool isLinkerOnlyOption(const std::string& arg) {
  return arg == "-rdynamic" || arg == "-static-libstdc++" || arg == "-static-libgcc" ||
         arg == "-s" || arg == "-pie" || arg == "-no-pie" || arg == "-nostdlib" ||
         arg == "-nodefaultlibs" || arg == "-static" || arg == "-nostartfiles" ||
         startsWith(arg, "-fuse-ld=");
}

/// The kernel sanitizer's tool named `name` (compute-sanitizer's names), or 0.
unsigned sanitizerTool(const std::string& name) {
  if (name == "memcheck")
    return OPENHIP_SANITIZE_MEMCHECK;
  if (name == "racecheck")
    return OPENHIP_SANITIZE_RACECHECK;
  if (name == "synccheck")
    return OPENHIP_SANITIZE_SYNCCHECK;
  if (name == "initcheck")
    return OPENHIP_SANITIZE_INITCHECK;
  return 0;
}

std::optional<unsigned> optLevelFromFlag(const std::string& arg) {
  std::string level = arg.substr(2);
  if (level == "0")
    return 0u;
  if (level == "" || level == "1" || level == "g")
    return 1u;
  if (level == "2" || level == "s" || level == "z")
    return 2u;
  if (level == "3" || level == "fast")
    return 3u;
  if (level.find_first_not_of("0123456789") == std::string::npos)
    return 3u; // -O4 and up
  return std::nullopt;
}

class Parser {
public:
  Parser(const std::vector<std::string>& args, const ParseSettings& settings)
      : args_(args), settings_(settings) {
    opts().definesHip = settings.clangPersonality;
  }

  ParseResult run() {
    bool compileOnly = false, preprocess = false, dependenciesOnly = false, syntaxOnly = false;
    bool codeObject = false, deviceLink = false;
    for (index_ = 0; index_ < args_.size() && result_.ok(); ++index_) {
      const std::string& arg = args_[index_];
      if (arg.empty())
        continue;
      if (arg[0] != '-') {
        addInput(arg);
      } else if (arg == "-") {
        fail("reading the source from standard input is not supported");
      } else if (arg == "-c") {
        compileOnly = true;
      } else if (arg == "-dc" || arg == "--device-c") { // nvcc: -c with relocatable device code
        compileOnly = true;
        opts().relocatableDeviceCode = true;
      } else if (arg == "-dlink" || arg == "--device-link") {
        deviceLink = true;
      } else if (arg == "-fgpu-rdc") {
        opts().relocatableDeviceCode = true;
      } else if (arg == "-fno-gpu-rdc") {
        opts().relocatableDeviceCode = false;
      } else if (takeEqualsOrPair({"-rdc", "--relocatable-device-code"})) {
        if (value_ != "true" && value_ != "false") {
          fail("invalid value '" + value_ + "' for '" + arg + "' (true or false)");
          return result_;
        }
        opts().relocatableDeviceCode = value_ == "true";
      } else if (arg == "--emit-static-lib") {
        opts().emitStaticLib = true;
      } else if (arg == "--cuda-host-only") {
        opts().sides = OffloadSides::HostOnly;
      } else if (arg == "--cuda-device-only") {
        opts().sides = OffloadSides::DeviceOnly;
      } else if (arg == "--cuda-compile-host-device") {
        opts().sides = OffloadSides::Both;
      } else if (startsWithAny(arg, {"-print-", "--print-", "-dumpversion", "-dumpmachine",
                                     "-dumpfullversion"})) {
        opts().queries.push_back(arg);
      } else if (arg == "--short-version") {
        opts().printShortVersion = true;
      } else if (arg == "--cxxflags") {
        opts().printCxxFlags = true;
      } else if (arg == "--ldflags") {
        opts().printLdFlags = true;
      } else if (takePair({"-mllvm"})) {
        addLlvmOption(value_);
      } else if (arg == "-E") {
        preprocess = true;
      } else if (arg == "-fsyntax-only") {
        syntaxOnly = true;
      } else if (arg == "--genco" || arg == "-genco") {
        codeObject = true;
      } else if (arg == "-M" || arg == "-MM") {
        dependenciesOnly = true;
        opts().dependencyArgs.push_back(arg);
      } else if (arg == "-S") {
        fail("-S is not supported (the device code is lowered to a CPU object in process); "
             "use -save-temps to keep the intermediate files");
      } else if (takeValue("-o", value_)) {
        opts().output = value_;
      } else if (takeValue("-x", value_)) {
        setLanguage(value_);
      } else if (arg == "-v") {
        opts().verbose = true;
      } else if (arg == "-time") {
        opts().timePhases = true;
      } else if (arg == "-###") {
        opts().dryRun = true;
      } else if (arg == "--version") {
        opts().printVersion = true;
      } else if (arg == "--help" || arg == "-help" || arg == "-h") {
        opts().printHelp = true;
      } else if (arg == "-save-temps" || arg == "--save-temps" || arg == "-save-temps=cwd" ||
                 arg == "-save-temps=obj") {
        opts().saveTemps = true;
      } else if (takeArchOption()) {
        // The sm_XX/compute_XX values are recorded; nothing else of them applies.
      } else if (const char* reason = ignoredGpuOptionReason(arg)) {
        ignore(arg, reason);
      } else if (arg == "-ftz=true" || arg == "--ftz=true" || arg == "-use_fast_math" ||
                 arg == "--use_fast_math") {
        // nvcc flushes float subnormals to zero (docs/hipcc.md, "Subnormals");
        // its fast math's approximate divisions and square roots are not taken.
        opts().deviceArgs.push_back("-fgpu-flush-denormals-to-zero");
        if (arg.find("fast_math") != std::string::npos)
          opts().notes.push_back("'" + arg + "' flushes float subnormals to zero in kernels; divisions and "
                                 "square roots stay correctly rounded on the CPU");
      } else if (arg == "-ftz=false" || arg == "--ftz=false") {
        opts().deviceArgs.push_back("-fno-gpu-flush-denormals-to-zero");
      } else if (startsWithAny(arg, {"-ftz=", "--ftz="})) {
        fail("invalid value '" + arg.substr(arg.find('=') + 1) + "' for '" + arg + "' (true or false)");
        return result_;
      } else if (arg == "-fmad=false" || arg == "--fmad=false") {
        opts().commonArgs.push_back("-ffp-contract=off");  // nvcc: no multiply-add contraction
      } else if (arg == "-fmad=true" || arg == "--fmad=true") {
        opts().commonArgs.push_back("-ffp-contract=fast");  // nvcc's default, as clang's CUDA mode
      } else if (arg == "-Xptxas" || arg == "-Xnvlink" || arg == "-ccbin" || arg == "-parallel-jobs") {
        takeValue(arg.c_str(), value_); // accepted with its value, ignored
        ignore(arg + " " + value_, "kernels are compiled for the CPU device");
      } else if (startsWithAny(arg, {"-ccbin=",
                                     "--compiler-bindir=", "--ptxas-options=", "--nvlink-options=", "-maxrregcount",
                                     "--maxrregcount", "--default-stream=", "-cudart=", "--cudart=",
                                     "--threads=", "--machine=", "--keep-dir="}) ||
                 arg == "--keep" || arg == "-keep" || arg == "--resource-usage" ||
                 arg == "-res-usage" || arg == "-Wno-deprecated-gpu-targets") {
        // nvcc-only flags, accepted and ignored: see docs/hipcc.md (nvcc section).
      } else if (takePair({"--compiler-bindir",
                           "--ptxas-options", "--nvlink-options",
                           "--default-stream", "-cudart", "--cudart", "--threads", "-t", "--machine",
                           "--keep-dir"})) {
        // The same nvcc-only flags with their value as the next argument.
      } else if (arg == "-mwavefrontsize64") {
        opts().wave64 = true;
      } else if (arg == "-mno-wavefrontsize64") {
        opts().wave64 = false;
      } else if (takeJoinedOrSeparate("-I") || takeJoinedOrSeparate("-D") ||
                 takeJoinedOrSeparate("-U")) {
        opts().commonArgs.push_back(arg.substr(0, 2) + value_);
      } else if (takePair({"-isystem", "-iquote", "-idirafter", "-include", "-imacros", "-isysroot",
                           "-Xclang"})) {
        opts().commonArgs.push_back(arg);
        opts().commonArgs.push_back(value_);
      } else if (startsWithAny(arg, {"-std=", "--std=", "-stdlib=", "--sysroot=", "-nostdinc",
                                     "-nobuiltininc"}) ||
                 arg == "-w" || arg == "-pedantic" || arg == "-pedantic-errors" ||
                 startsWith(arg, "-Wp,")) {
        opts().commonArgs.push_back(arg);
        if (startsWithAny(arg, {"-std=", "--std="}))
          opts().languageStandardGiven = true;
        if (startsWithAny(arg, {"-stdlib=", "--sysroot="}))
          opts().linkFlags.push_back(arg);
      } else if (startsWith(arg, "-O")) {
        std::optional<unsigned> level = optLevelFromFlag(arg);
        if (!level)
          return unknown(arg);
        opts().optLevel = level;
        opts().hostArgs.push_back(arg);
      } else if (startsWith(arg, "-g")) {
        if (arg != "-g0")
          opts().deviceDebug = true;
        else
          opts().deviceDebug = false;
        opts().hostArgs.push_back(arg);
      } else if (arg == "-G") { // nvcc: debuggable (unoptimized) device code
        opts().deviceDebug = true;
        opts().optLevel = 0u;
      } else if (startsWith(arg, "-march=")) {
        opts().targetCpu = arg.substr(7);
        opts().hostArgs.push_back(arg);
      } else if (startsWith(arg, "-mprefer-vector-width=")) {
        opts().preferVectorWidth = arg.substr(22);
        opts().hostArgs.push_back(arg);
      } else if (startsWith(arg, "-m")) {
        opts().hostArgs.push_back(arg);
      } else if (arg == "-shared") {
        opts().shared = true;
        opts().pic = true;
        opts().linkFlags.push_back(arg);
      } else if (arg == "-pthread") {
        opts().hostArgs.push_back(arg);
        opts().linkFlags.push_back(arg);
      } else if (startsWith(arg, "-f")) {
        addFOption(arg);
      } else if (takeValue("-Xcompiler", value_) || takeValue("--compiler-options", value_)) {
        addHostCompilerOptions(value_);
      } else if (takeJoinedOrSeparate("-L") || takeJoinedOrSeparate("-l")) {
        addLinkArg(arg.substr(0, 2) + value_);
      } else if (startsWith(arg, "-Wl,")) {
        addLinkArg(arg);
      } else if (takePair({"-Xlinker", "-u"})) {
        addLinkArg(arg);
        addLinkArg(value_);
      } else if (isLinkerOnlyOption(arg)) {
        opts().linkFlags.push_back(arg);
      } else if (startsWith(arg, "-Wa,")) {
        opts().hostArgs.push_back(arg);
      } else if (startsWith(arg, "-W")) {
        opts().commonArgs.push_back(arg);
      } else if (arg == "-MD" || arg == "-MMD") {
        opts().dependencyFileRequested = true;
        opts().dependencyArgs.push_back(arg);
      } else if (arg == "-MP") {
        opts().dependencyArgs.push_back(arg);
      } else if (takeValue("-MF", value_)) {
        opts().dependencyFile = value_;
      } else if (takePair({"-MT", "-MQ"})) {
        opts().dependencyTargetGiven = true;
        opts().dependencyArgs.push_back(arg);
        opts().dependencyArgs.push_back(value_);
      } else if (startsWith(arg, "-MT") || startsWith(arg, "-MQ")) {
        opts().dependencyTargetGiven = true;
        opts().dependencyArgs.push_back(arg);
      } else if (arg == "-dM" || arg == "-dD" || arg == "-dI" || arg == "-dN" || arg == "-P" ||
                 arg == "-C" || arg == "-CC" || arg == "-H") {
        // Preprocessor output controls (-E -dM: the predefined macros, as build
        // systems query them); -E preprocesses the host side.
        opts().hostArgs.push_back(arg);
      } else if (startsWith(arg, "-R")) { // clang's optimization remarks: -Rpass=..., ...
        opts().hostArgs.push_back(arg);
        ignore(arg, "remarks cover host code only; the device lowering emits none");
      } else {
        return unknown(arg);
      }
    }
    if (!result_.ok())
      return result_;

    if (codeObject && (preprocess || syntaxOnly || dependenciesOnly || compileOnly)) {
      fail("--genco cannot be combined with -c, -E, -M or -fsyntax-only");
      return result_;
    }
    // clang's --cuda-device-only -c (CMake's HIP language, AMD's module
    // examples) writes the device code object, as --genco does.
    if (opts().sides == OffloadSides::DeviceOnly && !preprocess && !syntaxOnly &&
        !dependenciesOnly)
      codeObject = true;
    if (!opts().queries.empty() && opts().inputs.empty())
      opts().mode = Mode::Query;
    else if (deviceLink)
      opts().mode = Mode::DeviceLink;
    else if (codeObject)
      opts().mode = Mode::CodeObject;
    else if (preprocess)
      opts().mode = Mode::Preprocess;
    else if (syntaxOnly)
      opts().mode = Mode::SyntaxOnly;
    else if (dependenciesOnly && !opts().dependencyFileRequested)
      opts().mode = Mode::DependenciesOnly;
    else if (compileOnly)
      opts().mode = Mode::CompileOnly;
    if (dependenciesOnly && opts().dependencyFileRequested) {
      // -M with -MD is just -MD.
      for (auto it = opts().dependencyArgs.begin(); it != opts().dependencyArgs.end();)
        it = (*it == "-M" || *it == "-MM") ? opts().dependencyArgs.erase(it) : it + 1;
    }
    validate();
    return result_;
  }

private:
  DriverOptions& opts() { return result_.options; }

  void fail(const std::string& message) {
    if (result_.ok())
      result_.error = message;
  }

  /// nvcc's and clang's GPU architecture options, joined or with their value
  /// next: records each sm_XX / compute_XX / lto_XX they name (a `-gencode`
  /// value names two, `arch=compute_80,code=sm_80`).
  bool takeArchOption() {
    const std::string arg = args_[index_];
    if (!takeEqualsOrPair({"-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code",
                           "--gpu-code", "--cuda-gpu-arch", "--offload-arch"}))
      return false;
    const bool joined = arg.find('=') != std::string::npos;  // the flags hold none
    // --offload-arch also names CPU targets: anything that is no GPU's name.
    if (startsWith(arg, "--offload-arch")) {
      static const std::regex gpu("(sm|compute|lto)_[0-9]+[a-z]?|gfx[0-9a-f]+(:.*)?");
      std::string gpus;
      for (llvm::StringRef item : llvm::split(value_, ',')) {
        std::string name = item.trim().str();
        // "cpu" is the CPU device's gcnArchName, which CMake's HIP language
        // passes back: the default targets.
        if (name.empty() || name == "cpu")
          continue;
        if (std::regex_match(name, gpu)) {
          gpus += (gpus.empty() ? "" : ",") + name;
        } else if (std::find(opts().cpuTargets.begin(), opts().cpuTargets.end(), name) ==
                   opts().cpuTargets.end()) {
          opts().cpuTargets.push_back(name);
        }
      }
      value_ = gpus;
      if (gpus.empty())
        return true;
    }
    static const std::regex capability("(sm|compute|lto)_([0-9]+)[a-z]?");
    for (std::sregex_iterator it(value_.begin(), value_.end(), capability), end; it != end; ++it)
      opts().cudaArchs.push_back(static_cast<unsigned>(std::stoul((*it)[2].str())) * 10);
    opts().notes.push_back("'" + (joined ? arg : arg + " " + value_) +
                           "': kernels are compiled for the CPU device; an sm_XX or compute_XX value "
                           "sets __CUDA_ARCH__ for CUDA sources");
    return true;
  }

  void ignore(const std::string& arg, const char* reason) {
    opts().notes.push_back("'" + arg + "' ignored: " + reason);
  }

  // AMD's -mllvm options tune the AMDGPU back end, which the CPU device does
  // not use; `-openhip-*` ones tune OpenHIP's device lowering; others are
  // LLVM options for the host code.
  void addLlvmOption(const std::string& option) {
    if (startsWithAny(option, {"-amdgpu-", "--amdgpu-", "-nvptx-", "--nvptx-"})) {
      ignore("-mllvm " + option, "an option of a GPU back end");
      return;
    }
    if (startsWithAny(option, {"-openhip-", "--openhip-"})) {
      opts().loweringOptions.push_back(option);
      return;
    }
    opts().hostArgs.push_back("-mllvm");
    opts().hostArgs.push_back(option);
  }

  /// `-flag=value` or `-flag value` for one of `flags`.
  bool takeEqualsOrPair(std::initializer_list<const char*> flags) {
    const std::string& arg = args_[index_];
    for (const char* flag : flags) {
      std::string joined = std::string(flag) + "=";
      if (startsWith(arg, joined.c_str())) {
        value_ = arg.substr(joined.size());
        return true;
      }
    }
    return takePair(flags);
  }

  ParseResult unknown(const std::string& arg) {
    fail("unknown argument: '" + arg + "'");
    return result_;
  }

  /// `-o value` or `-ovalue`.
  bool takeValue(const char* flag, std::string& value) {
    const std::string& arg = args_[index_];
    size_t length = std::strlen(flag);
    if (arg.compare(0, length, flag) != 0)
      return false;
    if (arg.size() > length) {
      value = arg.substr(length);
      if (value[0] == '=' && length > 2)
        value = value.substr(1);
      return true;
    }
    if (index_ + 1 >= args_.size()) {
      fail("argument to '" + arg + "' is missing (expected 1 value)");
      value.clear();
      return true;
    }
    value = args_[++index_];
    return true;
  }

  bool takeJoinedOrSeparate(const char* flag) {
    return startsWith(args_[index_], flag) && takeValue(flag, value_);
  }

  /// Exact flag followed by its value as the next argument.
  bool takePair(std::initializer_list<const char*> flags) {
    for (const char* flag : flags) {
      if (args_[index_] != flag)
        continue;
      if (index_ + 1 >= args_.size()) {
        fail(std::string("argument to '") + flag + "' is missing (expected 1 value)");
        value_.clear();
        return true;
      }
      value_ = args_[++index_];
      return true;
    }
    return false;
  }

  void setLanguage(const std::string& language) {
    if (language == "hip" || language == "hip-cpp-output")
      forcedKind_ = InputKind::HipSource;
    else if (language == "cu" || language == "cuda")
      forcedKind_ = InputKind::CudaSource;
    else if (language == "c++")
      forcedKind_ = InputKind::CxxSource;
    else if (language == "c")
      forcedKind_ = InputKind::CSource;
    else if (language == "none")
      forcedKind_.reset();
    else
      fail("language not recognized: '" + language + "' (hipcc knows hip, cu, cuda, c++, c, none)");
  }

  void addInput(const std::string& path) {
    InputKind kind = kindFromExtension(path, settings_.cxxSourcesAreHip && !settings_.clangPersonality);
    bool isObjectOrLibrary = endsWith(path, ".o") || endsWith(path, ".a") ||
                             endsWith(path, ".so") || path.find(".so.") != std::string::npos;
    if (forcedKind_ && !isObjectOrLibrary)
      kind = *forcedKind_;
    opts().inputs.push_back({path, kind});
    LinkItem item;
    item.isInput = true;
    item.inputIndex = opts().inputs.size() - 1;
    opts().linkItems.push_back(item);
  }

  void addLinkArg(const std::string& arg) {
    LinkItem item;
    item.arg = arg;
    opts().linkItems.push_back(item);
  }

  /// -fsanitize=a,b / -fno-sanitize=a,b: the kernel sanitizer's tools are
  /// taken out (docs/sanitizer.md); what is left goes on as a host flag.
  /// Returns the flag for the host, "" when nothing is left.
  std::string takeSanitizerTools(const std::string& arg) {
    const bool enable = startsWith(arg, "-fsanitize=");
    const std::string prefix = enable ? "-fsanitize=" : "-fno-sanitize=";
    std::string rest;
    size_t start = prefix.size();
    while (start <= arg.size()) {
      size_t comma = arg.find(',', start);
      std::string name = arg.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (unsigned tool = sanitizerTool(name)) {
        opts().deviceSanitizers = enable ? opts().deviceSanitizers | tool : opts().deviceSanitizers & ~tool;
      } else if (!name.empty()) {
        rest += (rest.empty() ? "" : ",") + name;
      }
      if (comma == std::string::npos)
        break;
      start = comma + 1;
    }
    return rest.empty() ? "" : prefix + rest;
  }

  void addFOption(const std::string& given) {
    std::string arg = given;
    if (startsWith(arg, "-fsanitize=") || startsWith(arg, "-fno-sanitize=")) {
      arg = takeSanitizerTools(arg);
      if (arg.empty())
        return;
    }
    if (arg == "-fPIC" || arg == "-fpic" || arg == "-fPIE" || arg == "-fpie")
      opts().pic = true;
    if (arg == "-fno-pic" || arg == "-fno-PIC" || arg == "-fno-pie" || arg == "-fno-PIE")
      opts().pic = false;
    if (startsWith(arg, "-fuse-ld=")) {
      opts().linkFlags.push_back(arg);
    } else if (arg == "-fgpu-flush-denormals-to-zero" || arg == "-fno-gpu-flush-denormals-to-zero" ||
               arg == "-fcuda-flush-denormals-to-zero" || arg == "-fno-cuda-flush-denormals-to-zero") {
      opts().deviceArgs.push_back(arg);  // kernels only: the host pass would warn that it is unused
    } else if (isHostOnlyFOption(arg)) {
      opts().hostArgs.push_back(arg);
      if (startsWithAny(arg,
                        {"-fopenmp", "-fsanitize", "-fprofile", "-fcoverage", "-fxray", "-flto"}))
        opts().linkFlags.push_back(arg);
    } else {
      opts().commonArgs.push_back(arg);
    }
  }

  // nvcc's -Xcompiler takes a comma-separated list for the host compiler.
  void addHostCompilerOptions(const std::string& list) {
    size_t start = 0;
    while (start <= list.size()) {
      size_t comma = list.find(',', start);
      std::string option =
          list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (!option.empty()) {
        if (startsWith(option, "-f"))
          addFOption(option);
        else
          opts().hostArgs.push_back(option);
      }
      if (comma == std::string::npos)
        break;
      start = comma + 1;
    }
  }

  void validate() {
    DriverOptions& o = opts();
    if (o.printHelp || o.printVersion || o.printShortVersion || o.printCxxFlags ||
        o.printLdFlags || o.mode == Mode::Query)
      return;
    if (o.inputs.empty())
      return fail("no input files");
    size_t sources = 0;
    for (const InputFile& input : o.inputs)
      if (input.kind != InputKind::LinkerInput)
        ++sources;
    if (o.mode == Mode::DeviceLink) {
      if (sources != 0)
        return fail("-dlink takes objects and libraries only");
      return;
    }
    if (o.mode != Mode::Link && sources == 0)
      return fail("no source files to compile (inputs are linker inputs only)");
    if (o.mode == Mode::CodeObject) {
      for (const InputFile& input : o.inputs)
        if (!isDeviceSource(input.kind))
          return fail("--genco takes HIP/CUDA sources only ('" + input.path + "' is not one)");
      return;
    }
    if (o.mode != Mode::Link && sources > 1 && !o.output.empty())
      return fail("cannot specify -o when generating multiple output files");
    for (const InputFile& input : o.inputs) {
      // As gcc: never write the output over an input (hipcc a.hip -o a.hip).
      struct stat in {}, out {};
      const bool exists = stat(input.path.c_str(), &in) == 0;
      if (exists && !o.output.empty() && stat(o.output.c_str(), &out) == 0 &&
          in.st_dev == out.st_dev && in.st_ino == out.st_ino)
        return fail("input file '" + input.path + "' is the same as output file");
      // Sources are read whole: a device other than /dev/null (/dev/zero,
      // /dev/urandom) would be read until memory runs out.
      if (exists && (S_ISCHR(in.st_mode) || S_ISBLK(in.st_mode)) && input.path != "/dev/null")
        return fail("input '" + input.path + "' is a device, not a file");
    }
    if (sources > 1 && !o.dependencyFile.empty())
      return fail("cannot specify -MF with several source files");
  }

  const std::vector<std::string>& args_;
  const ParseSettings& settings_;
  size_t index_ = 0;
  std::string value_;
  std::optional<InputKind> forcedKind_;
  ParseResult result_;
};

} // namespace

ParseResult parseCommandLine(const std::vector<std::string>& args, const ParseSettings& settings) {
  return Parser(args, settings).run();
}

bool isDeviceSource(InputKind kind) {
  return kind == InputKind::HipSource || kind == InputKind::CudaSource;
}

unsigned warpSizeFor(const DriverOptions& options, InputKind kind) {
  if (options.wave64)
    return *options.wave64 ? 64u : 32u;
  return kind == InputKind::CudaSource ? 32u : 64u;
}

std::vector<std::string> DriverOptions::kernelCpuTargets() const {
  if (!cpuTargets.empty())
    return cpuTargets;
  if (!targetCpu.empty())
    return {targetCpu};
  if (llvm::Triple(llvm::sys::getProcessTriple()).isX86())
    return {"x86-64", "native"};
  return {"native"};
}

} // namespace openhip::driver
