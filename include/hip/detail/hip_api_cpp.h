// C++-only conveniences of the HIP API: typed overloads that forward to the
// C entry points (hipMalloc(&floatPtr, n) without casts, symbols passed by
// reference, kernels passed as function pointers). Header-only.
#ifndef OPENHIP_HIP_DETAIL_HIP_API_CPP_H
#define OPENHIP_HIP_DETAIL_HIP_API_CPP_H

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
#include <type_traits>

/// __openhip_if_kernel<F, R>::type is R when F is a pointer to a function (a
/// kernel's host stub): the kernel overloads below then never capture
/// nullptr or void pointers, which go to the C functions.
template <class _Fp, class _Rp = hipError_t>
struct __openhip_if_kernel
    : std::enable_if<std::is_function<typename std::remove_pointer<_Fp>::type>::value, _Rp> {};

template <class _Tp> static inline hipError_t hipMalloc(_Tp** devPtr, size_t size) {
  return hipMalloc(reinterpret_cast<void**>(devPtr), size);
}

template <class _Tp>
static inline hipError_t hipHostMalloc(_Tp** ptr, size_t size,
                                       unsigned int flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void**>(ptr), size, flags);
}

template <class _Tp>
static inline hipError_t hipMallocManaged(_Tp** devPtr, size_t size,
                                          unsigned int flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void**>(devPtr), size, flags);
}

template <class _Tp>
static inline hipError_t hipMallocPitch(_Tp** devPtr, size_t* pitch, size_t width, size_t height) {
  return hipMallocPitch(reinterpret_cast<void**>(devPtr), pitch, width, height);
}

static inline hipError_t hipMallocAsync(void** devPtr, size_t size, hipMemPool_t memPool,
                                        hipStream_t stream) {
  return hipMallocFromPoolAsync(devPtr, size, memPool, stream);
}

template <class _Tp>
static inline hipError_t hipMallocAsync(_Tp** devPtr, size_t size, hipMemPool_t memPool,
                                        hipStream_t stream) {
  return hipMallocFromPoolAsync(reinterpret_cast<void**>(devPtr), size, memPool, stream);
}

template <class _Tp>
static inline hipError_t hipMallocAsync(_Tp** devPtr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void**>(devPtr), size, stream);
}

template <class _Tp>
static inline hipError_t hipMallocFromPoolAsync(_Tp** devPtr, size_t size, hipMemPool_t memPool,
                                                hipStream_t stream) {
  return hipMallocFromPoolAsync(reinterpret_cast<void**>(devPtr), size, memPool, stream);
}

// ---- Device symbols by reference (HIP_SYMBOL(x) is x) ----------------------

template <class _Tp> hipError_t hipGetSymbolAddress(void** devPtr, const _Tp& symbol) {
  return ::hipGetSymbolAddress(devPtr, static_cast<const void*>(&symbol));
}

template <class _Tp> hipError_t hipGetSymbolSize(size_t* size, const _Tp& symbol) {
  return ::hipGetSymbolSize(size, static_cast<const void*>(&symbol));
}

template <class _Tp>
hipError_t hipMemcpyToSymbol(const _Tp& symbol, const void* src, size_t sizeBytes, size_t offset = 0,
                             hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return ::hipMemcpyToSymbol(static_cast<const void*>(&symbol), src, sizeBytes, offset, kind);
}

template <class _Tp>
hipError_t hipMemcpyToSymbolAsync(const _Tp& symbol, const void* src, size_t sizeBytes, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream = 0) {
  return ::hipMemcpyToSymbolAsync(static_cast<const void*>(&symbol), src, sizeBytes, offset, kind,
                                  stream);
}

template <class _Tp>
hipError_t hipMemcpyFromSymbol(void* dst, const _Tp& symbol, size_t sizeBytes, size_t offset = 0,
                               hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return ::hipMemcpyFromSymbol(dst, static_cast<const void*>(&symbol), sizeBytes, offset, kind);
}

template <class _Tp>
hipError_t hipMemcpyFromSymbolAsync(void* dst, const _Tp& symbol, size_t sizeBytes, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream = 0) {
  return ::hipMemcpyFromSymbolAsync(dst, static_cast<const void*>(&symbol), sizeBytes, offset, kind,
                                    stream);
}

// ---- Kernels as function pointers ---------------------------------------------

template <class _Fp>
static inline typename __openhip_if_kernel<_Fp>::type
hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, _Fp kernel,
                                  size_t dynSharedMemPerBlk = 0, int blockSizeLimit = 0) {
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize,
                                           reinterpret_cast<const void*>(kernel),
                                           dynSharedMemPerBlk, blockSizeLimit);
}

template <class _Fp>
static inline hipError_t
hipOccupancyMaxPotentialBlockSizeWithFlags(int* gridSize, int* blockSize, _Fp kernel,
                                           size_t dynSharedMemPerBlk = 0, int blockSizeLimit = 0,
                                           unsigned int flags = 0) {
  (void)flags; // HIP 5.2 also ignores the flags here
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize,
                                           reinterpret_cast<const void*>(kernel),
                                           dynSharedMemPerBlk, blockSizeLimit);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type
hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, _Fp kernel, int blockSize,
                                             size_t dynSharedMemPerBlk) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(
      numBlocks, reinterpret_cast<const void*>(kernel), blockSize, dynSharedMemPerBlk);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* numBlocks, _Fp kernel, int blockSize, size_t dynSharedMemPerBlk, unsigned int flags) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, reinterpret_cast<const void*>(kernel), blockSize, dynSharedMemPerBlk, flags);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type
hipLaunchCooperativeKernel(_Fp kernel, dim3 gridDim, dim3 blockDim, void** kernelParams,
                           unsigned int sharedMemBytes, hipStream_t stream) {
  return hipLaunchCooperativeKernel(reinterpret_cast<const void*>(kernel), gridDim, blockDim,
                                    kernelParams, sharedMemBytes, stream);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type hipFuncGetAttributes(hipFuncAttributes* attr,
                                                                  _Fp kernel) {
  return hipFuncGetAttributes(attr, reinterpret_cast<const void*>(kernel));
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type hipFuncSetAttribute(_Fp kernel, hipFuncAttribute attr,
                                                                 int value) {
  return hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), attr, value);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type hipFuncSetCacheConfig(_Fp kernel,
                                                                   hipFuncCache_t config) {
  return hipFuncSetCacheConfig(reinterpret_cast<const void*>(kernel), config);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type hipFuncSetSharedMemConfig(_Fp kernel,
                                                                       hipSharedMemConfig config) {
  return hipFuncSetSharedMemConfig(reinterpret_cast<const void*>(kernel), config);
}

template <class _Fp>
inline typename __openhip_if_kernel<_Fp>::type
hipLaunchKernel(_Fp kernel, dim3 numBlocks, dim3 dimBlocks, void** args, size_t sharedMemBytes = 0,
                hipStream_t stream = 0) {
  return hipLaunchKernel(reinterpret_cast<const void*>(kernel), numBlocks, dimBlocks, args,
                         sharedMemBytes, stream);
}

#endif // __cplusplus
#endif // OPENHIP_HIP_DETAIL_HIP_API_CPP_H
