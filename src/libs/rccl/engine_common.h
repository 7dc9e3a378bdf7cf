// Helpers shared by the engines: host functions on a stream, and the pinned
// pointer tables the kernels read.
#pragma once

#include "comm.h"
#include "sync.h"

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <functional>
#include <memory>
#include <vector>

namespace rccl {

// Enqueues fn as a host function of the stream (it runs on the stream's
// thread, in stream order, and must not call HIP). Inside a CaptureScope the
// function becomes a node of the captured graph and runs at every launch.
ncclResult_t enqueueHost(hipStream_t stream, std::function<void()> fn);

// A plan being enqueued into a stream capture (docs/rccl.md, "Stream
// capture"): while it lives, on this thread, the closures of enqueueHost are
// kept for the graph's lifetime (a user object the graph owns) instead of
// being freed after one call, and the thread's capture mode is relaxed so
// that the engines may grow their pinned tables and staging.
class CaptureScope {
public:
  explicit CaptureScope(hipStream_t stream);
  ~CaptureScope();
  CaptureScope(const CaptureScope&) = delete;
  CaptureScope& operator=(const CaptureScope&) = delete;
  // The stream is capturing (or its capture was invalidated).
  bool active() const { return graph_ != nullptr; }
  // Takes a closure for the graph; false outside a capture.
  static bool keep(std::function<void()>* fn);

private:
  hipGraph_t graph_ = nullptr;
  hipStreamCaptureMode savedMode_ = hipStreamCaptureModeRelaxed;
  std::vector<std::unique_ptr<std::function<void()>>>* closures_ = nullptr;
};

// Collectives of at most this many bytes per rank run as host functions on a
// device whose memory the host addresses: a small collective's time is
// mostly its stream operations (a copy, host functions, a kernel).
constexpr size_t kHostPathBytes = 64 * 1024;

// Whether the host addresses the device's memory directly: the device uses
// the host's page tables (OpenHIP's CPU device).
bool hostReachesDevice(int device);

// hipMemcpyAsync with the library's error mapping (ncclUnhandledCudaError).
ncclResult_t copyAsync(void* dst, const void* src, size_t bytes, hipStream_t stream);

// Device-visible pointer tables in pinned host memory, filled by host
// functions at run time. One rank runs one plan at a time, so each plan may
// use the arena from the start; growing retires (keeps) the old block, which
// a plan still running may read.
class PointerArena {
public:
  ~PointerArena();
  // Makes room for `slots` pointers; returns the host and device views.
  ncclResult_t reserve(size_t slots, void*** host, void*** device);

private:
  void** host_ = nullptr;
  void** device_ = nullptr;
  size_t capacity_ = 0;
  std::vector<void*> retired_;
};

// The deadline and stop conditions of waits for this communicator.
WaitContext waitContext(ncclComm* comm, std::function<ncclResult_t()> peerCheck, const char* what);

// A wait on the stream failed: record it (the first error is printed).
void reportWaitFailure(ncclComm* comm, ncclResult_t r, const WaitContext& ctx);

} // namespace rccl
