// The two vector types the kernel language core needs: dim3 (from
// <hip/hip_runtime_api.h>, shared with host code) and uint3, the type of
// threadIdx/blockIdx after conversion. The full HIP vector types live in
// <hip/hip_vector_types.h>; until that header exists, a plain uint3 stands
// in so that `uint3 t = threadIdx;` works.
#ifndef OPENHIP_VECTOR_TYPES_H
#define OPENHIP_VECTOR_TYPES_H

#include <hip/hip_runtime_api.h>

#if __has_include(<hip/hip_vector_types.h>)
#include <hip/hip_vector_types.h>
#else
struct uint3 {
  unsigned int x, y, z;
};
#endif

#endif  // OPENHIP_VECTOR_TYPES_H
