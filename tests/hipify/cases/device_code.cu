// Device-side CUDA code needs no renaming: builtins, intrinsics and qualifiers stay.
#include <cuda_runtime.h>
__global__ void reduce(const float *in, float *out) {
  __shared__ float partial[32];
  // CHECK: __shared__ float partial[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK: v += __shfl_down_sync(0xffffffff, v, offset);
  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = v;
  __syncthreads();
  // CHECK: __syncthreads();
  if (threadIdx.x == 0) atomicAdd(out, partial[0]);
  // CHECK: if (threadIdx.x == 0) atomicAdd(out, partial[0]);
}
__device__ __forceinline__ float square(float x) { return __fmul_rn(x, x); }
// CHECK: __device__ __forceinline__ float square(float x) { return __fmul_rn(x, x); }
