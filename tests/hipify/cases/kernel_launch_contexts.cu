// HIPIFY-ARGS: --hip-kernel-execution-syntax
// Launches in every statement context the kernel expression may follow
// (issue 19's `tk<Box<int>>` and `(k)` after for/switch/do/?:/lambdas, in a
// macro body, split over lines), and template arguments holding '>' or '>>'.
#include <cuda_runtime.h>
template <typename T> struct Box { T v; static const int size = 2; };
template <typename T> __global__ void tk(T *p) {}
template <int N> __global__ void nk(int *p) {}
__global__ void k(int *d, int n) {}
#define LAUNCH(kern, d) kern<<<1, 1>>>(d, 1)
// CHECK: #define LAUNCH(kern, d) hipLaunchKernelGGL(kern, dim3(1), dim3(1), 0, 0, d, 1)
void launch(Box<int> *p, int *d, cudaStream_t s) {
  tk<Box<int>><<<1, Box<int>::size>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<Box<int>>), dim3(1), dim3(Box<int>::size), 0, 0, p);
  nk<(2 > 1)><<<1, 1>>>(d);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(nk<(2 > 1)>), dim3(1), dim3(1), 0, 0, d);
  nk<(8 >> 1)><<<1, 1>>>(d);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(nk<(8 >> 1)>), dim3(1), dim3(1), 0, 0, d);
  ::tk<Box<int>><<<1, 1, 0, s>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(::tk<Box<int>>), dim3(1), dim3(1), 0, s, p);
  (*&k)<<<1, 1>>>(d, 3);
  // CHECK: hipLaunchKernelGGL((*&k), dim3(1), dim3(1), 0, 0, d, 3);
  for (int i = 0; i < 2; ++i) (k)<<<1, 1>>>(d, i);
  // CHECK: for (int i = 0; i < 2; ++i) hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, i);
  switch (*d) { case 1: (k)<<<1, 1>>>(d, 3); }
  // CHECK: switch (*d) { case 1: hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, 3); }
  d ? (void)0 : (k)<<<1, 1>>>(d, 3);
  // CHECK: d ? (void)0 : hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, 3);
  auto f = [&] { (k)<<<1, 1>>>(d, 3); };
  // CHECK: auto f = [&] { hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, 3); };
  do (k)<<<1, 1>>>(d, 3); while (0);
  // CHECK: do hipLaunchKernelGGL((k), dim3(1), dim3(1), 0, 0, d, 3); while (0);
  tk<Box<int>> <<< 1, 1 >>>
      (p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<Box<int>>), dim3(1), dim3(1), 0, 0, p);
  LAUNCH(k, d);
  f();
}
// STDERR-NOT: warning
