// Enumerators of the runtime API.
#include <cuda_runtime.h>
void enums(int *value) {
  cudaDeviceGetAttribute(value, cudaDevAttrMaxThreadsPerBlock, 0);
  // CHECK: hipDeviceGetAttribute(value, hipDeviceAttributeMaxThreadsPerBlock, 0);
  cudaDeviceGetAttribute(value, cudaDevAttrMultiProcessorCount, 0);
  // CHECK: hipDeviceGetAttribute(value, hipDeviceAttributeMultiprocessorCount, 0);
  cudaDeviceGetAttribute(value, cudaDevAttrWarpSize, 0);
  // CHECK: hipDeviceGetAttribute(value, hipDeviceAttributeWarpSize, 0);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  // CHECK: hipDeviceSetCacheConfig(hipFuncCachePreferShared);
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20);
  // CHECK: hipDeviceSetLimit(hipLimitMallocHeapSize, 1 << 20);
  cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost);
  // CHECK: hipSetDeviceFlags(hipDeviceScheduleBlockingSync | hipDeviceMapHost);
  void *p;
  cudaHostAlloc(&p, 64, cudaHostAllocMapped | cudaHostAllocPortable);
  // CHECK: hipHostAlloc(&p, 64, hipHostMallocMapped | hipHostMallocPortable);
  cudaMemcpyKind kind = cudaMemcpyDefault;
  // CHECK: hipMemcpyKind kind = hipMemcpyDefault;
  (void)kind;
}
