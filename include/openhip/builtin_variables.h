// threadIdx, blockIdx, blockDim, gridDim and warpSize.
//
// The four index variables come from clang's own __clang_cuda_builtin_vars.h
// (its resource directory is always on the include path): each field read is
// an llvm.nvvm.read.ptx.sreg.* intrinsic that the CPU lowering replaces with
// the work-item loop variables and launch-context fields. That header also
// fixes warpSize at 32; our warp size is a per-build constant (64 for .hip
// sources, 32 for .cu sources, see docs/hipcc.md), so its definition is
// renamed away and ours, constexpr like HIP's, replaces it.
#ifndef OPENHIP_BUILTIN_VARIABLES_H
#define OPENHIP_BUILTIN_VARIABLES_H

#include <openhip/vector_types.h>

#ifndef __OPENHIP_WARP_SIZE__
#define __OPENHIP_WARP_SIZE__ 64
#endif

#pragma push_macro("warpSize")
#define warpSize __openhip_clang_builtin_warp_size_unused
#include <__clang_cuda_builtin_vars.h>
#pragma pop_macro("warpSize")

static constexpr int warpSize = __OPENHIP_WARP_SIZE__;

// AMD's clang predefines the wavefront width in its device passes (deprecated
// since clang 20 in favour of warpSize). Code commonly falls back to 32 when it
// is missing, which would be wrong at our 64-wide .hip warps, so hipcc's
// passes see it, equal to warpSize (docs/platform-macros.md).
#ifndef __AMDGCN_WAVEFRONT_SIZE
#define __AMDGCN_WAVEFRONT_SIZE __OPENHIP_WARP_SIZE__
#endif
#ifndef __AMDGCN_WAVEFRONT_SIZE__
#define __AMDGCN_WAVEFRONT_SIZE__ __OPENHIP_WARP_SIZE__
#endif

// Early HIP's index names, still in AMD's headers: size_t values, as AMD's
// __ockl_get_* calls return.
#define hipThreadIdx_x (static_cast<__SIZE_TYPE__>(threadIdx.x))
#define hipThreadIdx_y (static_cast<__SIZE_TYPE__>(threadIdx.y))
#define hipThreadIdx_z (static_cast<__SIZE_TYPE__>(threadIdx.z))
#define hipBlockIdx_x (static_cast<__SIZE_TYPE__>(blockIdx.x))
#define hipBlockIdx_y (static_cast<__SIZE_TYPE__>(blockIdx.y))
#define hipBlockIdx_z (static_cast<__SIZE_TYPE__>(blockIdx.z))
#define hipBlockDim_x (static_cast<__SIZE_TYPE__>(blockDim.x))
#define hipBlockDim_y (static_cast<__SIZE_TYPE__>(blockDim.y))
#define hipBlockDim_z (static_cast<__SIZE_TYPE__>(blockDim.z))
#define hipGridDim_x (static_cast<__SIZE_TYPE__>(gridDim.x))
#define hipGridDim_y (static_cast<__SIZE_TYPE__>(gridDim.y))
#define hipGridDim_z (static_cast<__SIZE_TYPE__>(gridDim.z))

// Conversions clang's header declares and leaves to the CUDA headers.
#define __OPENHIP_BUILTIN_CONVERSIONS(TYPE)                              \
  __device__ inline TYPE::operator dim3() const { return dim3(x, y, z); } \
  __device__ inline TYPE::operator uint3() const {                       \
    uint3 value;                                                         \
    value.x = x;                                                         \
    value.y = y;                                                         \
    value.z = z;                                                         \
    return value;                                                        \
  }
__OPENHIP_BUILTIN_CONVERSIONS(__cuda_builtin_threadIdx_t)
__OPENHIP_BUILTIN_CONVERSIONS(__cuda_builtin_blockIdx_t)
__OPENHIP_BUILTIN_CONVERSIONS(__cuda_builtin_blockDim_t)
__OPENHIP_BUILTIN_CONVERSIONS(__cuda_builtin_gridDim_t)
#undef __OPENHIP_BUILTIN_CONVERSIONS

#endif  // OPENHIP_BUILTIN_VARIABLES_H
