#include "stream_capture.h"

#include "trace.h"

#include <algorithm>
#include <thread>
#include <unordered_set>

#include "event.h"

namespace openhip {

struct CaptureSession {
  ihipGraph* graph = nullptr;
  hipStreamCaptureMode mode = hipStreamCaptureModeGlobal;
  unsigned long long id = 0;
  std::thread::id thread;
  Stream* origin = nullptr;
  bool invalidated = false;
  std::vector<Stream*> streams;  ///< origin first, then the streams that joined
};

namespace {

std::atomic<int> active_count{0};
std::atomic<unsigned long long> next_capture_id{1};
thread_local hipStreamCaptureMode thread_mode = hipStreamCaptureModeGlobal;

/// Sessions in progress; guarded by graphMutex().
std::vector<std::shared_ptr<CaptureSession>>& sessions() {
  static auto* list = new std::vector<std::shared_ptr<CaptureSession>>;
  return *list;
}

CompletionPtr finishedCompletion() {
  static const CompletionPtr done = [] {
    auto c = std::make_shared<Completion>();
    c->signal();
    return c;
  }();
  return done;
}

void join(Stream& stream, const std::shared_ptr<CaptureSession>& session,
          std::vector<hipGraphNode*> dependencies) {
  stream.capture.session = session;
  stream.capture.dependencies = std::move(dependencies);
  stream.capture.active.store(true, std::memory_order_release);
  session->streams.push_back(&stream);
}

void leave(Stream& stream) {
  stream.capture.active.store(false, std::memory_order_release);
  stream.capture.session.reset();
  stream.capture.dependencies.clear();
}

/// Ends a session: every stream leaves, the session is no longer active.
void closeSession(const std::shared_ptr<CaptureSession>& session) {
  for (Stream* s : session->streams) leave(*s);
  auto& list = sessions();
  list.erase(std::remove(list.begin(), list.end(), session), list.end());
  active_count.fetch_sub(1, std::memory_order_acq_rel);
}

std::shared_ptr<CaptureSession> findSession(unsigned long long id) {
  for (const auto& s : sessions())
    if (s->id == id) return s;
  return nullptr;
}

bool validNodeOf(const CaptureSession& session, const hipGraphNode* node) {
  return isLiveNode(node) && node->graph == session.graph;
}

void addUnique(std::vector<hipGraphNode*>& list, hipGraphNode* node) {
  if (std::find(list.begin(), list.end(), node) == list.end()) list.push_back(node);
}

/// Every node of `joined` is the origin's frontier or one of its ancestors.
bool joinedBack(const std::vector<hipGraphNode*>& origin, const std::vector<hipGraphNode*>& joined) {
  std::unordered_set<const hipGraphNode*> reached;
  std::vector<const hipGraphNode*> work(origin.begin(), origin.end());
  while (!work.empty()) {
    const hipGraphNode* n = work.back();
    work.pop_back();
    if (!isLiveNode(n) || !reached.insert(n).second) continue;
    for (const hipGraphNode* d : n->dependencies) work.push_back(d);
  }
  return std::all_of(joined.begin(), joined.end(), [&](const hipGraphNode* n) {
    return !isLiveNode(n) || reached.count(n);
  });
}

bool isZero(const hipPos& pos) { return pos.x == 0 && pos.y == 0 && pos.z == 0; }

hipError_t describe(const CapturedOperation& op, NodeParams* params) {
  switch (op.type) {
    case hipGraphNodeTypeKernel: return makeKernelParams(op.kernel, &params->kernel);
    case hipGraphNodeTypeMemcpy: {
      const hipMemcpy3DParms& c = op.copy;
      const bool linear = !c.srcArray && !c.dstArray && c.extent.height == 1 &&
                          c.extent.depth == 1 && c.srcPtr.pitch == c.extent.width &&
                          c.dstPtr.pitch == c.extent.width && isZero(c.srcPos) && isZero(c.dstPos);
      if (!linear) return makeCopyParams(c, &params->copy);
      params->copy = linearCopyData(c.dstPtr.ptr, c.srcPtr.ptr, c.extent.width, c.kind);
      return hipSuccess;
    }
    case hipGraphNodeTypeMemset: return makeMemsetParams(op.memset, &params->memset);
    case hipGraphNodeTypeHost: params->host = op.host; return checkHostParams(&op.host);
    default: return hipErrorInvalidValue;
  }
}

}  // namespace

CapturedOperation CapturedOperation::kernelLaunch(const void* func, dim3 grid, dim3 block,
                                                  size_t shared_bytes, void** args) {
  CapturedOperation op;
  op.type = hipGraphNodeTypeKernel;
  op.kernel.func = const_cast<void*>(func);
  op.kernel.gridDim = grid;
  op.kernel.blockDim = block;
  op.kernel.sharedMemBytes = static_cast<unsigned>(shared_bytes);
  op.kernel.kernelParams = args;
  return op;
}

CapturedOperation CapturedOperation::copy1D(void* dst, const void* src, size_t bytes,
                                            hipMemcpyKind kind) {
  return copy3D(linearCopyData(dst, src, bytes, kind).params);
}

CapturedOperation CapturedOperation::copy2D(void* dst, size_t dpitch, const void* src,
                                            size_t spitch, size_t width, size_t height,
                                            hipMemcpyKind kind) {
  hipMemcpy3DParms p{};
  p.srcPtr = hipPitchedPtr{const_cast<void*>(src), spitch, width, height};
  p.dstPtr = hipPitchedPtr{dst, dpitch, width, height};
  p.extent = hipExtent{width, height, 1};
  p.kind = kind;
  return copy3D(p);
}

CapturedOperation CapturedOperation::copyRegion(const CopyRegion& region) {
  hipMemcpy3DParms p{};
  const size_t src_rows = region.src_pitch ? region.src_slice / region.src_pitch : region.height;
  const size_t dst_rows = region.dst_pitch ? region.dst_slice / region.dst_pitch : region.height;
  p.srcPtr = hipPitchedPtr{const_cast<char*>(region.src), region.src_pitch, region.width, src_rows};
  p.dstPtr = hipPitchedPtr{region.dst, region.dst_pitch, region.width, dst_rows};
  p.extent = hipExtent{region.width, region.height, region.depth};
  p.kind = region.kind;
  return copy3D(p);
}

CapturedOperation CapturedOperation::copy3D(const hipMemcpy3DParms& params) {
  CapturedOperation op;
  op.type = hipGraphNodeTypeMemcpy;
  op.copy = params;
  return op;
}

CapturedOperation CapturedOperation::fill(void* dst, unsigned value, unsigned element_size,
                                          size_t width, size_t height, size_t pitch) {
  CapturedOperation op;
  op.type = hipGraphNodeTypeMemset;
  op.memset = hipMemsetParams{dst, element_size, height, pitch, value, width};
  return op;
}

CapturedOperation CapturedOperation::hostFunction(hipHostFn_t fn, void* user_data) {
  CapturedOperation op;
  op.type = hipGraphNodeTypeHost;
  op.host = hipHostNodeParams{fn, user_data};
  return op;
}

int activeCaptures() { return active_count.load(std::memory_order_acquire); }

bool isCapturing(const Stream& stream) {
  return stream.capture.active.load(std::memory_order_acquire);
}

namespace {
/// Adds a node after the capture's current nodes (caller holds graphMutex()).
void addCapturedNode(StreamCaptureState& state, hipGraphNodeType type, NodeParams&& params) {
  // Nodes the program destroyed meanwhile (hipGraphDestroyNode) drop out.
  auto& deps = state.dependencies;
  deps.erase(std::remove_if(deps.begin(), deps.end(),
                            [&](hipGraphNode* n) { return !validNodeOf(*state.session, n); }),
             deps.end());
  hipGraphNode* node = addNode(state.session->graph, type, std::move(params), deps.data(), deps.size());
  state.dependencies.assign(1, node);
}
}  // namespace

CompletionPtr captureOperation(Stream& stream, QueueWork& work,
                               const CapturedOperation* operation) {
  // Copies without a description become memcpy nodes of their region.
  CapturedOperation derived;
  if (!operation)
    if (const auto* region = std::get_if<CopyRegion>(&work)) {
      derived = CapturedOperation::copyRegion(*region);
      operation = &derived;
    }
  std::lock_guard<std::mutex> lock(graphMutex());
  StreamCaptureState& state = stream.capture;
  if (!state.session) return nullptr;
  if (state.session->invalidated) return finishedCompletion();  // dropped, as HIP does
  NodeParams params;
  hipGraphNodeType type = operation ? operation->type : hipGraphNodeTypeHost;
  if (!operation || describe(*operation, &params) != hipSuccess) {
    params = NodeParams{};
    type = hipGraphNodeTypeHost;
    if (auto* host = std::get_if<HostFunction>(&work)) {
      params.closure = std::make_shared<std::function<void()>>(std::move(host->fn));
    } else {
      // Work a host function cannot do (fills of device memory, value waits):
      // the node replays it through the queue (see NodeParams::replay).
      params.closure = std::make_shared<std::function<void()>>([] {});
      if (!std::holds_alternative<Marker>(work))
        params.replay = std::make_shared<const QueueWork>(std::move(work));
    }
    params.host = closureHostParams(params.closure);
  }
  addCapturedNode(state, type, std::move(params));
  return finishedCompletion();
}

bool captureEmbeddedPlan(Stream& stream, std::shared_ptr<const Plan> plan) {
  std::lock_guard<std::mutex> lock(graphMutex());
  StreamCaptureState& state = stream.capture;
  if (!state.session) return false;
  if (state.session->invalidated) return true;  // dropped, as HIP does
  NodeParams params;
  params.closure = std::make_shared<std::function<void()>>([] {});
  params.host = closureHostParams(params.closure);
  params.embedded_plan = std::move(plan);
  addCapturedNode(state, hipGraphNodeTypeHost, std::move(params));
  return true;
}

bool invalidateImplicitCaptures(const Device& device) {
  std::lock_guard<std::mutex> lock(graphMutex());
  bool found = false;
  for (const auto& session : sessions())
    for (Stream* s : session->streams)
      if (&s->device() == &device && s->blocking()) {
        session->invalidated = true;
        found = true;
      }
  return found;
}

hipError_t checkUnsafeCall() {
  if (!activeCaptures() || thread_mode == hipStreamCaptureModeRelaxed) return hipSuccess;
  std::lock_guard<std::mutex> lock(graphMutex());
  const std::thread::id self = std::this_thread::get_id();
  bool prohibited = false;
  for (const auto& session : sessions()) {
    const bool own = session->thread == self && session->mode != hipStreamCaptureModeRelaxed;
    const bool global_elsewhere = thread_mode == hipStreamCaptureModeGlobal &&
                                  session->thread != self &&
                                  session->mode == hipStreamCaptureModeGlobal;
    if (own || global_elsewhere) {
      session->invalidated = true;
      prohibited = true;
    }
  }
  return prohibited ? hipErrorStreamCaptureUnsupported : hipSuccess;
}

hipError_t checkStreamNotCapturing(const Stream& stream) {
  if (!activeCaptures()) return hipSuccess;
  if (stream.kind() == StreamKind::Null)
    return invalidateImplicitCaptures(stream.device()) ? hipErrorStreamCaptureImplicit : hipSuccess;
  std::lock_guard<std::mutex> lock(graphMutex());
  if (!stream.capture.session) return hipSuccess;
  stream.capture.session->invalidated = true;
  return hipErrorStreamCaptureUnsupported;
}

hipError_t checkImplicitCapture(const Stream& stream) {
  if (!activeCaptures() || stream.kind() != StreamKind::Null) return hipSuccess;
  return invalidateImplicitCaptures(stream.device()) ? hipErrorStreamCaptureImplicit : hipSuccess;
}

hipError_t checkSynchronousOperation(const Stream& stream) {
  if (!activeCaptures()) return hipSuccess;
  if (hipError_t e = checkUnsafeCall()) return e;
  return checkStreamNotCapturing(stream);
}

hipError_t beginCapture(Stream& stream, hipStreamCaptureMode mode) {
  if (enumValue(mode) < hipStreamCaptureModeGlobal || enumValue(mode) > hipStreamCaptureModeRelaxed)
    return hipErrorInvalidValue;
  if (stream.kind() == StreamKind::Null) return hipErrorStreamCaptureUnsupported;
  std::lock_guard<std::mutex> lock(graphMutex());
  if (stream.capture.session) return hipErrorIllegalState;
  auto session = std::make_shared<CaptureSession>();
  session->graph = createGraph();
  session->graph->capturing = true;
  session->mode = mode;
  session->id = next_capture_id.fetch_add(1);
  session->thread = std::this_thread::get_id();
  session->origin = &stream;
  sessions().push_back(session);
  active_count.fetch_add(1, std::memory_order_acq_rel);
  join(stream, session, {});
  static const char* const kModeNames[] = {"global", "thread_local", "relaxed"};
  trace::captureBegan(&stream, kModeNames[enumValue(mode)]);
  return hipSuccess;
}

hipError_t endCapture(Stream& stream, hipGraph_t* graph) {
  if (!graph) return hipErrorInvalidValue;
  std::lock_guard<std::mutex> lock(graphMutex());
  std::shared_ptr<CaptureSession> session = stream.capture.session;
  if (!session) return hipErrorIllegalState;
  if (session->mode != hipStreamCaptureModeRelaxed && session->thread != std::this_thread::get_id())
    return hipErrorStreamCaptureWrongThread;
  hipError_t result = hipSuccess;
  if (session->origin != &stream) {
    result = hipErrorStreamCaptureUnmatched;
  } else if (session->invalidated) {
    result = hipErrorStreamCaptureInvalidated;
  } else {
    for (Stream* s : session->streams)
      if (s != &stream && !joinedBack(stream.capture.dependencies, s->capture.dependencies))
        result = hipErrorStreamCaptureUnjoined;
  }
  closeSession(session);
  trace::captureEnded(&stream);
  session->graph->capturing = false;
  if (result != hipSuccess) {
    destroyGraph(session->graph);
    *graph = nullptr;
    return result;
  }
  *graph = session->graph;
  return hipSuccess;
}

hipError_t captureInfo(Stream& stream, hipStreamCaptureStatus* status, unsigned long long* id,
                       hipGraph_t* graph, const hipGraphNode_t** dependencies, size_t* count) {
  if (!status) return hipErrorInvalidValue;
  if (stream.kind() == StreamKind::Null && activeCaptures() &&
      invalidateImplicitCaptures(stream.device()))
    return hipErrorStreamCaptureImplicit;
  std::lock_guard<std::mutex> lock(graphMutex());
  const auto& session = stream.capture.session;
  if (!session) {
    *status = hipStreamCaptureStatusNone;
    return hipSuccess;
  }
  *status = session->invalidated ? hipStreamCaptureStatusInvalidated : hipStreamCaptureStatusActive;
  if (id) *id = session->id;
  if (graph) *graph = session->graph;
  if (dependencies) *dependencies = stream.capture.dependencies.data();
  if (count) *count = stream.capture.dependencies.size();
  return hipSuccess;
}

hipError_t updateCaptureDependencies(Stream& stream, hipGraphNode_t* nodes, size_t count,
                                     unsigned flags) {
  if (flags != hipStreamAddCaptureDependencies && flags != hipStreamSetCaptureDependencies)
    return hipErrorInvalidValue;
  if (count && !nodes) return hipErrorInvalidValue;
  std::lock_guard<std::mutex> lock(graphMutex());
  const auto& session = stream.capture.session;
  if (!session || session->invalidated) return hipErrorIllegalState;
  for (size_t i = 0; i < count; ++i)
    if (!validNodeOf(*session, nodes[i])) return hipErrorInvalidValue;
  std::vector<hipGraphNode*>& deps = stream.capture.dependencies;
  if (flags == hipStreamSetCaptureDependencies) deps.clear();
  for (size_t i = 0; i < count; ++i) addUnique(deps, nodes[i]);
  return hipSuccess;
}

hipError_t exchangeCaptureMode(hipStreamCaptureMode* mode) {
  if (!mode || enumValue(*mode) < hipStreamCaptureModeGlobal ||
      enumValue(*mode) > hipStreamCaptureModeRelaxed)
    return hipErrorInvalidValue;
  std::swap(*mode, thread_mode);
  return hipSuccess;
}

hipError_t recordEventInCapture(Stream& stream, hipEvent_t event) {
  std::lock_guard<std::mutex> lock(graphMutex());
  const auto& session = stream.capture.session;
  if (!session) return hipErrorIllegalState;
  if (session->invalidated) return hipErrorStreamCaptureInvalidated;
  event->captured_nodes = stream.capture.dependencies;
  event->captured_in = session->id;
  return hipSuccess;
}

hipError_t waitEventForCapture(Stream& stream, hipEvent_t event, bool* handled) {
  *handled = false;
  const unsigned long long captured_in = event->captured_in.load();
  if (!captured_in && !isCapturing(stream)) return hipSuccess;
  std::lock_guard<std::mutex> lock(graphMutex());
  const std::shared_ptr<CaptureSession> own = stream.capture.session;
  if (!event->captured_in) {
    if (!own) return hipSuccess;  // stopped capturing meanwhile
    *handled = true;
    // A capture cannot depend on work outside it unless that work is done.
    CompletionPtr marker = event->marker();
    if (!marker || marker->done()) return hipSuccess;
    own->invalidated = true;
    return hipErrorStreamCaptureIsolation;
  }
  *handled = true;
  std::shared_ptr<CaptureSession> source = findSession(event->captured_in);
  if (!source) return hipErrorStreamCaptureIsolation;  // that capture has ended
  if (own && own != source) {
    own->invalidated = source->invalidated = true;
    return hipErrorStreamCaptureMerge;
  }
  if (source->invalidated) return hipErrorStreamCaptureInvalidated;
  if (!own) {
    if (stream.kind() == StreamKind::Null) {
      source->invalidated = true;
      return hipErrorStreamCaptureImplicit;
    }
    join(stream, source, {});
  }
  for (hipGraphNode* n : event->captured_nodes)
    if (validNodeOf(*source, n)) addUnique(stream.capture.dependencies, n);
  return hipSuccess;
}

bool isCapturedEvent(hipEvent_t event) { return event->captured_in.load() != 0; }

void forgetCapturingStream(Stream& stream) {
  if (!isCapturing(stream)) return;
  std::lock_guard<std::mutex> lock(graphMutex());
  std::shared_ptr<CaptureSession> session = stream.capture.session;
  if (!session) return;
  session->invalidated = true;
  if (session->origin == &stream) {
    closeSession(session);
    session->graph->capturing = false;
    destroyGraph(session->graph);
    return;
  }
  leave(stream);
  auto& members = session->streams;
  members.erase(std::remove(members.begin(), members.end(), &stream), members.end());
}

}  // namespace openhip
