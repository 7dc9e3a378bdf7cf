// Compiled as HIP: set_source_files_properties(... LANGUAGE HIP).
#include <hip/hip_runtime.h>

__global__ void scale(float* values, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    values[i] *= factor;
}

void scaleOnDevice(float* values, int n, float factor) {
  hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, 0, values, n, factor);
  (void)hipDeviceSynchronize();
}
