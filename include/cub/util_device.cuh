// CUB's device queries.
#ifndef CUB_UTIL_DEVICE_CUH
#define CUB_UTIL_DEVICE_CUH

#include "util_arch.cuh"
#include "util_debug.cuh"
#include "util_namespace.cuh"

namespace cub {

inline int DeviceCountUncached() {
  int count = -1;
  if (cudaGetDeviceCount(&count) != cudaSuccess) return -1;
  return count;
}
inline int DeviceCount() { return DeviceCountUncached(); }
inline int CurrentDevice() {
  int device = -1;
  if (cudaGetDevice(&device) != cudaSuccess) return -1;
  return device;
}
/// The "PTX version" kernels are compiled for (hipcc compiles for sm_70).
inline cudaError_t PtxVersion(int& ptx_version) {
  ptx_version = 700;
  return cudaSuccess;
}
inline cudaError_t PtxVersion(int& ptx_version, int) { return PtxVersion(ptx_version); }
inline cudaError_t SmVersion(int& sm_version, int device = CurrentDevice()) {
  cudaDeviceProp props;
  cudaError_t error = cudaGetDeviceProperties(&props, device);
  if (error == cudaSuccess) sm_version = props.major * 100 + props.minor * 10;
  return error;
}
inline cudaError_t SyncStream(cudaStream_t stream) { return cudaStreamSynchronize(stream); }

}  // namespace cub

#endif  // CUB_UTIL_DEVICE_CUH
