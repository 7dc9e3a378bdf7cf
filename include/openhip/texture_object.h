// What a hipTextureObject_t / hipSurfaceObject_t points to: a plain
// descriptor the runtime fills (src/runtime/texture_*.cpp) and device code
// reads directly (include/openhip/texture_functions.h) — host and CPU device
// share one address space, so the handle is just its address.
// Also used by the texture-reference API: the textureReference a
// `texture<T, dim, mode>` variable holds points at one of these.
#ifndef OPENHIP_TEXTURE_OBJECT_H
#define OPENHIP_TEXTURE_OBJECT_H

#include <stddef.h>
#include <stdint.h>

#define OPENHIP_TEXTURE_MAGIC 0x31584554u // "TEX1"
#define OPENHIP_SURFACE_MAGIC 0x31465253u // "SRF1"

/// One mipmap level (or the only level) of a resource.
typedef struct OpenHipTextureLevel {
  char* data;         ///< texel (0, 0, 0)
  size_t row_pitch;   ///< bytes from one row to the next
  size_t slice_pitch; ///< bytes from one 2-D slice (or layer) to the next
  int32_t width;      ///< texels; height and depth are 1 when unused
  int32_t height;
  int32_t depth;
  int32_t reserved;
} OpenHipTextureLevel;

/// Channel kinds: the values of hipChannelFormatKind (half is Float with 2-byte channels).
#define OPENHIP_CHANNEL_SIGNED 0
#define OPENHIP_CHANNEL_UNSIGNED 1
#define OPENHIP_CHANNEL_FLOAT 2

/// The texel format as one comparable number: kind | bytes per channel << 4 | channels << 8.
#define OPENHIP_TEXEL_FORMAT(kind, channel_bytes, channels)                                        \
  ((uint32_t)(kind) | ((uint32_t)(channel_bytes) << 4) | ((uint32_t)(channels) << 8))

typedef struct OpenHipTextureDescriptor {
  uint32_t magic;                    ///< OPENHIP_TEXTURE_MAGIC or OPENHIP_SURFACE_MAGIC
  uint32_t texel_format;             ///< OPENHIP_TEXEL_FORMAT(...)
  OpenHipTextureLevel level;         ///< level 0
  const OpenHipTextureLevel* levels; ///< all levels (levels[0] equals `level`)
  uint32_t level_count;              ///< 1 unless the resource is a mipmapped array
  int32_t layers;                    ///< layer count of a layered array, else 0
  uint8_t channel_kind;              ///< OPENHIP_CHANNEL_*
  uint8_t channel_bytes;             ///< 1, 2 or 4
  uint8_t channel_count;             ///< 1 to 4
  uint8_t texel_bytes;               ///< channel_bytes * channel_count
  uint8_t dimensions;                ///< 1, 2 or 3 (layered: of one layer)
  uint8_t address_mode[3];           ///< hipTextureAddressMode per coordinate
  uint8_t filter_mode;               ///< hipTextureFilterMode
  uint8_t mipmap_filter_mode;        ///< hipTextureFilterMode between levels
  uint8_t read_normalized;           ///< hipReadModeNormalizedFloat
  uint8_t normalized_coords;         ///< coordinates in [0, 1) instead of texels
  float border_color[4];
  float mipmap_level_bias;
  float min_mipmap_level_clamp;
  float max_mipmap_level_clamp;
} OpenHipTextureDescriptor;

#endif // OPENHIP_TEXTURE_OBJECT_H
