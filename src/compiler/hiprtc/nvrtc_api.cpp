// NVRTC's C API (include/nvrtc.h) over ProgramApi.h: CUDA programs.
#include "nvrtc.h"

#include "ProgramApi.h"

using namespace openhip::rtc;

namespace {

Program* programOf(nvrtcProgram handle) { return reinterpret_cast<Program*>(handle); }
nvrtcResult result(Result value) { return static_cast<nvrtcResult>(value); }

/// The architectures NVRTC would list; they are accepted and ignored.
constexpr int kArchitectures[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};

} // namespace

extern "C" {

const char* nvrtcGetErrorString(nvrtcResult value) { return resultName(value, Language::Cuda); }

nvrtcResult nvrtcVersion(int* major, int* minor) {
  if (!major || !minor)
    return NVRTC_ERROR_INVALID_INPUT;
  *major = 11;
  *minor = 8;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetNumSupportedArchs(int* numArchs) {
  if (!numArchs)
    return NVRTC_ERROR_INVALID_INPUT;
  *numArchs = static_cast<int>(sizeof(kArchitectures) / sizeof(kArchitectures[0]));
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetSupportedArchs(int* supportedArchs) {
  if (!supportedArchs)
    return NVRTC_ERROR_INVALID_INPUT;
  for (int architecture : kArchitectures)
    *supportedArchs++ = architecture;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcCreateProgram(nvrtcProgram* prog, const char* src, const char* name,
                               int numHeaders, const char* const* headers,
                               const char* const* includeNames) {
  if (!prog)
    return NVRTC_ERROR_INVALID_INPUT;
  Program* program = nullptr;
  Result status =
      createProgram(&program, Language::Cuda, src, name, numHeaders, headers, includeNames);
  if (status == Success)
    *prog = reinterpret_cast<nvrtcProgram>(program);
  return result(status);
}

nvrtcResult nvrtcDestroyProgram(nvrtcProgram* prog) {
  if (!prog)
    return NVRTC_ERROR_INVALID_INPUT;
  Program* program = programOf(*prog);
  Result status = destroyProgram(&program);
  if (status == Success)
    *prog = nullptr;
  return result(status);
}

nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char* const* options) {
  return result(compile(programOf(prog), numOptions, options));
}

// The "PTX" and the "CUBIN" are the same code object.
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t* ptxSizeRet) {
  return result(codeSize(programOf(prog), ptxSizeRet));
}
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char* ptx) { return result(copyCode(programOf(prog), ptx)); }
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t* cubinSizeRet) {
  return result(codeSize(programOf(prog), cubinSizeRet));
}
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char* cubin) {
  return result(copyCode(programOf(prog), cubin));
}

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t* logSizeRet) {
  return result(logSize(programOf(prog), logSizeRet));
}
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char* log) {
  return result(copyLog(programOf(prog), log));
}

nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char* const name_expression) {
  return result(addNameExpression(programOf(prog), name_expression));
}

nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char* const name_expression,
                                const char** lowered_name) {
  return result(loweredName(programOf(prog), name_expression, lowered_name));
}

} // extern "C"
