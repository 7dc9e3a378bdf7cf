// HIP's header name for the texture types (texture<T, dim, mode> included).
#ifndef HIP_INCLUDE_HIP_HIP_TEXTURE_TYPES_H
#define HIP_INCLUDE_HIP_HIP_TEXTURE_TYPES_H
#include <hip/texture_types.h>
#endif  // HIP_INCLUDE_HIP_HIP_TEXTURE_TYPES_H
