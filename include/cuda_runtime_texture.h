// CUDA arrays, texture and surface objects and 3D copies over OpenHIP's
// runtime. The descriptor structs have the same layout in CUDA and HIP, so
// CUDA's names are HIP's types; enumerators get CUDA's names with the
// values both share. Differences: cudaTextureObject_t/cudaSurfaceObject_t
// are HIP's handle types (pointers, not 64-bit integers: `= 0` and `!= 0`
// still work), and cudaTextureDesc has CUDA 11's fields.
// Included by cuda_runtime_api.h.
#ifndef OPENHIP_CUDA_RUNTIME_TEXTURE_H
#define OPENHIP_CUDA_RUNTIME_TEXTURE_H

#define OPENHIP_CUDA_CALL(call) return openhip_cuda::toCuda(call)

typedef hipArray_t cudaArray_t;
typedef hipArray_const_t cudaArray_const_t;
typedef hipMipmappedArray_t cudaMipmappedArray_t;
typedef hipTextureObject_t cudaTextureObject_t;
typedef hipSurfaceObject_t cudaSurfaceObject_t;
// Surface boundary modes. CUDA numbers them Zero 0, Clamp 1, Trap 2 and HIP
// Zero 0, Trap 1, Clamp 2; the surface functions take HIP's numbers, so each
// name carries HIP's value (programs pass the names, not the numbers).
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = hipBoundaryModeZero,
  cudaBoundaryModeClamp = hipBoundaryModeClamp,
  cudaBoundaryModeTrap = hipBoundaryModeTrap
};
typedef hipChannelFormatDesc cudaChannelFormatDesc;
typedef hipResourceDesc cudaResourceDesc;
typedef hipResourceViewDesc cudaResourceViewDesc;
typedef hipTextureDesc cudaTextureDesc;
typedef hipExtent cudaExtent;
typedef hipPos cudaPos;
typedef hipPitchedPtr cudaPitchedPtr;
typedef hipChannelFormatKind cudaChannelFormatKind;
typedef hipResourceType cudaResourceType;
typedef hipTextureAddressMode cudaTextureAddressMode;
typedef hipTextureFilterMode cudaTextureFilterMode;
typedef hipTextureReadMode cudaTextureReadMode;

inline constexpr hipChannelFormatKind cudaChannelFormatKindSigned = hipChannelFormatKindSigned;
inline constexpr hipChannelFormatKind cudaChannelFormatKindUnsigned = hipChannelFormatKindUnsigned;
inline constexpr hipChannelFormatKind cudaChannelFormatKindFloat = hipChannelFormatKindFloat;
inline constexpr hipChannelFormatKind cudaChannelFormatKindNone = hipChannelFormatKindNone;
inline constexpr hipResourceType cudaResourceTypeArray = hipResourceTypeArray;
inline constexpr hipResourceType cudaResourceTypeMipmappedArray = hipResourceTypeMipmappedArray;
inline constexpr hipResourceType cudaResourceTypeLinear = hipResourceTypeLinear;
inline constexpr hipResourceType cudaResourceTypePitch2D = hipResourceTypePitch2D;
inline constexpr hipTextureAddressMode cudaAddressModeWrap = hipAddressModeWrap;
inline constexpr hipTextureAddressMode cudaAddressModeClamp = hipAddressModeClamp;
inline constexpr hipTextureAddressMode cudaAddressModeMirror = hipAddressModeMirror;
inline constexpr hipTextureAddressMode cudaAddressModeBorder = hipAddressModeBorder;
inline constexpr hipTextureFilterMode cudaFilterModePoint = hipFilterModePoint;
inline constexpr hipTextureFilterMode cudaFilterModeLinear = hipFilterModeLinear;
inline constexpr hipTextureReadMode cudaReadModeElementType = hipReadModeElementType;
inline constexpr hipTextureReadMode cudaReadModeNormalizedFloat = hipReadModeNormalizedFloat;

#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08

inline cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) { return make_hipExtent(w, h, d); }
inline cudaPos make_cudaPos(size_t x, size_t y, size_t z) { return make_hipPos(x, y, z); }
inline cudaPitchedPtr make_cudaPitchedPtr(void* d, size_t p, size_t xsz, size_t ysz) {
  return make_hipPitchedPtr(d, p, xsz, ysz);
}

inline cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, cudaChannelFormatKind f) {
  return hipCreateChannelDesc(x, y, z, w, f);
}
template <class _Tp>
inline cudaChannelFormatDesc cudaCreateChannelDesc() {
  return hipCreateChannelDesc<_Tp>();
}
inline cudaError_t cudaGetChannelDesc(cudaChannelFormatDesc* desc, cudaArray_const_t array) {
  OPENHIP_CUDA_CALL(hipGetChannelDesc(desc, array));
}

// ---- Arrays ------------------------------------------------------------------
inline cudaError_t cudaMallocArray(cudaArray_t* array, const cudaChannelFormatDesc* desc, size_t width,
                                   size_t height = 0, unsigned flags = cudaArrayDefault) {
  OPENHIP_CUDA_CALL(hipMallocArray(array, desc, width, height, flags));
}
inline cudaError_t cudaMalloc3DArray(cudaArray_t* array, const cudaChannelFormatDesc* desc, cudaExtent extent,
                                     unsigned flags = cudaArrayDefault) {
  OPENHIP_CUDA_CALL(hipMalloc3DArray(array, desc, extent, flags));
}
inline cudaError_t cudaFreeArray(cudaArray_t array) { OPENHIP_CUDA_CALL(hipFreeArray(array)); }
inline cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void* src,
                                       size_t spitch, size_t width, size_t height, cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(
      hipMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void* src,
                                            size_t spitch, size_t width, size_t height, cudaMemcpyKind kind,
                                            cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height,
                                            static_cast<hipMemcpyKind>(kind), stream));
}
inline cudaError_t cudaMemcpy2DFromArray(void* dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                         size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(
      hipMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaMemcpy2DFromArrayAsync(void* dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                              size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind,
                                              cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height,
                                              static_cast<hipMemcpyKind>(kind), stream));
}

// ---- Texture and surface objects ---------------------------------------------
inline cudaError_t cudaCreateTextureObject(cudaTextureObject_t* texture, const cudaResourceDesc* resource,
                                           const cudaTextureDesc* desc, const cudaResourceViewDesc* view) {
  OPENHIP_CUDA_CALL(hipCreateTextureObject(texture, resource, desc, view));
}
inline cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texture) {
  OPENHIP_CUDA_CALL(hipDestroyTextureObject(texture));
}
inline cudaError_t cudaGetTextureObjectResourceDesc(cudaResourceDesc* resource, cudaTextureObject_t texture) {
  OPENHIP_CUDA_CALL(hipGetTextureObjectResourceDesc(resource, texture));
}
inline cudaError_t cudaGetTextureObjectTextureDesc(cudaTextureDesc* desc, cudaTextureObject_t texture) {
  OPENHIP_CUDA_CALL(hipGetTextureObjectTextureDesc(desc, texture));
}
inline cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t* surface, const cudaResourceDesc* resource) {
  OPENHIP_CUDA_CALL(hipCreateSurfaceObject(surface, resource));
}
inline cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surface) {
  OPENHIP_CUDA_CALL(hipDestroySurfaceObject(surface));
}

// ---- 3D allocations and copies -----------------------------------------------
// HIP's layout with CUDA's copy-kind type.
struct cudaMemcpy3DParms {
  cudaArray_t srcArray;
  cudaPos srcPos;
  cudaPitchedPtr srcPtr;
  cudaArray_t dstArray;
  cudaPos dstPos;
  cudaPitchedPtr dstPtr;
  cudaExtent extent;
  cudaMemcpyKind kind;
};

namespace openhip_cuda {
inline hipMemcpy3DParms toHip(const cudaMemcpy3DParms& p) {
  hipMemcpy3DParms h{};
  h.srcArray = p.srcArray;
  h.srcPos = p.srcPos;
  h.srcPtr = p.srcPtr;
  h.dstArray = p.dstArray;
  h.dstPos = p.dstPos;
  h.dstPtr = p.dstPtr;
  h.extent = p.extent;
  h.kind = static_cast<hipMemcpyKind>(p.kind);
  return h;
}
}  // namespace openhip_cuda

inline cudaError_t cudaMalloc3D(cudaPitchedPtr* pitched, cudaExtent extent) {
  OPENHIP_CUDA_CALL(hipMalloc3D(pitched, extent));
}
inline cudaError_t cudaMemcpy3D(const cudaMemcpy3DParms* params) {
  if (!params) return cudaErrorInvalidValue;
  hipMemcpy3DParms h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipMemcpy3D(&h));
}
inline cudaError_t cudaMemcpy3DAsync(const cudaMemcpy3DParms* params, cudaStream_t stream = 0) {
  if (!params) return cudaErrorInvalidValue;
  hipMemcpy3DParms h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipMemcpy3DAsync(&h, stream));
}
inline cudaError_t cudaMemset3D(cudaPitchedPtr pitched, int value, cudaExtent extent) {
  OPENHIP_CUDA_CALL(hipMemset3D(pitched, value, extent));
}
inline cudaError_t cudaMemset3DAsync(cudaPitchedPtr pitched, int value, cudaExtent extent, cudaStream_t stream = 0) {
  OPENHIP_CUDA_CALL(hipMemset3DAsync(pitched, value, extent, stream));
}

#undef OPENHIP_CUDA_CALL

#endif  // OPENHIP_CUDA_RUNTIME_TEXTURE_H
