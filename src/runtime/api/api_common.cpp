#include "api_common.h"

namespace openhip {

hipError_t& threadLastError() {
  thread_local hipError_t last = hipSuccess;
  return last;
}

hipError_t finishCall(const char* function, hipError_t result) {
  // hipErrorNotReady "is not actually an error" (HIP's header): a query of
  // unfinished work. As in CUDA and ROCm, it never becomes the last error,
  // so a program that polls keeps hipGetLastError() clean.
  if (result == hipErrorNotReady) {
    OPENHIP_LOG(kLogApi, "%s -> hipErrorNotReady", function);
  } else if (result != hipSuccess) {
    threadLastError() = result;
    OPENHIP_LOG(kLogError, "%s -> %s", function, hipGetErrorName(result));
  } else {
    OPENHIP_LOG(kLogApi, "%s -> hipSuccess", function);
  }
  return result;
}

}  // namespace openhip
