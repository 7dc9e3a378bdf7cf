#include "completion.h"

#include <chrono>
#include <thread>

namespace openhip {

uint64_t steadyNowNs() {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
}

void Completion::signal() {
  timestamp_ns_ = steadyNowNs();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_.store(true, std::memory_order_release);
  }
  cv_.notify_all();
}

void Completion::wait() {
  for (int i = 0; i < 64; ++i) {
    if (done()) return;
    std::this_thread::yield();
  }
  std::unique_lock<std::mutex> lock(mutex_);
  cv_.wait(lock, [&] { return done(); });
}

}  // namespace openhip
