#include "grid_barrier.h"

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <climits>
#include <thread>

#include "spin_wait.h"

namespace openhip::cpu {
namespace {

// A few microseconds of polling, then a few yields (on a loaded machine the
// late block may be waiting for this core), then sleep.
constexpr int kSpinIterations = 256;
constexpr int kYieldIterations = 16;

void futexWait(std::atomic<uint32_t>* word, uint32_t expected) {
  syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAIT_PRIVATE, expected, nullptr,
          nullptr, 0);
}

void futexWakeAll(std::atomic<uint32_t>* word) {
  syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAKE_PRIVATE, INT_MAX, nullptr,
          nullptr, 0);
}

static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t), "futex word must be 32 bits");

}  // namespace

GridBarrier::GridBarrier(uint32_t participants, bool spin)
    : participants_(participants ? participants : 1), spin_(spin) {}

bool GridBarrier::arriveAndWait() {
  if (cancelled_.load(std::memory_order_acquire)) return false;
  const uint32_t generation = generation_.load(std::memory_order_acquire);
  // acq_rel: the last arriver acquires every earlier arriver's writes (the
  // fetch_adds form one release sequence) and publishes them with the
  // generation bump below.
  if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == participants_) {
    arrived_.store(0, std::memory_order_relaxed);  // nobody arrives again before the bump
    generation_.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) != 0) futexWakeAll(&generation_);
    return !cancelled_.load(std::memory_order_acquire);
  }
  if (spin_) {
    for (int i = 0; i < kSpinIterations; ++i) {
      if (generation_.load(std::memory_order_acquire) != generation)
        return !cancelled_.load(std::memory_order_acquire);
      cpuRelax();
    }
    for (int i = 0; i < kYieldIterations; ++i) {
      if (generation_.load(std::memory_order_acquire) != generation)
        return !cancelled_.load(std::memory_order_acquire);
      std::this_thread::yield();
    }
  }
  // seq_cst on both sides: either the last arriver sees this sleeper and
  // wakes it, or this thread sees the new generation and does not sleep.
  sleepers_.fetch_add(1, std::memory_order_seq_cst);
  while (generation_.load(std::memory_order_seq_cst) == generation) futexWait(&generation_, generation);
  // The seq_cst load that saw the new generation already acquired the
  // arrivers' writes (no separate fence: ThreadSanitizer rejects those).
  sleepers_.fetch_sub(1, std::memory_order_relaxed);
  return !cancelled_.load(std::memory_order_acquire);
}

void GridBarrier::cancel() {
  // Set before the bump: a waiter that sees the new generation sees the flag.
  cancelled_.store(true, std::memory_order_seq_cst);
  generation_.fetch_add(1, std::memory_order_seq_cst);
  futexWakeAll(&generation_);
}

}  // namespace openhip::cpu
