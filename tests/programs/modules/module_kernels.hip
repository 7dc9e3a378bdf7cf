// Device code of a loadable code object (hipcc --genco module_kernels.hip),
// loaded and launched by module_host.cpp through the module API.
#include <hip/hip_runtime.h>

__device__ int block_counter;
__constant__ float coefficients[4];

extern "C" __global__ void scale(float* data, float factor, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

// Parameters of mixed sizes, so the packed `extra` buffer has padding.
extern "C" __global__ void mixed_arguments(char c, double d, short s, long long* out,
                                           long long big) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    out[0] = c;
    out[1] = static_cast<long long>(d * 4.0);
    out[2] = s;
    out[3] = big;
  }
}

extern "C" __global__ void apply_coefficients(const float* in, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * coefficients[i % 4];
}

extern "C" __global__ void count_blocks() {
  if (threadIdx.x == 0) atomicAdd(&block_counter, 1);
}

// Reverses each block's slice through dynamic shared memory.
extern "C" __global__ void block_reverse(int* data) {
  extern __shared__ int tile[];
  const int base = blockIdx.x * blockDim.x;
  tile[threadIdx.x] = data[base + threadIdx.x];
  __syncthreads();
  data[base + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

extern "C" __global__ void report_warp_size(int* out) {
  if (threadIdx.x == 0) out[0] = warpSize;
}

extern "C" __global__ void __launch_bounds__(128) bounded(int* out) {
  __shared__ int scratch[32];
  scratch[threadIdx.x % 32] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) out[0] = scratch[31];
}

// A C++ kernel: found by its mangled name.
template <typename T>
__global__ void fill(T* out, T value, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}
template __global__ void fill<int>(int*, int, int);
