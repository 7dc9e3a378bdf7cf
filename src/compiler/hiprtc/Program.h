// One hipRTC/NVRTC program: its source and headers, the name expressions
// asked for, and the results of its last compilation (docs/hiprtc.md).
#ifndef OPENHIP_HIPRTC_PROGRAM_H
#define OPENHIP_HIPRTC_PROGRAM_H

#include <map>
#include <string>
#include <vector>

namespace openhip::rtc {

/// The language a program is compiled as: hipRTC compiles HIP (64-wide
/// warps, __HIPCC_RTC__), NVRTC compiles CUDA (32-wide warps, __CUDACC__,
/// __CUDACC_RTC__).
enum class Language { Hip, Cuda };

struct Header {
  std::string includeName; ///< the name `#include "..."` uses
  std::string text;
};

struct Program {
  Language language = Language::Hip;
  std::string name;   ///< as diagnostics show the source
  std::string source;
  std::vector<Header> headers;
  std::vector<std::string> nameExpressions; ///< in the order they were added
  bool compiled = false;                    ///< the last compilation succeeded
  std::string log;
  std::string code;                         ///< the code object (an ELF shared object)
  std::map<std::string, std::string> loweredNames;
};

/// Outcome of compileProgram, mapped to each API's result codes.
enum class CompileStatus { Success, InvalidOption, CompilationFailed, InternalError };

/// Compiles `program` with `options`, filling its log, code and lowered
/// names; failures leave their explanation in the log.
CompileStatus compileProgram(Program& program, const std::vector<std::string>& options);

} // namespace openhip::rtc

#endif
