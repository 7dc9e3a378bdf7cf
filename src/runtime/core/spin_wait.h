// Bounded busy-waiting for hand-offs between threads. On the reference
// machine a condition-variable round trip between two threads costs ~10 us and
// a spinning one ~0.4 us, so short waits spin for a time budget before they
// sleep.
#pragma once

#include <chrono>
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

}  // namespace openhip
