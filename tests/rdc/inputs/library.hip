// A shared library built from relocatable device code (util.hip too).
#include <hip/hip_runtime.h>

__device__ float scaled(float x);

__global__ void library_kernel(float* out) { out[threadIdx.x] = scaled(1.0f); }

extern "C" bool run_library_kernel(float* out) {
  library_kernel<<<1, 32>>>(out);
  return hipDeviceSynchronize() == hipSuccess;
}
