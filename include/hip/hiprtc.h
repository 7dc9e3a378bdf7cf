// hipRTC: compiles HIP device code at run time (libhiprtc; docs/hiprtc.md).
//
// The code hiprtcGetCode returns is an OpenHIP code object for the CPU
// device: load it with hipModuleLoadData and launch its kernels with
// hipModuleLaunchKernel. Names, values and signatures are HIP 5.2's.
#ifndef HIP_INCLUDE_HIP_HIPRTC_H
#define HIP_INCLUDE_HIP_HIPRTC_H

#include <stddef.h>

#include <hip/hip_common.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hiprtcResult {
  HIPRTC_SUCCESS = 0,
  HIPRTC_ERROR_OUT_OF_MEMORY = 1,
  HIPRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  HIPRTC_ERROR_INVALID_INPUT = 3,
  HIPRTC_ERROR_INVALID_PROGRAM = 4,
  HIPRTC_ERROR_INVALID_OPTION = 5,
  HIPRTC_ERROR_COMPILATION = 6,
  HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  HIPRTC_ERROR_INTERNAL_ERROR = 11
} hiprtcResult;

typedef struct _hiprtcProgram* hiprtcProgram;

/// The text of a result code ("HIPRTC_ERROR_COMPILATION", ...).
const char* hiprtcGetErrorString(hiprtcResult result);
/// The hipRTC version (HIP's major and minor).
hiprtcResult hiprtcVersion(int* major, int* minor);

/// A program from source `src`, named `name` (as diagnostics show it; NULL
/// for "default_program"), with `numHeaders` headers the source may include
/// by `includeNames[i]`, each with the text `headers[i]`.
hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name,
                                 int numHeaders, const char** headers, const char** includeNames);
hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog);

/// Asks, before compiling, for the lowered (mangled) name of a kernel or
/// __device__ variable named by `name_expression` ("foo<int>", "&var").
hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* name_expression);

/// Compiles with options: -D, -U, -I, -std=, -O0..-O3, -g, -f/-W flags,
/// --offload-arch= and --gpu-architecture= (accepted, no effect: the device
/// is the CPU). HIPRTC_ERROR_COMPILATION leaves clang's diagnostics in the log.
hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char** options);

hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* name_expression,
                                  const char** lowered_name);

/// The log of the last compilation, with its terminating NUL (size 1: empty).
hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* logSizeRet);
hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log);

/// The code object of the last successful compilation.
hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* codeSizeRet);
hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code);

#ifdef __cplusplus
} // extern "C"
#endif

#endif // HIP_INCLUDE_HIP_HIPRTC_H
