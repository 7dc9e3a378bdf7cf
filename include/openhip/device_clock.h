// Device clocks. The CPU device has no counter the device pass could read
// portably, so the clocks call into libopenhip (src/runtime/device_services.cpp):
// the device object keeps an undefined reference that the program's link
// against libopenhip resolves.
//   clock64(), clock(): count at hipDeviceProp_t::clockRate kHz (as on AMD GPUs,
//     elapsed cycles / clockRate = milliseconds); monotonic across the process.
//   wall_clock64(): constant 1 GHz counter (nanoseconds of the steady clock).
//   __nanosleep(ns): sleeps, at most 1 ms per call as in CUDA.
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

// __nanosleep(ns): CUDA caps a sleep at about a millisecond; the calling
// work-item sleeps through glibc's nanosleep (the CPU thread running its block).
struct __openhip_timespec {
  long seconds;
  long nanoseconds;
};
extern "C" __device__ int __openhip_nanosleep(const __openhip_timespec*, __openhip_timespec*) __asm__("nanosleep");
__device__ inline void __nanosleep(unsigned int ns) {
  const __openhip_timespec duration = {0, static_cast<long>(ns > 1000000u ? 1000000u : ns)};
  (void)__openhip_nanosleep(&duration, nullptr);
}

#endif  // OPENHIP_DEVICE_CLOCK_H
