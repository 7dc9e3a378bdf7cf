// The classic overlap pattern: pinned host memory split into chunks, each
// chunk copied in, processed and copied out on its own stream with
// cudaMemcpyAsync; a second phase orders two streams with an event.
#include <cuda_runtime.h>

#include <cstdio>

#include "cuda_check.h"

__global__ void scale(float* data, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * factor + 1.0f;
}

int main() {
  const int streams = 4, chunk = 1 << 15, n = streams * chunk;
  float* host = nullptr;
  CUDA_CHECK(cudaMallocHost(&host, n * sizeof(float)));
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i % 1000);
  float* dev = nullptr;
  CUDA_CHECK(cudaMalloc(&dev, n * sizeof(float)));
  cudaStream_t s[streams];
  for (int k = 0; k < streams; ++k) CUDA_CHECK(cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking));
  for (int k = 0; k < streams; ++k) {
    int offset = k * chunk;
    CUDA_CHECK(cudaMemcpyAsync(dev + offset, host + offset, chunk * sizeof(float), cudaMemcpyHostToDevice, s[k]));
    scale<<<chunk / 256, 256, 0, s[k]>>>(dev + offset, chunk, static_cast<float>(k + 2));
    CUDA_CHECK(cudaMemcpyAsync(host + offset, dev + offset, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[k]));
  }
  CUDA_CHECK(cudaGetLastError());
  for (int k = 0; k < streams; ++k) CUDA_CHECK(cudaStreamSynchronize(s[k]));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float want = static_cast<float>(i % 1000) * static_cast<float>(i / chunk + 2) + 1.0f;
    if (host[i] != want) ++errors;
  }
  // Stream 1 must see stream 0's kernel: an event orders them.
  cudaEvent_t done;
  CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
  CUDA_CHECK(cudaMemsetAsync(dev, 0, n * sizeof(float), s[0]));
  scale<<<n / 256, 256, 0, s[0]>>>(dev, n, 3.0f);  // every element becomes 1
  CUDA_CHECK(cudaEventRecord(done, s[0]));
  CUDA_CHECK(cudaStreamWaitEvent(s[1], done, 0));
  scale<<<n / 256, 256, 0, s[1]>>>(dev, n, 5.0f);  // 1 * 5 + 1 = 6
  CUDA_CHECK(cudaMemcpyAsync(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost, s[1]));
  CUDA_CHECK(cudaStreamSynchronize(s[1]));
  if (cudaStreamQuery(s[1]) != cudaSuccess) ++errors;
  for (int i = 0; i < n; ++i)
    if (host[i] != 6.0f) ++errors;
  CUDA_CHECK(cudaEventDestroy(done));
  for (int k = 0; k < streams; ++k) CUDA_CHECK(cudaStreamDestroy(s[k]));
  CUDA_CHECK(cudaFree(dev));
  CUDA_CHECK(cudaFreeHost(host));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
