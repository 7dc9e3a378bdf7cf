#include "cpu/worker_pool.h"

#include <algorithm>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define OPENHIP_CPU_RELAX() _mm_pause()
#else
#define OPENHIP_CPU_RELAX() std::this_thread::yield()
#endif

namespace openhip::cpu {
namespace {
// Idle workers poll this many times (tens of microseconds) before sleeping:
// back-to-back launches then find them awake, while an idle process does not
// burn CPU.
constexpr int kSpinIterations = 4000;
}  // namespace

WorkerPool::WorkerPool(unsigned worker_count) {
  threads_.reserve(worker_count);
  for (unsigned i = 0; i < worker_count; ++i) threads_.emplace_back([this] { workerLoop(); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
    ++generation_;
    published_generation_.store(generation_, std::memory_order_release);
  }
  wake_.notify_all();
  for (auto& thread : threads_) thread.join();
}

uint64_t WorkerPool::chooseChunk(uint64_t items) const {
  const uint64_t participants = static_cast<uint64_t>(workerCount()) + 1;
  return std::max<uint64_t>(1, items / (participants * 8));
}

void WorkerPool::work(RangeJob& job) {
  const uint64_t total = job.item_count;
  const uint64_t chunk = job.chunk;
  for (;;) {
    const uint64_t begin = job.next.fetch_add(chunk, std::memory_order_relaxed);
    if (begin >= total) break;
    job.fn(job.context, begin, std::min(total, begin + chunk));
  }
}

void WorkerPool::release(RangeJob& job) {
  // Decrement under the job's mutex: the submitter may destroy the job as soon
  // as it observes zero users while holding that mutex.
  std::lock_guard<std::mutex> lock(job.done_mutex);
  if (job.users.fetch_sub(1, std::memory_order_acq_rel) == 1) job.done_cv.notify_all();
}

RangeJob* WorkerPool::acquireJob() {
  RangeJob* best = nullptr;
  for (RangeJob* job : active_) {
    if (job->next.load(std::memory_order_relaxed) >= job->item_count) continue;
    if (!best || job->priority < best->priority) best = job;
  }
  if (best) best->users.fetch_add(1, std::memory_order_relaxed);
  return best;
}

void WorkerPool::run(RangeJob& job) {
  if (job.item_count == 0) return;
  if (job.chunk == 0) job.chunk = chooseChunk(job.item_count);
  job.next.store(0, std::memory_order_relaxed);
  job.users.store(1, std::memory_order_relaxed);  // the submitter

  const bool share = !threads_.empty() && job.item_count > job.chunk;
  if (share) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      active_.push_back(&job);
      ++generation_;
      published_generation_.store(generation_, std::memory_order_release);
    }
    if (sleepers_.load(std::memory_order_acquire) > 0) wake_.notify_all();
  }
  work(job);
  if (share) {
    std::lock_guard<std::mutex> lock(mutex_);
    active_.erase(std::remove(active_.begin(), active_.end(), &job), active_.end());
  }
  // No worker can join from here on; wait for those still running chunks.
  for (int i = 0; i < kSpinIterations && job.users.load(std::memory_order_acquire) > 1; ++i)
    OPENHIP_CPU_RELAX();
  std::unique_lock<std::mutex> lock(job.done_mutex);
  if (job.users.fetch_sub(1, std::memory_order_acq_rel) != 1)
    job.done_cv.wait(lock, [&] { return job.users.load(std::memory_order_acquire) == 0; });
}

void WorkerPool::workerLoop() {
  for (;;) {
    RangeJob* job = nullptr;
    uint64_t seen = 0;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return;
      job = acquireJob();
      seen = generation_;
    }
    if (job) {
      work(*job);
      release(*job);
      continue;
    }
    bool changed = false;
    for (int i = 0; i < kSpinIterations; ++i) {
      if (published_generation_.load(std::memory_order_acquire) != seen) {
        changed = true;
        break;
      }
      OPENHIP_CPU_RELAX();
    }
    if (changed) continue;
    std::unique_lock<std::mutex> lock(mutex_);
    sleepers_.fetch_add(1, std::memory_order_acq_rel);
    wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
    sleepers_.fetch_sub(1, std::memory_order_acq_rel);
  }
}

}  // namespace openhip::cpu
