// Runtime API types and structs.
#include <cuda_runtime.h>
void types() {
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: hipGetDeviceProperties(&prop, 0);
  cudaError_t err = cudaGetLastError();
  // CHECK: hipError_t err = hipGetLastError();
  cudaFuncAttributes attributes;
  // CHECK: hipFuncAttributes attributes;
  cudaPointerAttributes pointerAttributes;
  // CHECK: hipPointerAttribute_t pointerAttributes;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  // CHECK: hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  cudaExtent extent = make_cudaExtent(4, 4, 4);
  // CHECK: hipExtent extent = make_hipExtent(4, 4, 4);
  cudaArray_t array;
  // CHECK: hipArray_t array;
  cudaTextureObject_t texture;
  // CHECK: hipTextureObject_t texture;
  (void)err; (void)attributes; (void)pointerAttributes; (void)desc; (void)extent;
  (void)array; (void)texture;
}
