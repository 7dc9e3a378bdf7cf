// Bounded busy-waiting for hand-offs between threads. On the reference
// machine a condition-variable round trip between two threads costs ~10 us and
// a spinning one ~0.4 us, so short waits spin for a time budget before they
// sleep.
#pragma once

#include <chrono>
#include <mutex>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace openhip {

inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#else
  std::this_thread::yield();
#endif
}

/// Spins until `ready()` holds or `budget` has passed; returns ready().
template <class Ready>
bool spinUntil(Ready&& ready, std::chrono::nanoseconds budget) {
  const auto deadline = std::chrono::steady_clock::now() + budget;
  for (;;) {
    for (int i = 0; i < 64; ++i) {
      if (ready()) return true;
      cpuRelax();
    }
    if (std::chrono::steady_clock::now() >= deadline) return ready();
  }
}

/// A mutex for short critical sections that two running threads take in
/// turn (a queue's submitter and its runner): lock() retries try_lock for a
/// few microseconds before it blocks, so a brief overlap costs no futex
/// wait and no wake-up system call (each several microseconds in a VM).
class SpinningMutex {
 public:
  void lock() {
    for (int i = 0; i < kTries; ++i) {
      if (mutex_.try_lock()) return;
      cpuRelax();
    }
    mutex_.lock();
  }
  bool try_lock() { return mutex_.try_lock(); }
  void unlock() { mutex_.unlock(); }

 private:
  static constexpr int kTries = 256;
  std::mutex mutex_;
};

}  // namespace openhip
