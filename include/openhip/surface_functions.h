// Surface load/store functions of the HIP kernel language on surface objects
// over arrays: surf1D/2D/3D(Layered)read and ...write, in HIP's pointer form
// (surf2Dread(&value, surface, xBytes, y)) and CUDA's value form
// (surf2Dread<T>(surface, xBytes, y)). As in CUDA, x is a byte offset and
// the access moves sizeof(T) raw bytes. Boundary modes: hipBoundaryModeZero
// (out-of-range reads give 0, writes are dropped) and hipBoundaryModeClamp
// (coordinates clamped to the edge texel); hipBoundaryModeTrap behaves like
// Zero (the CPU device has no trap that leaves the process usable).
#ifndef OPENHIP_SURFACE_FUNCTIONS_H
#define OPENHIP_SURFACE_FUNCTIONS_H

#include <hip/surface_types.h>
#include <openhip/texture_object.h>

namespace __openhip_surf {

typedef OpenHipTextureDescriptor Desc;

__device__ inline const Desc& descriptorOf(hipSurfaceObject_t surface) {
  return *reinterpret_cast<const Desc*>(surface);
}

/// Clamps or checks one coordinate; false when the access must be dropped.
__device__ inline bool place(long long* v, long long limit, int mode) {
  if (*v >= 0 && *v < limit)
    return true;
  if (mode != hipBoundaryModeClamp || limit <= 0)
    return false;
  *v = *v < 0 ? 0 : limit - 1;
  return true;
}

/// Address of the `bytes`-byte access at byte x, row y, slice z; nullptr if dropped.
__device__ inline char* address(const Desc& d, int x, int y, int z, size_t bytes, int mode) {
  const OpenHipTextureLevel& l = d.level;
  const long long row_bytes = static_cast<long long>(l.width) * d.texel_bytes;
  long long xb = x, yy = y, zz = z;
  const long long slices = d.layers > 0 ? d.layers : l.depth;
  if (!place(&yy, l.height, mode) || !place(&zz, slices, mode))
    return nullptr;
  if (xb < 0 || xb + static_cast<long long>(bytes) > row_bytes) {
    if (mode != hipBoundaryModeClamp)
      return nullptr;
    const long long last = row_bytes - static_cast<long long>(bytes);
    if (last < 0)
      return nullptr;
    xb = xb < 0 ? 0 : last - last % d.texel_bytes;
  }
  return l.data + zz * static_cast<long long>(l.slice_pitch) +
         yy * static_cast<long long>(l.row_pitch) + xb;
}

template <class _Tp> __device__ inline _Tp read(hipSurfaceObject_t s, int x, int y, int z, int mode) {
  _Tp value;
  const char* p = address(descriptorOf(s), x, y, z, sizeof(_Tp), mode);
  if (p)
    __builtin_memcpy(&value, p, sizeof(_Tp));
  else
    __builtin_memset(&value, 0, sizeof(_Tp));
  return value;
}

template <class _Tp>
__device__ inline void write(const _Tp& value, hipSurfaceObject_t s, int x, int y, int z, int mode) {
  if (char* p = address(descriptorOf(s), x, y, z, sizeof(_Tp), mode))
    __builtin_memcpy(p, &value, sizeof(_Tp));
}

} // namespace __openhip_surf

#define __OPENHIP_SURF_MODE int boundaryMode = hipBoundaryModeZero

template <class _Tp>
__device__ inline void surf1Dread(_Tp* data, hipSurfaceObject_t surfObj, int x, __OPENHIP_SURF_MODE) {
  *data = __openhip_surf::read<_Tp>(surfObj, x, 0, 0, boundaryMode);
}
template <class _Tp>
__device__ inline _Tp surf1Dread(hipSurfaceObject_t surfObj, int x, __OPENHIP_SURF_MODE) {
  return __openhip_surf::read<_Tp>(surfObj, x, 0, 0, boundaryMode);
}
template <class _Tp>
__device__ inline void surf1Dwrite(_Tp data, hipSurfaceObject_t surfObj, int x, __OPENHIP_SURF_MODE) {
  __openhip_surf::write(data, surfObj, x, 0, 0, boundaryMode);
}

template <class _Tp>
__device__ inline void surf2Dread(_Tp* data, hipSurfaceObject_t surfObj, int x, int y,
                                  __OPENHIP_SURF_MODE) {
  *data = __openhip_surf::read<_Tp>(surfObj, x, y, 0, boundaryMode);
}
template <class _Tp>
__device__ inline _Tp surf2Dread(hipSurfaceObject_t surfObj, int x, int y, __OPENHIP_SURF_MODE) {
  return __openhip_surf::read<_Tp>(surfObj, x, y, 0, boundaryMode);
}
template <class _Tp>
__device__ inline void surf2Dwrite(_Tp data, hipSurfaceObject_t surfObj, int x, int y,
                                   __OPENHIP_SURF_MODE) {
  __openhip_surf::write(data, surfObj, x, y, 0, boundaryMode);
}

template <class _Tp>
__device__ inline void surf3Dread(_Tp* data, hipSurfaceObject_t surfObj, int x, int y, int z,
                                  __OPENHIP_SURF_MODE) {
  *data = __openhip_surf::read<_Tp>(surfObj, x, y, z, boundaryMode);
}
template <class _Tp>
__device__ inline _Tp surf3Dread(hipSurfaceObject_t surfObj, int x, int y, int z,
                               __OPENHIP_SURF_MODE) {
  return __openhip_surf::read<_Tp>(surfObj, x, y, z, boundaryMode);
}
template <class _Tp>
__device__ inline void surf3Dwrite(_Tp data, hipSurfaceObject_t surfObj, int x, int y, int z,
                                   __OPENHIP_SURF_MODE) {
  __openhip_surf::write(data, surfObj, x, y, z, boundaryMode);
}

template <class _Tp>
__device__ inline void surf1DLayeredread(_Tp* data, hipSurfaceObject_t surfObj, int x, int layer,
                                         __OPENHIP_SURF_MODE) {
  *data = __openhip_surf::read<_Tp>(surfObj, x, 0, layer, boundaryMode);
}
template <class _Tp>
__device__ inline _Tp surf1DLayeredread(hipSurfaceObject_t surfObj, int x, int layer,
                                      __OPENHIP_SURF_MODE) {
  return __openhip_surf::read<_Tp>(surfObj, x, 0, layer, boundaryMode);
}
template <class _Tp>
__device__ inline void surf1DLayeredwrite(_Tp data, hipSurfaceObject_t surfObj, int x, int layer,
                                          __OPENHIP_SURF_MODE) {
  __openhip_surf::write(data, surfObj, x, 0, layer, boundaryMode);
}

template <class _Tp>
__device__ inline void surf2DLayeredread(_Tp* data, hipSurfaceObject_t surfObj, int x, int y,
                                         int layer, __OPENHIP_SURF_MODE) {
  *data = __openhip_surf::read<_Tp>(surfObj, x, y, layer, boundaryMode);
}
template <class _Tp>
__device__ inline _Tp surf2DLayeredread(hipSurfaceObject_t surfObj, int x, int y, int layer,
                                      __OPENHIP_SURF_MODE) {
  return __openhip_surf::read<_Tp>(surfObj, x, y, layer, boundaryMode);
}
template <class _Tp>
__device__ inline void surf2DLayeredwrite(_Tp data, hipSurfaceObject_t surfObj, int x, int y,
                                          int layer, __OPENHIP_SURF_MODE) {
  __openhip_surf::write(data, surfObj, x, y, layer, boundaryMode);
}

#undef __OPENHIP_SURF_MODE

#endif // OPENHIP_SURFACE_FUNCTIONS_H
