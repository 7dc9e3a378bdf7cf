// An event: the completion of the stream operation that last recorded it.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "completion.h"
#include "hip_types.h"

struct hipGraphNode;

namespace openhip {

/// hipEventRecord: the event's marker becomes the completion of a new
/// operation of `stream` (or, while the stream captures, the capture's
/// current nodes). hipErrorInvalidHandle for a dead event or stream.
hipError_t recordEvent(ihipEvent_t* event, hipStream_t stream);

// Interprocess events (ipc_event.cpp): the state both processes share.
class IpcEventState;
CompletionPtr ipcEventMarker(IpcEventState& state);
void ipcEventRecorded(IpcEventState& state, const CompletionPtr& marker);
}  // namespace openhip

struct ihipEvent_t {
  explicit ihipEvent_t(unsigned flags) : flags(flags) {}

  const unsigned flags;

  /// The recorded marker, nullptr if never recorded.
  openhip::CompletionPtr marker() const {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ipc_) return openhip::ipcEventMarker(*ipc_);  // the latest record of any process
    return recorded_;
  }
  void setMarker(openhip::CompletionPtr marker) {
    std::lock_guard<std::mutex> lock(mutex_);
    recorded_ = std::move(marker);
    if (ipc_) openhip::ipcEventRecorded(*ipc_, recorded_);
    captured_in = 0;
  }

  /// Set when last recorded in a capturing stream (stream_capture.cpp,
  /// guarded by graphMutex()): the capture's id and the nodes a wait on this
  /// event depends on.
  std::atomic<unsigned long long> captured_in{0};
  std::vector<hipGraphNode*> captured_nodes;

  /// Interprocess events: set once exported (hipIpcGetEventHandle) or opened.
  void setIpcState(std::shared_ptr<openhip::IpcEventState> state) {
    std::lock_guard<std::mutex> lock(mutex_);
    ipc_ = std::move(state);
  }
  std::shared_ptr<openhip::IpcEventState> ipcState() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return ipc_;
  }

 private:
  mutable std::mutex mutex_;
  openhip::CompletionPtr recorded_;
  std::shared_ptr<openhip::IpcEventState> ipc_;
};
