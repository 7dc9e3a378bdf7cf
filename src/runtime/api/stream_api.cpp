// C ABI: streams, stream callbacks and host functions.
#include "api_common.h"
#include "device_limits.h"
#include "event.h"
#include "stream_capture.h"

using openhip::CompletionPtr;
using openhip::Device;
using openhip::Runtime;
using openhip::Stream;

namespace {

hipError_t createStream(hipStream_t* stream, unsigned flags, int priority) {
  if (!stream || (flags & ~static_cast<unsigned>(hipStreamNonBlocking))) return hipErrorInvalidValue;
  Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  // Out-of-range priorities are clamped, as in CUDA and HIP.
  priority = std::max(openhip::kGreatestStreamPriority,
                      std::min(openhip::kLeastStreamPriority, priority));
  *stream = Runtime::get().createStream(*device, flags, priority);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipStreamCreate(hipStream_t* stream) {
  OPENHIP_API(stream);
  HIP_RETURN(createStream(stream, 0, 0));
}

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  OPENHIP_API(stream, flags);
  HIP_RETURN(createStream(stream, flags, 0));
}

hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
  OPENHIP_API(stream, flags, priority);
  HIP_RETURN(createStream(stream, flags, priority));
}

hipError_t hipDeviceGetStreamPriorityRange(int* leastPriority, int* greatestPriority) {
  OPENHIP_API(leastPriority, greatestPriority);
  if (!leastPriority && !greatestPriority) HIP_RETURN(hipErrorInvalidValue);
  if (leastPriority) *leastPriority = openhip::kLeastStreamPriority;
  if (greatestPriority) *greatestPriority = openhip::kGreatestStreamPriority;
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamDestroy(hipStream_t stream) {
  OPENHIP_API(stream);
  if (!stream || stream == hipStreamPerThread || !Runtime::get().isLiveStream(stream))
    HIP_RETURN(hipErrorInvalidHandle);
  if (stream->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
  Runtime::get().destroyStream(stream);
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamQuery(hipStream_t stream) {
  OPENHIP_API(stream);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  if (hipError_t sticky = openhip::stickyError(&s->device())) HIP_RETURN(sticky);
  if (hipError_t e = openhip::checkStreamNotCapturing(*s)) HIP_RETURN(e);
  HIP_RETURN(s->idle() ? hipSuccess : hipErrorNotReady);
}

hipError_t hipStreamSynchronize(hipStream_t stream) {
  OPENHIP_API(stream);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  if (s->device().onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
  if (hipError_t e = openhip::checkSynchronousOperation(*s)) HIP_RETURN(e);
  if (s->kind() == openhip::StreamKind::Null) {
    // Legacy semantics: the null stream's work includes what it waits for.
    s->device().runSynchronously(*s, openhip::Marker{});
  } else if (CompletionPtr last = s->last()) {
    s->queue().waitFor(last);
  }
  HIP_RETURN(openhip::stickyError(&s->device()));
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  OPENHIP_API(stream, event, flags);
  if (!event || !Runtime::get().isLiveEvent(event)) HIP_RETURN(hipErrorInvalidHandle);
  if (flags != 0) HIP_RETURN(hipErrorInvalidValue);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  bool captured = false;
  if (hipError_t e = openhip::waitEventForCapture(*s, event, &captured)) HIP_RETURN(e);
  if (captured) HIP_RETURN(hipSuccess);
  if (hipError_t e = openhip::checkImplicitCapture(*s)) HIP_RETURN(e);
  CompletionPtr marker = event->marker();
  if (!marker || marker->done()) HIP_RETURN(hipSuccess);  // nothing to wait for
  s->device().submit(*s, openhip::Marker{}, {marker});
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  OPENHIP_API(stream, flags);
  if (!flags) HIP_RETURN(hipErrorInvalidValue);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  *flags = s->flags();
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  OPENHIP_API(stream, priority);
  if (!priority) HIP_RETURN(hipErrorInvalidValue);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  *priority = s->priority();
  HIP_RETURN(hipSuccess);
}

hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* userData,
                                unsigned int flags) {
  OPENHIP_API(stream, callback, userData, flags);
  if (!callback || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  if (hipError_t e = openhip::checkImplicitCapture(*s)) HIP_RETURN(e);
  openhip::maybeBlock(s->device().submit(
      *s, openhip::HostFunction([=] { callback(stream, hipSuccess, userData); })));
  HIP_RETURN(hipSuccess);
}

hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* userData) {
  OPENHIP_API(stream, fn, userData);
  if (!fn) HIP_RETURN(hipErrorInvalidValue);
  Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  if (hipError_t e = openhip::checkImplicitCapture(*s)) HIP_RETURN(e);
  const auto operation = openhip::CapturedOperation::hostFunction(fn, userData);
  openhip::maybeBlock(
      s->device().submit(*s, openhip::HostFunction([=] { fn(userData); }), {}, &operation));
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
