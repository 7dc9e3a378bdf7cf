#include "completion.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "recycling_pool.h"
#include "spin_wait.h"

namespace openhip {

uint64_t steadyNowNs() {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
}

CompletionPtr makeCompletion() {
  return std::allocate_shared<Completion>(RecyclingAllocator<Completion>());
}

void Completion::signal() {
  timestamp_ns_ = steadyNowNs();
  // seq_cst pairs with wait(): either the waiter sees done_, or this thread
  // sees the waiter and wakes it. Waking only sleepers keeps the common,
  // spinning hand-off free of syscalls.
  done_.store(true, std::memory_order_seq_cst);
  if (sleepers_.load(std::memory_order_seq_cst) != 0) {
    { std::lock_guard<std::mutex> lock(mutex_); }
    cv_.notify_all();
  }
}

void Completion::wait() {
  if (spinUntil([&] { return done(); }, std::chrono::microseconds(50))) return;
  for (int i = 0; i < 16; ++i) {
    if (done()) return;
    std::this_thread::yield();
  }
  sleepers_.fetch_add(1, std::memory_order_seq_cst);
  {
    std::unique_lock<std::mutex> lock(mutex_);
    cv_.wait(lock, [&] { return done_.load(std::memory_order_seq_cst); });
  }
  sleepers_.fetch_sub(1, std::memory_order_relaxed);
}

}  // namespace openhip

namespace openhip {

bool Completion::waitFor(std::chrono::nanoseconds timeout) {
  if (done()) return true;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  if (spinUntil([&] { return done(); }, std::min<std::chrono::nanoseconds>(timeout, std::chrono::microseconds(50))))
    return true;
  sleepers_.fetch_add(1, std::memory_order_seq_cst);
  {
    std::unique_lock<std::mutex> lock(mutex_);
    cv_.wait_until(lock, deadline, [&] { return done_.load(std::memory_order_seq_cst); });
  }
  sleepers_.fetch_sub(1, std::memory_order_relaxed);
  return done();
}

}  // namespace openhip
