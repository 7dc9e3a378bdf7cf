// The first CUDA program: c = a + b with cudaMalloc/cudaMemcpy/cudaFree;
// launched with <<<>>>, then again through cudaLaunchKernel, whose status is
// a cudaError_t (flashinfer's `cudaError_t e = cudaLaunchKernel((void*)k,
// ...)`), and through CUDA's typed form with the optional arguments left out.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

__global__ void vectorAdd(const float* a, const float* b, float* c, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 50000;
  const size_t bytes = n * sizeof(float);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i * 0.5f;
    b[i] = 1000.0f - i;
  }
  float *d_a = nullptr, *d_b = nullptr, *d_c = nullptr;
  CUDA_CHECK(cudaMalloc((void**)&d_a, bytes));
  CUDA_CHECK(cudaMalloc(&d_b, bytes));
  CUDA_CHECK(cudaMalloc(&d_c, bytes));
  CUDA_CHECK(cudaMemcpy(d_a, a.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_b, b.data(), bytes, cudaMemcpyHostToDevice));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads>>>(d_a, d_b, d_c, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(c.data(), d_c, bytes, cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i]) ++errors;

  // The same sum into b (b = a + b, twice: once per launch form).
  void* args[] = {&d_a, &d_b, &d_b, const_cast<int*>(&n)};
  cudaError_t status = cudaLaunchKernel((void*)vectorAdd, dim3(blocks), dim3(threads), args, 0, 0);
  CUDA_CHECK(status);
  CUDA_CHECK(cudaLaunchKernel(vectorAdd, dim3(blocks), dim3(threads), args));
  CUDA_CHECK(cudaMemcpy(c.data(), d_b, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (c[i] != b[i] + 2 * a[i]) ++errors;
  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_c));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
