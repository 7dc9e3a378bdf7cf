// Device management and deprecated cudaThread* calls.
#include <cuda_runtime.h>
int devices() {
  int count = 0, device = 0;
  cudaGetDeviceCount(&count);
  cudaSetDevice(0);
  cudaGetDevice(&device);
  // CHECK: hipGetDeviceCount(&count);
  // CHECK-NEXT: hipSetDevice(0);
  // CHECK-NEXT: hipGetDevice(&device);
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaThreadExit();
  // CHECK: hipDeviceReset();
  int runtime = 0, driver = 0;
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);
  // CHECK: hipRuntimeGetVersion(&runtime);
  // CHECK-NEXT: hipDriverGetVersion(&driver);
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
  return count + device;
}
