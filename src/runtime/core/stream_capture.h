// Stream capture: while a stream captures, Device::submit turns each operation
// queued on it into a graph node instead of running it. A CapturedOperation
// passed alongside the closure makes the node a proper kernel / memcpy /
// memset / host node (visible with hipGraphNodeGetType and GetParams);
// without one the node is a host node that replays the same closure.
//
// A capture session belongs to the stream that began it; other streams join
// it by waiting on an event recorded in a capturing stream (fork) and must be
// joined back into the origin stream before hipStreamEndCapture. Capture
// modes follow CUDA/HIP: a thread whose capture interaction mode is global or
// thread-local may not make "potentially unsafe" calls (synchronizations,
// synchronous copies, allocations) while it has a non-relaxed capture going,
// and in global mode also not while any thread has a global capture going;
// such calls return hipErrorStreamCaptureUnsupported and invalidate the
// captures concerned. Operations on the legacy null stream while a blocking
// stream of the same device captures invalidate that capture (they would
// depend on it implicitly).
#pragma once

#include <atomic>
#include <memory>

#include "backend.h"
#include "runtime.h"
#include "graph.h"

namespace openhip {

/// What an operation queued through Device::submit is, for capture.
struct CapturedOperation {
  hipGraphNodeType type = hipGraphNodeTypeEmpty;
  hipKernelNodeParams kernel{};  ///< kernelParams need only live during submit
  /// Copies, in the form hipGraphMemcpyNodeGetParams reports (node type
  /// hipGraphNodeTypeMemcpy, as HIP and CUDA give captured copies).
  hipMemcpy3DParms copy{};
  hipMemsetParams memset{};
  hipHostNodeParams host{};

  static CapturedOperation kernelLaunch(const void* func, dim3 grid, dim3 block,
                                        size_t shared_bytes, void** args);
  /// A linear copy, already validated by the entry point (it may target a
  /// symbol's storage, which no allocation record knows).
  static CapturedOperation copy1D(void* dst, const void* src, size_t bytes, hipMemcpyKind kind);
  /// `height` rows of `width` bytes, `dpitch`/`spitch` apart.
  static CapturedOperation copy2D(void* dst, size_t dpitch, const void* src, size_t spitch,
                                  size_t width, size_t height, hipMemcpyKind kind);
  static CapturedOperation copy3D(const hipMemcpy3DParms& params);
  /// A copy of a queue's region (byte pitches).
  static CapturedOperation copyRegion(const CopyRegion& region);
  /// A fill of `height` rows of `width` elements of `element_size` bytes.
  static CapturedOperation fill(void* dst, unsigned value, unsigned element_size, size_t width,
                                size_t height = 1, size_t pitch = 0);
  static CapturedOperation hostFunction(hipHostFn_t fn, void* user_data);
};

struct CaptureSession;

/// Number of captures in progress in the process (cheap check for the
/// submission fast path).
int activeCaptures();
bool isCapturing(const Stream& stream);

/// Device::submit on a capturing stream: adds the node and returns an
/// already-finished completion; nullptr if the stream stopped capturing in
/// the meantime (the caller then queues the work normally).
CompletionPtr captureOperation(Stream& stream, QueueWork& work,
                               const CapturedOperation* operation);
/// hipGraphLaunch on a capturing stream: adds a node that runs `plan` (see
/// NodeParams::embedded_plan). False if the stream stopped capturing.
bool captureEmbeddedPlan(Stream& stream, std::shared_ptr<const Plan> plan);
/// Device::submit on the null stream while captures are active: invalidates
/// the captures of the device's blocking streams. Returns true if there were.
bool invalidateImplicitCaptures(const Device& device);

/// For entry points that are "potentially unsafe" during capture (see the
/// file comment): hipSuccess or hipErrorStreamCaptureUnsupported.
hipError_t checkUnsafeCall();
/// For operations on `stream` that a capture forbids (hipStreamSynchronize,
/// hipStreamQuery of a capturing stream): invalidates the capture and
/// returns hipErrorStreamCaptureUnsupported; hipErrorStreamCaptureImplicit
/// for the null stream while a blocking stream of its device captures.
hipError_t checkStreamNotCapturing(const Stream& stream);
/// For synchronous calls that run as an operation of `stream` (hipMemcpy,
/// hipMemset, ...: the legacy null stream): checkUnsafeCall, then the
/// implicit-dependency rule of the null stream, then the stream itself must
/// not be capturing.
hipError_t checkSynchronousOperation(const Stream& stream);
/// For asynchronous work on the null stream (callbacks, event records):
/// hipErrorStreamCaptureImplicit, invalidating the captures, when a blocking
/// stream of the device captures.
hipError_t checkImplicitCapture(const Stream& stream);

hipError_t beginCapture(Stream& stream, hipStreamCaptureMode mode);
hipError_t endCapture(Stream& stream, hipGraph_t* graph);
hipError_t captureInfo(Stream& stream, hipStreamCaptureStatus* status, unsigned long long* id,
                       hipGraph_t* graph, const hipGraphNode_t** dependencies, size_t* count);
hipError_t updateCaptureDependencies(Stream& stream, hipGraphNode_t* nodes, size_t count,
                                     unsigned flags);
hipError_t exchangeCaptureMode(hipStreamCaptureMode* mode);

/// hipEventRecord on a capturing stream: the event remembers the capture's
/// current nodes (no node is added). hipErrorStreamCaptureInvalidated if the
/// capture was invalidated.
hipError_t recordEventInCapture(Stream& stream, hipEvent_t event);
/// hipStreamWaitEvent when the stream captures or the event was recorded in
/// a capture; `handled` false means: wait as usual.
hipError_t waitEventForCapture(Stream& stream, hipEvent_t event, bool* handled);
/// True if the event was last recorded in a capturing stream.
bool isCapturedEvent(hipEvent_t event);
/// A stream being destroyed leaves its capture (which becomes invalid).
void forgetCapturingStream(Stream& stream);

}  // namespace openhip
