// The CPU backend's queue: an in-order ring of operations run by the queue's
// own executor thread (started at the first operation). A kernel launch hands
// its blocks to the backend's worker pool and the executor thread helps;
// copies and fills run on the executor thread. Dependencies on other queues
// are completions the executor waits for before it runs an operation.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "backend.h"

namespace openhip {
class Device;
}

namespace openhip::cpu {

class CpuBackend;

class CpuQueue : public Queue {
 public:
  CpuQueue(Device& device, CpuBackend& backend);
  /// Finishes every queued operation, then stops the executor thread.
  ~CpuQueue() override;

  CompletionPtr submit(QueueWork&& work, std::vector<CompletionPtr>&& dependencies) override;
  CompletionPtr claimIdle() override;
  void runInline(QueueWork& work) override;
  CompletionPtr last() const override;
  bool onQueueThread() const override;
  bool runsNatively(WorkKind) const override { return true; }

 protected:
  /// Runs one operation on the calling thread; a kernel fault raises the
  /// device's sticky error. Backends that share this queue may wrap it.
  virtual void run(QueueWork& work);
  /// Finishes every queued operation and stops the executor thread. A
  /// derived queue that overrides run() calls it from its own destructor
  /// (afterwards the override is gone).
  void drain();

 private:
  struct Operation {
    QueueWork work;
    std::vector<CompletionPtr> dependencies;
    CompletionPtr done;
  };
  void executorLoop();
  /// Returns the fault (hipError_t value) of a kernel launch, 0 otherwise.
  int runLaunch(const KernelLaunch& launch);
  void runProgram(const ProgramLaunch& launch);
  /// Ring buffer operations; the caller holds mutex_.
  void enqueue(Operation&& op);
  Operation dequeue();

  Device& device_;
  CpuBackend& backend_;

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
  CompletionPtr last_;
  CompletionPtr inline_running_;  ///< the latest claimIdle() operation, if last
  bool stopping_ = false;
  std::thread executor_;
};

}  // namespace openhip::cpu
