// Putting a plan on the streams: the device is the communicator's while
// enqueueing, plans of one communicator run in call order even on different
// streams (the launch stream waits for the previous plan's stream), and the
// other streams of a group join the launch stream and wait for it at the end.
// A plan enqueued into a stream capture runs at each launch of the graph.
#include "comm.h"

#include "engine_common.h"
#include "log.h"

namespace rccl {
namespace {

class DeviceGuard {
public:
  explicit DeviceGuard(int device) {
    if (hipGetDevice(&saved_) != hipSuccess)
      saved_ = -1;
    if (saved_ != device)
      ok_ = hipSetDevice(device) == hipSuccess;
  }
  ~DeviceGuard() {
    int now = -1;
    if (saved_ >= 0 && hipGetDevice(&now) == hipSuccess && now != saved_)
      (void)hipSetDevice(saved_);
  }
  bool ok() const { return ok_; }

private:
  int saved_ = -1;
  bool ok_ = true;
};

ncclResult_t hipCheck(hipError_t e, const char* what) {
  if (e == hipSuccess)
    return ncclSuccess;
  warn("%s failed: %s", what, hipGetErrorString(e));
  return ncclUnhandledCudaError;
}

ncclResult_t groupEvent(ncclComm* comm, size_t i, hipEvent_t* out) {
  while (comm->groupEvents.size() <= i) {
    hipEvent_t e;
    ncclResult_t r =
        hipCheck(hipEventCreateWithFlags(&e, hipEventDisableTiming), "hipEventCreateWithFlags");
    if (r != ncclSuccess)
      return r;
    comm->groupEvents.push_back(e);
  }
  *out = comm->groupEvents[i];
  return ncclSuccess;
}

} // namespace

ncclResult_t enqueuePlan(ncclComm* comm, Plan& plan, hipStream_t stream,
                         const std::vector<hipStream_t>& others) {
  if (plan.empty())
    return ncclSuccess;
  DeviceGuard guard(comm->device);
  if (!guard.ok())
    return ncclUnhandledCudaError;
  // Captured, the plan is ordered by the graph: the order event (recorded
  // outside the capture) is neither waited for nor recorded.
  CaptureScope capture(stream);
  plan.captured = capture.active();
  ncclResult_t r;
  if (!plan.captured && comm->haveLastStream && comm->lastStream != stream) {
    r = hipCheck(hipStreamWaitEvent(stream, comm->orderEvent, 0), "hipStreamWaitEvent");
    if (r != ncclSuccess)
      return r;
  }
  for (size_t i = 0; i < others.size(); ++i) {
    hipEvent_t e;
    if ((r = groupEvent(comm, i, &e)) != ncclSuccess)
      return r;
    if ((r = hipCheck(hipEventRecord(e, others[i]), "hipEventRecord")) != ncclSuccess)
      return r;
    if ((r = hipCheck(hipStreamWaitEvent(stream, e, 0), "hipStreamWaitEvent")) != ncclSuccess)
      return r;
  }
  // A plan counts as in flight from its enqueueing (a captured one: from each launch).
  ncclResult_t counted = ncclSuccess;
  if (plan.captured)
    counted = enqueueHost(stream, [comm] { comm->inflight.fetch_add(1); });
  else
    comm->inflight.fetch_add(1);
  plan.finishedByEngine = false;
  r = counted == ncclSuccess ? comm->engine->enqueue(plan, stream) : counted;
  ncclResult_t done = ncclSuccess;
  if (!plan.finishedByEngine) {
    done = enqueueHost(stream, [comm] { comm->inflight.fetch_sub(1); });
    if (done != ncclSuccess && !plan.captured)
      comm->inflight.fetch_sub(1);
  }
  if (r == ncclSuccess)
    r = done;
  if (r != ncclSuccess) {
    // Part of the plan may be queued: peers must not wait for the rest.
    fault("rank %d: enqueueing a collective failed (%s); the communicator is now in error",
          comm->rank, ncclGetErrorString(r));
    comm->fail(r);
    return r;
  }
  if (!plan.captured) {
    if ((r = hipCheck(hipEventRecord(comm->orderEvent, stream), "hipEventRecord")) != ncclSuccess)
      return r;
    comm->haveLastStream = true;
    comm->lastStream = stream;
  }
  if (!others.empty()) {
    hipEvent_t e;
    if ((r = groupEvent(comm, others.size(), &e)) != ncclSuccess)
      return r;
    if ((r = hipCheck(hipEventRecord(e, stream), "hipEventRecord")) != ncclSuccess)
      return r;
    for (hipStream_t o : others)
      if ((r = hipCheck(hipStreamWaitEvent(o, e, 0), "hipStreamWaitEvent")) != ncclSuccess)
        return r;
  }
  return ncclSuccess;
}

} // namespace rccl
