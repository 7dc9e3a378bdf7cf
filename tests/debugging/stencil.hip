// The kernel the gdb test stops in (line numbers matter: see CMakeLists.txt).
#include <hip/hip_runtime.h>

#include <cstdio>

__device__ int neighbours(const int* in, int i, int n) {
  int left = i > 0 ? in[i - 1] : 0;
  int right = i + 1 < n ? in[i + 1] : 0;
  return left + right;
}

__global__ void stencil(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int sum = 0;
  if (i < n) {
    sum = 10 * in[i] + neighbours(in, i, n);
    out[i] = sum; // line 17: the breakpoint
  }
}

int main() {
  const int n = 256;
  int *in = nullptr, *out = nullptr;
  if (hipMallocManaged(&in, n * sizeof(int)) != hipSuccess ||
      hipMallocManaged(&out, n * sizeof(int)) != hipSuccess)
    return 1;
  for (int i = 0; i < n; ++i)
    in[i] = i;
  stencil<<<n / 64, 64>>>(in, out, n);
  bool ok = hipDeviceSynchronize() == hipSuccess && out[69] == 10 * 69 + 68 + 70;
  std::printf("stencil %s\n", ok ? "done" : "wrong");
  return ok ? 0 : 1;
}
