// Services that compiled device code calls back into the runtime for: the
// CPU has no per-core cycle counter with a known, stable rate that the device
// pass could read portably, so clock64()/wall_clock64() in a kernel become
// calls to these functions (undefined in the device object, resolved against
// libopenhip when hipcc links the program).
//
// clock64() counts at hipDeviceProp_t::clockRate (kHz) so that
// cycles / clockRate gives milliseconds exactly as HIP documents; both clocks
// come from the monotonic steady clock, so they never go backwards.
#include <chrono>
#include <cstdint>

#include "host_info.h"

namespace {

int64_t steadyNanoseconds() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

extern "C" {

/// Cycles at the device's clockRate (kHz): nanoseconds * kHz / 1e6.
__attribute__((visibility("default"))) long long __openhip_clock64() {
  static const int64_t khz = openhip::cpu::hostInfo().clock_khz;
  const int64_t ns = steadyNanoseconds();
  // Split to avoid overflow of ns * khz (ns ~ 1e18 after decades of uptime).
  return static_cast<long long>((ns / 1000000) * khz + (ns % 1000000) * khz / 1000000);
}

/// Constant-rate counter: nanoseconds (a 1 GHz wall clock, 1000000 kHz).
__attribute__((visibility("default"))) long long __openhip_wall_clock64() {
  return static_cast<long long>(steadyNanoseconds());
}

}  // extern "C"
