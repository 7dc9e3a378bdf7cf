// C ABI: the marker interface of the tracer (include/openhip/markers.h),
// which roctx and NVTX forward to.
#include <openhip/markers.h>

#include "api_common.h"
#include "stream.h"

namespace {

void nameStream(const void* handle, const char* name) {
  if (!name || !openhip::trace::any()) return;
  openhip::Stream* stream =
      openhip::resolveStream(static_cast<hipStream_t>(const_cast<void*>(handle)));
  if (stream) openhip::trace::nameQueue(&stream->queue(), stream->device().ordinal(), name);
}

void setRecording(int on) {
  openhip::setProfilerActive(on != 0);
  openhip::trace::setWindowOpen(on != 0);
}

const OpenHipMarkerApi kMarkerApi = {
    OPENHIP_MARKER_API_VERSION,
    openhip::trace::mark,
    openhip::trace::pushRange,
    openhip::trace::popRange,
    openhip::trace::startRange,
    openhip::trace::stopRange,
    openhip::trace::nameThread,
    openhip::trace::nameDevice,
    nameStream,
    setRecording,
};

}  // namespace

extern "C" __attribute__((visibility("default"))) const OpenHipMarkerApi* __openhipMarkerApi(void) {
  return &kMarkerApi;
}
