// The HIP kernel language as compiled by hipcc (clang's CUDA mode, see
// docs/hipcc.md): included by <hip/hip_runtime.h> when __CUDA__ is defined, and
// force-included by hipcc through <openhip/prelude.h>. Each part is its own
// header.
#ifndef OPENHIP_KERNEL_LANGUAGE_H
#define OPENHIP_KERNEL_LANGUAGE_H

#if !defined(__CUDA__) || !defined(__clang__)
#error "<openhip/kernel_language.h> needs clang's CUDA mode: compile with hipcc"
#endif

#include <openhip/device_std_headers.h>  // first: before anything pulls in <new>

#include <hip/hip_runtime_api.h>

#include <openhip/amd_device_functions.h>
#include <openhip/arch_features.h>
#include <openhip/atomics.h>
#include <openhip/builtin_variables.h>
#include <openhip/device_assert.h>
#include <openhip/device_clock.h>
#include <openhip/device_heap.h>
#include <openhip/device_intrinsics.h>
#include <openhip/device_math.h>
#include <openhip/device_printf.h>
#include <openhip/function_attributes.h>
#include <openhip/kernel_launch.h>
#include <openhip/memory_fences.h>
#include <openhip/read_only_loads.h>
#include <openhip/simd_intrinsics.h>
#include <openhip/synchronization.h>
#include <openhip/texture_functions.h>
#include <openhip/warp_functions.h>

#endif  // OPENHIP_KERNEL_LANGUAGE_H
