// Texture object and texture reference types of the HIP 5.2 API, and in C++
// the typed channel descriptors hipCreateChannelDesc<T>() and the
// texture<T, dim, mode> reference template.
#ifndef HIP_INCLUDE_HIP_TEXTURE_TYPES_H
#define HIP_INCLUDE_HIP_TEXTURE_TYPES_H

#include <hip/driver_types.h>

#define hipTextureType1D 0x01
#define hipTextureType2D 0x02
#define hipTextureType3D 0x03
#define hipTextureTypeCubemap 0x0C
#define hipTextureType1DLayered 0xF1
#define hipTextureType2DLayered 0xF2
#define hipTextureTypeCubemapLayered 0xFC

// Size of AMD's image/sampler descriptors in dwords, kept for source compatibility.
#define HIP_IMAGE_OBJECT_SIZE_DWORD 12
#define HIP_SAMPLER_OBJECT_SIZE_DWORD 8
#define HIP_SAMPLER_OBJECT_OFFSET_DWORD HIP_IMAGE_OBJECT_SIZE_DWORD
#define HIP_TEXTURE_OBJECT_SIZE_DWORD (HIP_IMAGE_OBJECT_SIZE_DWORD + HIP_SAMPLER_OBJECT_SIZE_DWORD)

struct __hip_texture;
typedef struct __hip_texture* hipTextureObject_t;

enum hipTextureAddressMode {
  hipAddressModeWrap = 0,
  hipAddressModeClamp = 1,
  hipAddressModeMirror = 2,
  hipAddressModeBorder = 3
};

enum hipTextureFilterMode { hipFilterModePoint = 0, hipFilterModeLinear = 1 };

enum hipTextureReadMode { hipReadModeElementType = 0, hipReadModeNormalizedFloat = 1 };

typedef struct textureReference {
  int normalized;
  enum hipTextureReadMode readMode;
  enum hipTextureFilterMode filterMode;
  enum hipTextureAddressMode addressMode[3];
  struct hipChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  hipTextureObject_t textureObject;
  int numChannels;
  enum hipArray_Format format;
} textureReference;

typedef struct hipTextureDesc {
  enum hipTextureAddressMode addressMode[3];
  enum hipTextureFilterMode filterMode;
  enum hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
} hipTextureDesc;

#ifdef __cplusplus
typedef textureReference* hipTexRef;

#include <hip/hip_vector_types.h>

extern "C" struct hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w,
                                                            enum hipChannelFormatKind f);

/// Channel layout of T: bits per channel, channel count and kind (count 0: not a texel type).
template <class _Tp> struct __openhip_channel_of {
  static const int bits = 0, count = 0;
  static const enum hipChannelFormatKind kind = hipChannelFormatKindNone;
};
#define __OPENHIP_CHANNEL_SCALAR(_Tp, KIND)                                                        \
  template <> struct __openhip_channel_of<_Tp> {                                                   \
    static const int bits = 8 * sizeof(_Tp), count = 1;                                            \
    static const enum hipChannelFormatKind kind = KIND;                                            \
  };
#define __OPENHIP_CHANNEL_VECTORS(_Pp, _Tp, KIND)                                                  \
  template <> struct __openhip_channel_of<_Pp##1> {                                                \
    static const int bits = 8 * sizeof(_Tp), count = 1;                                            \
    static const enum hipChannelFormatKind kind = KIND;                                            \
  };                                                                                               \
  template <> struct __openhip_channel_of<_Pp##2> {                                                \
    static const int bits = 8 * sizeof(_Tp), count = 2;                                            \
    static const enum hipChannelFormatKind kind = KIND;                                            \
  };                                                                                               \
  template <> struct __openhip_channel_of<_Pp##3> {                                                \
    static const int bits = 8 * sizeof(_Tp), count = 3;                                            \
    static const enum hipChannelFormatKind kind = KIND;                                            \
  };                                                                                               \
  template <> struct __openhip_channel_of<_Pp##4> {                                                \
    static const int bits = 8 * sizeof(_Tp), count = 4;                                            \
    static const enum hipChannelFormatKind kind = KIND;                                            \
  };
__OPENHIP_CHANNEL_SCALAR(char, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_SCALAR(signed char, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_SCALAR(unsigned char, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_SCALAR(short, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_SCALAR(unsigned short, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_SCALAR(int, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_SCALAR(unsigned int, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_SCALAR(float, hipChannelFormatKindFloat)
__OPENHIP_CHANNEL_VECTORS(char, signed char, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_VECTORS(uchar, unsigned char, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_VECTORS(short, short, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_VECTORS(ushort, unsigned short, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_VECTORS(int, int, hipChannelFormatKindSigned)
__OPENHIP_CHANNEL_VECTORS(uint, unsigned int, hipChannelFormatKindUnsigned)
__OPENHIP_CHANNEL_VECTORS(float, float, hipChannelFormatKindFloat)
#undef __OPENHIP_CHANNEL_SCALAR
#undef __OPENHIP_CHANNEL_VECTORS

/// The channel descriptor of texel type T (hipChannelFormatKindNone for other types).
template <class _Tp> static inline struct hipChannelFormatDesc hipCreateChannelDesc() {
  typedef __openhip_channel_of<_Tp> _Cp;
  return hipCreateChannelDesc(_Cp::bits, _Cp::count > 1 ? _Cp::bits : 0, _Cp::count > 2 ? _Cp::bits : 0,
                              _Cp::count > 3 ? _Cp::bits : 0, _Cp::kind);
}

static inline struct hipChannelFormatDesc hipCreateChannelDescHalf() {
  return hipCreateChannelDesc(16, 0, 0, 0, hipChannelFormatKindFloat);
}
static inline struct hipChannelFormatDesc hipCreateChannelDescHalf1() {
  return hipCreateChannelDesc(16, 0, 0, 0, hipChannelFormatKindFloat);
}
static inline struct hipChannelFormatDesc hipCreateChannelDescHalf2() {
  return hipCreateChannelDesc(16, 16, 0, 0, hipChannelFormatKindFloat);
}
static inline struct hipChannelFormatDesc hipCreateChannelDescHalf4() {
  return hipCreateChannelDesc(16, 16, 16, 16, hipChannelFormatKindFloat);
}

// clang gives variables of this type an 8-byte device-side slot and registers
// them with __cudaRegisterTexture / __hipRegisterTexture; the runtime stores
// the host object's address there (src/runtime/texture_reference_api.cpp).
#if defined(__clang__) && defined(__CUDA__)
#define __OPENHIP_TEXTURE_ATTRIBUTE __attribute__((device_builtin_texture_type))
#else
#define __OPENHIP_TEXTURE_ATTRIBUTE
#endif

template <class _Tp, int texType = hipTextureType1D,
          enum hipTextureReadMode mode = hipReadModeElementType>
struct __OPENHIP_TEXTURE_ATTRIBUTE texture : public textureReference {
  texture(int norm = 0, enum hipTextureFilterMode fMode = hipFilterModePoint,
          enum hipTextureAddressMode aMode = hipAddressModeClamp)
      : texture(norm, fMode, aMode, hipCreateChannelDesc<_Tp>()) {}

  texture(int norm, enum hipTextureFilterMode fMode, enum hipTextureAddressMode aMode,
          struct hipChannelFormatDesc desc) {
    normalized = norm;
    readMode = mode;
    filterMode = fMode;
    addressMode[0] = addressMode[1] = addressMode[2] = aMode;
    channelDesc = desc;
    sRGB = 0;
    maxAnisotropy = 0;
    mipmapFilterMode = hipFilterModePoint;
    mipmapLevelBias = 0;
    minMipmapLevelClamp = 0;
    maxMipmapLevelClamp = 0;
    textureObject = nullptr;
    numChannels = 0;
    format = static_cast<enum hipArray_Format>(0);
  }
};
#undef __OPENHIP_TEXTURE_ATTRIBUTE
#endif  // __cplusplus

#endif // HIP_INCLUDE_HIP_TEXTURE_TYPES_H
