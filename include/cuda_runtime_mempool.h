// CUDA's stream-ordered allocator and memory pools (cudaMallocAsync,
// cudaMemPool_t, cudaDeviceGetDefaultMemPool, ...) over OpenHIP's hipMemPool*
// runtime. Pools are HIP's handles; enums have CUDA's (= HIP's) values; the
// structs have CUDA 12's layout and are converted to HIP's on the way through.
// Included by cuda_runtime_api.h.
#ifndef OPENHIP_CUDA_RUNTIME_MEMPOOL_H
#define OPENHIP_CUDA_RUNTIME_MEMPOOL_H

#define OPENHIP_CUDA_CALL(call) return openhip_cuda::toCuda(call)

typedef hipMemPool_t cudaMemPool_t;

enum cudaMemPoolAttr {
  cudaMemPoolReuseFollowEventDependencies = 0x1,
  cudaMemPoolReuseAllowOpportunistic = 0x2,
  cudaMemPoolReuseAllowInternalDependencies = 0x3,
  cudaMemPoolAttrReleaseThreshold = 0x4,
  cudaMemPoolAttrReservedMemCurrent = 0x5,
  cudaMemPoolAttrReservedMemHigh = 0x6,
  cudaMemPoolAttrUsedMemCurrent = 0x7,
  cudaMemPoolAttrUsedMemHigh = 0x8
};
enum cudaMemLocationType {
  cudaMemLocationTypeInvalid = 0,
  cudaMemLocationTypeDevice = 1,
  cudaMemLocationTypeHost = 2,
  cudaMemLocationTypeHostNuma = 3,
  cudaMemLocationTypeHostNumaCurrent = 4
};
enum cudaMemAccessFlags {
  cudaMemAccessFlagsProtNone = 0,
  cudaMemAccessFlagsProtRead = 1,
  cudaMemAccessFlagsProtReadWrite = 3
};
enum cudaMemAllocationType {
  cudaMemAllocationTypeInvalid = 0x0,
  cudaMemAllocationTypePinned = 0x1,
  cudaMemAllocationTypeMax = 0x7FFFFFFF
};
enum cudaMemAllocationHandleType {
  cudaMemHandleTypeNone = 0x0,
  cudaMemHandleTypePosixFileDescriptor = 0x1,
  cudaMemHandleTypeWin32 = 0x2,
  cudaMemHandleTypeWin32Kmt = 0x4,
  cudaMemHandleTypeFabric = 0x8
};

struct cudaMemLocation {
  enum cudaMemLocationType type;
  int id;
};
struct cudaMemAccessDesc {
  struct cudaMemLocation location;
  enum cudaMemAccessFlags flags;
};
struct cudaMemPoolProps {
  enum cudaMemAllocationType allocType;
  enum cudaMemAllocationHandleType handleTypes;
  struct cudaMemLocation location;
  void* win32SecurityAttributes;
  size_t maxSize;        ///< 0: no limit (a limit is not supported here)
  unsigned short usage;
  unsigned char reserved[54];
};
struct cudaMemPoolPtrExportData {
  unsigned char reserved[64];
};

namespace openhip_cuda {
inline hipMemLocation toHip(const cudaMemLocation& l) {
  hipMemLocation h;
  h.type = static_cast<hipMemLocationType>(l.type);
  h.id = l.id;
  return h;
}
}  // namespace openhip_cuda

// ---- Stream-ordered allocation ------------------------------------------------------
inline cudaError_t cudaMallocAsync(void** ptr, size_t size, cudaStream_t stream) {
  OPENHIP_CUDA_CALL(hipMallocAsync(ptr, size, stream));
}
inline cudaError_t cudaFreeAsync(void* ptr, cudaStream_t stream) { OPENHIP_CUDA_CALL(hipFreeAsync(ptr, stream)); }
inline cudaError_t cudaMallocFromPoolAsync(void** ptr, size_t size, cudaMemPool_t pool, cudaStream_t stream) {
  OPENHIP_CUDA_CALL(hipMallocFromPoolAsync(ptr, size, pool, stream));
}

// ---- Pools --------------------------------------------------------------------------
inline cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t* pool, int device) {
  OPENHIP_CUDA_CALL(hipDeviceGetDefaultMemPool(pool, device));
}
inline cudaError_t cudaDeviceGetMemPool(cudaMemPool_t* pool, int device) {
  OPENHIP_CUDA_CALL(hipDeviceGetMemPool(pool, device));
}
inline cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t pool) {
  OPENHIP_CUDA_CALL(hipDeviceSetMemPool(device, pool));
}
inline cudaError_t cudaMemPoolCreate(cudaMemPool_t* pool, const cudaMemPoolProps* props) {
  if (!props) return cudaErrorInvalidValue;
  if (props->maxSize != 0) return cudaErrorNotSupported;  // HIP pools have no size limit
  hipMemPoolProps h;
  std::memset(&h, 0, sizeof h);
  h.allocType = static_cast<hipMemAllocationType>(props->allocType);
  h.handleTypes = static_cast<hipMemAllocationHandleType>(props->handleTypes);
  h.location = openhip_cuda::toHip(props->location);
  h.win32SecurityAttributes = props->win32SecurityAttributes;
  OPENHIP_CUDA_CALL(hipMemPoolCreate(pool, &h));
}
inline cudaError_t cudaMemPoolDestroy(cudaMemPool_t pool) { OPENHIP_CUDA_CALL(hipMemPoolDestroy(pool)); }
inline cudaError_t cudaMemPoolTrimTo(cudaMemPool_t pool, size_t minBytesToKeep) {
  OPENHIP_CUDA_CALL(hipMemPoolTrimTo(pool, minBytesToKeep));
}
inline cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t pool, cudaMemPoolAttr attr, void* value) {
  OPENHIP_CUDA_CALL(hipMemPoolSetAttribute(pool, static_cast<hipMemPoolAttr>(attr), value));
}
inline cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t pool, cudaMemPoolAttr attr, void* value) {
  OPENHIP_CUDA_CALL(hipMemPoolGetAttribute(pool, static_cast<hipMemPoolAttr>(attr), value));
}
inline cudaError_t cudaMemPoolSetAccess(cudaMemPool_t pool, const cudaMemAccessDesc* descList, size_t count) {
  if (count != 0 && !descList) return cudaErrorInvalidValue;
  for (size_t i = 0; i < count; ++i) {
    hipMemAccessDesc h;
    h.location = openhip_cuda::toHip(descList[i].location);
    h.flags = static_cast<hipMemAccessFlags>(descList[i].flags);
    if (hipError_t e = hipMemPoolSetAccess(pool, &h, 1)) return openhip_cuda::toCuda(e);
  }
  return cudaSuccess;
}
inline cudaError_t cudaMemPoolGetAccess(cudaMemAccessFlags* flags, cudaMemPool_t pool, cudaMemLocation* location) {
  if (!flags || !location) return cudaErrorInvalidValue;
  hipMemLocation h = openhip_cuda::toHip(*location);
  hipMemAccessFlags f;
  if (hipError_t e = hipMemPoolGetAccess(&f, pool, &h)) return openhip_cuda::toCuda(e);
  *flags = static_cast<cudaMemAccessFlags>(f);
  return cudaSuccess;
}
inline cudaError_t cudaMemPoolExportToShareableHandle(void* handle, cudaMemPool_t pool,
                                                      cudaMemAllocationHandleType type, unsigned int flags) {
  OPENHIP_CUDA_CALL(
      hipMemPoolExportToShareableHandle(handle, pool, static_cast<hipMemAllocationHandleType>(type), flags));
}
inline cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t* pool, void* handle,
                                                        cudaMemAllocationHandleType type, unsigned int flags) {
  OPENHIP_CUDA_CALL(
      hipMemPoolImportFromShareableHandle(pool, handle, static_cast<hipMemAllocationHandleType>(type), flags));
}
inline cudaError_t cudaMemPoolExportPointer(cudaMemPoolPtrExportData* exportData, void* ptr) {
  OPENHIP_CUDA_CALL(hipMemPoolExportPointer(reinterpret_cast<hipMemPoolPtrExportData*>(exportData), ptr));
}
inline cudaError_t cudaMemPoolImportPointer(void** ptr, cudaMemPool_t pool, cudaMemPoolPtrExportData* exportData) {
  OPENHIP_CUDA_CALL(hipMemPoolImportPointer(ptr, pool, reinterpret_cast<hipMemPoolPtrExportData*>(exportData)));
}

// C++ forms (CUDA's cuda_runtime.h): typed pointers, and a pool given to cudaMallocAsync.
template <class _Tp>
inline cudaError_t cudaMallocAsync(_Tp** ptr, size_t size, cudaStream_t stream) {
  return cudaMallocAsync(reinterpret_cast<void**>(ptr), size, stream);
}
template <class _Tp>
inline cudaError_t cudaMallocAsync(_Tp** ptr, size_t size, cudaMemPool_t pool, cudaStream_t stream) {
  return cudaMallocFromPoolAsync(reinterpret_cast<void**>(ptr), size, pool, stream);
}
template <class _Tp>
inline cudaError_t cudaMallocFromPoolAsync(_Tp** ptr, size_t size, cudaMemPool_t pool, cudaStream_t stream) {
  return cudaMallocFromPoolAsync(reinterpret_cast<void**>(ptr), size, pool, stream);
}

#undef OPENHIP_CUDA_CALL

#endif  // OPENHIP_CUDA_RUNTIME_MEMPOOL_H
