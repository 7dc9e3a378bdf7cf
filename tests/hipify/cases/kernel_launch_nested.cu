// HIPIFY-ARGS: --hip-kernel-execution-syntax
// API names inside launch configurations and arguments are renamed too, and
// launches spread over several lines or inside macros are handled.
#include <cuda_runtime.h>
__global__ void k(int *p, int n) { p[0] = n; }
#define LAUNCH(ptr) k<<<1, 1>>>(ptr, 0)
// CHECK: #define LAUNCH(ptr) hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, ptr, 0)
void launch(int *p, cudaStream_t s) {
  k<<<1, 32, 0, s>>>(p, sizeof(cudaStream_t));
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, s, p, sizeof(hipStream_t));
  k<<<
      4, 8>>>(p,
              1);
  // CHECK: hipLaunchKernelGGL(k, dim3(4), dim3(8), 0, 0, p,
  // CHECK-NEXT: 1);
  LAUNCH(p);
}
