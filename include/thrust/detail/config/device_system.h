// OpenHIP: makes HIP the default device system of Thrust.
//
// Thrust itself comes from Debian's libthrust-dev (NVIDIA, Apache-2.0) in
// /usr/include. This header is found first (hipcc puts OpenHIP's include/
// folder before the system folders), defines the HIP system that rocThrust
// also calls THRUST_DEVICE_SYSTEM_HIP, and then includes Thrust's own
// device_system.h, which adds the other systems. The HIP system's headers are
// OpenHIP's (include/thrust/system/hip/); see docs/thrust.md.
#pragma once
#pragma GCC system_header

#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_DEVICE_SYSTEM_HIP 5

#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_HIP
#endif

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#error                                                                                             \
    "OpenHIP: Thrust's CUDA device system needs NVIDIA's toolkit; leave THRUST_DEVICE_SYSTEM undefined to use the HIP system (which also answers to thrust::cuda::par)"
#endif

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_HIP
#define __THRUST_DEVICE_SYSTEM_NAMESPACE hip
#endif

#include_next <thrust/detail/config/device_system.h>
