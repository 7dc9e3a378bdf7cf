// CUDA runtime calls beyond cuda_runtime_api.h's core set that map one to one
// onto HIP: PCI bus ids, cache and shared-memory configuration, peer
// attributes, the deprecated cudaThread* names, host-allocation flags,
// managed-memory advice and range attributes, peer and 2D asynchronous
// copies, array copies, inter-process handles, stream callbacks and attached
// memory, occupancy with flags. Enums have CUDA's values; where HIP numbers
// them otherwise (peer attributes) they are converted. Included by
// cuda_runtime_api.h.
#ifndef OPENHIP_CUDA_RUNTIME_EXTRAS_H
#define OPENHIP_CUDA_RUNTIME_EXTRAS_H

#define OPENHIP_CUDA_CALL(call) return openhip_cuda::toCuda(call)

// ---- Device --------------------------------------------------------------------------
#define cudaPeerAccessDefault 0x00
enum cudaDeviceP2PAttr {
  cudaDevP2PAttrPerformanceRank = 1,
  cudaDevP2PAttrAccessSupported = 2,
  cudaDevP2PAttrNativeAtomicSupported = 3,
  cudaDevP2PAttrCudaArrayAccessSupported = 4
};
inline cudaError_t cudaDeviceGetByPCIBusId(int* device, const char* pciBusId) {
  OPENHIP_CUDA_CALL(hipDeviceGetByPCIBusId(device, pciBusId));
}
inline cudaError_t cudaDeviceGetPCIBusId(char* pciBusId, int len, int device) {
  OPENHIP_CUDA_CALL(hipDeviceGetPCIBusId(pciBusId, len, device));
}
inline cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache* config) {
  OPENHIP_CUDA_CALL(hipDeviceGetCacheConfig(reinterpret_cast<hipFuncCache_t*>(config)));
}
inline cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig* config) {
  OPENHIP_CUDA_CALL(hipDeviceGetSharedMemConfig(reinterpret_cast<hipSharedMemConfig*>(config)));
}
inline cudaError_t cudaFuncSetSharedMemConfig(const void* func, cudaSharedMemConfig config) {
  OPENHIP_CUDA_CALL(hipFuncSetSharedMemConfig(func, static_cast<hipSharedMemConfig>(config)));
}
inline cudaError_t cudaDeviceGetP2PAttribute(int* value, cudaDeviceP2PAttr attr, int srcDevice, int dstDevice) {
  if (attr < cudaDevP2PAttrPerformanceRank || attr > cudaDevP2PAttrCudaArrayAccessSupported)
    return cudaErrorInvalidValue;
  OPENHIP_CUDA_CALL(hipDeviceGetP2PAttribute(value, static_cast<hipDeviceP2PAttr>(attr - 1), srcDevice, dstDevice));
}
// The cudaThread* names of CUDA 3, still in CUDA's headers.
inline cudaError_t cudaThreadExit() { OPENHIP_CUDA_CALL(hipDeviceReset()); }
inline cudaError_t cudaThreadGetCacheConfig(cudaFuncCache* config) { return cudaDeviceGetCacheConfig(config); }
inline cudaError_t cudaThreadSetCacheConfig(cudaFuncCache config) { return cudaDeviceSetCacheConfig(config); }
inline cudaError_t cudaThreadGetLimit(size_t* value, cudaLimit limit) { return cudaDeviceGetLimit(value, limit); }
inline cudaError_t cudaThreadSetLimit(cudaLimit limit, size_t value) { return cudaDeviceSetLimit(limit, value); }

// ---- Memory -----------------------------------------------------------------------------
enum cudaMemoryAdvise {
  cudaMemAdviseSetReadMostly = 1,
  cudaMemAdviseUnsetReadMostly = 2,
  cudaMemAdviseSetPreferredLocation = 3,
  cudaMemAdviseUnsetPreferredLocation = 4,
  cudaMemAdviseSetAccessedBy = 5,
  cudaMemAdviseUnsetAccessedBy = 6
};
enum cudaMemRangeAttribute {
  cudaMemRangeAttributeReadMostly = 1,
  cudaMemRangeAttributePreferredLocation = 2,
  cudaMemRangeAttributeAccessedBy = 3,
  cudaMemRangeAttributeLastPrefetchLocation = 4
};
inline cudaError_t cudaHostGetFlags(unsigned int* flags, void* hostPtr) {
  OPENHIP_CUDA_CALL(hipHostGetFlags(flags, hostPtr));
}
inline cudaError_t cudaMemAdvise(const void* devPtr, size_t count, cudaMemoryAdvise advice, int device) {
  OPENHIP_CUDA_CALL(hipMemAdvise(devPtr, count, static_cast<hipMemoryAdvise>(advice), device));
}
// CUDA 12.2's _v2 forms (CUDA 13's only ones): a cudaMemLocation, a device or
// the host, instead of a device number; prefetching defines no flags (0).
namespace openhip_cuda {
inline bool deviceOf(const cudaMemLocation& location, int* device) {
  switch (location.type) {
    case cudaMemLocationTypeDevice:
      *device = location.id;
      return true;
    case cudaMemLocationTypeHost:
    case cudaMemLocationTypeHostNuma:
    case cudaMemLocationTypeHostNumaCurrent:
      *device = cudaCpuDeviceId;
      return true;
    default:
      return false;
  }
}
}  // namespace openhip_cuda
inline cudaError_t cudaMemPrefetchAsync(const void* devPtr, size_t count, cudaMemLocation location,
                                        unsigned int flags, cudaStream_t stream = 0) {
  int device = 0;
  if (flags != 0 || !openhip_cuda::deviceOf(location, &device)) return cudaErrorInvalidValue;
  return cudaMemPrefetchAsync(devPtr, count, device, stream);
}
inline cudaError_t cudaMemPrefetchAsync_v2(const void* devPtr, size_t count, cudaMemLocation location,
                                           unsigned int flags, cudaStream_t stream = 0) {
  return cudaMemPrefetchAsync(devPtr, count, location, flags, stream);
}
inline cudaError_t cudaMemAdvise(const void* devPtr, size_t count, cudaMemoryAdvise advice, cudaMemLocation location) {
  int device = 0;
  if (!openhip_cuda::deviceOf(location, &device)) return cudaErrorInvalidValue;
  return cudaMemAdvise(devPtr, count, advice, device);
}
inline cudaError_t cudaMemAdvise_v2(const void* devPtr, size_t count, cudaMemoryAdvise advice,
                                    cudaMemLocation location) {
  return cudaMemAdvise(devPtr, count, advice, location);
}
inline cudaError_t cudaMemRangeGetAttribute(void* data, size_t dataSize, cudaMemRangeAttribute attribute,
                                            const void* devPtr, size_t count) {
  OPENHIP_CUDA_CALL(
      hipMemRangeGetAttribute(data, dataSize, static_cast<hipMemRangeAttribute>(attribute), devPtr, count));
}
inline cudaError_t cudaMemRangeGetAttributes(void** data, size_t* dataSizes, cudaMemRangeAttribute* attributes,
                                             size_t numAttributes, const void* devPtr, size_t count) {
  OPENHIP_CUDA_CALL(hipMemRangeGetAttributes(data, dataSizes, reinterpret_cast<hipMemRangeAttribute*>(attributes),
                                             numAttributes, devPtr, count));
}
inline cudaError_t cudaMemcpyPeerAsync(void* dst, int dstDevice, const void* src, int srcDevice, size_t count,
                                       cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream));
}
inline cudaError_t cudaMemset2DAsync(void* devPtr, size_t pitch, int value, size_t width, size_t height,
                                     cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemset2DAsync(devPtr, pitch, value, width, height, stream));
}
// Deprecated in CUDA as in HIP: calling them warns, as it does with CUDA's headers.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
__OPENHIP_DEPRECATED("cudaMemcpyToArray is deprecated") inline cudaError_t
cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void* src, size_t count, cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(hipMemcpyToArray(dst, wOffset, hOffset, src, count, static_cast<hipMemcpyKind>(kind)));
}
__OPENHIP_DEPRECATED("cudaMemcpyFromArray is deprecated") inline cudaError_t
cudaMemcpyFromArray(void* dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                    cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(hipMemcpyFromArray(dst, src, wOffset, hOffset, count, static_cast<hipMemcpyKind>(kind)));
}
#pragma GCC diagnostic pop
static_assert(cudaMemAdviseSetAccessedBy == static_cast<int>(hipMemAdviseSetAccessedBy), "advice values");
static_assert(cudaMemRangeAttributeLastPrefetchLocation == static_cast<int>(hipMemRangeAttributeLastPrefetchLocation),
              "range attribute values");

// ---- Inter-process handles --------------------------------------------------------------
#define CUDA_IPC_HANDLE_SIZE 64
#define cudaIpcMemLazyEnablePeerAccess 0x01
typedef hipIpcMemHandle_t cudaIpcMemHandle_t;
typedef hipIpcEventHandle_t cudaIpcEventHandle_t;
inline cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t* handle, void* devPtr) {
  OPENHIP_CUDA_CALL(hipIpcGetMemHandle(handle, devPtr));
}
inline cudaError_t cudaIpcOpenMemHandle(void** devPtr, cudaIpcMemHandle_t handle, unsigned int flags) {
  OPENHIP_CUDA_CALL(hipIpcOpenMemHandle(devPtr, handle, flags));
}
inline cudaError_t cudaIpcCloseMemHandle(void* devPtr) { OPENHIP_CUDA_CALL(hipIpcCloseMemHandle(devPtr)); }
inline cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t* handle, cudaEvent_t event) {
  OPENHIP_CUDA_CALL(hipIpcGetEventHandle(handle, event));
}
inline cudaError_t cudaIpcOpenEventHandle(cudaEvent_t* event, cudaIpcEventHandle_t handle) {
  OPENHIP_CUDA_CALL(hipIpcOpenEventHandle(event, handle));
}

// ---- Streams ------------------------------------------------------------------------------
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void* userData);
namespace openhip_cuda {
/// A CUDA callback and its data, given to HIP's callback, which receives a hipError_t.
struct StreamCallback {
  cudaStreamCallback_t callback;
  void* userData;
  static void run(hipStream_t stream, hipError_t status, void* self) {
    StreamCallback* call = static_cast<StreamCallback*>(self);
    call->callback(stream, toCuda(status), call->userData);
    delete call;
  }
};
}  // namespace openhip_cuda
inline cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void* userData,
                                         unsigned int flags) {
  if (!callback) return cudaErrorInvalidValue;
  openhip_cuda::StreamCallback* call = new openhip_cuda::StreamCallback{callback, userData};
  const hipError_t e = hipStreamAddCallback(stream, &openhip_cuda::StreamCallback::run, call, flags);
  if (e != hipSuccess) delete call;
  return openhip_cuda::toCuda(e);
}
inline cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void* devPtr, size_t length = 0,
                                            unsigned int flags = cudaMemAttachSingle) {
  OPENHIP_CUDA_CALL(hipStreamAttachMemAsync(stream, devPtr, length, flags));
}

// ---- Occupancy ----------------------------------------------------------------------------
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* func,
                                                                          int blockSize, size_t dynamicSMemSize,
                                                                          unsigned int flags) {
  OPENHIP_CUDA_CALL(
      hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags));
}
template <class _Tp>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, _Tp func, int blockSize,
                                                                          size_t dynamicSMemSize, unsigned int flags) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, reinterpret_cast<const void*>(func),
                                                                blockSize, dynamicSMemSize, flags);
}

#undef OPENHIP_CUDA_CALL

#endif  // OPENHIP_CUDA_RUNTIME_EXTRAS_H
