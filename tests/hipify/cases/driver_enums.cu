// Driver API enumerators and the _v2 entry points.
#include <cuda.h>
void attributes(CUdevice device) {
  int value;
  cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, device);
  // CHECK: hipDeviceGetAttribute(&value, hipDeviceAttributeMaxThreadsPerBlock, device);
  cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device);
  // CHECK: hipDeviceGetAttribute(&value, hipDeviceAttributeMultiprocessorCount, device);
  CUstream stream;
  cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
  // CHECK: hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  size_t total;
  cuDeviceTotalMem_v2(&total, device);
  // CHECK: hipDeviceTotalMem(&total, device);
  CUresult failure = CUDA_ERROR_INVALID_VALUE;
  // CHECK: hipError_t failure = hipErrorInvalidValue;
  (void)failure;
}
