// HIPIFY-ARGS: --hip-kernel-execution-syntax
// A launch hipify cannot rewrite is kept as <<<>>> (hipcc compiles it) and
// reported with its line; the others in the file are still rewritten.
#include <cuda_runtime.h>
__global__ void k(int *d) {}
void launch(int *d) {
  k<<<1, 2, 3, 0, 5>>>(d);
  // CHECK: k<<<1, 2, 3, 0, 5>>>(d);
  // STDERR: kernel_launch_unconverted.cu:[[#@LINE-2]]:4: warning: kernel launch not rewritten to hipLaunchKernelGGL
  k<<<1, 2>>>(d);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0, d);
}
