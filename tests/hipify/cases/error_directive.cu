// Free text in #error and #warning may hold apostrophes and quotes.
#include <cuda_runtime.h>
#ifndef __CUDACC__
#error this file can't be compiled without nvcc's "cuda mode
#endif
#warning don't forget cudaDeviceReset
void f() { cudaDeviceReset(); }
// CHECK: #error this file can't be compiled without nvcc's "cuda mode
// CHECK: #warning don't forget cudaDeviceReset
// CHECK-NEXT: void f() { hipDeviceReset(); }
