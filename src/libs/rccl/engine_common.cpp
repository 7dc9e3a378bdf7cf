#include "engine_common.h"

#include "env.h"
#include "log.h"

namespace rccl {
namespace {

using Closures = std::vector<std::unique_ptr<std::function<void()>>>;
thread_local Closures* capturedClosures = nullptr;

void runHostFunction(void* data) {
  auto* fn = static_cast<std::function<void()>*>(data);
  (*fn)();
  delete fn;
}

// A captured host function runs at every launch of its graph.
void runCapturedFunction(void* data) {
  (*static_cast<std::function<void()>*>(data))();
}

void deleteClosures(void* data) {
  delete static_cast<Closures*>(data);
}

} // namespace

ncclResult_t enqueueHost(hipStream_t stream, std::function<void()> fn) {
  auto* f = new std::function<void()>(std::move(fn));
  const bool captured = CaptureScope::keep(f);
  hipError_t e = hipLaunchHostFunc(stream, captured ? runCapturedFunction : runHostFunction, f);
  if (e != hipSuccess) {
    if (!captured)
      delete f;
    warn("hipLaunchHostFunc failed: %s", hipGetErrorString(e));
    return ncclUnhandledCudaError;
  }
  return ncclSuccess;
}

CaptureScope::CaptureScope(hipStream_t stream) {
  hipStreamCaptureStatus status = hipStreamCaptureStatusNone;
  hipGraph_t graph = nullptr;
  if (hipStreamGetCaptureInfo_v2(stream, &status, nullptr, &graph) != hipSuccess ||
      status == hipStreamCaptureStatusNone || !graph)
    return;
  graph_ = graph;
  savedMode_ = hipStreamCaptureModeRelaxed;
  (void)hipThreadExchangeStreamCaptureMode(&savedMode_);
  closures_ = new Closures;
  capturedClosures = closures_;
}

CaptureScope::~CaptureScope() {
  if (!graph_)
    return;
  capturedClosures = nullptr;
  (void)hipThreadExchangeStreamCaptureMode(&savedMode_);
  // The graph (and every executable graph made from it) owns the closures.
  hipUserObject_t object = nullptr;
  if (closures_->empty() ||
      hipUserObjectCreate(&object, closures_, deleteClosures, 1, hipUserObjectNoDestructorSync) !=
          hipSuccess) {
    delete closures_;
    return;
  }
  // Should that fail, the closures are leaked rather than freed under the graph's nodes.
  if (hipGraphRetainUserObject(graph_, object, 1, hipGraphUserObjectMove) != hipSuccess)
    warn("could not attach a captured collective's host functions to the graph");
}

bool CaptureScope::keep(std::function<void()>* fn) {
  if (!capturedClosures)
    return false;
  capturedClosures->emplace_back(fn);
  return true;
}

bool hostReachesDevice(int device) {
  int shares = 0;
  return hipDeviceGetAttribute(&shares, hipDeviceAttributePageableMemoryAccessUsesHostPageTables,
                               device) == hipSuccess &&
         shares == 1;
}

ncclResult_t copyAsync(void* dst, const void* src, size_t bytes, hipStream_t stream) {
  if (bytes == 0 || dst == src)
    return ncclSuccess;
  hipError_t e = hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream);
  if (e != hipSuccess) {
    warn("hipMemcpyAsync of %zu bytes failed: %s", bytes, hipGetErrorString(e));
    return ncclUnhandledCudaError;
  }
  return ncclSuccess;
}

PointerArena::~PointerArena() {
  for (void* p : retired_)
    (void)hipHostFree(p);
  if (host_)
    (void)hipHostFree(host_);
}

ncclResult_t PointerArena::reserve(size_t slots, void*** host, void*** device) {
  if (slots > capacity_) {
    size_t cap = capacity_ ? capacity_ : 256;
    while (cap < slots)
      cap *= 2;
    void* h = nullptr;
    hipError_t e = hipHostMalloc(&h, cap * sizeof(void*), hipHostMallocDefault);
    if (e != hipSuccess) {
      warn("hipHostMalloc of a %zu-entry pointer table failed: %s", cap, hipGetErrorString(e));
      return ncclUnhandledCudaError;
    }
    void* d = nullptr;
    e = hipHostGetDevicePointer(&d, h, 0);
    if (e != hipSuccess) {
      (void)hipHostFree(h);
      warn("hipHostGetDevicePointer failed: %s", hipGetErrorString(e));
      return ncclUnhandledCudaError;
    }
    if (host_)
      retired_.push_back(host_);
    host_ = static_cast<void**>(h);
    device_ = static_cast<void**>(d);
    capacity_ = cap;
  }
  *host = host_;
  *device = device_;
  return ncclSuccess;
}

WaitContext waitContext(ncclComm* comm, std::function<ncclResult_t()> peerCheck, const char* what) {
  WaitContext ctx;
  ctx.aborted = &comm->aborted;
  ctx.check = std::move(peerCheck);
  ctx.deadline = Deadline(settings().timeoutSeconds);
  ctx.what = what;
  return ctx;
}

void reportWaitFailure(ncclComm* comm, ncclResult_t r, const WaitContext& ctx) {
  if (comm->aborted.load())
    return; // ncclCommAbort: nothing to report
  if (comm->asyncError.load() == ncclSuccess) {
    if (ctx.deadline.passed())
      fault("rank %d of %d (device %d): no progress from %s within %.0f s (OPENHIP_RCCL_TIMEOUT); "
            "the communicator reports %s",
            comm->rank, comm->nranks, comm->device, ctx.what, settings().timeoutSeconds,
            ncclGetErrorString(r));
    else
      fault("rank %d of %d (device %d): waiting for %s: a peer failed, aborted or exited; the "
            "communicator "
            "reports %s",
            comm->rank, comm->nranks, comm->device, ctx.what, ncclGetErrorString(r));
  }
  comm->fail(r);
}

} // namespace rccl
