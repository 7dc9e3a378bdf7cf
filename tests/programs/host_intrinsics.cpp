// A .cpp source (compiled as HIP, as AMD's hipcc does) whose host code uses
// the x86 intrinsic headers: <immintrin.h> pulls in clang's <mm_malloc.h>,
// which redeclares posix_memalign; that must not clash with the device-usable
// declaration of the prelude (HeCBench gerbil failed on it).
#include "program_check.h"

#include <immintrin.h>

__global__ void scale(float* data, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

int main() {
  Checker check;
  const int n = 1024;
  float* host = static_cast<float*>(_mm_malloc(n * sizeof(float), 64));
  check.expect_true("_mm_malloc", host != nullptr && reinterpret_cast<uintptr_t>(host) % 64 == 0);
  for (int i = 0; i < n; ++i) host[i] = float(i);
  float* device = nullptr;
  HIP_CHECK(hipMalloc(&device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(device, host, n * sizeof(float), hipMemcpyHostToDevice));
  scale<<<n / 256, 256>>>(device, n, 2.0f);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(host, device, n * sizeof(float), hipMemcpyDeviceToHost));
  __m128 sum = _mm_setzero_ps();  // SSE on the host side of the same file
  for (int i = 0; i < n; i += 4) sum = _mm_add_ps(sum, _mm_load_ps(host + i));
  float lanes[4];
  _mm_storeu_ps(lanes, sum);
  check.expect_near("sum", 0, double(lanes[0]) + lanes[1] + lanes[2] + lanes[3], double(n) * (n - 1), 0.5);
  HIP_CHECK(hipFree(device));
  _mm_free(host);
  return check.finish();
}
