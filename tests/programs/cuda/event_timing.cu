// Times kernels with cudaEvent*: elapsed times are positive, ordered, and the
// kernel result is right; cudaEventQuery reports completion after sync;
// the timed region is bracketed by cudaProfilerStart/Stop.
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>

#include <cstdio>

#include "cuda_check.h"

__global__ void busy(float* data, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = data[i];
  for (int r = 0; r < rounds; ++r) v = v * 0.5f + 1.0f;
  data[i] = v;
}

int main() {
  const int n = 1 << 16;
  float* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
  CUDA_CHECK(cudaMemset(d, 0, n * sizeof(float)));
  cudaEvent_t start, mid, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&mid));
  CUDA_CHECK(cudaEventCreateWithFlags(&stop, cudaEventBlockingSync));
  CUDA_CHECK(cudaProfilerStart());
  CUDA_CHECK(cudaEventRecord(start));
  busy<<<n / 256, 256>>>(d, n, 200);
  CUDA_CHECK(cudaEventRecord(mid, 0));
  busy<<<n / 256, 256>>>(d, n, 200);
  CUDA_CHECK(cudaEventRecord(stop, 0));
  CUDA_CHECK(cudaEventSynchronize(stop));
  CUDA_CHECK(cudaProfilerStop());
  CUDA_CHECK(cudaGetLastError());
  float first = 0, total = 0;
  CUDA_CHECK(cudaEventElapsedTime(&first, start, mid));
  CUDA_CHECK(cudaEventElapsedTime(&total, start, stop));
  bool ok = first >= 0.0f && total >= first && cudaEventQuery(stop) == cudaSuccess;
  float h[4];
  CUDA_CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
  for (float v : h) ok = ok && v > 1.99f && v <= 2.0f;  // fixed point of v/2+1
  cudaEvent_t untimed;
  CUDA_CHECK(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming));
  CUDA_CHECK(cudaEventRecord(untimed));
  CUDA_CHECK(cudaEventSynchronize(untimed));
  float ms;
  cudaError_t e = cudaEventElapsedTime(&ms, start, untimed);  // CUDA: invalid resource handle
  ok = ok && e == cudaErrorInvalidResourceHandle;
  std::printf("kernel 1: %.3f ms, both: %.3f ms, untimed event: %s\n", first, total, cudaGetErrorName(e));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(mid));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaEventDestroy(untimed));
  CUDA_CHECK(cudaFree(d));
  std::printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
