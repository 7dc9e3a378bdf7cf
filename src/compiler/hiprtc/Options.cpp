#include "Options.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"

namespace openhip::rtc {
namespace {

/// Options with their value in the next argument.
bool takesSeparateValue(llvm::StringRef option) {
  return option == "-D" || option == "-U" || option == "-I" || option == "-include" ||
         option == "-isystem" || option == "-arch" || option == "--gpu-architecture" ||
         option == "-mllvm";
}

/// A folder or file relative to the program's working folder, made absolute:
/// the front end runs in a scratch folder of its own.
std::string absolute(llvm::StringRef path) {
  llvm::SmallString<256> result(path);
  llvm::sys::fs::make_absolute(result);
  return std::string(result);
}

} // namespace

bool parseOptions(const std::vector<std::string>& options, Language language,
                  CompileSettings& settings, std::string& error) {
  for (size_t i = 0; i < options.size(); ++i) {
    std::string option = options[i];
    if (takesSeparateValue(option)) {
      if (i + 1 >= options.size()) {
        error = "option '" + option + "' needs a value";
        return false;
      }
      option += (option.size() == 2 ? "" : "=") + options[++i];
    }
    llvm::StringRef text(option);
    std::string value;
    // NVRTC's long spellings of the common flags.
    if (text.consume_front("--define-macro="))
      option = "-D" + text.str();
    else if (text.consume_front("--undefine-macro="))
      option = "-U" + text.str();
    else if (text.consume_front("--include-path="))
      option = "-I" + text.str();
    else if (text.consume_front("--pre-include="))
      option = "-include=" + text.str();
    else if (text.startswith("--std="))
      option = option.substr(1);
    text = option;

    if (text.startswith("-D") || text.startswith("-U")) {
      settings.clangFlags.push_back(option);
    } else if (text.consume_front("-I")) {
      settings.clangFlags.push_back("-I" + absolute(text));
    } else if (text.consume_front("-isystem=")) {
      settings.clangFlags.push_back("-isystem");
      settings.clangFlags.push_back(absolute(text));
    } else if (text.consume_front("-include=")) {
      // As an #include: the program's own headers are found too.
      settings.clangFlags.push_back("-include");
      settings.clangFlags.push_back(text.str());
    } else if (text.startswith("-std=")) {
      settings.clangFlags.push_back(option);
      settings.languageStandardGiven = true;
    } else if (text == "-O0" || text == "-O1" || text == "-O2" || text == "-O3") {
      settings.optLevel = static_cast<unsigned>(text[2] - '0');
    } else if (text == "-g" || text == "-G" || text == "--device-debug") {
      settings.debugInfo = true;
      if (text != "-g")
        settings.optLevel = 0;
    } else if (text.startswith("--offload-arch=") || text.startswith("--gpu-architecture=") ||
               text.startswith("-arch=") || text.startswith("--amdgpu-target=") ||
               text.startswith("-mcode-object-version=") || text == "-lineinfo" ||
               text == "--generate-line-info" || text == "-default-device" ||
               text.startswith("--fmad=") || text.startswith("-fmad=") ||
               text.startswith("--prec-div=") || text.startswith("-prec-div=") ||
               text.startswith("--prec-sqrt=") || text.startswith("-prec-sqrt=") ||
               text.startswith("--relocatable-device-code=") || text.startswith("-rdc=") ||
               text == "-fgpu-rdc" || text == "-fno-gpu-rdc" || text == "--device-c" ||
               text == "-dc" || text == "--extra-device-vectorization" ||
               text == "--extensible-whole-program" || text == "-ewp" ||
               text == "--expt-relaxed-constexpr" || text == "--expt-extended-lambda" ||
               text.startswith("--maxrregcount=") || text.startswith("-maxrregcount=") ||
               text.startswith("-mllvm") || text == "-mwavefrontsize64" ||
               text == "-mno-wavefrontsize64") {
      // Kernels are compiled for the CPU device; see docs/hiprtc.md.
      settings.ignored.push_back(option);
    } else if (text == "--ftz=true" || text == "-ftz=true" || text == "--use_fast_math" ||
               text == "-use_fast_math") {
      // NVRTC flushes float subnormals to zero (docs/hipcc.md, "Subnormals").
      settings.clangFlags.push_back("-fgpu-flush-denormals-to-zero");
    } else if (text == "--ftz=false" || text == "-ftz=false") {
      settings.clangFlags.push_back("-fno-gpu-flush-denormals-to-zero");
    } else if (text.startswith("-f") || text.startswith("-W") || text == "-w" ||
               text == "-pedantic") {
      settings.clangFlags.push_back(option);
    } else {
      error = std::string("unknown option '") + option + "' for " +
              (language == Language::Hip ? "hiprtcCompileProgram" : "nvrtcCompileProgram");
      return false;
    }
  }
  return true;
}

} // namespace openhip::rtc
