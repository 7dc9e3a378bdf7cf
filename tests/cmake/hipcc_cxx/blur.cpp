// A shared library whose kernel calls device code of the static library.
#include <hip/hip_runtime.h>

__device__ int weighted(int left, int center, int right);

__global__ void blur(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    out[i] = weighted(in[i - 1], in[i], in[i + 1]);
}

bool blurOnDevice(const int* in, int* out, int n) {
  blur<<<(n + 63) / 64, 64>>>(in, out, n);
  return hipDeviceSynchronize() == hipSuccess;
}
