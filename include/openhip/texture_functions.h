// Texture fetch functions of the HIP kernel language: the texture object API
// (tex2D<float4>(obj, x, y), tex1Dfetch<int>(obj, i), ... and the forms that
// write through a pointer) and the texture reference API on
// texture<T, dim, mode> variables. Sampling rules: texture_sampling.h.
// Surfaces: surface_functions.h.
#ifndef OPENHIP_TEXTURE_FUNCTIONS_H
#define OPENHIP_TEXTURE_FUNCTIONS_H

#include <openhip/surface_functions.h>
#include <openhip/texture_sampling.h>

// ---- Texture objects ----------------------------------------------------------------

#define __OPENHIP_TEX_OBJECT_FN(NAME, PARAMS, ARGS, DIMS, COORDS, LAYER, LOD)                      \
  template <class _Tp> __OPENHIP_TEX_INLINE _Tp NAME(hipTextureObject_t textureObject PARAMS) {    \
    return __openhip_tex::sample<_Tp>(__openhip_tex::descriptorOf(textureObject), DIMS, COORDS,    \
                                    LAYER, LOD);                                                   \
  }                                                                                                \
  template <class _Tp>                                                                             \
  __OPENHIP_TEX_INLINE void NAME(_Tp* ptr, hipTextureObject_t textureObject PARAMS) {              \
    *ptr = NAME<_Tp>(textureObject ARGS);                                                          \
  }

#define __OPENHIP_COMMA ,
#define __OPENHIP_C1(x) x, 0.0f, 0.0f
#define __OPENHIP_C2(x, y) x, y, 0.0f
#define __OPENHIP_C3(x, y, z) x, y, z

__OPENHIP_TEX_OBJECT_FN(tex1D, __OPENHIP_COMMA float x, __OPENHIP_COMMA x, 1, __OPENHIP_C1(x), 0,
                        0.0f)
__OPENHIP_TEX_OBJECT_FN(tex2D, __OPENHIP_COMMA float x __OPENHIP_COMMA float y,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y, 2, __OPENHIP_C2(x, y), 0, 0.0f)
__OPENHIP_TEX_OBJECT_FN(tex3D,
                        __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float z,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y __OPENHIP_COMMA z, 3,
                        __OPENHIP_C3(x, y, z), 0, 0.0f)
__OPENHIP_TEX_OBJECT_FN(tex1DLayered, __OPENHIP_COMMA float x __OPENHIP_COMMA int layer,
                        __OPENHIP_COMMA x __OPENHIP_COMMA layer, 1, __OPENHIP_C1(x), layer, 0.0f)
__OPENHIP_TEX_OBJECT_FN(tex2DLayered,
                        __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA int layer,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y __OPENHIP_COMMA layer, 2,
                        __OPENHIP_C2(x, y), layer, 0.0f)
__OPENHIP_TEX_OBJECT_FN(tex1DLod, __OPENHIP_COMMA float x __OPENHIP_COMMA float level,
                        __OPENHIP_COMMA x __OPENHIP_COMMA level, 1, __OPENHIP_C1(x), 0, level)
__OPENHIP_TEX_OBJECT_FN(tex2DLod,
                        __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float level,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y __OPENHIP_COMMA level, 2,
                        __OPENHIP_C2(x, y), 0, level)
__OPENHIP_TEX_OBJECT_FN(tex3DLod,
                        __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float z
                            __OPENHIP_COMMA float level,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y __OPENHIP_COMMA z __OPENHIP_COMMA level,
                        3, __OPENHIP_C3(x, y, z), 0, level)
__OPENHIP_TEX_OBJECT_FN(
    tex1DLayeredLod, __OPENHIP_COMMA float x __OPENHIP_COMMA int layer __OPENHIP_COMMA float level,
    __OPENHIP_COMMA x __OPENHIP_COMMA layer __OPENHIP_COMMA level, 1, __OPENHIP_C1(x), layer, level)
__OPENHIP_TEX_OBJECT_FN(tex2DLayeredLod,
                        __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA int layer
                            __OPENHIP_COMMA float level,
                        __OPENHIP_COMMA x __OPENHIP_COMMA y __OPENHIP_COMMA layer __OPENHIP_COMMA
                            level,
                        2, __OPENHIP_C2(x, y), layer, level)

template <class _Tp> __OPENHIP_TEX_INLINE _Tp tex1Dfetch(hipTextureObject_t textureObject, int x) {
  return __openhip_tex::fetchIndex<_Tp>(__openhip_tex::descriptorOf(textureObject), x);
}
template <class _Tp>
__OPENHIP_TEX_INLINE void tex1Dfetch(_Tp* ptr, hipTextureObject_t textureObject, int x) {
  *ptr = tex1Dfetch<_Tp>(textureObject, x);
}

template <class _Tp>
__OPENHIP_TEX_INLINE _Tp tex1DGrad(hipTextureObject_t textureObject, float x, float dx, float dy) {
  const __openhip_tex::Desc& d = __openhip_tex::descriptorOf(textureObject);
  return __openhip_tex::sample<_Tp>(d, 1, x, 0.0f, 0.0f, 0,
                                  __openhip_tex::lodFromGradients(d, 1, &dx, &dy));
}
template <class _Tp>
__OPENHIP_TEX_INLINE _Tp tex2DGrad(hipTextureObject_t textureObject, float x, float y, float2 dx,
                                 float2 dy) {
  const __openhip_tex::Desc& d = __openhip_tex::descriptorOf(textureObject);
  const float ddx[2] = {dx.x, dx.y}, ddy[2] = {dy.x, dy.y};
  return __openhip_tex::sample<_Tp>(d, 2, x, y, 0.0f, 0,
                                  __openhip_tex::lodFromGradients(d, 2, ddx, ddy));
}
template <class _Tp>
__OPENHIP_TEX_INLINE _Tp tex3DGrad(hipTextureObject_t textureObject, float x, float y, float z,
                                 float4 dx, float4 dy) {
  const __openhip_tex::Desc& d = __openhip_tex::descriptorOf(textureObject);
  const float ddx[3] = {dx.x, dx.y, dx.z}, ddy[3] = {dy.x, dy.y, dy.z};
  return __openhip_tex::sample<_Tp>(d, 3, x, y, z, 0,
                                  __openhip_tex::lodFromGradients(d, 3, ddx, ddy));
}
template <class _Tp>
__OPENHIP_TEX_INLINE void tex1DGrad(_Tp* ptr, hipTextureObject_t t, float x, float dx, float dy) {
  *ptr = tex1DGrad<_Tp>(t, x, dx, dy);
}
template <class _Tp>
__OPENHIP_TEX_INLINE void tex2DGrad(_Tp* ptr, hipTextureObject_t t, float x, float y, float2 dx,
                                    float2 dy) {
  *ptr = tex2DGrad<_Tp>(t, x, y, dx, dy);
}
template <class _Tp>
__OPENHIP_TEX_INLINE void tex3DGrad(_Tp* ptr, hipTextureObject_t t, float x, float y, float z,
                                    float4 dx, float4 dy) {
  *ptr = tex3DGrad<_Tp>(t, x, y, z, dx, dy);
}

template <class _Tp>
__OPENHIP_TEX_INLINE _Tp tex2Dgather(hipTextureObject_t textureObject, float x, float y,
                                   int comp = 0) {
  return __openhip_tex::gather<_Tp>(__openhip_tex::descriptorOf(textureObject), x, y, comp);
}
template <class _Tp>
__OPENHIP_TEX_INLINE void tex2Dgather(_Tp* ptr, hipTextureObject_t textureObject, float x, float y,
                                      int comp = 0) {
  *ptr = tex2Dgather<_Tp>(textureObject, x, y, comp);
}

// ---- Texture references: texture<T, dim, mode> variables ------------------------------

namespace __openhip_tex {

/// What a reference fetch returns: T, or the float type of T's shape for normalized reads.
template <class _Tp, enum hipTextureReadMode mode> struct RefResult { typedef _Tp type; };
template <class _Tp> struct RefResult<_Tp, hipReadModeNormalizedFloat> {
  typedef typename FloatOf<Traits<_Tp>::_Np>::type type;
};

/// The device-side variable holds the address of the host textureReference
/// (see src/runtime/texture_reference_api.cpp), whose textureObject is bound.
__OPENHIP_TEX_INLINE const Desc& descriptorOf(const textureReference& variable) {
  const textureReference* ref = *reinterpret_cast<const textureReference* const*>(&variable);
  return *reinterpret_cast<const Desc*>(ref->textureObject);
}

} // namespace __openhip_tex

#define __OPENHIP_TEX_REF_RESULT typename __openhip_tex::RefResult<_Tp, mode>::type

template <class _Tp, enum hipTextureReadMode mode>
__OPENHIP_TEX_INLINE __OPENHIP_TEX_REF_RESULT
tex1Dfetch(const texture<_Tp, hipTextureType1D, mode>& t, int x) {
  return __openhip_tex::fetchIndex<__OPENHIP_TEX_REF_RESULT>(__openhip_tex::descriptorOf(t), x);
}

#define __OPENHIP_TEX_REF_FN(NAME, TYPE, PARAMS, DIMS, COORDS, LAYER, LOD)                         \
  template <class _Tp, enum hipTextureReadMode mode>                                               \
  __OPENHIP_TEX_INLINE __OPENHIP_TEX_REF_RESULT NAME(const texture<_Tp, TYPE, mode>& t PARAMS) {   \
    return __openhip_tex::sample<__OPENHIP_TEX_REF_RESULT>(__openhip_tex::descriptorOf(t), DIMS,   \
                                                           COORDS, LAYER, LOD);                    \
  }

__OPENHIP_TEX_REF_FN(tex1D, hipTextureType1D, __OPENHIP_COMMA float x, 1, __OPENHIP_C1(x), 0, 0.0f)
__OPENHIP_TEX_REF_FN(tex2D, hipTextureType2D, __OPENHIP_COMMA float x __OPENHIP_COMMA float y, 2,
                     __OPENHIP_C2(x, y), 0, 0.0f)
__OPENHIP_TEX_REF_FN(tex3D, hipTextureType3D,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float z, 3,
                     __OPENHIP_C3(x, y, z), 0, 0.0f)
__OPENHIP_TEX_REF_FN(tex1DLayered, hipTextureType1DLayered,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA int layer, 1, __OPENHIP_C1(x), layer,
                     0.0f)
__OPENHIP_TEX_REF_FN(tex2DLayered, hipTextureType2DLayered,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA int layer, 2,
                     __OPENHIP_C2(x, y), layer, 0.0f)
__OPENHIP_TEX_REF_FN(tex1DLod, hipTextureType1D,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA float level, 1, __OPENHIP_C1(x), 0,
                     level)
__OPENHIP_TEX_REF_FN(tex2DLod, hipTextureType2D,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float level, 2,
                     __OPENHIP_C2(x, y), 0, level)
__OPENHIP_TEX_REF_FN(tex3DLod, hipTextureType3D,
                     __OPENHIP_COMMA float x __OPENHIP_COMMA float y __OPENHIP_COMMA float z
                         __OPENHIP_COMMA float level,
                     3, __OPENHIP_C3(x, y, z), 0, level)

/// tex2Dgather on a reference returns four components of T's channel type (float for
/// normalized reads).
template <class _Tp, enum hipTextureReadMode mode>
__OPENHIP_TEX_INLINE auto tex2Dgather(const texture<_Tp, hipTextureType2D, mode>& t, float x, float y,
                                      int comp = 0)  // trailing type: C++11 code includes this too
    -> typename __openhip_tex::Vector4<typename __openhip_tex::Traits<
        typename __openhip_tex::RefResult<_Tp, mode>::type>::_Cp>::type {
  typedef typename __openhip_tex::RefResult<_Tp, mode>::type _Rp;
  typedef typename __openhip_tex::Traits<_Rp>::_Cp _Cp;
  typedef typename __openhip_tex::Vector4<_Cp>::type _Vp;
  return __openhip_tex::gather<_Vp>(__openhip_tex::descriptorOf(t), x, y, comp);
}

#undef __OPENHIP_TEX_OBJECT_FN
#undef __OPENHIP_TEX_REF_FN
#undef __OPENHIP_TEX_REF_RESULT
#undef __OPENHIP_COMMA
#undef __OPENHIP_C1
#undef __OPENHIP_C2
#undef __OPENHIP_C3

#endif // OPENHIP_TEXTURE_FUNCTIONS_H
