// A persistent pool of worker threads that executes "range jobs": a job is a
// count of independent items (kernel blocks) and a function that runs a
// contiguous range of them. Items are handed out dynamically in chunks through
// an atomic counter, so uneven blocks balance themselves. The submitting
// thread works on its own job too, and several jobs (from different streams)
// may be active at once; idle workers prefer the highest-priority job.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace openhip::cpu {

/// Runs items [begin, end) of a job; `context` is RangeJob::context.
using RangeFn = void (*)(void* context, uint64_t begin, uint64_t end);

/// One submission. Lives on the submitter's stack for the duration of run().
struct RangeJob {
  RangeFn fn = nullptr;
  void* context = nullptr;
  uint64_t item_count = 0;
  uint64_t chunk = 0;  ///< items taken per grab; 0 lets the pool choose
  int priority = 0;    ///< lower value = more urgent (HIP's convention)

  // Pool-internal progress state.
  std::atomic<uint64_t> next{0};
  std::atomic<uint64_t> finished{0};
  std::atomic<uint32_t> users{0};
  std::mutex done_mutex;
  std::condition_variable done_cv;
};

class WorkerPool {
 public:
  explicit WorkerPool(unsigned worker_count);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  unsigned workerCount() const { return static_cast<unsigned>(threads_.size()); }

  /// Executes every item of `job` and returns when all have finished. The
  /// calling thread participates. Safe to call from several threads at once.
  void run(RangeJob& job);

  /// The chunk size the pool uses for `items` when a job leaves chunk at 0:
  /// about eight grabs per participant, so the tail stays balanced.
  uint64_t chooseChunk(uint64_t items) const;

 private:
  void workerLoop();
  /// Picks the most urgent job with unclaimed items and registers as a user.
  RangeJob* acquireJob();
  static void work(RangeJob& job);
  static void release(RangeJob& job);

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<RangeJob*> active_;  // guarded by mutex_
  uint64_t generation_ = 0;        // guarded by mutex_; bumped per submission
  std::atomic<uint64_t> published_generation_{0};
  std::atomic<int> sleepers_{0};
  bool stopping_ = false;          // guarded by mutex_
  std::vector<std::thread> threads_;
};

}  // namespace openhip::cpu
