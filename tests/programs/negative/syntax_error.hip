// Negative test: a missing semicolon. hipcc must fail with a clang-style
// "file:line:col: error:" diagnostic and produce no output file.
#include <hip/hip_runtime.h>

__global__ void broken(int* out) {
  out[threadIdx.x] = 1
}

int main() { return 0; }
