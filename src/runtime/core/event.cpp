#include "event.h"

#include "runtime.h"
#include "stream_capture.h"

namespace openhip {

hipError_t recordEvent(ihipEvent_t* event, hipStream_t stream) {
  if (!event || !Runtime::get().isLiveEvent(event)) return hipErrorInvalidHandle;
  Stream* s = resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;
  if (isCapturing(*s)) {
    hipError_t e = recordEventInCapture(*s, event);
    if (e != hipErrorIllegalState) return e;  // else: the capture just ended
  }
  if (hipError_t e = checkImplicitCapture(*s)) return e;
  CompletionPtr marker = s->device().submit(*s, Marker{});
  event->setMarker(marker);
  maybeBlock(marker);
  return hipSuccess;
}

}  // namespace openhip
