#include "queue_runners.h"

#include <algorithm>
#include <cstdio>
#include <system_error>
#include <thread>

#include "cpu_queue.h"
#include "fault_handler.h"

namespace openhip::cpu {
namespace {

/// A bound that only a runaway program reaches (each runner is a thread
/// with its own stack).
constexpr unsigned kMaxRunners = 4096;

}  // namespace

QueueRunners& QueueRunners::get() {
  static QueueRunners* runners = new QueueRunners;  // never destroyed: runners outlive main
  return *runners;
}

bool QueueRunners::schedule(CpuQueue* queue) {
  bool start = false, notify = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ready_.push_back(queue);
    const size_t ready = ready_count_.fetch_add(1, std::memory_order_acq_rel) + 1;
    start = waiting_.load(std::memory_order_acquire) < ready;
    notify = sleeping_ > 0;
  }
  if (notify) wake_.notify_one();
  if (!start || startRunner() || runners_.load(std::memory_order_acquire) != 0) return true;
  // Not a single runner: take the queue back, its owner runs it.
  return !takeBack(queue);
}

bool QueueRunners::takeBack(CpuQueue* queue) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = std::find(ready_.begin(), ready_.end(), queue);
  if (it == ready_.end()) return false;
  ready_.erase(it);
  ready_count_.fetch_sub(1, std::memory_order_acq_rel);
  return true;
}

void QueueRunners::requeue(CpuQueue* queue) {
  bool notify = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ready_.push_back(queue);
    ready_count_.fetch_add(1, std::memory_order_acq_rel);
    notify = sleeping_ > 0;
  }
  if (notify) wake_.notify_one();
}

bool QueueRunners::startRunner() {
  if (runners_.load(std::memory_order_relaxed) >= kMaxRunners) return false;
  // Counted as waiting from now on, so that a burst of submissions does not
  // start a runner each while this one is still starting.
  waiting_.fetch_add(1, std::memory_order_acq_rel);
  try {
    std::thread([this] { runnerLoop(); }).detach();
  } catch (const std::system_error& error) {
    waiting_.fetch_sub(1, std::memory_order_acq_rel);
    static std::atomic<bool> warned{false};
    if (!warned.exchange(true))
      std::fprintf(stderr,
                   "openhip: warning: cannot start another stream thread (%s); streams wait for "
                   "the %u running\n",
                   error.what(), runners_.load());
    return false;
  }
  runners_.fetch_add(1, std::memory_order_acq_rel);
  return true;
}

CpuQueue* QueueRunners::take() {
  // No spinning here: a runner comes here after keeping its last queue for a
  // spin budget (CpuQueue::runSome), or new; a second spin would only take
  // the cores from the threads that submit (measured: launch + synchronize
  // went from ~60 to ~110 us on the loaded 2-core machine).
  std::unique_lock<std::mutex> lock(mutex_);
  ++sleeping_;
  wake_.wait(lock, [&] { return !ready_.empty(); });
  --sleeping_;
  CpuQueue* queue = ready_.front();
  ready_.erase(ready_.begin());
  ready_count_.fetch_sub(1, std::memory_order_acq_rel);
  waiting_.fetch_sub(1, std::memory_order_acq_rel);
  return queue;
}

void QueueRunners::runnerLoop() {
  prepareThreadForFaults();  // kernels run here (and on the worker pool)
  for (;;) {
    CpuQueue* queue = take();
    queue->runSome(*this, nullptr, /*as_runner=*/true);  // ends with runnerFree()
  }
}

}  // namespace openhip::cpu
