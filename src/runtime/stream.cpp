#include "stream.h"

#include <algorithm>

#include "cpu/spin_wait.h"
#include "stream_capture.h"

namespace openhip {
namespace {
thread_local const Stream* executing_stream = nullptr;
}  // namespace
}  // namespace openhip

using openhip::CompletionPtr;

// hipStreamNonBlocking; the value is part of HIP's API.
static constexpr unsigned kNonBlockingFlag = 0x1;

ihipStream_t::ihipStream_t(openhip::Device& device, openhip::StreamKind kind, unsigned flags,
                           int priority)
    : device_(device), kind_(kind), flags_(flags), priority_(priority) {}

ihipStream_t::~ihipStream_t() {
  openhip::forgetCapturingStream(*this);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (executor_.joinable()) executor_.join();
}

bool ihipStream_t::blocking() const {
  return kind_ != openhip::StreamKind::Null && !(flags_ & kNonBlockingFlag);
}

CompletionPtr ihipStream_t::push(std::function<void()> work,
                                 std::vector<CompletionPtr> dependencies) {
  CompletionPtr done = openhip::makeCompletion();
  bool wake = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // An operation run inline by beginInline() may still be running (queued
    // operations need no such dependency: the executor runs them in order).
    if (inline_running_ && !inline_running_->done()) dependencies.push_back(inline_running_);
    inline_running_ = nullptr;
    if (!executor_.joinable()) executor_ = std::thread([this] { executorLoop(); });
    enqueue(Operation{std::move(work), std::move(dependencies), done});
    last_ = done;
    pending_.fetch_add(1, std::memory_order_release);
    wake = executor_sleeping_;
  }
  if (wake) wake_.notify_one();
  return done;
}

CompletionPtr ihipStream_t::beginInline() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (ring_size_ != 0 || (last_ && !last_->done())) return nullptr;
  last_ = openhip::makeCompletion();
  inline_running_ = last_;
  return last_;
}

CompletionPtr ihipStream_t::last() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return last_;
}

bool ihipStream_t::idle() const {
  CompletionPtr latest = last();
  return !latest || latest->done();
}

bool ihipStream_t::onExecutorThread() const { return openhip::executing_stream == this; }

void ihipStream_t::executorLoop() {
  openhip::executing_stream = this;
  for (;;) {
    openhip::cpu::spinUntil([&] { return pending_.load(std::memory_order_acquire) != 0; },
                            std::chrono::microseconds(50));
    Operation op;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      executor_sleeping_ = true;
      wake_.wait(lock, [&] { return stopping_ || ring_size_ != 0; });
      executor_sleeping_ = false;
      if (ring_size_ == 0) return;  // stopping and drained
      op = dequeue();
      pending_.fetch_sub(1, std::memory_order_relaxed);
    }
    for (const CompletionPtr& dependency : op.dependencies) dependency->wait();
    if (op.work) op.work();
    // Released before the signal: a launch's packet is back in its free list
    // when the host thread's next launch asks for one.
    op.work = nullptr;
    op.dependencies.clear();
    op.done->signal();
  }
}

void ihipStream_t::enqueue(Operation&& op) {
  if (ring_size_ == ring_.size()) {
    std::vector<Operation> larger(std::max<size_t>(16, 2 * ring_.size()));
    for (size_t i = 0; i < ring_size_; ++i)
      larger[i] = std::move(ring_[(ring_head_ + i) % ring_.size()]);
    ring_.swap(larger);
    ring_head_ = 0;
  }
  ring_[(ring_head_ + ring_size_) % ring_.size()] = std::move(op);
  ++ring_size_;
}

ihipStream_t::Operation ihipStream_t::dequeue() {
  Operation op = std::move(ring_[ring_head_]);
  ring_head_ = (ring_head_ + 1) % ring_.size();
  --ring_size_;
  return op;
}
