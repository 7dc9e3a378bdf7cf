// Waiting for peers: 32-bit counters that may live in memory shared between
// processes, waited on with futexes, and a wait loop that never hangs: it gives
// up on abort, on a failed or vanished peer, or at the deadline
// (OPENHIP_RCCL_TIMEOUT).
#pragma once

#include <rccl/rccl.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace rccl {

// A counter with a waiter count, one per cache line. Lock-free atomics only,
// so it works in a segment mapped by several processes.
struct alignas(64) SyncWord {
  std::atomic<uint32_t> value{0};
  std::atomic<uint32_t> waiters{0};

  uint32_t load() const { return value.load(std::memory_order_acquire); }
  // Stores v (release) and wakes the waiters.
  void publish(uint32_t v);
};
static_assert(std::atomic<uint32_t>::is_always_lock_free,
              "shared-memory counters need lock-free atomics");

// True once a counter that only grows has reached `target` (modulo 2^32).
inline bool reached(uint32_t value, uint32_t target) {
  return int32_t(value - target) >= 0;
}

class Deadline {
public:
  explicit Deadline(double seconds); // 0: no deadline
  bool passed() const;
  double seconds() const { return seconds_; }

private:
  std::chrono::steady_clock::time_point end_;
  double seconds_;
};

// What a wait watches besides its counter. `check` runs every few
// milliseconds while waiting and returns ncclSuccess to go on waiting, or the
// error to stop with (a peer failed or exited); `aborted` stops the wait with
// ncclInvalidUsage at once.
struct WaitContext {
  const std::atomic<bool>* aborted = nullptr;
  std::function<ncclResult_t()> check;
  Deadline deadline{0};
  const char* what = "peer";
};

// Waits until word reaches target. On timeout returns ncclRemoteError.
ncclResult_t waitReached(const SyncWord& word, uint32_t target, WaitContext& ctx);

// Waits until pred() holds (polling with growing sleeps), same rules.
ncclResult_t waitUntil(const std::function<bool()>& pred, WaitContext& ctx);

// Sleeps a little while polling (spin, then yield, then short sleeps).
class Backoff {
public:
  void pause();
  void reset() { n_ = 0; }

private:
  unsigned n_ = 0;
};

// A process this rank depends on: exited (or not reachable) means dead.
class ProcessWatch {
public:
  explicit ProcessWatch(int pid);
  ~ProcessWatch();
  ProcessWatch(const ProcessWatch&) = delete;
  ProcessWatch& operator=(const ProcessWatch&) = delete;
  bool alive() const;
  int pid() const { return pid_; }

private:
  int pid_;
  int pidfd_ = -1;
};

} // namespace rccl
