// CUdeviceptr is an integer in CUDA, hipDeviceptr_t a void pointer in HIP:
// byte offsets on CUdeviceptr variables go through char *.
#include <cuda.h>
void f(CUdeviceptr base, size_t n, int k) {
  // CHECK: void f(hipDeviceptr_t base, size_t n, int k) {
  CUdeviceptr upper = base + n * sizeof(int), *slot = nullptr;
  // CHECK: hipDeviceptr_t upper = (char *)base + n * sizeof(int), *slot = nullptr;
  size_t bytes = upper - base;
  // CHECK: size_t bytes = (char *)upper - (char *)base;
  cuMemsetD32(base + 4 * k, 0, n);
  // CHECK: hipMemsetD32((char *)base + 4 * k, 0, n);
  int base2 = k + 1;
  // CHECK: int base2 = k + 1;
  (void)bytes; (void)slot; (void)base2;
}
