// Device clocks. The CPU device has no counter the device pass could read
// portably, so the clocks call into libopenhip (src/runtime/device_services.cpp):
// the device object keeps an undefined reference that the program's link
// against libopenhip resolves.
//   clock64(), clock(): count at hipDeviceProp_t::clockRate kHz (as on AMD GPUs,
//     elapsed cycles / clockRate = milliseconds); monotonic across the process.
//   wall_clock64(): constant 1 GHz counter (nanoseconds of the steady clock).
#ifndef OPENHIP_DEVICE_CLOCK_H
#define OPENHIP_DEVICE_CLOCK_H

#include <hip/hip_common.h>

extern "C" __device__ long long __openhip_clock64();
extern "C" __device__ long long __openhip_wall_clock64();

__device__ inline long long int __clock64() { return __openhip_clock64(); }
__device__ inline long long int __clock() { return __openhip_clock64(); }
__device__ inline long long int clock64() { return __openhip_clock64(); }
__device__ inline long long int clock() { return __openhip_clock64(); }
__device__ inline long long int wall_clock64() { return __openhip_wall_clock64(); }

#endif  // OPENHIP_DEVICE_CLOCK_H
