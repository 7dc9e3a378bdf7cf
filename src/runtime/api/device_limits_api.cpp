// C ABI: device limits (malloc heap, printf FIFO, stack size), kept by the
// device's backend (the CPU backend's devices share the host's memory and
// threads, so there the limits are process-wide).
#include "api_common.h"

extern "C" {

hipError_t hipDeviceGetLimit(size_t* pValue, enum hipLimit_t limit) {
  OPENHIP_API(pValue, limit);
  if (!pValue) HIP_RETURN(hipErrorInvalidValue);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  hipError_t e = device->backend().getLimit(limit, pValue);
  HIP_RETURN(e == hipErrorUnsupportedLimit ? hipErrorInvalidValue : e);
}

hipError_t hipDeviceSetLimit(enum hipLimit_t limit, size_t value) {
  OPENHIP_API(limit, value);
  if (limit != hipLimitStackSize && limit != hipLimitPrintfFifoSize &&
      limit != hipLimitMallocHeapSize)
    HIP_RETURN(hipErrorUnsupportedLimit);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  HIP_RETURN(device->backend().setLimit(limit, value));
}

}  // extern "C"
