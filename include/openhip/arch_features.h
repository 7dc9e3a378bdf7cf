// __HIP_ARCH_HAS_*__ feature macros for device compilation (the host side
// defines them all as 0 in <hip/hip_common.h>, as HIP does). They describe
// the CPU device: every atomic width, doubles, warp vote/ballot/shuffle and
// 3-D grids; no surfaces and no dynamic parallelism.
#ifndef OPENHIP_ARCH_FEATURES_H
#define OPENHIP_ARCH_FEATURES_H

#include <hip/hip_common.h>

#if defined(__HIP_DEVICE_COMPILE__)
#define __HIP_ARCH_HAS_GLOBAL_INT32_ATOMICS__ (1)
#define __HIP_ARCH_HAS_GLOBAL_FLOAT_ATOMIC_EXCH__ (1)
#define __HIP_ARCH_HAS_SHARED_INT32_ATOMICS__ (1)
#define __HIP_ARCH_HAS_SHARED_FLOAT_ATOMIC_EXCH__ (1)
#define __HIP_ARCH_HAS_FLOAT_ATOMIC_ADD__ (1)
#define __HIP_ARCH_HAS_GLOBAL_INT64_ATOMICS__ (1)
#define __HIP_ARCH_HAS_SHARED_INT64_ATOMICS__ (1)
#define __HIP_ARCH_HAS_DOUBLES__ (1)
#define __HIP_ARCH_HAS_WARP_VOTE__ (1)
#define __HIP_ARCH_HAS_WARP_BALLOT__ (1)
#define __HIP_ARCH_HAS_WARP_SHUFFLE__ (1)
#define __HIP_ARCH_HAS_WARP_FUNNEL_SHIFT__ (1)
#define __HIP_ARCH_HAS_THREAD_FENCE_SYSTEM__ (1)
#define __HIP_ARCH_HAS_SYNC_THREAD_EXT__ (1)
#define __HIP_ARCH_HAS_SURFACE_FUNCS__ (0)
#define __HIP_ARCH_HAS_3DGRID__ (1)
#define __HIP_ARCH_HAS_DYNAMIC_PARALLEL__ (0)
#endif

#endif  // OPENHIP_ARCH_FEATURES_H
