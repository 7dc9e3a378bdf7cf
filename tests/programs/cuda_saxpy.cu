// A .cu source (compiled as CUDA, warp size 32) using the HIP API: saxpy
// with a grid-stride loop, launched with fewer threads than elements.
#include "program_check.h"

#include <vector>

__global__ void saxpy(int n, float a, const float* x, float* y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) y[i] = a * x[i] + y[i];
}

int main() {
  Checker check;
  const int n = 100003;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 64);
    y[i] = static_cast<float>(i % 5);
  }
  float *d_x, *d_y;
  HIP_CHECK(hipMalloc(&d_x, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_y, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_x, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_y, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
  saxpy<<<40, 96>>>(n, 2.5f, d_x, d_y);
  HIP_CHECK_LAUNCH();
  std::vector<float> out(n);
  HIP_CHECK(hipMemcpy(out.data(), d_y, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_near("y", i, out[i], 2.5f * x[i] + y[i], 0.0);
  HIP_CHECK(hipFree(d_x));
  HIP_CHECK(hipFree(d_y));
  return check.finish();
}
