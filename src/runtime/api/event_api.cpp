// C ABI: events.
#include "api_common.h"
#include "event.h"
#include "stream_capture.h"

using openhip::CompletionPtr;
using openhip::Runtime;

namespace {
constexpr unsigned kValidEventFlags = hipEventBlockingSync | hipEventDisableTiming |
                                      hipEventInterprocess | hipEventReleaseToDevice |
                                      hipEventReleaseToSystem;

bool live(hipEvent_t event) { return event && Runtime::get().isLiveEvent(event); }
}  // namespace

extern "C" {

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  OPENHIP_API(event, flags);
  if (!event || (flags & ~kValidEventFlags)) HIP_RETURN(hipErrorInvalidValue);
  // Interprocess events must disable timing (as in CUDA).
  if ((flags & hipEventInterprocess) && !(flags & hipEventDisableTiming))
    HIP_RETURN(hipErrorInvalidValue);
  if (!openhip::currentDevice()) HIP_RETURN(hipErrorNoDevice);
  *event = new ihipEvent_t(flags);
  Runtime::get().addEvent(*event);
  HIP_RETURN(hipSuccess);
}

hipError_t hipEventCreate(hipEvent_t* event) {
  OPENHIP_API(event);
  if (!event) HIP_RETURN(hipErrorInvalidValue);
  if (!openhip::currentDevice()) HIP_RETURN(hipErrorNoDevice);
  *event = new ihipEvent_t(0);
  Runtime::get().addEvent(*event);
  HIP_RETURN(hipSuccess);
}

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  OPENHIP_API(event, stream);
  HIP_RETURN(openhip::recordEvent(event, stream));
}

hipError_t hipEventDestroy(hipEvent_t event) {
  OPENHIP_API(event);
  if (!event || !Runtime::get().removeEvent(event)) HIP_RETURN(hipErrorInvalidHandle);
  delete event;  // queued operations keep the marker alive on their own
  HIP_RETURN(hipSuccess);
}

hipError_t hipEventSynchronize(hipEvent_t event) {
  OPENHIP_API(event);
  if (!live(event)) HIP_RETURN(hipErrorInvalidHandle);
  if (openhip::isCapturedEvent(event)) HIP_RETURN(hipErrorCapturedEvent);
  if (CompletionPtr marker = event->marker()) marker->wait();
  HIP_RETURN(hipSuccess);
}

hipError_t hipEventQuery(hipEvent_t event) {
  OPENHIP_API(event);
  if (!live(event)) HIP_RETURN(hipErrorInvalidHandle);
  if (openhip::isCapturedEvent(event)) HIP_RETURN(hipErrorCapturedEvent);
  CompletionPtr marker = event->marker();
  HIP_RETURN(!marker || marker->done() ? hipSuccess : hipErrorNotReady);
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  OPENHIP_API(ms, start, stop);
  if (!ms) HIP_RETURN(hipErrorInvalidValue);
  if (!live(start) || !live(stop)) HIP_RETURN(hipErrorInvalidHandle);
  if ((start->flags | stop->flags) & hipEventDisableTiming) HIP_RETURN(hipErrorInvalidHandle);
  if (openhip::isCapturedEvent(start) || openhip::isCapturedEvent(stop))
    HIP_RETURN(hipErrorCapturedEvent);
  CompletionPtr begin = start->marker();
  CompletionPtr end = stop->marker();
  if (!begin || !end) HIP_RETURN(hipErrorInvalidHandle);
  if (!begin->done() || !end->done()) HIP_RETURN(hipErrorNotReady);
  const double ns = static_cast<double>(end->timestampNs()) - static_cast<double>(begin->timestampNs());
  *ms = static_cast<float>(ns / 1.0e6);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
