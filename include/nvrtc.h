// NVRTC's API for CUDA programs compiled with OpenHIP (docs/hiprtc.md):
// the same run-time compiler as hipRTC (libhiprtc; hipcc links it for
// -lnvrtc), compiling CUDA (32-wide warps, __CUDACC__ and __CUDACC_RTC__
// defined). The "PTX" and "CUBIN" it returns are one OpenHIP code object
// for the CPU device, which cuModuleLoadData/cuModuleLoadDataEx load.
#ifndef OPENHIP_NVRTC_H
#define OPENHIP_NVRTC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  NVRTC_SUCCESS = 0,
  NVRTC_ERROR_OUT_OF_MEMORY = 1,
  NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  NVRTC_ERROR_INVALID_INPUT = 3,
  NVRTC_ERROR_INVALID_PROGRAM = 4,
  NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6,
  NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  NVRTC_ERROR_INTERNAL_ERROR = 11
} nvrtcResult;

typedef struct _nvrtcProgram* nvrtcProgram;

const char* nvrtcGetErrorString(nvrtcResult result);
/// The CUDA version whose NVRTC this implements (11.8).
nvrtcResult nvrtcVersion(int* major, int* minor);
nvrtcResult nvrtcGetNumSupportedArchs(int* numArchs);
nvrtcResult nvrtcGetSupportedArchs(int* supportedArchs);

nvrtcResult nvrtcCreateProgram(nvrtcProgram* prog, const char* src, const char* name,
                               int numHeaders, const char* const* headers,
                               const char* const* includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram* prog);
/// Options as hiprtcCompileProgram's, plus NVRTC's spellings
/// (--define-macro=, --include-path=, --std=, --gpu-architecture=/-arch,
/// --device-debug/-G, --generate-line-info/-lineinfo, --use_fast_math,
/// --relocatable-device-code=, --fmad=, -default-device).
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char* const* options);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t* ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char* ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t* cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char* cubin);
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t* logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char* log);
nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char* const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char* const name_expression,
                                const char** lowered_name);

#ifdef __cplusplus
} // extern "C"
#endif

#endif // OPENHIP_NVRTC_H
