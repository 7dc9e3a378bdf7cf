// The CPU backend's queue: an in-order ring of operations. A queue owns no
// thread: when it gets work, one of the shared queue runners
// (queue_runners.h) runs its operations until it is empty. A kernel launch
// hands its blocks to the backend's worker pool and the runner helps;
// copies and fills run on the runner. Dependencies on other queues are
// completions the runner waits for before it runs an operation.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <vector>

#include "backend.h"
#include "kernel_executor.h"
#include "spin_wait.h"
#include "trace.h"

namespace openhip {
class Device;
}

namespace openhip::cpu {

class CpuBackend;
class QueueRunners;

class CpuQueue : public Queue {
 public:
  CpuQueue(Device& device, CpuBackend& backend);
  /// Finishes every queued operation first.
  ~CpuQueue() override;

  CompletionPtr submit(QueueWork&& work, std::vector<CompletionPtr>&& dependencies) override;
  CompletionPtr claimIdle() override;
  void runInline(QueueWork& work) override;
  void waitFor(const CompletionPtr& done) override;
  CompletionPtr last() const override;
  bool onQueueThread() const override;
  bool runsNatively(WorkKind) const override { return true; }
  void cancel() override;
  uint64_t progress() const override;

  /// Called by a runner (or, when no runner thread can be started, by the
  /// submitting thread): runs operations until the queue is empty, or until
  /// another queue needs the runner more. With `until` (a waiting host thread
  /// that took the queue back from the runners): until that operation is done.
  /// `as_runner`: called by a runner thread, which counts itself free again
  /// (QueueRunners::runnerFree) before it lets the queue go.
  void runSome(QueueRunners& runners, const Completion* until = nullptr, bool as_runner = false);

 protected:
  /// Runs one operation on the calling thread; a device fault (a kernel's,
  /// or a copy's or fill's memory fault) is reported and raises the device's
  /// sticky error. Backends that share this queue may wrap it.
  virtual void run(QueueWork& work);
  /// Finishes every queued operation. A derived queue that overrides run()
  /// calls it from its own destructor (afterwards the override is gone).
  void drain();

 private:
  struct Operation {
    QueueWork work;
    std::vector<CompletionPtr> dependencies;
    CompletionPtr done;
    uint64_t trace_correlation = 0;  ///< the API call that queued it (hipprof)
    uint64_t trace_enqueued = 0;
  };
  /// run(), timed for the tracer when it is on.
  void runTraced(QueueWork& work, uint64_t correlation, uint64_t enqueued) {
    if (trace::any()) runAndRecord(work, correlation, enqueued);
    else run(work);
  }
  void runAndRecord(QueueWork& work, uint64_t correlation, uint64_t enqueued);
  /// Returns the fault (hipError_t value) of a kernel launch, 0 otherwise
  /// (also after a cancellation); reports the fault.
  int runLaunch(const KernelLaunch& launch);
  void runProgram(const ProgramLaunch& launch);
  /// Runs a copy or fill under fault containment.
  template <class Region>
  void runMemoryOperation(const Region& region);
  /// Waits for an operation's dependencies; false when cancelled meanwhile.
  bool waitForDependencies(const std::vector<CompletionPtr>& dependencies);
  /// Ring buffer operations; the caller holds mutex_.
  void enqueue(Operation&& op);
  Operation dequeue();

  Device& device_;
  CpuBackend& backend_;

  mutable SpinningMutex mutex_;
  /// Operations queued and not yet taken: a runner that emptied the queue
  /// spins on it briefly before it lets the queue go, so a launch right
  /// after the previous one needs no hand-off.
  std::atomic<size_t> pending_{0};
  /// Queued operations, a ring buffer guarded by mutex_: it only grows, so
  /// steady launching reuses its slots instead of allocating.
  std::vector<Operation> ring_;
  size_t ring_head_ = 0;
  size_t ring_size_ = 0;
  /// The queue is in the runners' ready list or being run (guarded by mutex_).
  bool scheduled_ = false;
  std::condition_variable_any unscheduled_;  ///< drain() waits here
  CompletionPtr last_;
  CompletionPtr inline_running_;  ///< the latest claimIdle() operation, if last

  /// The running launch's fault state (one launch at a time per queue).
  LaunchFaultState fault_state_;
  /// Set by cancel(), cleared when the next operation starts.
  std::atomic<bool> cancel_running_{false};
  std::atomic<uint64_t> operations_done_{0};
};

}  // namespace openhip::cpu
