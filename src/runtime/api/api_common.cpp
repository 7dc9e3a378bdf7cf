#include "api_common.h"

namespace openhip {

hipError_t& threadLastError() {
  thread_local hipError_t last = hipSuccess;
  return last;
}

hipError_t finishCall(const char* function, hipError_t result) {
  if (result != hipSuccess) {
    threadLastError() = result;
    OPENHIP_LOG(kLogError, "%s -> %s", function, hipGetErrorName(result));
  } else {
    OPENHIP_LOG(kLogApi, "%s -> hipSuccess", function);
  }
  return result;
}

}  // namespace openhip
