// The subset of CUDA's driver API that maps onto OpenHIP's runtime: init,
// devices, contexts, memory, modules, launches, streams and events. CUDA's
// types and CUresult values; inline wrappers over the hip* functions.
#ifndef OPENHIP_CUDA_H
#define OPENHIP_CUDA_H

#include <hip/hip_runtime_api.h>

#include <cstdint>

#define CUDA_VERSION 11080

#define OPENHIP_CU_RESULT_LIST(X)  \
  X(CUDA_SUCCESS, 0, "no error") \
  X(CUDA_ERROR_INVALID_VALUE, 1, "invalid argument") \
  X(CUDA_ERROR_OUT_OF_MEMORY, 2, "out of memory") \
  X(CUDA_ERROR_NOT_INITIALIZED, 3, "initialization error") \
  X(CUDA_ERROR_DEINITIALIZED, 4, "driver shutting down") \
  X(CUDA_ERROR_PROFILER_DISABLED, 5, "profiler disabled while using external profiling tool") \
  X(CUDA_ERROR_NO_DEVICE, 100, "no CUDA-capable device is detected") \
  X(CUDA_ERROR_INVALID_DEVICE, 101, "invalid device ordinal") \
  X(CUDA_ERROR_INVALID_IMAGE, 200, "device kernel image is invalid") \
  X(CUDA_ERROR_INVALID_CONTEXT, 201, "invalid device context") \
  X(CUDA_ERROR_CONTEXT_ALREADY_CURRENT, 202, "context already current") \
  X(CUDA_ERROR_MAP_FAILED, 205, "mapping of buffer object failed") \
  X(CUDA_ERROR_UNMAP_FAILED, 206, "unmapping of buffer object failed") \
  X(CUDA_ERROR_ARRAY_IS_MAPPED, 207, "array is mapped") \
  X(CUDA_ERROR_ALREADY_MAPPED, 208, "resource already mapped") \
  X(CUDA_ERROR_NO_BINARY_FOR_GPU, 209, "no kernel image is available for execution on the device") \
  X(CUDA_ERROR_ALREADY_ACQUIRED, 210, "resource already acquired") \
  X(CUDA_ERROR_NOT_MAPPED, 211, "resource not mapped") \
  X(CUDA_ERROR_ECC_UNCORRECTABLE, 214, "uncorrectable ECC error encountered") \
  X(CUDA_ERROR_UNSUPPORTED_LIMIT, 215, "limit is not supported on this architecture") \
  X(CUDA_ERROR_CONTEXT_ALREADY_IN_USE, 216, "exclusive-thread device already in use by a different thread") \
  X(CUDA_ERROR_PEER_ACCESS_UNSUPPORTED, 217, "peer access is not supported between these two devices") \
  X(CUDA_ERROR_INVALID_PTX, 218, "a PTX JIT compilation failed") \
  X(CUDA_ERROR_INVALID_SOURCE, 300, "device kernel image is invalid") \
  X(CUDA_ERROR_FILE_NOT_FOUND, 301, "file not found") \
  X(CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND, 302, "shared object symbol not found") \
  X(CUDA_ERROR_SHARED_OBJECT_INIT_FAILED, 303, "shared object initialization failed") \
  X(CUDA_ERROR_OPERATING_SYSTEM, 304, "OS call failed or operation not supported on this OS") \
  X(CUDA_ERROR_INVALID_HANDLE, 400, "invalid resource handle") \
  X(CUDA_ERROR_ILLEGAL_STATE, 401, "the operation cannot be performed in the present state") \
  X(CUDA_ERROR_NOT_FOUND, 500, "named symbol not found") \
  X(CUDA_ERROR_NOT_READY, 600, "device not ready") \
  X(CUDA_ERROR_ILLEGAL_ADDRESS, 700, "an illegal memory access was encountered") \
  X(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, 701, "too many resources requested for launch") \
  X(CUDA_ERROR_LAUNCH_TIMEOUT, 702, "the launch timed out and was terminated") \
  X(CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, 704, "peer access is already enabled") \
  X(CUDA_ERROR_PEER_ACCESS_NOT_ENABLED, 705, "peer access has not been enabled") \
  X(CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE, 708, "cannot set while device is active in this process") \
  X(CUDA_ERROR_CONTEXT_IS_DESTROYED, 709, "context is destroyed") \
  X(CUDA_ERROR_ASSERT, 710, "device-side assert triggered") \
  X(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, 712, "part or all of the requested memory range is already mapped") \
  X(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, 713, "pointer does not correspond to a registered memory region") \
  X(CUDA_ERROR_LAUNCH_FAILED, 719, "unspecified launch failure") \
  X(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, 720, "too many blocks in cooperative launch") \
  X(CUDA_ERROR_NOT_PERMITTED, 800, "operation not permitted") \
  X(CUDA_ERROR_NOT_SUPPORTED, 801, "operation not supported") \
  X(CUDA_ERROR_UNKNOWN, 999, "unknown error")

#define OPENHIP_CU_ENUMERATOR(name, value, text) name = value,
typedef enum cudaError_enum { OPENHIP_CU_RESULT_LIST(OPENHIP_CU_ENUMERATOR) } CUresult;
#undef OPENHIP_CU_ENUMERATOR

typedef hipDevice_t CUdevice;
typedef hipCtx_t CUcontext;
typedef hipModule_t CUmodule;
typedef hipFunction_t CUfunction;
typedef hipStream_t CUstream;
typedef hipEvent_t CUevent;
typedef unsigned long long CUdeviceptr;  // an integer in CUDA: programs add offsets to it

// Device attribute numbers (CUDA's; the runtime's cudaDevAttr* use the same).
typedef enum CUdevice_attribute_enum {
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
} CUdevice_attribute;

#define CU_CTX_SCHED_AUTO 0x00
#define CU_STREAM_DEFAULT 0x0
#define CU_STREAM_NON_BLOCKING 0x1
#define CU_EVENT_DEFAULT 0x0
#define CU_EVENT_BLOCKING_SYNC 0x1
#define CU_EVENT_DISABLE_TIMING 0x2

extern "C" int __openhip_sticky_error_is_assert(void);

namespace openhip_cuda {
// HIP's codes are CUDA's driver codes where both exist; a device assert is
// CUDA_ERROR_ASSERT, as in toCuda (cuda_runtime_api.h).
inline CUresult toCuResult(hipError_t e) {
  if (e == hipErrorLaunchFailure && __openhip_sticky_error_is_assert()) return CUDA_ERROR_ASSERT;
  switch (static_cast<int>(e)) {
#define OPENHIP_CU_CASE(name, value, text) case value:
    OPENHIP_CU_RESULT_LIST(OPENHIP_CU_CASE)
#undef OPENHIP_CU_CASE
      return static_cast<CUresult>(e);
    case hipErrorInvalidConfiguration:
    case hipErrorInvalidDevicePointer:
    case hipErrorInvalidMemcpyDirection:
    case hipErrorInvalidPitchValue:
    case hipErrorInvalidSymbol:
      return CUDA_ERROR_INVALID_VALUE;
    case hipErrorInvalidDeviceFunction:
      return CUDA_ERROR_INVALID_HANDLE;
    default:
      return CUDA_ERROR_UNKNOWN;
  }
}
inline hipDeviceptr_t ptr(CUdeviceptr p) { return reinterpret_cast<hipDeviceptr_t>(static_cast<uintptr_t>(p)); }
}  // namespace openhip_cuda

inline CUresult cuGetErrorName(CUresult error, const char** name) {
  if (!name) return CUDA_ERROR_INVALID_VALUE;
  switch (error) {
#define OPENHIP_CU_NAME(n, value, text) \
  case n:                               \
    *name = #n;                         \
    return CUDA_SUCCESS;
    OPENHIP_CU_RESULT_LIST(OPENHIP_CU_NAME)
#undef OPENHIP_CU_NAME
  }
  *name = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}
inline CUresult cuGetErrorString(CUresult error, const char** text) {
  if (!text) return CUDA_ERROR_INVALID_VALUE;
  switch (error) {
#define OPENHIP_CU_TEXT(n, value, t) \
  case n:                            \
    *text = t;                       \
    return CUDA_SUCCESS;
    OPENHIP_CU_RESULT_LIST(OPENHIP_CU_TEXT)
#undef OPENHIP_CU_TEXT
  }
  *text = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}

#define OPENHIP_CU_CALL(call) return openhip_cuda::toCuResult(call)

// HIP marks its context functions deprecated; CUDA's driver API is built on them.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

inline CUresult cuInit(unsigned flags) { OPENHIP_CU_CALL(hipInit(flags)); }
inline CUresult cuDriverGetVersion(int* version) { OPENHIP_CU_CALL(hipDriverGetVersion(version)); }
inline CUresult cuDeviceGetCount(int* count) { OPENHIP_CU_CALL(hipGetDeviceCount(count)); }
inline CUresult cuDeviceGet(CUdevice* device, int ordinal) { OPENHIP_CU_CALL(hipDeviceGet(device, ordinal)); }
inline CUresult cuDeviceGetName(char* name, int len, CUdevice device) {
  OPENHIP_CU_CALL(hipDeviceGetName(name, len, device));
}
inline CUresult cuDeviceComputeCapability(int* major, int* minor, CUdevice device) {
  OPENHIP_CU_CALL(hipDeviceComputeCapability(major, minor, device));
}
inline CUresult cuDeviceTotalMem(size_t* bytes, CUdevice device) { OPENHIP_CU_CALL(hipDeviceTotalMem(bytes, device)); }
inline CUresult cuDeviceGetAttribute(int* value, CUdevice_attribute attr, CUdevice device) {
  if (!value) return CUDA_ERROR_INVALID_VALUE;
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device)) return openhip_cuda::toCuResult(e);
  switch (attr) {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = p.maxThreadsPerBlock; break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: *value = p.maxThreadsDim[0]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: *value = p.maxThreadsDim[1]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: *value = p.maxThreadsDim[2]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: *value = p.maxGridSize[0]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: *value = p.maxGridSize[1]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: *value = p.maxGridSize[2]; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: *value = static_cast<int>(p.sharedMemPerBlock); break;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: *value = static_cast<int>(p.totalConstMem); break;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: *value = 32; break;  // hipcc --genco builds .cu kernels 32 wide
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: *value = p.regsPerBlock; break;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: *value = p.clockRate; break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *value = p.multiProcessorCount; break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: *value = p.maxThreadsPerMultiProcessor; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *value = p.major; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *value = p.minor; break;
    default: return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}

inline CUresult cuCtxCreate(CUcontext* ctx, unsigned flags, CUdevice device) {
  OPENHIP_CU_CALL(hipCtxCreate(ctx, flags, device));
}
inline CUresult cuCtxDestroy(CUcontext ctx) { OPENHIP_CU_CALL(hipCtxDestroy(ctx)); }
inline CUresult cuCtxSetCurrent(CUcontext ctx) { OPENHIP_CU_CALL(hipCtxSetCurrent(ctx)); }
inline CUresult cuCtxGetCurrent(CUcontext* ctx) { OPENHIP_CU_CALL(hipCtxGetCurrent(ctx)); }
inline CUresult cuCtxPushCurrent(CUcontext ctx) { OPENHIP_CU_CALL(hipCtxPushCurrent(ctx)); }
inline CUresult cuCtxPopCurrent(CUcontext* ctx) { OPENHIP_CU_CALL(hipCtxPopCurrent(ctx)); }
inline CUresult cuCtxGetDevice(CUdevice* device) { OPENHIP_CU_CALL(hipCtxGetDevice(device)); }
inline CUresult cuCtxSynchronize() { OPENHIP_CU_CALL(hipCtxSynchronize()); }
inline CUresult cuDevicePrimaryCtxRetain(CUcontext* ctx, CUdevice device) {
  OPENHIP_CU_CALL(hipDevicePrimaryCtxRetain(ctx, device));
}
inline CUresult cuDevicePrimaryCtxRelease(CUdevice device) { OPENHIP_CU_CALL(hipDevicePrimaryCtxRelease(device)); }

#pragma clang diagnostic pop

inline CUresult cuMemAlloc(CUdeviceptr* dptr, size_t bytes) {
  if (!dptr) return CUDA_ERROR_INVALID_VALUE;
  void* p = nullptr;
  hipError_t e = hipMalloc(&p, bytes);
  *dptr = static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
  return openhip_cuda::toCuResult(e);
}
inline CUresult cuMemFree(CUdeviceptr dptr) { OPENHIP_CU_CALL(hipFree(openhip_cuda::ptr(dptr))); }
inline CUresult cuMemAllocHost(void** p, size_t bytes) { OPENHIP_CU_CALL(hipHostMalloc(p, bytes, 0)); }
inline CUresult cuMemFreeHost(void* p) { OPENHIP_CU_CALL(hipHostFree(p)); }
inline CUresult cuMemGetInfo(size_t* free, size_t* total) { OPENHIP_CU_CALL(hipMemGetInfo(free, total)); }
inline CUresult cuMemcpyHtoD(CUdeviceptr dst, const void* src, size_t bytes) {
  OPENHIP_CU_CALL(hipMemcpyHtoD(openhip_cuda::ptr(dst), const_cast<void*>(src), bytes));
}
inline CUresult cuMemcpyDtoH(void* dst, CUdeviceptr src, size_t bytes) {
  OPENHIP_CU_CALL(hipMemcpyDtoH(dst, openhip_cuda::ptr(src), bytes));
}
inline CUresult cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  OPENHIP_CU_CALL(hipMemcpyDtoD(openhip_cuda::ptr(dst), openhip_cuda::ptr(src), bytes));
}
inline CUresult cuMemcpyHtoDAsync(CUdeviceptr dst, const void* src, size_t bytes, CUstream stream) {
  OPENHIP_CU_CALL(hipMemcpyHtoDAsync(openhip_cuda::ptr(dst), const_cast<void*>(src), bytes, stream));
}
inline CUresult cuMemcpyDtoHAsync(void* dst, CUdeviceptr src, size_t bytes, CUstream stream) {
  OPENHIP_CU_CALL(hipMemcpyDtoHAsync(dst, openhip_cuda::ptr(src), bytes, stream));
}
inline CUresult cuMemsetD8(CUdeviceptr dst, unsigned char value, size_t count) {
  OPENHIP_CU_CALL(hipMemsetD8(openhip_cuda::ptr(dst), value, count));
}
inline CUresult cuMemsetD32(CUdeviceptr dst, unsigned value, size_t count) {
  OPENHIP_CU_CALL(hipMemsetD32(openhip_cuda::ptr(dst), static_cast<int>(value), count));
}

inline CUresult cuModuleLoad(CUmodule* module, const char* path) { OPENHIP_CU_CALL(hipModuleLoad(module, path)); }
inline CUresult cuModuleLoadData(CUmodule* module, const void* image) {
  OPENHIP_CU_CALL(hipModuleLoadData(module, image));
}
inline CUresult cuModuleUnload(CUmodule module) { OPENHIP_CU_CALL(hipModuleUnload(module)); }
inline CUresult cuModuleGetFunction(CUfunction* function, CUmodule module, const char* name) {
  OPENHIP_CU_CALL(hipModuleGetFunction(function, module, name));
}
inline CUresult cuModuleGetGlobal(CUdeviceptr* dptr, size_t* bytes, CUmodule module, const char* name) {
  hipDeviceptr_t p = nullptr;
  hipError_t e = hipModuleGetGlobal(&p, bytes, module, name);
  if (dptr && e == hipSuccess) *dptr = static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
  return openhip_cuda::toCuResult(e);
}
inline CUresult cuLaunchKernel(CUfunction f, unsigned gridX, unsigned gridY, unsigned gridZ, unsigned blockX,
                               unsigned blockY, unsigned blockZ, unsigned sharedMemBytes, CUstream stream,
                               void** kernelParams, void** extra) {
  OPENHIP_CU_CALL(hipModuleLaunchKernel(f, gridX, gridY, gridZ, blockX, blockY, blockZ, sharedMemBytes, stream,
                                        kernelParams, extra));
}

inline CUresult cuStreamCreate(CUstream* stream, unsigned flags) {
  OPENHIP_CU_CALL(hipStreamCreateWithFlags(stream, flags));
}
inline CUresult cuStreamDestroy(CUstream stream) { OPENHIP_CU_CALL(hipStreamDestroy(stream)); }
inline CUresult cuStreamSynchronize(CUstream stream) { OPENHIP_CU_CALL(hipStreamSynchronize(stream)); }
inline CUresult cuStreamQuery(CUstream stream) { OPENHIP_CU_CALL(hipStreamQuery(stream)); }
inline CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned flags) {
  OPENHIP_CU_CALL(hipStreamWaitEvent(stream, event, flags));
}
inline CUresult cuEventCreate(CUevent* event, unsigned flags) { OPENHIP_CU_CALL(hipEventCreateWithFlags(event, flags)); }
inline CUresult cuEventRecord(CUevent event, CUstream stream) { OPENHIP_CU_CALL(hipEventRecord(event, stream)); }
inline CUresult cuEventSynchronize(CUevent event) { OPENHIP_CU_CALL(hipEventSynchronize(event)); }
inline CUresult cuEventQuery(CUevent event) { OPENHIP_CU_CALL(hipEventQuery(event)); }
inline CUresult cuEventElapsedTime(float* ms, CUevent start, CUevent end) {
  OPENHIP_CU_CALL(hipEventElapsedTime(ms, start, end));
}
inline CUresult cuEventDestroy(CUevent event) { OPENHIP_CU_CALL(hipEventDestroy(event)); }

#undef OPENHIP_CU_CALL

#endif  // OPENHIP_CUDA_H
