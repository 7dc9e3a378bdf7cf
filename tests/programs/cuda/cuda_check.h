// The error-checking macro CUDA programs usually carry, in its common form:
// print cudaGetErrorString and stop; and expectError. Kept tiny and CUDA-only on purpose.
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

// For programs that check many calls and report at the end: each call's
// error against the expected one; mismatches are printed and counted.
inline int& expectedErrorMismatches() {
  static int count = 0;
  return count;
}

inline void expectError(const char* what, cudaError_t got, cudaError_t want) {
  if (got == want) return;
  ++expectedErrorMismatches();
  std::fprintf(stderr, "%s: got %d (%s), want %d (%s)\n", what, (int)got, cudaGetErrorName(got), (int)want,
               cudaGetErrorName(want));
}

#endif  // CUDA_PROGRAMS_CUDA_CHECK_H
