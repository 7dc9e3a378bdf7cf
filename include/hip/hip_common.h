// Platform identification and the macros shared by every public HIP header.
//
// OpenHIP is neither the AMD nor the NVIDIA HIP platform: it defines
// __HIP_PLATFORM_OPENHIP__ and neither __HIP_PLATFORM_AMD__ nor
// __HIP_PLATFORM_NVIDIA__ (see docs/platform-macros.md for why).
#ifndef HIP_INCLUDE_HIP_HIP_COMMON_H
#define HIP_INCLUDE_HIP_HIP_COMMON_H

#ifndef __HIP_PLATFORM_OPENHIP__
#define __HIP_PLATFORM_OPENHIP__ 1
#endif

// hipcc compiles .hip and .cu sources in clang's CUDA mode (docs/hipcc.md).
#if defined(__clang__) && defined(__CUDA__)
#ifndef __HIPCC__
#define __HIPCC__ 1
#endif
#endif

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ != 0
#define __HIP_DEVICE_COMPILE__ 1
#endif

// CUDA-mode attributes. With -nocudainc no CUDA header defines them; plain
// C/C++ compilers see them as nothing so host code can share declarations.
#if defined(__clang__) && defined(__CUDA__)
#ifndef __host__
#define __host__ __attribute__((host))
#endif
#ifndef __device__
#define __device__ __attribute__((device))
#endif
#ifndef __global__
#define __global__ __attribute__((global))
#endif
#ifndef __shared__
#define __shared__ __attribute__((shared))
#endif
#ifndef __constant__
#define __constant__ __attribute__((constant))
#endif
#ifndef __managed__
#define __managed__ __attribute__((managed))
#endif
#else
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#endif

// Alignment of user types, as AMD's and CUDA's headers spell it (CUDA's
// host_defines.h gives it to every host compiler too).
#if !defined(__align__) && (defined(__GNUC__) || defined(__clang__))
#define __align__(n) __attribute__((aligned(n)))
#endif

// Calling convention of stream callbacks (nothing special on this platform).
#ifndef HIPRT_CB
#define HIPRT_CB
#endif

#ifdef __GNUC__
#define HIP_PUBLIC_API __attribute__((visibility("default")))
#define HIP_INTERNAL_EXPORTED_API __attribute__((visibility("default")))
#else
#define HIP_PUBLIC_API
#define HIP_INTERNAL_EXPORTED_API
#endif

// Default arguments exist only in C++.
#ifdef __cplusplus
#define __OPENHIP_DEFAULT(value) = value
#else
#define __OPENHIP_DEFAULT(value)
#endif

#if defined(__GNUC__) || defined(__clang__)
#define __OPENHIP_DEPRECATED(msg) __attribute__((deprecated(msg)))
#else
#define __OPENHIP_DEPRECATED(msg)
#endif
#ifndef DEPRECATED
#define DEPRECATED(msg) __OPENHIP_DEPRECATED(msg)
#endif
#ifndef DEPRECATED_MSG
#define DEPRECATED_MSG "This HIP API is deprecated and may be removed in a future release."
#endif

// Architecture feature macros, host side: HIP defines them all as 0 outside
// device compilation. The device side is set by <openhip/kernel_language.h>.
#if !defined(__HIP_DEVICE_COMPILE__)
#define __HIP_ARCH_HAS_GLOBAL_INT32_ATOMICS__ (0)
#define __HIP_ARCH_HAS_GLOBAL_FLOAT_ATOMIC_EXCH__ (0)
#define __HIP_ARCH_HAS_SHARED_INT32_ATOMICS__ (0)
#define __HIP_ARCH_HAS_SHARED_FLOAT_ATOMIC_EXCH__ (0)
#define __HIP_ARCH_HAS_FLOAT_ATOMIC_ADD__ (0)
#define __HIP_ARCH_HAS_GLOBAL_INT64_ATOMICS__ (0)
#define __HIP_ARCH_HAS_SHARED_INT64_ATOMICS__ (0)
#define __HIP_ARCH_HAS_DOUBLES__ (0)
#define __HIP_ARCH_HAS_WARP_VOTE__ (0)
#define __HIP_ARCH_HAS_WARP_BALLOT__ (0)
#define __HIP_ARCH_HAS_WARP_SHUFFLE__ (0)
#define __HIP_ARCH_HAS_WARP_FUNNEL_SHIFT__ (0)
#define __HIP_ARCH_HAS_THREAD_FENCE_SYSTEM__ (0)
#define __HIP_ARCH_HAS_SYNC_THREAD_EXT__ (0)
#define __HIP_ARCH_HAS_SURFACE_FUNCS__ (0)
#define __HIP_ARCH_HAS_3DGRID__ (0)
#define __HIP_ARCH_HAS_DYNAMIC_PARALLEL__ (0)
#endif

#endif // HIP_INCLUDE_HIP_HIP_COMMON_H
