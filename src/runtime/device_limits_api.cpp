// C ABI: device limits (malloc heap, printf FIFO, stack size).
#include "api_common.h"
#include "cpu/host_info.h"

extern "C" {

hipError_t hipDeviceGetLimit(size_t* pValue, enum hipLimit_t limit) {
  if (!pValue) HIP_RETURN(hipErrorInvalidValue);
  if (!openhip::currentDevice()) HIP_RETURN(hipErrorNoDevice);
  // Device-side malloc draws from the host heap; printf writes directly, so
  // there is no FIFO to size.
  if (limit == hipLimitMallocHeapSize) {
    *pValue = openhip::cpu::hostInfo().total_memory;
    HIP_RETURN(hipSuccess);
  }
  HIP_RETURN(limit == hipLimitPrintfFifoSize ? hipErrorUnsupportedLimit : hipErrorInvalidValue);
}

}  // extern "C"
