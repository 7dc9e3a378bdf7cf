// Device code used from rdc_main.hip (HIP_SEPARABLE_COMPILATION).
#include <hip/hip_runtime.h>

__device__ int offset = 40;
__device__ int addOffset(int value) { return value + offset; }
