// hipRTC's C API (include/hip/hiprtc.h) over ProgramApi.h.
#include "hip/hiprtc.h"
#include "hip/hip_version.h"

#include "ProgramApi.h"

using namespace openhip::rtc;

namespace {

Program* programOf(hiprtcProgram handle) { return reinterpret_cast<Program*>(handle); }
hiprtcResult result(Result value) { return static_cast<hiprtcResult>(value); }

} // namespace

extern "C" {

const char* hiprtcGetErrorString(hiprtcResult value) { return resultName(value, Language::Hip); }

hiprtcResult hiprtcVersion(int* major, int* minor) {
  if (!major || !minor)
    return HIPRTC_ERROR_INVALID_INPUT;
  *major = HIP_VERSION_MAJOR;
  *minor = HIP_VERSION_MINOR;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name,
                                 int numHeaders, const char** headers, const char** includeNames) {
  if (!prog)
    return HIPRTC_ERROR_INVALID_INPUT;
  Program* program = nullptr;
  Result status =
      createProgram(&program, Language::Hip, src, name, numHeaders, headers, includeNames);
  if (status == Success)
    *prog = reinterpret_cast<hiprtcProgram>(program);
  return result(status);
}

hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog) {
  if (!prog)
    return HIPRTC_ERROR_INVALID_INPUT;
  Program* program = programOf(*prog);
  Result status = destroyProgram(&program);
  if (status == Success)
    *prog = nullptr;
  return result(status);
}

hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* name_expression) {
  return result(addNameExpression(programOf(prog), name_expression));
}

hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char** options) {
  return result(compile(programOf(prog), numOptions, options));
}

hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* name_expression,
                                  const char** lowered_name) {
  return result(loweredName(programOf(prog), name_expression, lowered_name));
}

hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* logSizeRet) {
  return result(logSize(programOf(prog), logSizeRet));
}

hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log) {
  return result(copyLog(programOf(prog), log));
}

hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* codeSizeRet) {
  return result(codeSize(programOf(prog), codeSizeRet));
}

hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code) {
  return result(copyCode(programOf(prog), code));
}

} // extern "C"
