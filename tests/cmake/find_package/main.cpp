// Kernels in a .cpp file compiled as HIP through hip::device.
#include <hip/hip_runtime.h>

#include "check.h"

#ifndef __HIP_PLATFORM_OPENHIP__
#error "hip::host defines the platform macro"
#endif

int deviceCount();

__global__ void square(int* values, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    values[i] *= values[i];
}

int main() {
  const int n = 300;
  int* values = nullptr;
  if (hipMallocManaged(&values, n * sizeof(int)) != hipSuccess)
    return report("allocation", false);
  for (int i = 0; i < n; ++i)
    values[i] = i;
  square<<<(n + 127) / 128, 128>>>(values, n);
  bool ok = hipDeviceSynchronize() == hipSuccess;
  for (int i = 0; i < n; ++i)
    ok = ok && values[i] == i * i;
  hipFree(values);
  return report("devices", deviceCount() >= 1) | report("kernel", ok);
}
