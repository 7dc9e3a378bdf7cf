// Device code that main.hip uses across the file boundary (-fgpu-rdc).
#include <hip/hip_runtime.h>

__device__ int counter = 0;
__constant__ float scale_factor = 3.0f;
static __device__ int same_name_static = 7; // main.hip has its own
__device__ float scaled(float x) { return x * scale_factor + same_name_static; }
__host__ __device__ int twin(int x) { return x + 1; } // host and device twins
template <typename T> __device__ T square(T v) { return v * v; }
template __device__ float square<float>(float);
__global__ void count_kernel(int n) {
  if (threadIdx.x < n)
    atomicAdd(&counter, 1);
}
static __global__ void same_name_kernel(int* out) { *out = 1; } // main.hip has its own
void launch_util_static(int* out) { same_name_kernel<<<1, 1>>>(out); }
