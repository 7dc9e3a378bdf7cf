// The CUDA runtime API of OpenHIP: CUDA's names, types and error values as
// inline wrappers over the hip* runtime (there is no second runtime). Every
// hipError_t result is translated into CUDA's cudaError_t value; a HIP code
// CUDA does not have becomes cudaErrorUnknown. See docs/cuda.md.
#ifndef OPENHIP_CUDA_RUNTIME_API_H
#define OPENHIP_CUDA_RUNTIME_API_H

#include <hip/hip_runtime_api.h>

#include <cstring>

#include "cuda_error_codes.h"

// CUDA's declaration decorations (host_defines.h): nothing to do on this platform.
#define CUDART_CB
#define CUDARTAPI
#define CUDARTAPI_CDECL
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define __builtin_align__(n) __align__(n)
#define __CUDA_ALIGN__(n) __align__(n)

#define CUDART_VERSION 11080

// The warp width kernels of this build see: hipcc compiles .cu sources with
// 32 (or 64 under -mwavefrontsize64); host-only code gets CUDA's 32.
#ifdef __OPENHIP_WARP_SIZE__
#define OPENHIP_CUDA_WARP_SIZE __OPENHIP_WARP_SIZE__
#else
#define OPENHIP_CUDA_WARP_SIZE 32
#endif
#define __CUDART_API_VERSION CUDART_VERSION

// ---- Errors -----------------------------------------------------------------
#define OPENHIP_CUDA_ENUMERATOR(name, value, text) name = value,
// int-based, so that <hip/hip_registration.h> can declare cudaLaunchKernel
// returning it before this definition.
enum cudaError : int { OPENHIP_CUDA_ERROR_LIST(OPENHIP_CUDA_ENUMERATOR) cudaErrorApiFailureBase = 10000 };
#undef OPENHIP_CUDA_ENUMERATOR
typedef enum cudaError cudaError_t;

extern "C" int __openhip_sticky_error_is_assert(void);

namespace openhip_cuda {
// HIP shares CUDA's numbering; only codes CUDA lacks need mapping (to Unknown).
// A device assert is a launch failure through HIP's names (as on AMD) and
// cudaErrorAssert through CUDA's (docs/device-services.md).
inline cudaError_t toCuda(hipError_t e) {
  if (e == hipErrorLaunchFailure && __openhip_sticky_error_is_assert()) return cudaErrorAssert;
  switch (static_cast<int>(e)) {
#define OPENHIP_CUDA_CASE(name, value, text) \
  case value:                                \
    return name;
    OPENHIP_CUDA_ERROR_LIST(OPENHIP_CUDA_CASE)
#undef OPENHIP_CUDA_CASE
    default:
      return cudaErrorUnknown;
  }
}
}  // namespace openhip_cuda

inline const char* cudaGetErrorName(cudaError_t error) {
  switch (error) {
#define OPENHIP_CUDA_NAME(name, value, text) \
  case name:                                 \
    return #name;
    OPENHIP_CUDA_ERROR_LIST(OPENHIP_CUDA_NAME)
#undef OPENHIP_CUDA_NAME
    default:
      return "unrecognized error code";
  }
}

inline const char* cudaGetErrorString(cudaError_t error) {
  switch (error) {
#define OPENHIP_CUDA_TEXT(name, value, text) \
  case name:                                 \
    return text;
    OPENHIP_CUDA_ERROR_LIST(OPENHIP_CUDA_TEXT)
#undef OPENHIP_CUDA_TEXT
    default:
      return "unrecognized error code";
  }
}

inline cudaError_t cudaGetLastError() { return openhip_cuda::toCuda(hipGetLastError()); }
inline cudaError_t cudaPeekAtLastError() { return openhip_cuda::toCuda(hipPeekAtLastError()); }

// ---- Handles, enums and flags (CUDA's values; HIP uses the same ones) -------
typedef hipStream_t cudaStream_t;
typedef hipEvent_t cudaEvent_t;
typedef hipDeviceProp_t openhip_hip_device_prop;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3
};

enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0,
  cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};

enum cudaLimit { cudaLimitStackSize = 0x00, cudaLimitPrintfFifoSize = 0x01, cudaLimitMallocHeapSize = 0x02 };

enum cudaMemoryType {
  cudaMemoryTypeUnregistered = 0,
  cudaMemoryTypeHost = 1,
  cudaMemoryTypeDevice = 2,
  cudaMemoryTypeManaged = 3
};

enum cudaComputeMode {
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3
};

#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0)
#define cudaStreamPerThread hipStreamPerThread
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaCpuDeviceId (-1)
#define cudaInvalidDeviceId (-2)

// ---- Device properties ------------------------------------------------------
typedef struct CUuuid_st {
  char bytes[16];
} cudaUUID_t;
typedef struct CUuuid_st CUuuid;

// CUDA's field names; filled from hipDeviceProp_t (fields HIP lacks are 0).
struct cudaDeviceProp {
  char name[256];
  cudaUUID_t uuid;
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int maxTexture1D;
  int maxTexture1DLinear;
  int maxTexture2D[2];
  int maxTexture3D[3];
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock;
};

inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int device) {
  if (!prop) return cudaErrorInvalidValue;
  hipDeviceProp_t h;
  hipError_t e = hipGetDeviceProperties(&h, device);
  if (e != hipSuccess) return openhip_cuda::toCuda(e);
  std::memset(prop, 0, sizeof(*prop));
  std::memcpy(prop->name, h.name, sizeof(prop->name));
  hipUUID uuid;
  if (hipDeviceGetUuid(&uuid, device) == hipSuccess) std::memcpy(prop->uuid.bytes, uuid.bytes, 16);
  prop->totalGlobalMem = h.totalGlobalMem;
  prop->sharedMemPerBlock = h.sharedMemPerBlock;
  prop->regsPerBlock = h.regsPerBlock;
  prop->warpSize = OPENHIP_CUDA_WARP_SIZE;
  prop->memPitch = h.memPitch;
  prop->maxThreadsPerBlock = h.maxThreadsPerBlock;
  for (int i = 0; i < 3; ++i) {
    prop->maxThreadsDim[i] = h.maxThreadsDim[i];
    prop->maxGridSize[i] = h.maxGridSize[i];
    prop->maxTexture3D[i] = h.maxTexture3D[i];
  }
  prop->clockRate = h.clockRate;
  prop->totalConstMem = h.totalConstMem;
  prop->major = h.major;
  prop->minor = h.minor;
  prop->textureAlignment = h.textureAlignment;
  prop->texturePitchAlignment = h.texturePitchAlignment;
  prop->deviceOverlap = 1;
  prop->multiProcessorCount = h.multiProcessorCount;
  prop->kernelExecTimeoutEnabled = h.kernelExecTimeoutEnabled;
  prop->integrated = h.integrated;
  prop->canMapHostMemory = h.canMapHostMemory;
  prop->computeMode = h.computeMode;
  prop->maxTexture1D = h.maxTexture1D;
  prop->maxTexture1DLinear = h.maxTexture1DLinear;
  prop->maxTexture2D[0] = h.maxTexture2D[0];
  prop->maxTexture2D[1] = h.maxTexture2D[1];
  prop->concurrentKernels = h.concurrentKernels;
  prop->ECCEnabled = h.ECCEnabled;
  prop->pciBusID = h.pciBusID;
  prop->pciDeviceID = h.pciDeviceID;
  prop->pciDomainID = h.pciDomainID;
  prop->tccDriver = h.tccDriver;
  prop->asyncEngineCount = 1;
  prop->unifiedAddressing = 1;
  prop->memoryClockRate = h.memoryClockRate;
  prop->memoryBusWidth = h.memoryBusWidth;
  prop->l2CacheSize = h.l2CacheSize;
  prop->maxThreadsPerMultiProcessor = h.maxThreadsPerMultiProcessor;
  prop->sharedMemPerMultiprocessor = h.maxSharedMemoryPerMultiProcessor;
  prop->managedMemory = h.managedMemory;
  prop->isMultiGpuBoard = h.isMultiGpuBoard;
  prop->pageableMemoryAccess = h.pageableMemoryAccess;
  prop->concurrentManagedAccess = h.concurrentManagedAccess;
  prop->cooperativeLaunch = h.cooperativeLaunch;
  prop->cooperativeMultiDeviceLaunch = h.cooperativeMultiDeviceLaunch;
  prop->sharedMemPerBlockOptin = h.sharedMemPerBlock;
  prop->pageableMemoryAccessUsesHostPageTables = h.pageableMemoryAccessUsesHostPageTables;
  prop->directManagedMemAccessFromHost = h.directManagedMemAccessFromHost;
  prop->maxBlocksPerMultiProcessor =
      h.maxThreadsPerBlock > 0 ? h.maxThreadsPerMultiProcessor / h.maxThreadsPerBlock : 0;
  return cudaSuccess;
}

// CUDA's attribute numbers (shared with the driver API's CU_DEVICE_ATTRIBUTE_*).
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMaxPitch = 11,
  cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13,
  cudaDevAttrTextureAlignment = 14,
  cudaDevAttrGpuOverlap = 15,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20,
  cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33,
  cudaDevAttrPciDeviceId = 34,
  cudaDevAttrTccDriver = 35,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrPciDomainId = 50,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrManagedMemory = 83,
  cudaDevAttrIsMultiGpuBoard = 84,
  cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrCooperativeMultiDeviceLaunch = 96,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106,
  cudaDevAttrMemoryPoolsSupported = 115,
  cudaDevAttrMemoryPoolSupportedHandleTypes = 119
};

inline cudaError_t cudaDeviceGetAttribute(int* value, cudaDeviceAttr attr, int device) {
  if (!value) return cudaErrorInvalidValue;
  cudaDeviceProp p;
  if (cudaError_t e = cudaGetDeviceProperties(&p, device)) return e;
  switch (attr) {
    case cudaDevAttrMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case cudaDevAttrMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
    case cudaDevAttrMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
    case cudaDevAttrMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
    case cudaDevAttrMaxGridDimX: *value = p.maxGridSize[0]; break;
    case cudaDevAttrMaxGridDimY: *value = p.maxGridSize[1]; break;
    case cudaDevAttrMaxGridDimZ: *value = p.maxGridSize[2]; break;
    case cudaDevAttrMaxSharedMemoryPerBlock: *value = static_cast<int>(p.sharedMemPerBlock); break;
    case cudaDevAttrTotalConstantMemory: *value = static_cast<int>(p.totalConstMem); break;
    case cudaDevAttrWarpSize: *value = p.warpSize; break;
    case cudaDevAttrMaxPitch: *value = static_cast<int>(p.memPitch > 0x7fffffff ? 0x7fffffff : p.memPitch); break;
    case cudaDevAttrMaxRegistersPerBlock: *value = p.regsPerBlock; break;
    case cudaDevAttrClockRate: *value = p.clockRate; break;
    case cudaDevAttrTextureAlignment: *value = static_cast<int>(p.textureAlignment); break;
    case cudaDevAttrGpuOverlap: *value = p.deviceOverlap; break;
    case cudaDevAttrMultiProcessorCount: *value = p.multiProcessorCount; break;
    case cudaDevAttrKernelExecTimeout: *value = p.kernelExecTimeoutEnabled; break;
    case cudaDevAttrIntegrated: *value = p.integrated; break;
    case cudaDevAttrCanMapHostMemory: *value = p.canMapHostMemory; break;
    case cudaDevAttrComputeMode: *value = p.computeMode; break;
    case cudaDevAttrConcurrentKernels: *value = p.concurrentKernels; break;
    case cudaDevAttrEccEnabled: *value = p.ECCEnabled; break;
    case cudaDevAttrPciBusId: *value = p.pciBusID; break;
    case cudaDevAttrPciDeviceId: *value = p.pciDeviceID; break;
    case cudaDevAttrTccDriver: *value = p.tccDriver; break;
    case cudaDevAttrMemoryClockRate: *value = p.memoryClockRate; break;
    case cudaDevAttrGlobalMemoryBusWidth: *value = p.memoryBusWidth; break;
    case cudaDevAttrL2CacheSize: *value = p.l2CacheSize; break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
    case cudaDevAttrAsyncEngineCount: *value = p.asyncEngineCount; break;
    case cudaDevAttrUnifiedAddressing: *value = p.unifiedAddressing; break;
    case cudaDevAttrPciDomainId: *value = p.pciDomainID; break;
    case cudaDevAttrComputeCapabilityMajor: *value = p.major; break;
    case cudaDevAttrComputeCapabilityMinor: *value = p.minor; break;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *value = static_cast<int>(p.sharedMemPerMultiprocessor); break;
    case cudaDevAttrManagedMemory: *value = p.managedMemory; break;
    case cudaDevAttrIsMultiGpuBoard: *value = p.isMultiGpuBoard; break;
    case cudaDevAttrConcurrentManagedAccess: *value = p.concurrentManagedAccess; break;
    case cudaDevAttrCooperativeLaunch: *value = p.cooperativeLaunch; break;
    case cudaDevAttrCooperativeMultiDeviceLaunch: *value = p.cooperativeMultiDeviceLaunch; break;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: *value = static_cast<int>(p.sharedMemPerBlockOptin); break;
    case cudaDevAttrMaxBlocksPerMultiprocessor: *value = p.maxBlocksPerMultiProcessor; break;
    case cudaDevAttrMemoryPoolsSupported:
      return openhip_cuda::toCuda(hipDeviceGetAttribute(value, hipDeviceAttributeMemoryPoolsSupported, device));
    case cudaDevAttrMemoryPoolSupportedHandleTypes: *value = 1; break;  // POSIX descriptors (hipMemPoolExportToShareableHandle)
    default: return cudaErrorInvalidValue;
  }
  return cudaSuccess;
}

struct cudaPointerAttributes {
  enum cudaMemoryType type;
  int device;
  void* devicePointer;
  void* hostPointer;
};

inline cudaError_t cudaPointerGetAttributes(cudaPointerAttributes* attributes, const void* ptr) {
  if (!attributes) return cudaErrorInvalidValue;
  hipPointerAttribute_t h;
  hipError_t e = hipPointerGetAttributes(&h, ptr);
  if (e != hipSuccess) return openhip_cuda::toCuda(e);
  attributes->type = h.isManaged ? cudaMemoryTypeManaged : static_cast<cudaMemoryType>(h.memoryType);
  attributes->device = h.device;
  attributes->devicePointer = h.devicePointer;
  attributes->hostPointer = h.hostPointer;
  return cudaSuccess;
}

#define OPENHIP_CUDA_CALL(call) return openhip_cuda::toCuda(call)

// ---- Device management -------------------------------------------------------
inline cudaError_t cudaGetDeviceCount(int* count) { OPENHIP_CUDA_CALL(hipGetDeviceCount(count)); }
inline cudaError_t cudaSetDevice(int device) { OPENHIP_CUDA_CALL(hipSetDevice(device)); }
inline cudaError_t cudaGetDevice(int* device) { OPENHIP_CUDA_CALL(hipGetDevice(device)); }
inline cudaError_t cudaDeviceSynchronize() { OPENHIP_CUDA_CALL(hipDeviceSynchronize()); }
inline cudaError_t cudaThreadSynchronize() { OPENHIP_CUDA_CALL(hipDeviceSynchronize()); }
inline cudaError_t cudaDeviceReset() { OPENHIP_CUDA_CALL(hipDeviceReset()); }
inline cudaError_t cudaSetDeviceFlags(unsigned flags) { OPENHIP_CUDA_CALL(hipSetDeviceFlags(flags)); }
inline cudaError_t cudaGetDeviceFlags(unsigned* flags) { OPENHIP_CUDA_CALL(hipGetDeviceFlags(flags)); }
inline cudaError_t cudaDriverGetVersion(int* v) { OPENHIP_CUDA_CALL(hipDriverGetVersion(v)); }
inline cudaError_t cudaRuntimeGetVersion(int* v) {
  if (!v) return cudaErrorInvalidValue;
  *v = CUDART_VERSION;
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache c) {
  OPENHIP_CUDA_CALL(hipDeviceSetCacheConfig(static_cast<hipFuncCache_t>(c)));
}
inline cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig c) {
  OPENHIP_CUDA_CALL(hipDeviceSetSharedMemConfig(static_cast<hipSharedMemConfig>(c)));
}
inline cudaError_t cudaDeviceGetLimit(size_t* value, cudaLimit limit) {
  OPENHIP_CUDA_CALL(hipDeviceGetLimit(value, static_cast<hipLimit_t>(limit)));
}
inline cudaError_t cudaDeviceSetLimit(cudaLimit limit, size_t value) {
  OPENHIP_CUDA_CALL(hipDeviceSetLimit(static_cast<hipLimit_t>(limit), value));
}
inline cudaError_t cudaDeviceCanAccessPeer(int* can, int device, int peer) {
  OPENHIP_CUDA_CALL(hipDeviceCanAccessPeer(can, device, peer));
}
inline cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned flags) {
  OPENHIP_CUDA_CALL(hipDeviceEnablePeerAccess(peer, flags));
}
inline cudaError_t cudaDeviceDisablePeerAccess(int peer) { OPENHIP_CUDA_CALL(hipDeviceDisablePeerAccess(peer)); }
inline cudaError_t cudaDeviceGetStreamPriorityRange(int* least, int* greatest) {
  OPENHIP_CUDA_CALL(hipDeviceGetStreamPriorityRange(least, greatest));
}

// ---- Memory ------------------------------------------------------------------
inline cudaError_t cudaMalloc(void** ptr, size_t size) { OPENHIP_CUDA_CALL(hipMalloc(ptr, size)); }
inline cudaError_t cudaFree(void* ptr) { OPENHIP_CUDA_CALL(hipFree(ptr)); }
inline cudaError_t cudaMallocHost(void** ptr, size_t size) { OPENHIP_CUDA_CALL(hipHostMalloc(ptr, size, 0)); }
inline cudaError_t cudaHostAlloc(void** ptr, size_t size, unsigned flags) {
  OPENHIP_CUDA_CALL(hipHostMalloc(ptr, size, flags));
}
inline cudaError_t cudaFreeHost(void* ptr) { OPENHIP_CUDA_CALL(hipHostFree(ptr)); }
inline cudaError_t cudaMallocManaged(void** ptr, size_t size, unsigned flags = cudaMemAttachGlobal) {
  OPENHIP_CUDA_CALL(hipMallocManaged(ptr, size, flags));
}
inline cudaError_t cudaMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  OPENHIP_CUDA_CALL(hipMallocPitch(ptr, pitch, width, height));
}
inline cudaError_t cudaHostGetDevicePointer(void** dev, void* host, unsigned flags) {
  OPENHIP_CUDA_CALL(hipHostGetDevicePointer(dev, host, flags));
}
inline cudaError_t cudaHostRegister(void* ptr, size_t size, unsigned flags) {
  OPENHIP_CUDA_CALL(hipHostRegister(ptr, size, flags));
}
inline cudaError_t cudaHostUnregister(void* ptr) { OPENHIP_CUDA_CALL(hipHostUnregister(ptr)); }
inline cudaError_t cudaMemGetInfo(size_t* free, size_t* total) { OPENHIP_CUDA_CALL(hipMemGetInfo(free, total)); }

inline cudaError_t cudaMemcpy(void* dst, const void* src, size_t count, cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(hipMemcpy(dst, src, count, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpyAsync(void* dst, const void* src, size_t count, cudaMemcpyKind kind,
                                   cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemcpyAsync(dst, src, count, static_cast<hipMemcpyKind>(kind), stream));
}
inline cudaError_t cudaMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                                size_t height, cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(hipMemcpy2D(dst, dpitch, src, spitch, width, height, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                                     size_t height, cudaMemcpyKind kind, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(
      hipMemcpy2DAsync(dst, dpitch, src, spitch, width, height, static_cast<hipMemcpyKind>(kind), stream));
}
inline cudaError_t cudaMemcpyPeer(void* dst, int dstDevice, const void* src, int srcDevice, size_t count) {
  OPENHIP_CUDA_CALL(hipMemcpyPeer(dst, dstDevice, src, srcDevice, count));
}
inline cudaError_t cudaMemset(void* ptr, int value, size_t count) { OPENHIP_CUDA_CALL(hipMemset(ptr, value, count)); }
inline cudaError_t cudaMemsetAsync(void* ptr, int value, size_t count, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemsetAsync(ptr, value, count, stream));
}
inline cudaError_t cudaMemset2D(void* ptr, size_t pitch, int value, size_t width, size_t height) {
  OPENHIP_CUDA_CALL(hipMemset2D(ptr, pitch, value, width, height));
}
inline cudaError_t cudaMemPrefetchAsync(const void* ptr, size_t count, int device, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemPrefetchAsync(ptr, count, device, stream));
}

// Symbols: `symbol` is the host-side variable itself (its address names it).
inline cudaError_t cudaMemcpyToSymbol(const void* symbol, const void* src, size_t count, size_t offset = 0,
                                      cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  OPENHIP_CUDA_CALL(hipMemcpyToSymbol(symbol, src, count, offset, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpyFromSymbol(void* dst, const void* symbol, size_t count, size_t offset = 0,
                                        cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  OPENHIP_CUDA_CALL(hipMemcpyFromSymbol(dst, symbol, count, offset, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpyToSymbolAsync(const void* symbol, const void* src, size_t count, size_t offset,
                                           cudaMemcpyKind kind, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(
      hipMemcpyToSymbolAsync(symbol, src, count, offset, static_cast<hipMemcpyKind>(kind), stream));
}
inline cudaError_t cudaMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t count, size_t offset,
                                             cudaMemcpyKind kind, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(
      hipMemcpyFromSymbolAsync(dst, symbol, count, offset, static_cast<hipMemcpyKind>(kind), stream));
}
inline cudaError_t cudaGetSymbolAddress(void** devPtr, const void* symbol) {
  OPENHIP_CUDA_CALL(hipGetSymbolAddress(devPtr, symbol));
}
inline cudaError_t cudaGetSymbolSize(size_t* size, const void* symbol) {
  OPENHIP_CUDA_CALL(hipGetSymbolSize(size, symbol));
}

// ---- Streams and events ------------------------------------------------------
inline cudaError_t cudaStreamCreate(cudaStream_t* stream) { OPENHIP_CUDA_CALL(hipStreamCreate(stream)); }
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t* stream, unsigned flags) {
  OPENHIP_CUDA_CALL(hipStreamCreateWithFlags(stream, flags));
}
inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t* stream, unsigned flags, int priority) {
  OPENHIP_CUDA_CALL(hipStreamCreateWithPriority(stream, flags, priority));
}
inline cudaError_t cudaStreamDestroy(cudaStream_t stream) { OPENHIP_CUDA_CALL(hipStreamDestroy(stream)); }
inline cudaError_t cudaStreamSynchronize(cudaStream_t stream) { OPENHIP_CUDA_CALL(hipStreamSynchronize(stream)); }
inline cudaError_t cudaStreamQuery(cudaStream_t stream) { OPENHIP_CUDA_CALL(hipStreamQuery(stream)); }
inline cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned flags = 0) {
  OPENHIP_CUDA_CALL(hipStreamWaitEvent(stream, event, flags));
}
inline cudaError_t cudaStreamGetFlags(cudaStream_t stream, unsigned* flags) {
  OPENHIP_CUDA_CALL(hipStreamGetFlags(stream, flags));
}
inline cudaError_t cudaStreamGetPriority(cudaStream_t stream, int* priority) {
  OPENHIP_CUDA_CALL(hipStreamGetPriority(stream, priority));
}
typedef void (*cudaHostFn_t)(void* userData);
inline cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void* userData) {
  OPENHIP_CUDA_CALL(hipLaunchHostFunc(stream, fn, userData));
}

inline cudaError_t cudaEventCreate(cudaEvent_t* event) { OPENHIP_CUDA_CALL(hipEventCreate(event)); }
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t* event, unsigned flags) {
  OPENHIP_CUDA_CALL(hipEventCreateWithFlags(event, flags));
}
inline cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipEventRecord(event, stream));
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t event) { OPENHIP_CUDA_CALL(hipEventSynchronize(event)); }
inline cudaError_t cudaEventQuery(cudaEvent_t event) { OPENHIP_CUDA_CALL(hipEventQuery(event)); }
inline cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t start, cudaEvent_t end) {
  OPENHIP_CUDA_CALL(hipEventElapsedTime(ms, start, end));
}
inline cudaError_t cudaEventDestroy(cudaEvent_t event) { OPENHIP_CUDA_CALL(hipEventDestroy(event)); }

// ---- Functions and occupancy (pointer forms; templates in cuda_runtime.h) -----
struct cudaFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
};

enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};

inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes* attr, const void* func) {
  if (!attr) return cudaErrorInvalidValue;
  hipFuncAttributes h;
  hipError_t e = hipFuncGetAttributes(&h, func);
  if (e != hipSuccess) return openhip_cuda::toCuda(e);
  attr->sharedSizeBytes = h.sharedSizeBytes;
  attr->constSizeBytes = h.constSizeBytes;
  attr->localSizeBytes = h.localSizeBytes;
  attr->maxThreadsPerBlock = h.maxThreadsPerBlock;
  attr->numRegs = h.numRegs;
  attr->ptxVersion = h.ptxVersion;
  attr->binaryVersion = h.binaryVersion;
  attr->cacheModeCA = h.cacheModeCA;
  attr->maxDynamicSharedSizeBytes = h.maxDynamicSharedSizeBytes;
  attr->preferredShmemCarveout = h.preferredShmemCarveout;
  return cudaSuccess;
}
inline cudaError_t cudaFuncSetAttribute(const void* func, cudaFuncAttribute attr, int value) {
  OPENHIP_CUDA_CALL(hipFuncSetAttribute(func, static_cast<hipFuncAttribute>(attr), value));
}
inline cudaError_t cudaFuncSetCacheConfig(const void* func, cudaFuncCache c) {
  OPENHIP_CUDA_CALL(hipFuncSetCacheConfig(func, static_cast<hipFuncCache_t>(c)));
}
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* func, int blockSize,
                                                                 size_t dynamicSMemSize) {
  OPENHIP_CUDA_CALL(hipOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize));
}
inline cudaError_t cudaLaunchCooperativeKernel(const void* func, dim3 grid, dim3 block, void** args,
                                               size_t sharedMem = 0, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipLaunchCooperativeKernel(func, grid, block, args, static_cast<unsigned>(sharedMem), stream));
}
// cudaLaunchKernel is also the function clang's kernel stubs call: libopenhip
// exports it once, declared alike here and in <hip/hip_registration.h>.
extern "C" cudaError_t cudaLaunchKernel(const void* func, dim3 gridDim, dim3 blockDim, void** args,
                                        size_t sharedMem, hipStream_t stream);
// CUDA's typed form, the last two arguments optional (CUDA declares `const
// T*`, which a kernel's function pointer cannot match under clang).
template <class _Tp>
inline cudaError_t cudaLaunchKernel(_Tp* func, dim3 gridDim, dim3 blockDim, void** args,
                                    size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchKernel(reinterpret_cast<const void*>(func), gridDim, blockDim, args, sharedMem, stream);
}

#undef OPENHIP_CUDA_CALL

#include "cuda_runtime_graph.h"
#include "cuda_runtime_mempool.h"
#include "cuda_runtime_texture.h"
#include "cuda_runtime_extras.h"  // after the texture header: array copies

#endif  // OPENHIP_CUDA_RUNTIME_API_H
