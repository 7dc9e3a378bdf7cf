// CUB's error reporting: cub::Debug prints a failed status with its location
// when CUB_STDERR is defined; CubDebugExit exits on failure.
#ifndef CUB_UTIL_DEBUG_CUH
#define CUB_UTIL_DEBUG_CUH

#include <cstdio>
#include <cstdlib>

#include "util_namespace.cuh"

#if (defined(DEBUG) || defined(_DEBUG)) && !defined(CUB_STDERR)
#define CUB_STDERR
#endif

namespace cub {
__host__ __device__ inline cudaError_t Debug(cudaError_t error, const char* filename, int line) {
  (void)filename;
  (void)line;
#ifdef CUB_STDERR
  if (error != cudaSuccess) std::printf("CUDA error %d [%s, %d]\n", static_cast<int>(error), filename, line);
#endif
  return error;
}
}  // namespace cub

#ifndef CubDebug
#define CubDebug(e) ::cub::Debug(static_cast<cudaError_t>(e), __FILE__, __LINE__)
#endif
#ifndef CubDebugExit
#define CubDebugExit(e)                                                       \
  if (::cub::Debug(static_cast<cudaError_t>(e), __FILE__, __LINE__)) {        \
    std::exit(1);                                                             \
  }
#endif
#ifndef _CubLog
#define _CubLog(format, ...) std::printf(format, __VA_ARGS__)
#endif

#endif  // CUB_UTIL_DEBUG_CUH
