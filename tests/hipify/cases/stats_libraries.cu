// HIPIFY-ARGS: --print-stats --hip-kernel-execution-syntax
// Statistics count each library group separately, and kernel launches.
#include <curand_kernel.h>
#include <cufft.h>
__global__ void k(curandState *s) { curand_init(1, 0, 0, s); }
void f(curandState *s, cufftHandle plan) {
  k<<<1, 1>>>(s);
  cufftDestroy(plan); cufftXtMalloc(plan, 0, 0);
}
// STDERR: cufftXtMalloc' is not supported by HIP
// STDERR: [HIPIFY] statistics
// STDERR-NEXT: cuRAND: converted 4, unconverted 0
// STDERR-NEXT: cuFFT: converted 3, unconverted 1
// STDERR-NEXT: kernel launches converted: 1, unconverted 0
// STDERR-NEXT: places assuming 32-lane warps: 0
// STDERR-NEXT: total: converted 7, unconverted 1
