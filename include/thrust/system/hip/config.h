// OpenHIP's HIP system for Thrust: configuration shared by its headers.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/version.h>
#include <hip/hip_runtime.h>

// The HIP system implements the backend interface of Thrust 1.17 (Debian 12's
// libthrust-dev); other Thrust releases change that interface.
#if THRUST_VERSION < 101700 || THRUST_VERSION >= 101800
#error "OpenHIP's Thrust system needs Thrust 1.17 (Debian's libthrust-dev 1.17)"
#endif

// Kernels exist only where hipcc compiles in its CUDA language mode (.hip and
// .cu sources). A host-only C++ translation unit (a .cpp file) still gets the
// whole API; its algorithms then run on the calling thread after the stream's
// earlier work (docs/thrust.md).
#if defined(__CUDA__)
#define THRUST_HIP_HAS_KERNELS 1
#else
#define THRUST_HIP_HAS_KERNELS 0
#endif
