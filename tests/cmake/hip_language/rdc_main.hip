#include <hip/hip_runtime.h>

#include "check.h"

extern __device__ int offset;
__device__ int addOffset(int value);

__global__ void apply(int* out) { out[threadIdx.x] = addOffset(threadIdx.x); }

int main() {
  int* out = nullptr;
  int newOffset = 100;
  if (hipMallocManaged(&out, 64 * sizeof(int)) != hipSuccess ||
      hipMemcpyToSymbol(HIP_SYMBOL(offset), &newOffset, sizeof(int)) != hipSuccess)
    return report("setup", false);
  apply<<<1, 64>>>(out);
  bool ok = hipDeviceSynchronize() == hipSuccess;
  for (int i = 0; i < 64; ++i)
    ok = ok && out[i] == i + 100;
  hipFree(out);
  return report("separable compilation", ok);
}
