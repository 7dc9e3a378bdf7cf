// What nvcc makes every CUDA source see: the CUDA runtime API (over OpenHIP's
// HIP runtime), the kernel language, vector types and the C++ template forms
// of the API that take kernels and symbols directly. hipcc force-includes it
// for .cu sources (openhip/prelude.h), as nvcc does.
#ifndef OPENHIP_CUDA_RUNTIME_H
#define OPENHIP_CUDA_RUNTIME_H

#include <hip/hip_runtime.h>

#include "cuda_runtime_api.h"
#include "device_launch_parameters.h"

template <class _Tp>
inline cudaError_t cudaMalloc(_Tp** ptr, size_t size) {
  return cudaMalloc(reinterpret_cast<void**>(ptr), size);
}
template <class _Tp>
inline cudaError_t cudaMallocHost(_Tp** ptr, size_t size) {
  return cudaMallocHost(reinterpret_cast<void**>(ptr), size);
}
template <class _Tp>
inline cudaError_t cudaHostAlloc(_Tp** ptr, size_t size, unsigned flags) {
  return cudaHostAlloc(reinterpret_cast<void**>(ptr), size, flags);
}
template <class _Tp>
inline cudaError_t cudaMallocManaged(_Tp** ptr, size_t size, unsigned flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void**>(ptr), size, flags);
}
template <class _Tp>
inline cudaError_t cudaMallocPitch(_Tp** ptr, size_t* pitch, size_t width, size_t height) {
  return cudaMallocPitch(reinterpret_cast<void**>(ptr), pitch, width, height);
}
template <class _Tp>
inline cudaError_t cudaHostGetDevicePointer(_Tp** dev, void* host, unsigned flags) {
  return cudaHostGetDevicePointer(reinterpret_cast<void**>(dev), host, flags);
}

// Symbols passed by reference (`cudaMemcpyToSymbol(table, ...)`).
template <class _Tp>
inline cudaError_t cudaMemcpyToSymbol(const _Tp& symbol, const void* src, size_t count, size_t offset = 0,
                                      cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol(reinterpret_cast<const void*>(&symbol), src, count, offset, kind);
}
template <class _Tp>
inline cudaError_t cudaMemcpyFromSymbol(void* dst, const _Tp& symbol, size_t count, size_t offset = 0,
                                        cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, reinterpret_cast<const void*>(&symbol), count, offset, kind);
}
template <class _Tp>
inline cudaError_t cudaMemcpyToSymbolAsync(const _Tp& symbol, const void* src, size_t count, size_t offset,
                                           cudaMemcpyKind kind, cudaStream_t stream = 0) {
  return cudaMemcpyToSymbolAsync(reinterpret_cast<const void*>(&symbol), src, count, offset, kind, stream);
}
template <class _Tp>
inline cudaError_t cudaMemcpyFromSymbolAsync(void* dst, const _Tp& symbol, size_t count, size_t offset,
                                             cudaMemcpyKind kind, cudaStream_t stream = 0) {
  return cudaMemcpyFromSymbolAsync(dst, reinterpret_cast<const void*>(&symbol), count, offset, kind, stream);
}
template <class _Tp>
inline cudaError_t cudaGetSymbolAddress(void** devPtr, const _Tp& symbol) {
  return cudaGetSymbolAddress(devPtr, reinterpret_cast<const void*>(&symbol));
}
template <class _Tp>
inline cudaError_t cudaGetSymbolSize(size_t* size, const _Tp& symbol) {
  return cudaGetSymbolSize(size, reinterpret_cast<const void*>(&symbol));
}

// Kernels passed as functions.
template <class _Tp>
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes* attr, _Tp* func) {
  return cudaFuncGetAttributes(attr, reinterpret_cast<const void*>(func));
}
template <class _Tp>
inline cudaError_t cudaFuncSetAttribute(_Tp* func, cudaFuncAttribute attr, int value) {
  return cudaFuncSetAttribute(reinterpret_cast<const void*>(func), attr, value);
}
template <class _Tp>
inline cudaError_t cudaFuncSetCacheConfig(_Tp* func, cudaFuncCache c) {
  return cudaFuncSetCacheConfig(reinterpret_cast<const void*>(func), c);
}
template <class _Tp>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, _Tp* func, int blockSize,
                                                                 size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, reinterpret_cast<const void*>(func), blockSize,
                                                       dynamicSMemSize);
}
template <class _Tp>
inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int* minGridSize, int* blockSize, _Tp* func,
                                                      size_t dynamicSMemSize = 0, int blockSizeLimit = 0) {
  return openhip_cuda::toCuda(hipOccupancyMaxPotentialBlockSize(
      minGridSize, blockSize, reinterpret_cast<const void*>(func), dynamicSMemSize, blockSizeLimit));
}
template <class _Tp>
inline cudaError_t cudaLaunchCooperativeKernel(_Tp* func, dim3 grid, dim3 block, void** args, size_t sharedMem = 0,
                                               cudaStream_t stream = 0) {
  return cudaLaunchCooperativeKernel(reinterpret_cast<const void*>(func), grid, block, args, sharedMem, stream);
}

#endif  // OPENHIP_CUDA_RUNTIME_H
