// C ABI: device limits (malloc heap, printf FIFO, stack size).
//
// The malloc heap limit is enforced by the device heap (device_heap.cpp).
// Device printf writes straight to stdout, and work-items run on their
// worker thread's stack, so the printf FIFO and stack sizes are stored and
// reported but bound nothing. The CPU devices share the host's memory and
// threads: the limits are process-wide.
#include <atomic>

#include "api_common.h"
#include "device_heap.h"

namespace {

// CUDA's defaults: 1 MiB printf FIFO, 1 KiB stack per thread.
std::atomic<size_t> g_printf_fifo_size{1 << 20};
std::atomic<size_t> g_stack_size{1024};

bool isKnownLimit(hipLimit_t limit) {
  return limit == hipLimitStackSize || limit == hipLimitPrintfFifoSize || limit == hipLimitMallocHeapSize;
}

}  // namespace

extern "C" {

hipError_t hipDeviceGetLimit(size_t* pValue, enum hipLimit_t limit) {
  if (!pValue) HIP_RETURN(hipErrorInvalidValue);
  if (!openhip::currentDevice()) HIP_RETURN(hipErrorNoDevice);
  switch (limit) {
    case hipLimitMallocHeapSize: *pValue = openhip::deviceHeapLimit(); break;
    case hipLimitPrintfFifoSize: *pValue = g_printf_fifo_size.load(); break;
    case hipLimitStackSize: *pValue = g_stack_size.load(); break;
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceSetLimit(enum hipLimit_t limit, size_t value) {
  if (!isKnownLimit(limit)) HIP_RETURN(hipErrorUnsupportedLimit);
  if (!openhip::currentDevice()) HIP_RETURN(hipErrorNoDevice);
  switch (limit) {
    case hipLimitMallocHeapSize: openhip::setDeviceHeapLimit(value); break;
    case hipLimitPrintfFifoSize:
      if (value == 0) HIP_RETURN(hipErrorInvalidValue);
      g_printf_fifo_size.store(value);
      break;
    default: g_stack_size.store(value); break;
  }
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
