// Kernels for the end-to-end test of the CPU lowering (see CMakeLists.txt).
// Self-contained on purpose (no OpenHIP headers): the test covers the
// passes, not the kernel-language headers. kernels.ll is generated from this
// file by the command in generate-kernels-ll.sh and committed.
struct uint3 { unsigned x, y, z; };
struct dim3 { unsigned x, y, z; };
#include "__clang_cuda_builtin_vars.h"
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(n) __attribute__((launch_bounds(n)))

// 2-D grid of 2-D blocks, no barrier: one work-item loop nest.
extern "C" __global__ void add2d(const float* a, const float* b, float* c, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) c[y * width + x] = a[y * width + x] + b[y * width + x];
}

// Tree reduction: static __shared__ array, barriers inside a loop.
extern "C" __global__ void __launch_bounds__(256) block_sum(const float* in, float* out) {
  __shared__ float partial[256];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

// Two typed views of the dynamic arena, and __syncthreads_count.
extern "C" __global__ void dynamic_views(int* counts, float* reversed) {
  extern __shared__ float as_float[];
  extern __shared__ int as_int[];
  unsigned t = threadIdx.x;
  as_float[t] = (float)t;
  int odd = __nvvm_bar0_popc(t % 2 == 1);
  reversed[blockIdx.x * blockDim.x + t] = as_float[blockDim.x - 1 - t];
  __syncthreads();
  as_int[t] = odd;
  __syncthreads();
  if (t == 0) counts[blockIdx.x] = as_int[blockDim.x - 1];
}

// By-value struct argument, __device__ and __constant__ variables, a device
// function with its own __shared__ array, a non-recursive helper and a
// recursive one that touches no work-item state.
struct Params { int scale; double offset; char tag; };
__device__ int device_bias = 5;
__constant__ int constant_table[4] = {10, 20, 30, 40};

__device__ int rotate_in_block(int value) {
  __shared__ int ring[64];
  ring[threadIdx.x] = value;
  __syncthreads();
  return ring[(threadIdx.x + 1) % blockDim.x];
}

__device__ int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

namespace ns {
template <typename T>
__global__ void mixed(Params p, T* out) {
  int v = rotate_in_block((int)threadIdx.x * p.scale);
  out[threadIdx.x] = v + (T)p.offset + p.tag + device_bias + constant_table[threadIdx.x % 4] + factorial(4);
}
template __global__ void mixed<int>(Params, int*);
}  // namespace ns
