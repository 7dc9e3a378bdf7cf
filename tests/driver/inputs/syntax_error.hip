// hipcc must pass clang's diagnostic through: file:line:col: error: ...
#include <hip/hip_runtime.h>

__global__ void broken(int* out) {
  out[threadIdx.x] = 1 +;
}
