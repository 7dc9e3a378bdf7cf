// Exercises the kernel-language core on both passes without running:
// qualifiers, builtin variables, warpSize, barriers, launch macros, and the
// standard headers in device code.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cmath>
#include <vector>

static_assert(__cplusplus >= 201703L, "hipcc defaults to C++17");
static_assert(warpSize == __OPENHIP_WARP_SIZE__, "warpSize follows the build's warp size");

__device__ __forceinline__ float clampToOne(float x) { return std::min(x, 1.0f); }
__device__ __noinline__ float root(float x) { return std::sqrt(std::fabs(x)) + sinf(x); }
__constant__ float kScale = 2.0f;

template <typename T, int Block>
__global__ void __launch_bounds__(256) reduce(const T* __restrict__ in, T* __restrict__ out, int n) {
  __shared__ T partial[Block];
  HIP_DYNAMIC_SHARED(T, extra)
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < unsigned(n) ? clampToOne(in[i]) * kScale + root(in[i]) : T(0);
  extra[threadIdx.x] = partial[threadIdx.x];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  int active = __syncthreads_count(i < unsigned(n));
  int all = __syncthreads_and(1);
  int any = __syncthreads_or(0);
  dim3 thread = threadIdx;
  uint3 block = blockIdx;
  if (thread.x == 0) out[block.x] = partial[0] + T(active * 0 + all * 0 + any * 0 + gridDim.y * 0);
}

namespace app {
__global__ void fill(int* data, int value) { data[threadIdx.x + blockIdx.x * blockDim.x] = value; }
}  // namespace app

int main() {
  std::vector<float> host(1024, 0.5f);
  float *in = nullptr, *out = nullptr;
  if (hipMalloc(&in, host.size() * sizeof(float)) != hipSuccess) return 1;
  if (hipMalloc(&out, 4 * sizeof(float)) != hipSuccess) return 1;
  hipLaunchKernelGGL(HIP_KERNEL_NAME(reduce<float, 256>), dim3(4), dim3(256), 256 * sizeof(float), 0, in,
                     out, 1024);
  hipLaunchKernelGGL(app::fill, 4, 256, 0, 0, reinterpret_cast<int*>(in), 7);
  reduce<float, 256><<<dim3(4, 1, 1), 256, 256 * sizeof(float)>>>(in, out, 1024);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
