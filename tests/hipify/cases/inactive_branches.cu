// Every #if branch is translated, active or not.
#include <cuda_runtime.h>
#if 0
void never() { cudaFree(nullptr); }
// CHECK: void never() { hipFree(nullptr); }
#elif defined(SOMETHING_UNDEFINED)
void maybe() { cudaDeviceReset(); }
// CHECK: void maybe() { hipDeviceReset(); }
#else
void always() { cudaDeviceSynchronize(); }
// CHECK: void always() { hipDeviceSynchronize(); }
#endif
#ifdef NEVER_DEFINED
#include <cublas_v2.h>
// CHECK: #include <hipblas.h>
#endif
