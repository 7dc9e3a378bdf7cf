// HIPIFY-ARGS: --hip-kernel-execution-syntax
// Kernel expressions beyond a plain name: nested template arguments closed by
// '>>' or '>>>', parenthesised kernels, members, pointers and array elements.
#include <cuda_runtime.h>
template <typename T> struct Box { T v; };
template <typename T> __global__ void tk(T *p) {}
__global__ void k(int *d, int n) {}
struct Kernels { void (*run)(int *, int); };
void launch(Box<int> *p, Box<Box<int>> *q, int *d, Kernels ks, Kernels *kp, void (*table[2])(int *, int)) {
  tk<Box<int>><<<1, 1>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<Box<int>>), dim3(1), dim3(1), 0, 0, p);
  tk<Box<Box<int>>><<<2, 3>>>(q);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<Box<Box<int>>>), dim3(2), dim3(3), 0, 0, q);
  (k)<<<1, 1>>>(d, 3);
  // CHECK: hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, 3);
  if (d) (k)<<<4, 8>>>(d, 4);
  // CHECK: if (d) hipLaunchKernelGGL((k), dim3(4), dim3(8), 0, 0, d, 4);
  ks.run<<<1, 2>>>(d, 5);
  // CHECK: hipLaunchKernelGGL(ks.run, dim3(1), dim3(2), 0, 0, d, 5);
  kp->run<<<1, 2, 0>>>(d, 6);
  // CHECK: hipLaunchKernelGGL(kp->run, dim3(1), dim3(2), 0, 0, d, 6);
  table[1]<<<1, 2>>>(d, 7);
  // CHECK: hipLaunchKernelGGL(table[1], dim3(1), dim3(2), 0, 0, d, 7);
}
// STDERR-NOT: warning
