// Device-side texture sampling on the CPU device: addressing, point and
// linear filtering, mipmap level selection and texel conversion over an
// OpenHipTextureDescriptor (include/openhip/texture_object.h). The public
// fetch functions (tex2D<float>(obj, x, y), ...) in texture_functions.h are
// thin wrappers around sample<T>() and fetchIndex<T>().
//
// Semantics (CUDA's, except where noted):
// - Coordinates are texel coordinates, or [0, 1) per dimension with
//   normalized coordinates. Point filtering takes texel floor(u); linear
//   filtering blends texels floor(u - 0.5) and the next one with weight
//   frac(u - 0.5), in full float precision (not the 9-bit fixed-point weight
//   of NVIDIA hardware).
// - Address modes act on texel indices: clamp, border (border color), wrap and
//   mirror; with unnormalized coordinates wrap and mirror act as clamp.
// - 8/16-bit integer texels read with hipReadModeNormalizedFloat become
//   [0, 1] (unsigned) or [-1, 1] (signed) floats; float and half texels are
//   returned as floats; integer texels read as elements are point-sampled
//   (linear filtering of integer elements is not defined) and cast to the
//   requested component type. Missing channels read as 0.
#ifndef OPENHIP_TEXTURE_SAMPLING_H
#define OPENHIP_TEXTURE_SAMPLING_H

#include <hip/hip_vector_types.h>
#include <hip/texture_types.h>
#include <openhip/texture_object.h>

// The fast path's helpers are always inlined: an out-of-line call would force the
// coordinate arrays into memory (per-work-item private storage on the CPU device).
#define __OPENHIP_TEX_INLINE __device__ inline __attribute__((always_inline))

namespace __openhip_tex {

typedef OpenHipTextureDescriptor Desc;
typedef OpenHipTextureLevel Level;

// ---- Element types: component type C and count N of each fetchable T ------------

template <class _Tp> struct Traits { static constexpr bool valid = false; };

#define __OPENHIP_TEX_SCALAR(_Tp, KIND)                                                            \
  template <> struct Traits<_Tp> {                                                                 \
    static constexpr bool valid = true;                                                            \
    typedef _Tp _Cp;                                                                               \
    static constexpr int _Np = 1;                                                                  \
    static constexpr uint32_t kind = KIND;                                                         \
    static __device__ inline _Tp make(const _Cp* v) { return v[0]; }                               \
    static __device__ inline void split(const _Tp& t, _Cp* v) { v[0] = t; }                        \
  };
#define __OPENHIP_TEX_VECTORS(_Pp, _Tp, KIND)                                                      \
  template <> struct Traits<_Pp##1> {                                                              \
    static constexpr bool valid = true;                                                            \
    typedef _Tp _Cp;                                                                               \
    static constexpr int _Np = 1;                                                                  \
    static constexpr uint32_t kind = KIND;                                                         \
    static __device__ inline _Pp##1 make(const _Cp* v) { return _Pp##1(v[0]); }                    \
    static __device__ inline void split(const _Pp##1 & t, _Cp* v) { v[0] = t.x; }                  \
  };                                                                                               \
  template <> struct Traits<_Pp##2> {                                                              \
    static constexpr bool valid = true;                                                            \
    typedef _Tp _Cp;                                                                               \
    static constexpr int _Np = 2;                                                                  \
    static constexpr uint32_t kind = KIND;                                                         \
    static __device__ inline _Pp##2 make(const _Cp* v) { return _Pp##2(v[0], v[1]); }              \
    static __device__ inline void split(const _Pp##2 & t, _Cp* v) { v[0] = t.x, v[1] = t.y; }      \
  };                                                                                               \
  template <> struct Traits<_Pp##3> {                                                              \
    static constexpr bool valid = true;                                                            \
    typedef _Tp _Cp;                                                                               \
    static constexpr int _Np = 3;                                                                  \
    static constexpr uint32_t kind = KIND;                                                         \
    static __device__ inline _Pp##3 make(const _Cp* v) { return _Pp##3(v[0], v[1], v[2]); }        \
    static __device__ inline void split(const _Pp##3 & t, _Cp* v) {                                \
      v[0] = t.x, v[1] = t.y, v[2] = t.z;                                                          \
    }                                                                                              \
  };                                                                                               \
  template <> struct Traits<_Pp##4> {                                                              \
    static constexpr bool valid = true;                                                            \
    typedef _Tp _Cp;                                                                               \
    static constexpr int _Np = 4;                                                                  \
    static constexpr uint32_t kind = KIND;                                                         \
    static __device__ inline _Pp##4 make(const _Cp* v) { return _Pp##4(v[0], v[1], v[2], v[3]); }  \
    static __device__ inline void split(const _Pp##4 & t, _Cp* v) {                                \
      v[0] = t.x, v[1] = t.y, v[2] = t.z, v[3] = t.w;                                              \
    }                                                                                              \
  };

__OPENHIP_TEX_SCALAR(char, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_SCALAR(signed char, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_SCALAR(unsigned char, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_SCALAR(short, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_SCALAR(unsigned short, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_SCALAR(int, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_SCALAR(unsigned int, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_SCALAR(float, OPENHIP_CHANNEL_FLOAT)
__OPENHIP_TEX_VECTORS(char, signed char, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_VECTORS(uchar, unsigned char, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_VECTORS(short, short, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_VECTORS(ushort, unsigned short, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_VECTORS(int, int, OPENHIP_CHANNEL_SIGNED)
__OPENHIP_TEX_VECTORS(uint, unsigned int, OPENHIP_CHANNEL_UNSIGNED)
__OPENHIP_TEX_VECTORS(float, float, OPENHIP_CHANNEL_FLOAT)
#undef __OPENHIP_TEX_SCALAR
#undef __OPENHIP_TEX_VECTORS

/// The texel format whose texels are exactly a T (the fast paths compare with it).
template <class _Tp> constexpr uint32_t formatOf() {
  return OPENHIP_TEXEL_FORMAT(Traits<_Tp>::kind, sizeof(typename Traits<_Tp>::_Cp), Traits<_Tp>::_Np);
}

/// The float type with T's channel count (what a normalized-float read returns).
template <int _Np> struct FloatOf;
template <> struct FloatOf<1> { typedef float type; };
template <> struct FloatOf<2> { typedef float2 type; };
template <> struct FloatOf<3> { typedef float3 type; };
template <> struct FloatOf<4> { typedef float4 type; };

/// The 4-component vector of component type C (what tex2Dgather on a reference returns).
template <class _Cp> struct Vector4;
template <> struct Vector4<char> { typedef char4 type; };
template <> struct Vector4<signed char> { typedef char4 type; };
template <> struct Vector4<unsigned char> { typedef uchar4 type; };
template <> struct Vector4<short> { typedef short4 type; };
template <> struct Vector4<unsigned short> { typedef ushort4 type; };
template <> struct Vector4<int> { typedef int4 type; };
template <> struct Vector4<unsigned int> { typedef uint4 type; };
template <> struct Vector4<float> { typedef float4 type; };

// ---- Texel loads ---------------------------------------------------------------------

__device__ inline float halfToFloat(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ffu, bits;
  if (exponent == 0x1f) {
    bits = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else { // subnormal: normalize
    exponent = 113;
    while (!(mantissa & 0x400u))
      mantissa <<= 1, --exponent;
    bits = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
  }
  float result;
  __builtin_memcpy(&result, &bits, sizeof(result));
  return result;
}

template <class _Cp> __OPENHIP_TEX_INLINE _Cp loadAs(const char* p) {
  _Cp value;
  __builtin_memcpy(&value, p, sizeof(_Cp));
  return value;
}

/// One channel as float: normalized for 8/16-bit integers when the read mode asks for it.
__device__ inline float channelAsFloat(const Desc& d, const char* p) {
  const bool norm = d.read_normalized;
  switch (d.channel_kind * 8 + d.channel_bytes) {
  case OPENHIP_CHANNEL_SIGNED * 8 + 1: {
    const float v = loadAs<signed char>(p);
    return norm ? __builtin_fmaxf(v / 127.0f, -1.0f) : v;
  }
  case OPENHIP_CHANNEL_SIGNED * 8 + 2: {
    const float v = loadAs<short>(p);
    return norm ? __builtin_fmaxf(v / 32767.0f, -1.0f) : v;
  }
  case OPENHIP_CHANNEL_SIGNED * 8 + 4:
    return static_cast<float>(loadAs<int>(p));
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 1: {
    const float v = loadAs<unsigned char>(p);
    return norm ? v / 255.0f : v;
  }
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 2: {
    const float v = loadAs<unsigned short>(p);
    return norm ? v / 65535.0f : v;
  }
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 4:
    return static_cast<float>(loadAs<unsigned int>(p));
  case OPENHIP_CHANNEL_FLOAT * 8 + 2:
    return halfToFloat(loadAs<uint16_t>(p));
  default:
    return loadAs<float>(p);
  }
}

/// One integer channel converted (C-style) to C.
template <class _Cp> __device__ inline _Cp channelAs(const Desc& d, const char* p) {
  switch (d.channel_kind * 8 + d.channel_bytes) {
  case OPENHIP_CHANNEL_SIGNED * 8 + 1:
    return static_cast<_Cp>(loadAs<signed char>(p));
  case OPENHIP_CHANNEL_SIGNED * 8 + 2:
    return static_cast<_Cp>(loadAs<short>(p));
  case OPENHIP_CHANNEL_SIGNED * 8 + 4:
    return static_cast<_Cp>(loadAs<int>(p));
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 1:
    return static_cast<_Cp>(loadAs<unsigned char>(p));
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 2:
    return static_cast<_Cp>(loadAs<unsigned short>(p));
  case OPENHIP_CHANNEL_UNSIGNED * 8 + 4:
    return static_cast<_Cp>(loadAs<unsigned int>(p));
  case OPENHIP_CHANNEL_FLOAT * 8 + 2:
    return static_cast<_Cp>(halfToFloat(loadAs<uint16_t>(p)));
  default:
    return static_cast<_Cp>(loadAs<float>(p));
  }
}

__OPENHIP_TEX_INLINE const char* texelAddress(const Desc& d, const Level& l, int x, int y, int z) {
  return l.data + static_cast<size_t>(z) * l.slice_pitch + static_cast<size_t>(y) * l.row_pitch +
         static_cast<size_t>(x) * d.texel_bytes;
}

// ---- Addressing -------------------------------------------------------------------------

/// Maps texel index i of an n-texel dimension; sets *outside for border-mode misses.
__OPENHIP_TEX_INLINE int addressIndex(int i, int n, int mode, bool normalized, bool* outside) {
  if (mode == hipAddressModeBorder) {
    if (static_cast<unsigned>(i) >= static_cast<unsigned>(n))
      *outside = true;
    return i;
  }
  if (mode == hipAddressModeClamp || !normalized)
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
  if (mode == hipAddressModeWrap) {
    const int r = i % n;
    return r < 0 ? r + n : r;
  }
  const int period = 2 * n; // mirror
  int r = i % period;
  if (r < 0)
    r += period;
  return r < n ? r : period - 1 - r;
}

/// Float texel coordinate to an int, saturating far outside the int range.
__OPENHIP_TEX_INLINE int floorToInt(float u) {
  const float f = __builtin_floorf(u);
  if (!(f > -2147483520.0f))
    return -2147483647 - 1; // also NaN
  if (f > 2147483520.0f)
    return 2147483647;
  return static_cast<int>(f);
}

struct Coords {
  int i[3];
  float frac[3];
};

/// Texel coordinates of a sample: point takes floor(u), linear floor(u - 0.5) and its weight.
__OPENHIP_TEX_INLINE Coords texelCoords(const Desc& d, const Level& l, int dims, const float* uvw,
                                        bool linear) {
  Coords c;
  const int extent[3] = {l.width, l.height, l.depth};
  for (int k = 0; k < 3; ++k) {
    float u = k < dims ? uvw[k] : 0.0f;
    if (k < dims && d.normalized_coords)
      u *= static_cast<float>(extent[k]);
    if (linear && k < dims)
      u -= 0.5f;
    c.i[k] = floorToInt(u);
    c.frac[k] = linear && k < dims ? u - __builtin_floorf(u) : 0.0f;
  }
  return c;
}

/// Loads texel (x, y, z) of `layer` as floats; border misses give the border color.
__device__ inline void texelFloat(const Desc& d, const Level& l, int dims, int x, int y, int z,
                                  int layer, float* out) {
  bool outside = false;
  const int n[3] = {l.width, l.height, l.depth};
  const int idx[3] = {x, y, z};
  int a[3] = {0, 0, 0};
  for (int k = 0; k < dims; ++k)
    a[k] = addressIndex(idx[k], n[k], d.address_mode[k], d.normalized_coords, &outside);
  if (outside) {
    for (int c = 0; c < 4; ++c)
      out[c] = d.border_color[c];
    return;
  }
  const char* p = texelAddress(d, l, a[0], a[1], a[2] + layer);
  for (int c = 0; c < 4; ++c)
    out[c] = c < d.channel_count ? channelAsFloat(d, p + c * d.channel_bytes) : 0.0f;
}

/// A filtered sample of one level as four floats.
__device__ inline void sampleLevelFloat(const Desc& d, const Level& l, int dims, const float* uvw,
                                        int layer, float* out) {
  const bool linear = d.filter_mode == hipFilterModeLinear;
  const Coords c = texelCoords(d, l, dims, uvw, linear);
  if (!linear) {
    texelFloat(d, l, dims, c.i[0], c.i[1], c.i[2], layer, out);
    return;
  }
  for (int k = 0; k < 4; ++k)
    out[k] = 0.0f;
  for (int corner = 0; corner < (1 << dims); ++corner) {
    float weight = 1.0f;
    int at[3] = {c.i[0], c.i[1], c.i[2]};
    for (int k = 0; k < dims; ++k) {
      const bool upper = (corner >> k) & 1;
      at[k] += upper;
      weight *= upper ? c.frac[k] : 1.0f - c.frac[k];
    }
    float texel[4];
    texelFloat(d, l, dims, at[0], at[1], at[2], layer, texel);
    for (int k = 0; k < 4; ++k)
      out[k] += weight * texel[k];
  }
}

__OPENHIP_TEX_INLINE int clampLayer(const Desc& d, int layer) {
  if (d.layers <= 0)
    return 0;
  return layer < 0 ? 0 : (layer >= d.layers ? d.layers - 1 : layer);
}

/// A sample at level of detail `lod` (mipmap filter between levels).
__device__ inline void sampleFloat(const Desc& d, int dims, const float* uvw, int layer, float lod,
                                   float* out) {
  layer = clampLayer(d, layer);
  if (d.level_count <= 1) {
    sampleLevelFloat(d, d.level, dims, uvw, layer, out);
    return;
  }
  float level = lod + d.mipmap_level_bias;
  level =
      __builtin_fminf(__builtin_fmaxf(level, d.min_mipmap_level_clamp), d.max_mipmap_level_clamp);
  const float last = static_cast<float>(d.level_count - 1);
  level = __builtin_fminf(__builtin_fmaxf(level, 0.0f), last);
  if (d.mipmap_filter_mode != hipFilterModeLinear) {
    sampleLevelFloat(d, d.levels[static_cast<int>(level + 0.5f)], dims, uvw, layer, out);
    return;
  }
  const int lower = static_cast<int>(level);
  const float t = level - static_cast<float>(lower);
  sampleLevelFloat(d, d.levels[lower], dims, uvw, layer, out);
  if (t > 0.0f) {
    float upper[4];
    sampleLevelFloat(d, d.levels[lower + 1], dims, uvw, layer, upper);
    for (int k = 0; k < 4; ++k)
      out[k] += t * (upper[k] - out[k]);
  }
}

/// The level of detail implied by coordinate derivatives (in the texture's coordinates).
__device__ inline float lodFromGradients(const Desc& d, int dims, const float* ddx,
                                         const float* ddy) {
  const int extent[3] = {d.level.width, d.level.height, d.level.depth};
  float lx = 0.0f, ly = 0.0f;
  for (int k = 0; k < dims; ++k) {
    const float scale = d.normalized_coords ? static_cast<float>(extent[k]) : 1.0f;
    lx += (ddx[k] * scale) * (ddx[k] * scale);
    ly += (ddy[k] * scale) * (ddy[k] * scale);
  }
  const float rho2 = __builtin_fmaxf(lx, ly);
  return rho2 > 0.0f ? 0.5f * __builtin_log2f(rho2) : 0.0f;
}

/// True when texels are read as their integer values (no normalization, no filtering).
__OPENHIP_TEX_INLINE bool readsIntegers(const Desc& d) {
  return d.channel_kind != OPENHIP_CHANNEL_FLOAT && !d.read_normalized;
}

/// The general case of sample(): conversions, filtering, mipmaps.
template <class _Tp>
__device__ __attribute__((noinline)) _Tp sampleGeneral(const Desc& d, int dims, float x, float y,
                                                     float z, int layer, float lod) {
  typedef Traits<_Tp> Tr;
  typename Tr::_Cp v[4];
  const float uvw[3] = {x, y, z};
  if (readsIntegers(d)) {
    // Integer elements: point sampling of the (single) level.
    const Level& l = d.level;
    const Coords c = texelCoords(d, l, dims, uvw, false);
    bool outside = false;
    const int n[3] = {l.width, l.height, l.depth};
    int a[3] = {0, 0, 0};
    for (int k = 0; k < dims; ++k)
      a[k] = addressIndex(c.i[k], n[k], d.address_mode[k], d.normalized_coords, &outside);
    const char* p = texelAddress(d, l, a[0], a[1], a[2] + clampLayer(d, layer));
    for (int k = 0; k < 4; ++k)
      v[k] = outside               ? static_cast<typename Tr::_Cp>(d.border_color[k])
             : k < d.channel_count ? channelAs<typename Tr::_Cp>(d, p + k * d.channel_bytes)
                                   : typename Tr::_Cp(0);
    return Tr::make(v);
  }
  float f[4];
  sampleFloat(d, dims, uvw, layer, lod, f);
  for (int k = 0; k < 4; ++k)
    v[k] = static_cast<typename Tr::_Cp>(f[k]);
  return Tr::make(v);
}

/// Texel index of coordinate `x` in one dimension for point sampling (after addressing).
__OPENHIP_TEX_INLINE int pointIndex(const Desc& d, float x, int n, int k, bool* outside) {
  const float u = d.normalized_coords ? x * static_cast<float>(n) : x;
  return addressIndex(floorToInt(u), n, d.address_mode[k], d.normalized_coords, outside);
}

/// The border color as T.
template <class _Tp> __OPENHIP_TEX_INLINE _Tp borderOf(const Desc& d) {
  typename Traits<_Tp>::_Cp v[4];
  for (int k = 0; k < 4; ++k)
    v[k] = static_cast<typename Traits<_Tp>::_Cp>(d.border_color[k]);
  return Traits<_Tp>::make(v);
}

/// The texture sampled at (x, y, z) (the first `dims` coordinates), converted to T.
/// Inline fast paths, all with scalar code so nothing lands in memory:
/// point sampling of texels that are exactly T, and linear filtering of 1-D/2-D float
/// texels that are exactly T. Everything else goes to sampleGeneral().
template <class _Tp>
__OPENHIP_TEX_INLINE _Tp sample(const Desc& d, int dims, float x, float y, float z, int layer,
                              float lod) {
  typedef Traits<_Tp> Tr;
  typedef typename Tr::_Cp _Cp;
  const bool exact = d.texel_format == formatOf<_Tp>() && d.level_count <= 1 &&
                     readsIntegers(d) == (Tr::kind != OPENHIP_CHANNEL_FLOAT);
  const Level& l = d.level;
  if (exact && d.filter_mode == hipFilterModePoint) {
    bool outside = false;
    const int ix = pointIndex(d, x, l.width, 0, &outside);
    const int iy = dims >= 2 ? pointIndex(d, y, l.height, 1, &outside) : 0;
    const int iz = dims >= 3 ? pointIndex(d, z, l.depth, 2, &outside) : 0;
    if (outside)
      return borderOf<_Tp>(d);
    return loadAs<_Tp>(texelAddress(d, l, ix, iy, iz + clampLayer(d, layer)));
  }
  if (exact && Tr::kind == OPENHIP_CHANNEL_FLOAT && dims <= 2) {
    // Bilinear (linear in 1-D): taps (x0|x1, y0|y1) weighted by the fractions.
    const bool nc = d.normalized_coords;
    const float u = (nc ? x * static_cast<float>(l.width) : x) - 0.5f;
    const float v = dims >= 2 ? (nc ? y * static_cast<float>(l.height) : y) - 0.5f : 0.0f;
    const float fu = __builtin_floorf(u), fv = __builtin_floorf(v);
    const float a = u - fu, b = v - fv;
    const int x0 = floorToInt(u), y0 = floorToInt(v);
    const char* base = l.data + static_cast<size_t>(clampLayer(d, layer)) * l.slice_pitch;
    _Cp sum[4] = {0, 0, 0, 0};
    for (int tap = 0; tap < (dims >= 2 ? 4 : 2); ++tap) {
      const int dx = tap & 1, dy = tap >> 1;
      bool outside = false;
      const int ix = addressIndex(x0 + dx, l.width, d.address_mode[0], nc, &outside);
      const int iy =
          dims >= 2 ? addressIndex(y0 + dy, l.height, d.address_mode[1], nc, &outside) : 0;
      const float w = (dx ? a : 1.0f - a) * (dims >= 2 ? (dy ? b : 1.0f - b) : 1.0f);
      _Cp texel[4] = {0, 0, 0, 0};
      if (outside) {
        for (int k = 0; k < 4; ++k)
          texel[k] = d.border_color[k];
      } else {
        Tr::split(loadAs<_Tp>(base + static_cast<size_t>(iy) * l.row_pitch +
                            static_cast<size_t>(ix) * sizeof(_Tp)),
                  texel);
      }
      for (int k = 0; k < Tr::_Np; ++k)
        sum[k] += w * texel[k];
    }
    return Tr::make(sum);
  }
  return sampleGeneral<_Tp>(d, dims, x, y, z, layer, lod);
}

/// The converting case of fetchIndex(), out of line.
template <class _Tp> __device__ __attribute__((noinline)) _Tp fetchIndexGeneral(const Desc& d, int x) {
  typedef Traits<_Tp> Tr;
  typename Tr::_Cp v[4] = {};
  const char* p = d.level.data + static_cast<size_t>(x) * d.texel_bytes;
  for (int k = 0; k < Tr::_Np && k < d.channel_count; ++k)
    v[k] = readsIntegers(d)
               ? channelAs<typename Tr::_Cp>(d, p + k * d.channel_bytes)
               : static_cast<typename Tr::_Cp>(channelAsFloat(d, p + k * d.channel_bytes));
  return Tr::make(v);
}

/// tex1Dfetch: texel x of a 1-D resource, no filtering or addressing; zero outside.
template <class _Tp> __OPENHIP_TEX_INLINE _Tp fetchIndex(const Desc& d, int x) {
  typedef Traits<_Tp> Tr;
  typename Tr::_Cp v[4] = {};
  if (static_cast<unsigned>(x) >= static_cast<unsigned>(d.level.width))
    return Tr::make(v);
  if (d.texel_format == formatOf<_Tp>() && !d.read_normalized)
    return loadAs<_Tp>(d.level.data + static_cast<size_t>(x) * sizeof(_Tp));
  return fetchIndexGeneral<_Tp>(d, x);
}

/// tex2Dgather: channel `comp` of the 2x2 texels a bilinear sample at (x, y) would read,
/// in the order (x0, y1), (x1, y1), (x1, y0), (x0, y0); T has four components.
template <class _Tp> __device__ inline _Tp gather(const Desc& d, float x, float y, int comp) {
  typedef Traits<_Tp> Tr;
  const Level& l = d.level;
  const float uv[3] = {x, y, 0.0f};
  const Coords c = texelCoords(d, l, 2, uv, true);
  const int xs[4] = {c.i[0], c.i[0] + 1, c.i[0] + 1, c.i[0]};
  const int ys[4] = {c.i[1] + 1, c.i[1] + 1, c.i[1], c.i[1]};
  comp = comp < 0 ? 0 : (comp > 3 ? 3 : comp);
  typename Tr::_Cp v[4];
  for (int k = 0; k < 4; ++k) {
    bool outside = false;
    const int ax = addressIndex(xs[k], l.width, d.address_mode[0], d.normalized_coords, &outside);
    const int ay = addressIndex(ys[k], l.height, d.address_mode[1], d.normalized_coords, &outside);
    const char* p = texelAddress(d, l, ax, ay, 0) + comp * d.channel_bytes;
    v[k] = outside                   ? static_cast<typename Tr::_Cp>(d.border_color[comp])
           : comp >= d.channel_count ? typename Tr::_Cp(0)
           : readsIntegers(d)        ? channelAs<typename Tr::_Cp>(d, p)
                                     : static_cast<typename Tr::_Cp>(channelAsFloat(d, p));
  }
  return Tr::make(v);
}

__OPENHIP_TEX_INLINE const Desc& descriptorOf(hipTextureObject_t object) {
  return *reinterpret_cast<const Desc*>(object);
}

} // namespace __openhip_tex

#endif // OPENHIP_TEXTURE_SAMPLING_H
