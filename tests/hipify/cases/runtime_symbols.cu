// Symbols, constant memory and peer access.
#include <cuda_runtime.h>
__constant__ float coefficients[4];
__device__ int counter;
void upload(const float *host) {
  cudaMemcpyToSymbol(coefficients, host, sizeof(float) * 4);
  // CHECK: hipMemcpyToSymbol(coefficients, host, sizeof(float) * 4);
  int value = 0;
  cudaMemcpyFromSymbol(&value, counter, sizeof(int), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpyFromSymbol(&value, counter, sizeof(int), 0, hipMemcpyDeviceToHost);
  void *address = nullptr;
  cudaGetSymbolAddress(&address, counter);
  // CHECK: hipGetSymbolAddress(&address, counter);
  int canAccess = 0;
  cudaDeviceCanAccessPeer(&canAccess, 0, 1);
  cudaDeviceEnablePeerAccess(1, 0);
  // CHECK: hipDeviceCanAccessPeer(&canAccess, 0, 1);
  // CHECK-NEXT: hipDeviceEnablePeerAccess(1, 0);
}
