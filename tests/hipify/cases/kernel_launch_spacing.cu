// HIPIFY-ARGS: --hip-kernel-execution-syntax
// Spaces around the chevrons; launches in comments and strings stay.
#include <cuda_runtime.h>
__global__ void k(int *p) { *p = 1; }
void launch(int *p) {
  k <<< 2, 3 >>> (p);
  // CHECK: hipLaunchKernelGGL(k, dim3(2), dim3(3), 0, 0, p);
  // launch with k<<<1, 1>>>(p) in a comment
  // CHECK: // launch with k<<<1, 1>>>(p) in a comment
  const char *text = "k<<<1, 1>>>(p)";
  // CHECK: const char *text = "k<<<1, 1>>>(p)";
  (void)text;
}
