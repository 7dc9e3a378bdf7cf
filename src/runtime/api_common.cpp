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

hipError_t stickyError(const Device* device) {
  return device ? static_cast<hipError_t>(device->stickyError()) : hipSuccess;
}

Device* currentDevice() { return Runtime::get().device(currentDeviceOrdinal()); }

Stream* resolveStream(hipStream_t handle) {
  Device* device = currentDevice();
  if (handle == nullptr) return device ? &device->nullStream() : nullptr;
  if (handle == hipStreamPerThread) return device ? Runtime::get().perThreadStream(*device) : nullptr;
  return Runtime::get().isLiveStream(handle) ? handle : nullptr;
}

void maybeBlock(const CompletionPtr& completion) {
  if (launchBlocking() && completion) completion->wait();
}

}  // namespace openhip
