// A stream: an in-order queue of host-side closures run by the stream's own
// executor thread (started at the first operation). Kernel launches inside an
// operation hand their blocks to the shared worker pool and the executor
// thread helps. Cross-stream ordering (legacy null stream, events) is
// expressed as Completion dependencies that an operation waits for before it
// runs; Device::submit computes them.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "completion.h"

struct hipGraphNode;

namespace openhip {

class Device;
struct CaptureSession;

/// A stream's part in a stream capture (stream_capture.cpp); guarded by
/// graphMutex() except the `active` flag.
struct StreamCaptureState {
  std::atomic<bool> active{false};
  std::shared_ptr<CaptureSession> session;
  std::vector<hipGraphNode*> dependencies;  ///< what the next captured node follows
};

enum class StreamKind { Null, User, PerThread };

}  // namespace openhip

struct ihipStream_t {
 public:
  ihipStream_t(openhip::Device& device, openhip::StreamKind kind, unsigned flags, int priority);
  /// Finishes every queued operation, then stops the executor thread.
  ~ihipStream_t();
  ihipStream_t(const ihipStream_t&) = delete;
  ihipStream_t& operator=(const ihipStream_t&) = delete;

  openhip::Device& device() const { return device_; }
  openhip::StreamKind kind() const { return kind_; }
  unsigned flags() const { return flags_; }
  int priority() const { return priority_; }
  /// Blocking streams synchronize with the legacy null stream.
  bool blocking() const;

  /// Appends an operation that runs after `dependencies` (and everything
  /// queued earlier on this stream). Use Device::submit, which adds the
  /// null-stream dependencies.
  openhip::CompletionPtr push(std::function<void()> work,
                              std::vector<openhip::CompletionPtr> dependencies);
  /// For synchronous operations: if nothing is queued or running, records a
  /// new operation as the stream's latest and returns its completion; the
  /// caller runs the work on its own thread and signals it (no hand-off to
  /// the executor). Returns nullptr when the stream is busy.
  openhip::CompletionPtr beginInline();
  /// Completion of the most recently queued operation (nullptr if none).
  openhip::CompletionPtr last() const;
  /// True if every queued operation has finished.
  bool idle() const;
  /// True when called from this stream's executor thread (inside a callback).
  bool onExecutorThread() const;

  openhip::StreamCaptureState capture;

 private:
  struct Operation {
    std::function<void()> work;
    std::vector<openhip::CompletionPtr> dependencies;
    openhip::CompletionPtr done;
  };
  void executorLoop();
  /// Ring buffer operations; the caller holds mutex_.
  void enqueue(Operation&& op);
  Operation dequeue();

  openhip::Device& device_;
  const openhip::StreamKind kind_;
  const unsigned flags_;
  const int priority_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  /// Operations queued and not yet taken: the executor spins on it briefly
  /// before it sleeps, so a launch right after the previous one needs no wake-up.
  std::atomic<size_t> pending_{0};
  bool executor_sleeping_ = false;  ///< guarded by mutex_
  /// Queued operations, a ring buffer guarded by mutex_: it only grows, so
  /// steady launching reuses its slots instead of allocating.
  std::vector<Operation> ring_;
  size_t ring_head_ = 0;
  size_t ring_size_ = 0;
  openhip::CompletionPtr last_;
  openhip::CompletionPtr inline_running_;  ///< the latest beginInline() operation, if last
  bool stopping_ = false;
  std::thread executor_;
};

namespace openhip {
using Stream = ihipStream_t;
}
