// A 1-D stencil with halo cells: only some threads load the halo (divergent
// control flow before the barrier), the barrier itself is reached by all.
// Grid size is not a multiple of the block size.
#include "program_check.h"

#include <vector>

constexpr int kRadius = 3;
constexpr int kThreads = 128;

__global__ void stencil(const float* in, float* out, int n) {
  __shared__ float tile[kThreads + 2 * kRadius];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + kRadius;
  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < kRadius) {
    int left = g - kRadius, right = g + kThreads;
    tile[l - kRadius] = left >= 0 && left < n ? in[left] : 0.0f;
    tile[l + kThreads] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g >= n) return;  // divergent exit after the last barrier is fine
  float sum = 0.0f;
  for (int k = -kRadius; k <= kRadius; ++k) sum += tile[l + k] * (k + kRadius + 1);
  out[g] = sum;
}

int main() {
  Checker check;
  const int n = 10000;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i % 17 - 8);
  float *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  stencil<<<(n + kThreads - 1) / kThreads, kThreads>>>(d_in, d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    float want = 0.0f;
    for (int k = -kRadius; k <= kRadius; ++k)
      if (i + k >= 0 && i + k < n) want += in[i + k] * (k + kRadius + 1);
    check.expect_near("out", i, out[i], want, 0.0);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
