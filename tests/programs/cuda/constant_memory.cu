// __constant__ filter taps set with cudaMemcpyToSymbol, a __device__ counter
// read back with cudaMemcpyFromSymbol, and cudaGetSymbolAddress.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

#define RADIUS 3
__constant__ float c_taps[2 * RADIUS + 1];
__device__ int d_outputs;

__global__ void convolve(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sum = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k) {
    int j = i + k;
    if (j >= 0 && j < n) sum += c_taps[k + RADIUS] * in[j];
  }
  out[i] = sum;
  atomicAdd(&d_outputs, 1);
}

int main() {
  const int n = 4099;
  float taps[2 * RADIUS + 1] = {0.5f, 1.0f, 2.0f, 4.0f, 2.0f, 1.0f, 0.5f};
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i % 17);
  CUDA_CHECK(cudaMemcpyToSymbol(c_taps, taps, sizeof(taps)));
  int zero = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(d_outputs, &zero, sizeof(int), 0, cudaMemcpyHostToDevice));
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  convolve<<<(n + 127) / 128, 128>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float want = 0.0f;
    for (int k = -RADIUS; k <= RADIUS; ++k)
      if (i + k >= 0 && i + k < n) want += taps[k + RADIUS] * in[i + k];
    if (out[i] != want) ++errors;
  }
  int outputs = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&outputs, d_outputs, sizeof(int)));
  if (outputs != n) ++errors;
  float back[2 * RADIUS + 1];
  CUDA_CHECK(cudaMemcpyFromSymbol(back, c_taps, sizeof(back)));
  for (int k = 0; k < 2 * RADIUS + 1; ++k)
    if (back[k] != taps[k]) ++errors;
  int* counter = nullptr;
  CUDA_CHECK(cudaGetSymbolAddress((void**)&counter, d_outputs));
  CUDA_CHECK(cudaMemset(counter, 0, sizeof(int)));
  CUDA_CHECK(cudaMemcpyFromSymbol(&outputs, d_outputs, sizeof(int)));
  if (outputs != 0) ++errors;
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
