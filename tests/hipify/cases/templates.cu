// CUDA names inside templates, template arguments and casts.
#include <cuda_runtime.h>
#include <vector>
template <typename T>
cudaError_t upload(T *&device, const std::vector<T> &host, cudaStream_t stream = 0) {
  // CHECK: hipError_t upload(T *&device, const std::vector<T> &host, hipStream_t stream = 0) {
  cudaError_t status = cudaMalloc(reinterpret_cast<void **>(&device), host.size() * sizeof(T));
  // CHECK: hipError_t status = hipMalloc(reinterpret_cast<void **>(&device), host.size() * sizeof(T));
  if (status != cudaSuccess) return status;
  return cudaMemcpyAsync(device, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice, stream);
  // CHECK: return hipMemcpyAsync(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice, stream);
}
std::vector<cudaStream_t> streams;
// CHECK: std::vector<hipStream_t> streams;
template <cudaMemcpyKind Kind> struct Copier {};
// CHECK: template <hipMemcpyKind Kind> struct Copier {};
Copier<cudaMemcpyDeviceToDevice> copier;
// CHECK: Copier<hipMemcpyDeviceToDevice> copier;
