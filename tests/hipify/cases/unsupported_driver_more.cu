// Driver calls HIP 5.2 lacks, or whose HIP namesake takes other parameters
// (cuMemcpyPeer takes contexts, hipMemcpyPeer devices), stay with a warning.
#include <cuda.h>
void f(CUdeviceptr a, CUdeviceptr b, CUcontext c, CUstream s, CUmemoryPool pool) {
  cuMemcpyPeer(a, c, b, c, 64); cuMemcpy(a, b, 64);
  // CHECK: cuMemcpyPeer(a, c, b, c, 64); cuMemcpy(a, b, 64);
  // STDERR: unsupported_driver_more.cu:[[#@LINE-2]]:3: warning: 'cuMemcpyPeer' is not supported by HIP
  // STDERR: unsupported_driver_more.cu:[[#@LINE-3]]:33: warning: 'cuMemcpy' is not supported by HIP
  cuMemAllocAsync(&a, 64, s); cuMemFreeAsync(a, s); cuMemsetD2D8(a, 64, 0, 8, 8);
  // CHECK: hipMallocAsync(&a, 64, s); hipFreeAsync(a, s); cuMemsetD2D8(a, 64, 0, 8, 8);
  // STDERR: unsupported_driver_more.cu:[[#@LINE-2]]:53: warning: 'cuMemsetD2D8' is not supported by HIP
  cuDeviceGetDefaultMemPool(&pool, 0); cuLaunchKernelEx(nullptr, nullptr, nullptr, nullptr);
  // CHECK: hipDeviceGetDefaultMemPool(&pool, 0); cuLaunchKernelEx(nullptr, nullptr, nullptr, nullptr);
  // STDERR: unsupported_driver_more.cu:[[#@LINE-2]]:40: warning: 'cuLaunchKernelEx' is not supported by HIP
  const char *name; cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name);
  // CHECK: const char *name; hipDrvGetErrorName(hipErrorInvalidValue, &name);
}
