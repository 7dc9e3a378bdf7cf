// A persistent pool of worker threads that executes "range jobs": a job is a
// count of independent items (kernel blocks) and a function that runs a
// contiguous range of them. Items are handed out dynamically in chunks through
// an atomic claim word, so uneven blocks balance themselves. The submitting
// thread works on its own job too, and several jobs (from different streams)
// may be active at once; idle workers prefer the most urgent job.
//
// A submitter starts a job alone and shares it only once it has run for a
// few microseconds, so tiny grids never pay for waking a worker.
//
// Forward progress: on a GPU every block of a small grid is resident at once,
// and programs rely on it (blocks that wait on flags set by later blocks:
// HeCBench pad's in-place padding chains its tasks through global flags). A
// monitor thread watches the jobs; one that has unclaimed items but finished
// none for a while gets a rescue thread that claims one more item, so a
// waiting block no longer blocks the blocks it waits for (docs/runtime.md,
// "Forward progress").
//
// The progress state of a job lives in a pool-owned slot, not on the
// submitter's stack: a worker that picked a job and was then descheduled (a
// loaded machine) never holds the submitter up. Its late claim fails on the
// slot's generation tag and it moves on. The submitter waits only for chunks
// that were actually claimed.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace openhip::cpu {

/// Runs items [begin, end) of a job; `context` is RangeJob::context.
using RangeFn = void (*)(void* context, uint64_t begin, uint64_t end);

/// One submission; only read by run(), so it may live on the caller's stack.
struct RangeJob {
  RangeFn fn = nullptr;
  void* context = nullptr;
  uint64_t item_count = 0;
  /// Items taken per grab. 0 lets the pool choose: grabs start at
  /// chooseChunk(item_count) and shrink towards the end of the job, so the
  /// tail stays balanced while large grids need few grabs.
  uint64_t chunk = 0;
  int priority = 0;  ///< lower value = more urgent (HIP's convention)
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
  /// Allocates nothing.
  void run(const RangeJob& job);

  /// The largest grab for a job of `items` when it leaves chunk at 0: about
  /// eight grabs per participant at the start of the job.
  uint64_t chooseChunk(uint64_t items) const;

  /// Jobs that can be shared at the same time; a submission finding every
  /// slot taken runs on its caller alone.
  static constexpr unsigned kSlots = 64;

 private:
  struct Slot;

  Slot* acquireSlot();
  /// The submitter's first phase: runs the job alone in small grabs and
  /// publishes the rest to the workers once it has taken a while.
  void runAlone(Slot& slot, uint64_t generation);
  /// Shares the job with the workers (once, and only while it has items
  /// left); returns whether this call did.
  bool publish(Slot& slot, uint64_t generation);
  /// Claims and runs chunks of the slot's job of generation `generation`
  /// until none is left (or the slot moved on to another job); with
  /// `one_item`, claims a single item and returns after it.
  void work(Slot& slot, uint64_t generation, bool one_item = false);
  /// The forward-progress monitor (above): checks every job each tick.
  void monitorLoop();
  /// Starts a thread that runs one more item of a stalled job.
  bool startRescue(Slot& slot, uint64_t generation);
  /// The most urgent active job with unclaimed items, or nullptr.
  Slot* pickJob(uint64_t& generation);
  void workerLoop();

  std::unique_ptr<Slot[]> slots_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Slot*> active_;  // guarded by mutex_; capacity kSlots, never reallocates
  uint64_t epoch_ = 0;         // guarded by mutex_; bumped per submission
  std::atomic<uint64_t> published_epoch_{0};
  std::atomic<int> sleepers_{0};
  bool stopping_ = false;  // guarded by mutex_
  std::vector<std::thread> threads_;
  std::thread monitor_;
  std::condition_variable monitor_wake_;  // with mutex_: stop
  int rescues_running_ = 0;               // guarded by mutex_
  std::condition_variable rescue_ended_;  // with mutex_
};

}  // namespace openhip::cpu
