#include <hip/hip_runtime.h>

__global__ void addFlags(int* out) { out[threadIdx.x] = threadIdx.x + FROM_HIPCC_FLAGS + FROM_HIPCC_OPTIONS; }

bool runAddFlags() {
  int* out = nullptr;
  if (hipMallocManaged(&out, 32 * sizeof(int)) != hipSuccess)
    return false;
  addFlags<<<1, 32>>>(out);
  bool ok = hipDeviceSynchronize() == hipSuccess;
  for (int i = 0; i < 32; ++i)
    ok = ok && out[i] == i + 7;
  hipFree(out);
  return ok;
}
