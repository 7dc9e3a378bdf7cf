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
