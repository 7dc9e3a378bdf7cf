// hipCUB configuration: namespace macros, warp size, error reporting.
// OpenHIP's hipCUB is header-only and written for the CPU device: block and
// warp primitives are device code lowered by hipcc, device-wide algorithms
// launch kernels of one work-item per block (docs/hipcub.md).
#ifndef HIPCUB_CONFIG_HPP_
#define HIPCUB_CONFIG_HPP_

#include <hip/hip_runtime.h>

#include <cstdio>

#include "hipcub_version.hpp"

#define HIPCUB_NAMESPACE hipcub
#define BEGIN_HIPCUB_NAMESPACE namespace hipcub {
#define END_HIPCUB_NAMESPACE } /* hipcub */

/// This hipCUB runs on OpenHIP's CPU device (neither the rocPRIM nor the CUB backend).
#define HIPCUB_OPENHIP_API 1
#define HIPCUB_RUNTIME_FUNCTION __host__

// The warp size is a per-translation-unit constant (hipcc: 64 for .hip, 32
// for .cu, -m[no-]wavefrontsize64); host-only code gets HIP's 64.
#ifdef __OPENHIP_WARP_SIZE__
#define HIPCUB_WARP_THREADS __OPENHIP_WARP_SIZE__
#else
#define HIPCUB_WARP_THREADS 64
#endif
#define HIPCUB_DEVICE_WARP_THREADS HIPCUB_WARP_THREADS
#define HIPCUB_HOST_WARP_THREADS HIPCUB_WARP_THREADS
#define HIPCUB_ARCH 1

#define HIPCUB_WARP_SIZE_32 32u
#define HIPCUB_WARP_SIZE_64 64u
#define HIPCUB_MAX_WARP_SIZE HIPCUB_WARP_SIZE_64

#define HIPCUB_HOST __host__
#define HIPCUB_DEVICE __device__
#define HIPCUB_HOST_DEVICE __host__ __device__
#define HIPCUB_SHARED_MEMORY __shared__
#define HIPCUB_FORCEINLINE __forceinline__

#define HIPCUB_PRAGMA_TO_STR(x) _Pragma(#x)
#define HIPCUB_CLANG_SUPPRESS_WARNING_PUSH _Pragma("clang diagnostic push")
#define HIPCUB_CLANG_SUPPRESS_WARNING(w) HIPCUB_PRAGMA_TO_STR(clang diagnostic ignored w)
#define HIPCUB_CLANG_SUPPRESS_WARNING_POP _Pragma("clang diagnostic pop")
#define HIPCUB_CLANG_SUPPRESS_WARNING_WITH_PUSH(w) HIPCUB_CLANG_SUPPRESS_WARNING_PUSH HIPCUB_CLANG_SUPPRESS_WARNING(w)

#define HIPCUB_IF_CONSTEXPR constexpr

#if (defined(DEBUG) || defined(_DEBUG)) && !defined(HIPCUB_STDERR)
#define HIPCUB_STDERR
#endif

BEGIN_HIPCUB_NAMESPACE

/// Prints a failed status with its location when HIPCUB_STDERR is defined; returns it.
inline hipError_t Debug(hipError_t error, const char* filename, int line) {
  (void)filename;
  (void)line;
#ifdef HIPCUB_STDERR
  if (error != hipSuccess) {
    std::fprintf(stderr, "HIP error %d [%s, %d]: %s\n", static_cast<int>(error), filename, line,
                 hipGetErrorString(error));
    std::fflush(stderr);
  }
#endif
  return error;
}

inline void Log(const char* message, const char* filename, int line) {
  std::printf("hipcub: %s [%s:%d]\n", message, filename, line);
}

END_HIPCUB_NAMESPACE

#ifndef HipcubDebug
#define HipcubDebug(e) ::hipcub::Debug(static_cast<hipError_t>(e), __FILE__, __LINE__)
#endif
#ifndef HipcubLog
#define HipcubLog(msg) ::hipcub::Log(msg, __FILE__, __LINE__)
#endif

#endif  // HIPCUB_CONFIG_HPP_
