// One visible device: a device of one backend, numbered as the program sees
// it. It has its own null stream, stream list, flags and sticky error, and
// applies HIP's ordering rules when work is submitted to its streams.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <vector>

#include "completion.h"
#include "hip_types.h"
#include "stream.h"

namespace openhip {

struct CapturedOperation;

class Device {
 public:
  /// `ordinal` is the HIP device index; `index` the backend's own number for it.
  Device(int ordinal, Backend& backend, int index);
  ~Device();

  int ordinal() const { return ordinal_; }
  /// The backend's number for this device.
  int physical() const { return index_; }
  Backend& backend() const { return backend_; }
  /// The device's properties as the backend reports them (hipGetDeviceProperties).
  void properties(hipDeviceProp_t* out) const;
  Stream& nullStream() { return *null_stream_; }

  /// Queues `work` on `stream` with HIP's ordering rules: the null stream
  /// waits for every blocking stream of the device, a blocking stream waits
  /// for the null stream, non-blocking streams only follow their own order.
  /// `dependencies` are extra completions to wait for (hipStreamWaitEvent).
  /// While `stream` captures, the work becomes a graph node instead (shaped
  /// by `operation` when given, see stream_capture.h).
  CompletionPtr submit(Stream& stream, QueueWork&& work, std::vector<CompletionPtr> dependencies = {},
                       const CapturedOperation* operation = nullptr);

  /// Runs `work` as an operation of `stream` and waits for it. When the
  /// stream and everything it must wait for are idle, the calling thread
  /// runs it directly (synchronous copies then cost no thread hand-off); a
  /// Marker with nothing but the stream's own work to wait for only waits
  /// for the stream's latest operation.
  void runSynchronously(Stream& stream, QueueWork&& work);

  Stream* createStream(StreamKind kind, unsigned flags, int priority);
  /// Waits for the stream's work, then deletes it.
  void destroyStream(Stream* stream);
  /// Destroys every user stream (hipDeviceReset).
  void destroyUserStreams();
  /// Waits until all work queued so far on all streams of the device has finished.
  void synchronize();
  /// hipDeviceReset: synchronize(), except that work which makes no
  /// progress for `stall` (a kernel that never finishes) is cancelled
  /// (Queue::cancel) instead of waited for. Returns whether it cancelled.
  bool finishOrCancel(std::chrono::nanoseconds stall);
  /// True when called from the executor thread of one of this device's streams.
  bool onExecutorThread();

  unsigned flags() const { return flags_.load(); }
  void setFlags(unsigned flags) { flags_.store(flags); }

  /// Preferences HIP lets programs set; the CPU device stores and reports
  /// them (cache and bank configurations have no effect on a CPU).
  std::atomic<int> cache_config{0};
  std::atomic<int> shared_mem_config{0};

  /// Peer access enabled from this device to `peer` (hipDeviceEnablePeerAccess).
  bool peerAccessEnabled(int peer) const;
  /// Returns false if the state was already `enabled`.
  bool setPeerAccess(int peer, bool enabled);

  /// A sticky error (a hipError_t value, 0 if none) marks the device as
  /// unusable after a fault during asynchronous execution: every later call
  /// that touches the device returns it until hipDeviceReset. The first
  /// error raised wins.
  ///
  /// A device assert (raised as hipErrorAssert) is kept as
  /// hipErrorLaunchFailure, what AMD's runtime reports for it, marked as an
  /// assert: CUDA's names report cudaErrorAssert for it, as CUDA does
  /// (stickyErrorIsAssert, __openhip_sticky_error_is_assert).
  int stickyError() const { return sticky_error_.load(std::memory_order_acquire) & ~kAssertMark; }
  bool stickyErrorIsAssert() const { return (sticky_error_.load(std::memory_order_acquire) & kAssertMark) != 0; }
  void raiseStickyError(int error) {
    int none = 0;
    sticky_error_.compare_exchange_strong(
        none, error == hipErrorAssert ? (hipErrorLaunchFailure | kAssertMark) : error, std::memory_order_acq_rel);
  }
  void clearStickyError() { sticky_error_.store(0, std::memory_order_release); }

 private:
  /// Dependencies the legacy null-stream rules add for an operation on
  /// `stream`; the caller holds order_mutex_ when the stream takes part.
  std::vector<CompletionPtr> legacyDependencies(const Stream& stream) const;
  static bool takesPartInLegacyOrder(const Stream& stream);

  const int ordinal_;
  Backend& backend_;
  const int index_;
  std::atomic<unsigned> flags_{0};
  static constexpr int kAssertMark = 1 << 30;  ///< in sticky_error_: the fault was a device assert
  std::atomic<int> sticky_error_{0};
  mutable std::mutex peers_mutex_;
  std::vector<int> peers_;  // guarded by peers_mutex_
  std::mutex order_mutex_;       // serializes submissions that involve the null stream
  std::vector<Stream*> streams_;  // user and per-thread streams, guarded by order_mutex_
  std::unique_ptr<Stream> null_stream_;
};

}  // namespace openhip
