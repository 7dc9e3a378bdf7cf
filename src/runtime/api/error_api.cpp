// hipGetLastError / hipPeekAtLastError. hipGetErrorName/String live in
// error_strings.cpp.
#include "api_common.h"

extern "C" {

// A sticky error of the current device is reported by both and never reset
// (only hipDeviceReset clears it).
hipError_t hipGetLastError(void) {
  OPENHIP_API();
  if (hipError_t sticky = openhip::stickyError(openhip::currentDevice())) return sticky;
  hipError_t& last = openhip::threadLastError();
  const hipError_t result = last;
  last = hipSuccess;
  return result;
}

hipError_t hipPeekAtLastError(void) {
  OPENHIP_API();
  if (hipError_t sticky = openhip::stickyError(openhip::currentDevice())) return sticky;
  return openhip::threadLastError();
}

// For CUDA's names (include/cuda_runtime_api.h, cuda.h): whether the current
// device's sticky hipErrorLaunchFailure came from a device assert, which CUDA
// reports as cudaErrorAssert (AMD's runtime, and HIP's names, as a launch
// failure). Not a HIP function: part of libopenhip's ABI for its headers.
__attribute__((visibility("default"))) int __openhip_sticky_error_is_assert(void) {
  return openhip::stickyErrorIsAssert(openhip::currentDevice()) ? 1 : 0;
}

}  // extern "C"
