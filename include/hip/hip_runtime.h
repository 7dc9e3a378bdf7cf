// Everything a HIP program includes: the host runtime API and, when compiled
// by hipcc (clang's CUDA mode, __CUDA__ defined), the kernel language.
// Host-only C++ may include this header and link with -lopenhip.
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__cplusplus)
#include <thread>
#endif

#include <hip/hip_common.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_vector_types.h>
#include <hip/hip_version.h>
#include <hip/library_types.h>

#if defined(__clang__) && defined(__CUDA__)
#include <openhip/kernel_language.h>
#else
#include <openhip/kernel_launch.h>  // HIP_KERNEL_NAME, HIP_SYMBOL for host-only code
#endif

#endif // HIP_INCLUDE_HIP_HIP_RUNTIME_H
