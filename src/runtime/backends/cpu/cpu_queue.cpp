#include "cpu_queue.h"

#include <algorithm>

#include "cooperative_executor.h"
#include "cpu_backend.h"
#include "device.h"
#include "kernel_executor.h"
#include "memory_operations.h"
#include "spin_wait.h"

namespace openhip::cpu {
namespace {
thread_local const CpuQueue* t_executing_queue = nullptr;

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;
}  // namespace

CpuQueue::CpuQueue(Device& device, CpuBackend& backend) : device_(device), backend_(backend) {}

CpuQueue::~CpuQueue() { drain(); }

void CpuQueue::drain() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (executor_.joinable()) executor_.join();
  if (inline_running_) inline_running_->wait();
}

CompletionPtr CpuQueue::submit(QueueWork&& work, std::vector<CompletionPtr>&& dependencies) {
  CompletionPtr done = makeCompletion();
  bool wake = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // An operation run inline after claimIdle() may still be running (queued
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

CompletionPtr CpuQueue::claimIdle() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (ring_size_ != 0 || (last_ && !last_->done())) return nullptr;
  last_ = makeCompletion();
  inline_running_ = last_;
  return last_;
}

void CpuQueue::runInline(QueueWork& work) { run(work); }

CompletionPtr CpuQueue::last() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return last_;
}

bool CpuQueue::onQueueThread() const { return t_executing_queue == this; }

int CpuQueue::runLaunch(const KernelLaunch& launch) {
  return launch.cooperative ? executeCooperativeKernel(launch) : executeKernel(backend_.pool(), launch);
}

void CpuQueue::runProgram(const ProgramLaunch& launch) {
  bool faulted = false;
  for (const ProgramStep& step : launch.program->steps) {
    if (const auto* signal = std::get_if<SignalSlot>(&step)) {
      // After a fault the record steps still complete, so that nobody waits
      // forever for them.
      launch.slots[signal->slot]->signal();
      continue;
    }
    if (faulted) continue;
    std::visit(Overloaded{
                   [&](const KernelLaunch* kernel) {
                     if (int fault = runLaunch(*kernel)) {
                       device_.raiseStickyError(fault);
                       faulted = true;
                     }
                   },
                   [](const CopyRegion& copy) { runCopy(copy); },
                   [](const FillRegion& fill) { runFill(fill); },
                   [](const ValueWrite& write) { runValueWrite(write); },
                   [](const ValueWait& wait) { runValueWait(wait); },
                   [](const HostCall& call) { call.fn(call.data); },
                   [](const SignalSlot&) {},
                   [&](const WaitSlot& wait) {
                     if (const CompletionPtr& marker = launch.slots[wait.slot]) marker->wait();
                   },
               },
               step);
  }
}

void CpuQueue::run(QueueWork& work) {
  std::visit(Overloaded{
                 [](Marker&) {},
                 [&](LaunchPacketPtr& packet) {
                   if (int fault = runLaunch(packet->launch)) device_.raiseStickyError(fault);
                 },
                 [](CopyRegion& copy) { runCopy(copy); },
                 [](FillRegion& fill) { runFill(fill); },
                 [](ValueWrite& write) { runValueWrite(write); },
                 [](ValueWait& wait) { runValueWait(wait); },
                 [](HostFunction& host) {
                   if (host.fn) host.fn();
                 },
                 [&](ProgramLaunch& program) { runProgram(program); },
             },
             work);
}

void CpuQueue::executorLoop() {
  t_executing_queue = this;
  for (;;) {
    spinUntil([&] { return pending_.load(std::memory_order_acquire) != 0; },
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
    run(op.work);
    // Released before the signal: a launch's packet is back in its free list
    // when the host thread's next launch asks for one.
    op.work = Marker{};
    op.dependencies.clear();
    op.done->signal();
  }
}

void CpuQueue::enqueue(Operation&& op) {
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

CpuQueue::Operation CpuQueue::dequeue() {
  Operation op = std::move(ring_[ring_head_]);
  ring_head_ = (ring_head_ + 1) % ring_.size();
  --ring_size_;
  return op;
}

}  // namespace openhip::cpu
