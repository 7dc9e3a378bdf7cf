// Architecture macros of CUB for OpenHIP's CPU device: the warp width of
// this translation unit (32 for .cu sources), CUB_PTX_ARCH as __CUDA_ARCH__
// in device code and 0 in host code.
#ifndef CUB_UTIL_ARCH_CUH
#define CUB_UTIL_ARCH_CUH

#include <hipcub/config.hpp>

#include "util_macro.cuh"
#include "util_namespace.cuh"

#if defined(__CUDA_ARCH__)
#define CUB_PTX_ARCH __CUDA_ARCH__
#else
#define CUB_PTX_ARCH 0
#endif
#define CUB_RUNTIME_FUNCTION __host__ __device__
#define CUB_RUNTIME_ENABLED
#define CUB_INCLUDE_DEVICE_CODE 1
#define CUB_INCLUDE_HOST_CODE 1
#ifdef __CUDA_ARCH__
#define CUB_IS_DEVICE_CODE 1
#define CUB_IS_HOST_CODE 0
#else
#define CUB_IS_DEVICE_CODE 0
#define CUB_IS_HOST_CODE 1
#endif
#define CUB_WARP_THREADS(arch) HIPCUB_WARP_THREADS
#define CUB_LOG_WARP_THREADS(arch) (HIPCUB_WARP_THREADS == 64 ? 6 : 5)
#define CUB_PTX_WARP_THREADS HIPCUB_WARP_THREADS
#define CUB_PTX_LOG_WARP_THREADS CUB_LOG_WARP_THREADS(0)
#define CUB_MAX_DEVICES 128
#define CUB_SUBSCRIPTION_FACTOR(arch) 5
#define CUB_PTX_SUBSCRIPTION_FACTOR 5
#define CUB_PREFER_CONFLICT_OVER_PADDING(arch) 1
#define CUB_PTX_PREFER_CONFLICT_OVER_PADDING 1
#define CUB_SMEM_BANKS(arch) 32
#define CUB_LOG_SMEM_BANKS(arch) 5
#define CUB_PTX_SMEM_BANKS 32

#endif  // CUB_UTIL_ARCH_CUH
