// C ABI: stream capture (hipStreamBeginCapture ... hipThreadExchangeStreamCaptureMode).
#include "api_common.h"
#include "stream_capture.h"

using openhip::Stream;

namespace {
/// Capture calls take any live stream, including hipStreamPerThread.
hipError_t resolve(hipStream_t handle, Stream** out) {
  *out = openhip::resolveStream(handle);
  if (*out) return hipSuccess;
  return openhip::currentDevice() ? hipErrorInvalidHandle : hipErrorNoDevice;
}
}  // namespace

extern "C" {

hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode) {
  OPENHIP_API(stream, mode);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::beginCapture(*s, mode));
}

hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t* pGraph) {
  OPENHIP_API(stream, pGraph);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::endCapture(*s, pGraph));
}

hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus) {
  OPENHIP_API(stream, pCaptureStatus);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::captureInfo(*s, pCaptureStatus, nullptr, nullptr, nullptr, nullptr));
}

hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus,
                                   unsigned long long* pId) {
  OPENHIP_API(stream, pCaptureStatus, pId);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::captureInfo(*s, pCaptureStatus, pId, nullptr, nullptr, nullptr));
}

hipError_t hipStreamGetCaptureInfo_v2(hipStream_t stream, hipStreamCaptureStatus* captureStatus_out,
                                      unsigned long long* id_out, hipGraph_t* graph_out,
                                      const hipGraphNode_t** dependencies_out,
                                      size_t* numDependencies_out) {
  OPENHIP_API(stream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::captureInfo(*s, captureStatus_out, id_out, graph_out, dependencies_out,
                                  numDependencies_out));
}

hipError_t hipStreamUpdateCaptureDependencies(hipStream_t stream, hipGraphNode_t* dependencies,
                                              size_t numDependencies, unsigned int flags) {
  OPENHIP_API(stream, dependencies, numDependencies, flags);
  Stream* s = nullptr;
  if (hipError_t e = resolve(stream, &s)) HIP_RETURN(e);
  HIP_RETURN(openhip::updateCaptureDependencies(*s, dependencies, numDependencies, flags));
}

hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode* mode) {
  OPENHIP_API(mode);
  HIP_RETURN(openhip::exchangeCaptureMode(mode));
}

}  // extern "C"
