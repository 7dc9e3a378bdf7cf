// A construct the lowering cannot handle: a barrier reached through
// recursion. hipcc must fail at compile time with a located diagnostic.
#include <hip/hip_runtime.h>

__device__ int countDown(int n) {
  if (n > 0) {
    __syncthreads();
    return countDown(n - 1);
  }
  return 0;
}

__global__ void kernel(int* data) { data[threadIdx.x] = countDown(data[0]); }
