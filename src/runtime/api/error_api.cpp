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

}  // extern "C"
