// Runtime API: memory management calls and memcpy kinds.
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
void memory(float *host, int n) {
  float *dev = nullptr;
  cudaMalloc(&dev, n * sizeof(float));
  // CHECK: hipMalloc(&dev, n * sizeof(float));
  cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: hipMemcpy(dev, host, n * sizeof(float), hipMemcpyHostToDevice);
  cudaMemset(dev, 0, n * sizeof(float));
  // CHECK: hipMemset(dev, 0, n * sizeof(float));
  cudaMemcpy(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy(host, dev, n * sizeof(float), hipMemcpyDeviceToHost);
  cudaMallocHost(&host, 16);
  // CHECK: hipHostMalloc(&host, 16);
  cudaFreeHost(host);
  // CHECK: hipHostFree(host);
  cudaMallocManaged(&dev, 64, cudaMemAttachGlobal);
  // CHECK: hipMallocManaged(&dev, 64, hipMemAttachGlobal);
  cudaFree(dev);
  // CHECK: hipFree(dev);
}
