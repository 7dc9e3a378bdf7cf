#include <hip/hip_runtime.h>

#include "check.h"

bool blurOnDevice(const int* in, int* out, int n); // in libblur.so
extern __device__ int weight;                        // in libdevice_math.a
__device__ int weighted(int left, int center, int right);

__global__ void weightOne(int* out) { out[0] = weighted(1, 1, 1); }

int main() {
  const int n = 100;
  int *in = nullptr, *out = nullptr;
  if (hipMallocManaged(&in, n * sizeof(int)) != hipSuccess ||
      hipMallocManaged(&out, n * sizeof(int)) != hipSuccess)
    return report("allocation", false);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  bool ok = blurOnDevice(in, out, n);
  for (int i = 1; i < n - 1; ++i)
    ok = ok && out[i] == 4 * i;
  // The program's own device link: the static library's variable, set by symbol.
  int three = 3;
  ok = ok && hipMemcpyToSymbol(HIP_SYMBOL(weight), &three, sizeof(int)) == hipSuccess;
  weightOne<<<1, 1>>>(out);
  ok = ok && hipDeviceSynchronize() == hipSuccess && out[0] == 5;
  hipFree(in);
  hipFree(out);
  return report("static device library and shared library with -fgpu-rdc", ok);
}
