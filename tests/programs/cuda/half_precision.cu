// cuda_fp16.h: __half storage converted in a kernel, half arithmetic
// (__hadd, __hmul, __hfma) and __half2 lanes, checked against float results.
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdio>

#include "cuda_check.h"

__global__ void halfOps(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half a = __float2half(in[i]);
  __half b = __float2half(0.5f);
  __half sum = __hadd(a, b);
  __half product = __hmul(a, b);
  __half fused = __hfma(a, b, sum);
  __half2 pair = __halves2half2(a, b);
  __half2 doubled = __hadd2(pair, pair);
  out[4 * i + 0] = __half2float(sum);
  out[4 * i + 1] = __half2float(product);
  out[4 * i + 2] = __half2float(fused);
  out[4 * i + 3] = __low2float(doubled) + __high2float(doubled);
}

int main() {
  const int n = 256;
  float in[n], out[4 * n];
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i) * 0.25f;  // exact in half
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, sizeof(in)));
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(out)));
  CUDA_CHECK(cudaMemcpy(d_in, in, sizeof(in), cudaMemcpyHostToDevice));
  halfOps<<<n / 64, 64>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float a = in[i];
    // All values are multiples of 1/8 below 128: exact in half precision.
    if (out[4 * i + 0] != a + 0.5f || out[4 * i + 1] != a * 0.5f || out[4 * i + 2] != a * 0.5f + a + 0.5f ||
        out[4 * i + 3] != 2 * a + 1.0f)
      ++errors;
  }
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
