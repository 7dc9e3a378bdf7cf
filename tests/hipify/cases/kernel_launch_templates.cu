// HIPIFY-ARGS: --hip-kernel-execution-syntax
// Template kernels are wrapped in HIP_KERNEL_NAME so their commas survive.
#include <cuda_runtime.h>
template <typename T, int N> __global__ void fill(T *p) { p[threadIdx.x] = N; }
template <typename T> __global__ void copy(T *dst, const T *src) { dst[0] = src[0]; }
void launch(float *p, double *d, cudaStream_t s) {
  fill<float, 4><<<1, 4, 0, s>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(1), dim3(4), 0, s, p);
  copy<double><<<1, 1>>>(d, d);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(copy<double>), dim3(1), dim3(1), 0, 0, d, d);
}
