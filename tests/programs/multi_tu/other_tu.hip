// The second translation unit of the multi_tu program (see main_tu.hip).
#include "device_helpers.h"

static __global__ void fill(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = expected_fill(2, i);
}

namespace {
__global__ void tagged(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = twice(i) * 5 / 2;
}
}  // namespace

__global__ void scale_kernel(int* data, int factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * factor + mix(i);
}

void launch_other_fill(int* out, int n) { fill<<<(n + 99) / 100, 100>>>(out, n); }

void launch_other_anonymous(int* out, int n) { hipLaunchKernelGGL(tagged, dim3((n + 31) / 32), dim3(32), 0, 0, out, n); }
