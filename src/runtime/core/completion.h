// A one-shot "this operation has finished" flag with a timestamp. Every
// stream operation has one; events and cross-stream dependencies hold on to
// them (shared ownership, so they outlive the operation and the stream).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>

namespace openhip {

class Completion {
 public:
  /// Marks the operation finished and records the time (steady clock, ns).
  void signal();
  /// Blocks until signal(); spins briefly first since most waits are short.
  void wait();
  /// wait() for at most `timeout`; returns done().
  bool waitFor(std::chrono::nanoseconds timeout);
  bool done() const { return done_.load(std::memory_order_acquire); }
  /// Nanoseconds on the steady clock at signal(); valid once done().
  uint64_t timestampNs() const { return timestamp_ns_; }

 private:
  std::atomic<bool> done_{false};
  std::atomic<int> sleepers_{0};  ///< threads blocked (or about to block) in wait()
  uint64_t timestamp_ns_ = 0;
  std::mutex mutex_;
  std::condition_variable cv_;
};

using CompletionPtr = std::shared_ptr<Completion>;

/// A new completion; its memory is recycled (every stream operation makes one).
CompletionPtr makeCompletion();

uint64_t steadyNowNs();

}  // namespace openhip
