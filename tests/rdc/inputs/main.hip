// Kernels calling device functions, and host code using device variables,
// defined in util.hip.
#include <hip/hip_runtime.h>

#include <cstdio>

extern __device__ int counter;
extern __constant__ float scale_factor;
static __device__ int same_name_static = 100;
__device__ float scaled(float x);
__host__ __device__ int twin(int x);
template <typename T> __device__ T square(T v);
__global__ void count_kernel(int n);
static __global__ void same_name_kernel(int* out) { *out = 2; }
void launch_util_static(int* out);

__global__ void apply(float* out) {
  int i = threadIdx.x;
  out[i] = scaled(float(i)) + square(2.0f) + twin(i) + same_name_static;
  atomicAdd(&counter, 1);
}

int main() {
  float* out = nullptr;
  int* flags = nullptr;
  float factor = 2.0f;
  bool ok = hipMallocManaged(&out, 64 * sizeof(float)) == hipSuccess &&
            hipMallocManaged(&flags, 2 * sizeof(int)) == hipSuccess &&
            hipMemcpyToSymbol(HIP_SYMBOL(scale_factor), &factor, sizeof(float)) == hipSuccess;
  apply<<<1, 64>>>(out);
  count_kernel<<<1, 64>>>(10);
  same_name_kernel<<<1, 1>>>(flags);
  launch_util_static(flags + 1);
  ok = ok && hipDeviceSynchronize() == hipSuccess;
  int count = -1;
  void* address = nullptr;
  size_t size = 0;
  ok = ok && hipMemcpyFromSymbol(&count, HIP_SYMBOL(counter), sizeof(int)) == hipSuccess &&
       hipGetSymbolAddress(&address, HIP_SYMBOL(counter)) == hipSuccess && address != nullptr &&
       hipGetSymbolSize(&size, HIP_SYMBOL(counter)) == hipSuccess && size == sizeof(int);
  int wrong = 0;
  for (int i = 0; i < 64; ++i)
    wrong += out[i] != i * 2.0f + 7 + 4 + (i + 1) + 100;
  ok = ok && count == 74 && wrong == 0 && flags[0] == 2 && flags[1] == 1 && twin(1) == 2;
  std::printf("counter %d, %d wrong values, static kernels %d %d: %s\n", count, wrong, flags[0],
              flags[1], ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
