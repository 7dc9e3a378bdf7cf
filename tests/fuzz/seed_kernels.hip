// A code object for the fuzz target's seed corpus (door 0, hipModuleLoadData):
// mutations of a real image reach the loader's checks beyond the ELF magic.
#include <hip/hip_runtime.h>

__device__ int counter;

extern "C" __global__ void fill(int* p, int value) { p[blockIdx.x * blockDim.x + threadIdx.x] = value; }

extern "C" __global__ void count() { atomicAdd(&counter, 1); }
