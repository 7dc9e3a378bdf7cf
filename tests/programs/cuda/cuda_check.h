// The error-checking macro CUDA programs usually carry, in its common form:
// print cudaGetErrorString and stop. Kept tiny and CUDA-only on purpose.
#ifndef CUDA_PROGRAMS_CUDA_CHECK_H
#define CUDA_PROGRAMS_CUDA_CHECK_H

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                                    \
  do {                                                                                      \
    cudaError_t err_ = (call);                                                              \
    if (err_ != cudaSuccess) {                                                              \
      std::fprintf(stderr, "CUDA error %s:%d: %s (%s)\n", __FILE__, __LINE__,               \
                   cudaGetErrorString(err_), cudaGetErrorName(err_));                      \
      std::printf("FAIL\n");                                                                \
      std::exit(1);                                                                         \
    }                                                                                       \
  } while (0)

#endif  // CUDA_PROGRAMS_CUDA_CHECK_H
