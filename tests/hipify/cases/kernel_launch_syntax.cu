// HIPIFY-ARGS: --hip-kernel-execution-syntax
// With the flag, launches become hipLaunchKernelGGL with defaults for the
// missing shared memory size and stream.
#include <cuda_runtime.h>
__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }
__global__ void noArgs() {}
namespace kernels { __global__ void fill(int *p) { p[0] = 1; } }
void launch(float *p, int *q, int blocks, cudaStream_t stream) {
  scale<<<1, 64>>>(p, 2.0f);
  // CHECK: hipLaunchKernelGGL(scale, dim3(1), dim3(64), 0, 0, p, 2.0f);
  scale<<<blocks, 64, 128>>>(p, 2.0f);
  // CHECK: hipLaunchKernelGGL(scale, dim3(blocks), dim3(64), 128, 0, p, 2.0f);
  scale<<<dim3(blocks, 2), dim3(8, 8), 0, stream>>>(p, 3.0f);
  // CHECK: hipLaunchKernelGGL(scale, dim3(dim3(blocks, 2)), dim3(dim3(8, 8)), 0, stream, p, 3.0f);
  noArgs<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(noArgs, dim3(1), dim3(1), 0, 0);
  kernels::fill<<<(blocks + 1) / 2, 1>>>(q);
  // CHECK: hipLaunchKernelGGL(kernels::fill, dim3((blocks + 1) / 2), dim3(1), 0, 0, q);
}
