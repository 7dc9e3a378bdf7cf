// Identifiers inside macro bodies and macro arguments are rewritten.
#include <cuda_runtime.h>
#define ALLOC(ptr, n) cudaMalloc((void **)&(ptr), (n))
// CHECK: #define ALLOC(ptr, n) hipMalloc((void **)&(ptr), (n))
#define SYNC_AND_CHECK()                                \
  do {                                                  \
    cudaError_t status = cudaDeviceSynchronize();       \
    if (status != cudaSuccess) return status;           \
  } while (0)
// CHECK: hipError_t status = hipDeviceSynchronize();
// CHECK-NEXT: if (status != hipSuccess) return status;
#define STREAM_TYPE cudaStream_t
// CHECK: #define STREAM_TYPE hipStream_t
#ifdef __CUDACC__
// CHECK: #ifdef __CUDACC__
#endif
cudaError_t run(float *p) {
  ALLOC(p, 16);
  SYNC_AND_CHECK();
  return cudaSuccess;
  // CHECK: return hipSuccess;
}
