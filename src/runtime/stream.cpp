#include "stream.h"

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
  auto done = std::make_shared<openhip::Completion>();
  bool wake = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // An operation run inline by beginInline() may still be running.
    if (last_ && !last_->done()) dependencies.push_back(last_);
    if (!executor_.joinable()) executor_ = std::thread([this] { executorLoop(); });
    queue_.push_back(Operation{std::move(work), std::move(dependencies), done});
    last_ = done;
    pending_.fetch_add(1, std::memory_order_release);
    wake = executor_sleeping_;
  }
  if (wake) wake_.notify_one();
  return done;
}

CompletionPtr ihipStream_t::beginInline() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!queue_.empty() || (last_ && !last_->done())) return nullptr;
  last_ = std::make_shared<openhip::Completion>();
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
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      executor_sleeping_ = false;
      if (queue_.empty()) return;  // stopping and drained
      op = std::move(queue_.front());
      queue_.pop_front();
      pending_.fetch_sub(1, std::memory_order_relaxed);
    }
    for (const CompletionPtr& dependency : op.dependencies) dependency->wait();
    if (op.work) op.work();
    op.done->signal();
  }
}
