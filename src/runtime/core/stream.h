// A stream: HIP's handle for an in-order queue of a device. The queue itself
// (how operations run) belongs to the device's backend; the stream adds what
// HIP defines on top: its kind and flags (legacy null-stream ordering, see
// Device::submit), its priority and its part in stream capture.
#pragma once

#include <atomic>
#include <memory>
#include <vector>

#include "backend.h"

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
  /// Finishes every queued operation first.
  ~ihipStream_t();
  ihipStream_t(const ihipStream_t&) = delete;
  ihipStream_t& operator=(const ihipStream_t&) = delete;

  openhip::Device& device() const { return device_; }
  openhip::StreamKind kind() const { return kind_; }
  unsigned flags() const { return flags_; }
  int priority() const { return priority_; }
  /// Blocking streams synchronize with the legacy null stream.
  bool blocking() const;

  /// The backend's queue. Submit through Device::submit, which adds the
  /// null-stream dependencies and stream capture.
  openhip::Queue& queue() { return *queue_; }
  /// Completion of the most recently queued operation (nullptr if none).
  openhip::CompletionPtr last() const { return queue_->last(); }
  /// True if every queued operation has finished.
  bool idle() const;
  /// True when called from inside one of this stream's operations (a callback).
  bool onExecutorThread() const { return queue_->onQueueThread(); }

  openhip::StreamCaptureState capture;

 private:
  openhip::Device& device_;
  const openhip::StreamKind kind_;
  const unsigned flags_;
  const int priority_;
  std::unique_ptr<openhip::Queue> queue_;
};

namespace openhip {
using Stream = ihipStream_t;
}
