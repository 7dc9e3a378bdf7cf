// Device code of the -c-then-link test: a kernel and the host function that
// launches it, called from host_main.cpp.
#include <hip/hip_runtime.h>

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int runSaxpy(int n, float a, const float* x, float* y) {
  float *dx = nullptr, *dy = nullptr;
  size_t bytes = n * sizeof(float);
  if (hipMalloc(&dx, bytes) != hipSuccess || hipMalloc(&dy, bytes) != hipSuccess) return 1;
  if (hipMemcpy(dx, x, bytes, hipMemcpyHostToDevice) != hipSuccess) return 1;
  if (hipMemcpy(dy, y, bytes, hipMemcpyHostToDevice) != hipSuccess) return 1;
  hipLaunchKernelGGL(saxpy, dim3((n + 255) / 256), dim3(256), 0, 0, n, a, dx, dy);
  if (hipGetLastError() != hipSuccess) return 1;
  if (hipMemcpy(y, dy, bytes, hipMemcpyDeviceToHost) != hipSuccess) return 1;
  if (hipFree(dx) != hipSuccess || hipFree(dy) != hipSuccess) return 1;
  return 0;
}
