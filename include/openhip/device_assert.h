// assert(), __trap() and abort() in device code.
//
// glibc's assert() calls __assert_fail; the device overload below adds the
// block and thread ids and calls libopenhip (src/runtime/device_assert.cpp),
// which prints CUDA's message
//   file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `e` failed.
// stops the block and fails the launch with a sticky error (later API calls
// return it until hipDeviceReset): hipErrorLaunchFailure through HIP's names,
// as AMD's runtime reports a device assert, and cudaErrorAssert through
// CUDA's (cuda_runtime_api.h, cuda.h). __trap(),
// __builtin_trap() and abort() are mapped by hipcc's device lowering to
// __openhip_device_trap: the same, with hipErrorLaunchFailure.
#ifndef OPENHIP_DEVICE_ASSERT_H
#define OPENHIP_DEVICE_ASSERT_H

#include <hip/hip_common.h>
#include <openhip/builtin_variables.h>

#include <stddef.h>

extern "C" {
__device__ void __openhip_device_assert_fail(const char* expression, const char* file, unsigned line,
                                             const char* function, unsigned block_x, unsigned block_y,
                                             unsigned block_z, unsigned thread_x, unsigned thread_y,
                                             unsigned thread_z);

__device__ static inline void __assert_fail(const char* expression, const char* file, unsigned line,
                                            const char* function) {
  __openhip_device_assert_fail(expression, file, line, function, blockIdx.x, blockIdx.y, blockIdx.z,
                               threadIdx.x, threadIdx.y, threadIdx.z);
}

// CUDA's own entry point, which some code calls directly.
__device__ static inline void __assertfail(const char* expression, const char* file, unsigned line,
                                           const char* function, size_t) {
  __assert_fail(expression, file, line, function);
}
}  // extern "C"

__device__ inline void __trap() { __builtin_trap(); }

#endif  // OPENHIP_DEVICE_ASSERT_H
