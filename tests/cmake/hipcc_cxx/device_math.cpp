// A static device library: device functions and a __device__ variable other
// units call and use (-fgpu-rdc).
#include <hip/hip_runtime.h>

__device__ int weight = 2;
__device__ int weighted(int left, int center, int right) { return left + weight * center + right; }
