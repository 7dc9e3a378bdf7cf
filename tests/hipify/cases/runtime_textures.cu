// Texture objects and their descriptors.
#include <cuda_runtime.h>
cudaTextureObject_t make(cudaArray_t array) {
  cudaResourceDesc resource = {};
  resource.resType = cudaResourceTypeArray;
  // CHECK: hipResourceDesc resource = {};
  // CHECK-NEXT: resource.resType = hipResourceTypeArray;
  cudaTextureDesc texture = {};
  texture.addressMode[0] = cudaAddressModeClamp;
  texture.filterMode = cudaFilterModeLinear;
  texture.readMode = cudaReadModeElementType;
  // CHECK: hipTextureDesc texture = {};
  // CHECK-NEXT: texture.addressMode[0] = hipAddressModeClamp;
  // CHECK-NEXT: texture.filterMode = hipFilterModeLinear;
  // CHECK-NEXT: texture.readMode = hipReadModeElementType;
  resource.res.array.array = array;
  cudaTextureObject_t object = 0;
  cudaCreateTextureObject(&object, &resource, &texture, nullptr);
  // CHECK: hipCreateTextureObject(&object, &resource, &texture, nullptr);
  return object;
}
