// HIPIFY-ARGS: --print-stats
// --print-stats reports per-group counts, unconverted names and changed lines.
#include <cuda_runtime.h>
#include <cublas_v2.h>
void f(float *p, cublasHandle_t h) {
  cudaMalloc(&p, 4);
  cudaFree(p); cudaArrayGetInfo(0, 0, 0, 0);
  cublasDestroy(h);
}
// STDERR: [HIPIFY] statistics
// STDERR-NEXT: CUDA Runtime API: converted 3, unconverted 1
// STDERR-NEXT: cuBLAS: converted 3, unconverted 0
// STDERR-NEXT: kernel launches converted: 0, unconverted 0
// STDERR-NEXT: places assuming 32-lane warps: 0
// STDERR-NEXT: total: converted 6, unconverted 1
// STDERR-NEXT: lines changed: 6 of 16 in 1 file
