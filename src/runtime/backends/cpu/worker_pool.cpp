#include "worker_pool.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <system_error>

#include "fault_handler.h"
#include "spin_wait.h"

namespace openhip::cpu {
namespace {

// Idle workers (and a submitter waiting for the last chunks) poll for this
// long before sleeping: back-to-back launches find them awake, an idle process
// does not burn CPU. A time budget, not a count: PAUSE costs from a few to
// over 100 cycles depending on the CPU and the hypervisor.
constexpr auto kSpinBudget = std::chrono::microseconds(60);

// A submitter first works alone, in small grabs, and shares its job only once
// it has run this long: waking a worker costs more than a tiny grid (an empty
// 64-block kernel takes ~3 us on one thread, ~70 us with a hand-off on a
// loaded machine), and a job whose blocks are slow is shared after one grab.
constexpr auto kShareAfter = std::chrono::microseconds(10);

// The claim word of a slot: job generation in the high bits, index of the
// next unclaimed item in the low bits.
constexpr int kIndexBits = 40;  // 2^40 items; larger jobs run on their caller
constexpr uint64_t kIndexMask = (uint64_t{1} << kIndexBits) - 1;
constexpr uint64_t kGenerationMask = (uint64_t{1} << (64 - kIndexBits)) - 1;
constexpr uint64_t pack(uint64_t generation, uint64_t index) {
  return (generation << kIndexBits) | index;
}
constexpr uint64_t generationOf(uint64_t claim) { return claim >> kIndexBits; }
constexpr uint64_t indexOf(uint64_t claim) { return claim & kIndexMask; }

// Forward progress: a job with unclaimed items that finished none for
// kStallWindow is helped: shared with the workers if its submitter has not
// shared it yet (its first block waits), else given a rescue thread that runs
// one more item; while it still finishes nothing, one more every tick. Blocks
// that legitimately run that long only run more at once, time-sliced (a
// rescue runs one item and ends); kMaxRescues bounds the threads a kernel
// that never progresses can pin, as a GPU's residency does.
constexpr auto kMonitorTick = std::chrono::milliseconds(20);
constexpr auto kIdleMonitorTick = std::chrono::milliseconds(100);  // no job has work unclaimed
constexpr auto kStallWindow = std::chrono::milliseconds(200);
constexpr int kMaxRescues = 64;

}  // namespace

/// Progress of one shared job. Slots belong to the pool and outlive every
/// job, so a late worker touching one is harmless: its claim carries the
/// generation it saw, and a slot reused for another job has a new one.
struct alignas(64) WorkerPool::Slot {
  std::atomic<uint64_t> claim{0};
  alignas(64) std::atomic<uint64_t> finished{0};  // items done; own line, no false sharing
  // The job, written by its submitter before the claim word is published.
  // Atomics because a late worker may read them while they change; it then
  // fails its claim and ignores what it read.
  alignas(64) std::atomic<RangeFn> fn{nullptr};
  std::atomic<void*> context{nullptr};
  std::atomic<uint64_t> item_count{0};
  std::atomic<uint64_t> fixed_chunk{0};  // RangeJob::chunk
  std::atomic<uint64_t> max_chunk{1};
  std::atomic<uint64_t> min_chunk{1};
  std::atomic<uint64_t> participants{1};
  int priority = 0;  // guarded by the pool's mutex_
  uint64_t generation = 0;  // only touched by the slot's owner
  std::atomic<bool> busy{false};
  bool published = false;  // guarded by the pool's mutex_: in active_
  std::atomic<bool> owner_sleeping{false};
  std::mutex done_mutex;
  std::condition_variable done_cv;
};

WorkerPool::WorkerPool(unsigned worker_count) : slots_(new Slot[kSlots]) {
  active_.reserve(kSlots);
  threads_.reserve(worker_count);
  for (unsigned i = 0; i < worker_count; ++i) {
    try {
      threads_.emplace_back([this] { workerLoop(); });
    } catch (const std::system_error& error) {
      // A thread or memory limit: the submitting thread always works on its
      // own jobs, so fewer workers only means less parallelism.
      std::fprintf(stderr,
                   "openhip: warning: started %u of %u worker threads (%s); kernels run on fewer "
                   "threads\n",
                   i, worker_count, error.what());
      break;
    }
  }
  if (!threads_.empty()) {
    try {
      monitor_ = std::thread([this] { monitorLoop(); });
    } catch (const std::system_error&) {
      // No monitor: kernels whose blocks wait on later blocks may not finish.
    }
  }
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
    ++epoch_;
    published_epoch_.store(epoch_, std::memory_order_release);
  }
  wake_.notify_all();
  monitor_wake_.notify_all();
  for (auto& thread : threads_) thread.join();
  if (monitor_.joinable()) monitor_.join();
  // Rescue threads are detached: wait until the last one has left its item
  // (as the joins above wait for the workers).
  std::unique_lock<std::mutex> lock(mutex_);
  rescue_ended_.wait(lock, [&] { return rescues_running_ == 0; });
}

uint64_t WorkerPool::chooseChunk(uint64_t items) const {
  const uint64_t participants = static_cast<uint64_t>(workerCount()) + 1;
  return std::max<uint64_t>(1, items / (participants * 8));
}

WorkerPool::Slot* WorkerPool::acquireSlot() {
  for (unsigned i = 0; i < kSlots; ++i) {
    bool expected = false;
    if (!slots_[i].busy.load(std::memory_order_relaxed) &&
        slots_[i].busy.compare_exchange_strong(expected, true, std::memory_order_acquire))
      return &slots_[i];
  }
  return nullptr;
}

void WorkerPool::work(Slot& slot, uint64_t generation, bool one_item) {
  uint64_t claim = slot.claim.load(std::memory_order_acquire);
  for (;;) {
    if (generationOf(claim) != generation) return;
    const uint64_t begin = indexOf(claim);
    const uint64_t total = slot.item_count.load(std::memory_order_relaxed);
    if (begin >= total) return;
    uint64_t take = one_item ? 1 : slot.fixed_chunk.load(std::memory_order_relaxed);
    if (take == 0) {
      // Guided: a share of what is left, between the job's bounds.
      const uint64_t share = (total - begin) / (2 * slot.participants.load(std::memory_order_relaxed));
      take = std::clamp(share, slot.min_chunk.load(std::memory_order_relaxed),
                        slot.max_chunk.load(std::memory_order_relaxed));
    }
    const uint64_t end = std::min(total, begin + take);
    if (!slot.claim.compare_exchange_weak(claim, pack(generation, end), std::memory_order_acq_rel,
                                          std::memory_order_acquire))
      continue;  // `claim` now holds the current word
    // [begin, end) is ours: the job cannot finish (nor its slot be reused)
    // before we report it, so its description is stable.
    slot.fn.load(std::memory_order_relaxed)(slot.context.load(std::memory_order_relaxed), begin, end);
    const uint64_t done = slot.finished.fetch_add(end - begin, std::memory_order_seq_cst) + (end - begin);
    if (done == total && slot.owner_sleeping.load(std::memory_order_seq_cst)) {
      std::lock_guard<std::mutex> lock(slot.done_mutex);
      slot.done_cv.notify_all();
    }
    if (one_item) return;
    claim = slot.claim.load(std::memory_order_acquire);
  }
}

void WorkerPool::run(const RangeJob& job) {
  const uint64_t total = job.item_count;
  if (total == 0) return;
  const uint64_t first_chunk = job.chunk ? job.chunk : chooseChunk(total);
  Slot* slot = nullptr;
  if (!threads_.empty() && total > first_chunk && total <= kIndexMask) slot = acquireSlot();
  if (!slot) {
    job.fn(job.context, 0, total);
    return;
  }

  // Retire the previous job's claim word before rewriting the description,
  // so that no late claim can succeed against the new values.
  const uint64_t generation = (slot->generation + 1) & kGenerationMask;
  slot->generation = generation;
  slot->claim.store(pack(generation, kIndexMask), std::memory_order_relaxed);
  slot->finished.store(0, std::memory_order_relaxed);
  slot->fn.store(job.fn, std::memory_order_relaxed);
  slot->context.store(job.context, std::memory_order_relaxed);
  slot->item_count.store(total, std::memory_order_relaxed);
  slot->fixed_chunk.store(job.chunk, std::memory_order_relaxed);
  const uint64_t participants = static_cast<uint64_t>(workerCount()) + 1;
  slot->participants.store(participants, std::memory_order_relaxed);
  slot->max_chunk.store(first_chunk, std::memory_order_relaxed);
  slot->min_chunk.store(std::max<uint64_t>(1, total / (participants * 64)), std::memory_order_relaxed);
  slot->owner_sleeping.store(false, std::memory_order_relaxed);
  slot->claim.store(pack(generation, 0), std::memory_order_release);

  runAlone(*slot, generation);
  work(*slot, generation);  // nothing left unless the job was shared
  {
    // Everything is claimed now, so the monitor cannot share the job after this.
    std::lock_guard<std::mutex> lock(mutex_);
    if (slot->published) {
      active_.erase(std::find(active_.begin(), active_.end(), slot));
      slot->published = false;
    }
  }
  // Everything is claimed; wait for the chunks other threads are running.
  // seq_cst pairs with the last worker's fetch_add and owner_sleeping load.
  auto all_done = [&] { return slot->finished.load(std::memory_order_seq_cst) == total; };
  if (!spinUntil(all_done, kSpinBudget)) {
    std::unique_lock<std::mutex> lock(slot->done_mutex);
    slot->owner_sleeping.store(true, std::memory_order_seq_cst);
    slot->done_cv.wait(lock, all_done);
  }
  slot->busy.store(false, std::memory_order_release);
}

void WorkerPool::runAlone(Slot& slot, uint64_t generation) {
  const uint64_t total = slot.item_count.load(std::memory_order_relaxed);
  const uint64_t grab = slot.fixed_chunk.load(std::memory_order_relaxed)
                            ? slot.fixed_chunk.load(std::memory_order_relaxed)
                            : slot.min_chunk.load(std::memory_order_relaxed);
  const RangeFn fn = slot.fn.load(std::memory_order_relaxed);
  void* const context = slot.context.load(std::memory_order_relaxed);
  const auto share_at = std::chrono::steady_clock::now() + kShareAfter;
  uint64_t claim = pack(generation, 0);
  for (;;) {
    // Unpublished, only a rescue thread (monitorLoop) may claim beside us.
    const uint64_t begin = indexOf(claim);
    if (begin >= total) break;
    const uint64_t end = std::min(total, begin + grab);
    if (!slot.claim.compare_exchange_weak(claim, pack(generation, end), std::memory_order_relaxed))
      continue;  // `claim` now holds the current word
    fn(context, begin, end);
    slot.finished.fetch_add(end - begin, std::memory_order_seq_cst);
    claim = pack(generation, end);
    if (end < total && std::chrono::steady_clock::now() >= share_at) {
      publish(slot, generation);
      return;
    }
  }
}

bool WorkerPool::publish(Slot& slot, uint64_t generation) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const uint64_t claim = slot.claim.load(std::memory_order_acquire);
    if (slot.published || generationOf(claim) != generation ||
        indexOf(claim) >= slot.item_count.load(std::memory_order_relaxed))
      return false;
    slot.published = true;
    active_.push_back(&slot);
    ++epoch_;
    published_epoch_.store(epoch_, std::memory_order_release);
  }
  if (sleepers_.load(std::memory_order_acquire) > 0) wake_.notify_all();
  return true;
}

void WorkerPool::monitorLoop() {
  struct Watch {
    uint64_t generation = ~uint64_t{0};
    uint64_t finished = 0;
    std::chrono::steady_clock::time_point since{};
    std::chrono::steady_clock::duration window = kStallWindow;
  };
  std::vector<Watch> watches(kSlots);
  bool watching = false;
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    monitor_wake_.wait_for(lock, watching ? kMonitorTick : kIdleMonitorTick);
    if (stopping_) return;
    lock.unlock();
    watching = false;
    const auto now = std::chrono::steady_clock::now();
    for (unsigned i = 0; i < kSlots; ++i) {
      Slot& slot = slots_[i];
      Watch& watch = watches[i];
      const uint64_t claim = slot.claim.load(std::memory_order_acquire);
      const uint64_t finished = slot.finished.load(std::memory_order_acquire);
      if (!slot.busy.load(std::memory_order_acquire) ||
          indexOf(claim) >= slot.item_count.load(std::memory_order_relaxed)) {
        watch.generation = ~uint64_t{0};  // idle, or nothing left to claim
        continue;
      }
      watching = true;
      const uint64_t generation = generationOf(claim);
      if (watch.generation != generation) {
        watch = Watch{generation, finished, now, kStallWindow};
        continue;
      }
      if (watch.finished != finished) {
        watch.finished = finished;
        watch.since = now;
        watch.window = kStallWindow;
        continue;
      }
      if (now - watch.since < watch.window) continue;
      bool published;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        published = slot.published;
      }
      // A job not shared yet goes to the workers first: no thread to start.
      if (!published ? publish(slot, generation) : startRescue(slot, generation))
        watch.window = kMonitorTick;
      watch.since = now;
    }
    lock.lock();
  }
}

bool WorkerPool::startRescue(Slot& slot, uint64_t generation) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (rescues_running_ >= kMaxRescues) return false;
    ++rescues_running_;
  }
  auto ended = [this] {
    // Notified under the lock: the destructor cannot finish before we let go.
    std::lock_guard<std::mutex> lock(mutex_);
    --rescues_running_;
    rescue_ended_.notify_all();
  };
  try {
    std::thread([this, &slot, generation, ended] {
      prepareThreadForFaults();
      work(slot, generation, /*one_item=*/true);
      ended();
    }).detach();
    return true;
  } catch (const std::system_error&) {
    ended();
    return false;
  }
}

WorkerPool::Slot* WorkerPool::pickJob(uint64_t& generation) {
  Slot* best = nullptr;
  for (Slot* slot : active_) {
    const uint64_t claim = slot->claim.load(std::memory_order_acquire);
    if (indexOf(claim) >= slot->item_count.load(std::memory_order_relaxed)) continue;
    if (!best || slot->priority < best->priority) {
      best = slot;
      generation = generationOf(claim);
    }
  }
  return best;
}

void WorkerPool::workerLoop() {
  prepareThreadForFaults();  // kernel blocks run here: stack overflows must be caught
  for (;;) {
    Slot* slot = nullptr;
    uint64_t generation = 0;
    uint64_t seen = 0;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return;
      slot = pickJob(generation);
      seen = epoch_;
    }
    if (slot) {
      work(*slot, generation);
      continue;
    }
    if (spinUntil([&] { return published_epoch_.load(std::memory_order_acquire) != seen; },
                  kSpinBudget))
      continue;
    std::unique_lock<std::mutex> lock(mutex_);
    sleepers_.fetch_add(1, std::memory_order_acq_rel);
    wake_.wait(lock, [&] { return stopping_ || epoch_ != seen; });
    sleepers_.fetch_sub(1, std::memory_order_acq_rel);
  }
}

}  // namespace openhip::cpu
