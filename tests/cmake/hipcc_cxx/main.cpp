// Kernels in a .cpp file: hipcc compiles it as HIP, as AMD's hipcc does.
#include <hip/hip_runtime.h>

#include "check.h"

__global__ void iota(int* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x; }

int main() {
  int* out = nullptr;
  if (hipMallocManaged(&out, 256 * sizeof(int)) != hipSuccess)
    return report("allocation", false);
  hipLaunchKernelGGL(iota, dim3(4), dim3(64), 0, 0, out);
  bool ok = hipDeviceSynchronize() == hipSuccess;
  for (int i = 0; i < 256; ++i)
    ok = ok && out[i] == i;
  hipFree(out);
  return report("hipcc as CMAKE_CXX_COMPILER", ok);
}
