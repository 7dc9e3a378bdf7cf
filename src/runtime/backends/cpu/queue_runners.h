// The threads that run the CPU backend's queues. A stream costs no thread:
// a queue with work is handed to a runner, which runs its operations in
// order and lets it go once it is empty. Runners are started on demand —
// when a queue becomes ready and no runner is free — and are kept, parked,
// for later work, so there are as many as queues were ever busy at once
// (CUDA likewise needs no thread per stream). When no thread can be started
// (a thread or memory limit), ready queues wait for a runner to come free:
// an error never aborts the process.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <vector>

namespace openhip::cpu {

class CpuQueue;

class QueueRunners {
 public:
  static QueueRunners& get();

  /// `queue` has work and no runner: a runner will call queue->runSome().
  /// Returns false when no runner exists and none can be started; the
  /// caller then runs the queue itself.
  bool schedule(CpuQueue* queue);

  /// Removes `queue` from the ready list if no runner has taken it yet;
  /// true when removed (the caller then runs it, as a runner would).
  bool takeBack(CpuQueue* queue);

  /// Puts a queue that still has work back at the end of the ready list
  /// (its runner let it go for fairness); starts no runner.
  void requeue(CpuQueue* queue);

  /// True when a ready queue waits and no runner is free to take it: a
  /// runner then lets its queue go after the current operation (fairness).
  bool othersWaiting() const {
    return ready_count_.load(std::memory_order_relaxed) >
           waiting_.load(std::memory_order_relaxed);
  }

  /// Called by a runner just before it lets its queue go (before it marks the
  /// queue unscheduled under the queue's lock): from then on it counts as
  /// looking for a queue.
  void runnerFree() { waiting_.fetch_add(1, std::memory_order_acq_rel); }

  /// Runners started so far (tests, docs).
  unsigned runnerCount() const { return runners_.load(std::memory_order_relaxed); }

 private:
  QueueRunners() { ready_.reserve(64); }
  bool startRunner();
  void runnerLoop();
  CpuQueue* take();

  std::mutex mutex_;
  std::condition_variable wake_;
  // Guarded by mutex_. A vector that keeps its capacity: a queue the host
  // takes back right after scheduling it (CpuQueue::waitFor) would make a
  // deque free and allocate a node at every launch across a node boundary.
  std::vector<CpuQueue*> ready_;
  unsigned sleeping_ = 0;        // guarded by mutex_
  std::atomic<size_t> ready_count_{0};
  std::atomic<size_t> waiting_{0};  ///< runners looking for a queue (spinning or asleep)
  std::atomic<unsigned> runners_{0};
};

}  // namespace openhip::cpu
