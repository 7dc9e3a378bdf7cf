#include "cpu_queue.h"

#include <algorithm>
#include <chrono>

#include "cooperative_executor.h"
#include "cpu_backend.h"
#include "device.h"
#include "fault_handler.h"
#include "fault_report.h"
#include "memory_operations.h"
#include "queue_runners.h"
#include "sanitizer.h"
#include "spin_wait.h"
#include "status_page.h"
#include "trace.h"

namespace openhip::cpu {
namespace {

/// initcheck: the bytes a copy or fill wrote (whole rows and slices,
/// padding included: never a false report).
void noteSanitizerWrite(const CopyRegion& c) {
  const size_t span = (c.depth - 1) * c.dst_slice + (c.height - 1) * c.dst_pitch + c.width;
  sanitizer::noteWritten(c.dst, span);
}
void noteSanitizerWrite(const FillRegion& f) {
  const size_t span = (f.depth - 1) * f.slice + (f.height - 1) * f.pitch + f.width * f.element_size;
  sanitizer::noteWritten(f.dst, span);
}
thread_local const CpuQueue* t_executing_queue = nullptr;

/// A runner that emptied its queue keeps it this long (back-to-back launches
/// from one host thread find it still running).
constexpr auto kKeepBudget = std::chrono::microseconds(50);

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

/// Runs `fn` with the calling thread's fault trap armed; false (with the
/// details in lastFault()) if it faulted. Separate from its callers so that
/// nothing the setjmp frame holds changes after setjmp.
template <class Fn>
bool runContained(const Fn& fn) {
  FaultTrap trap;
  FaultTrap* const outer = swapFaultTrap(&trap);
  if (setjmp(trap.target) != 0) {
    swapFaultTrap(outer);
    return false;
  }
  fn();
  swapFaultTrap(outer);
  return true;
}
}  // namespace

CpuQueue::CpuQueue(Device& device, CpuBackend& backend) : device_(device), backend_(backend) {}

CpuQueue::~CpuQueue() { drain(); }

void CpuQueue::drain() {
  {
    std::unique_lock<SpinningMutex> lock(mutex_);
    unscheduled_.wait(lock, [&] { return !scheduled_ && ring_size_ == 0; });
  }
  if (inline_running_) inline_running_->wait();
}

CompletionPtr CpuQueue::submit(QueueWork&& work, std::vector<CompletionPtr>&& dependencies) {
  CompletionPtr done = makeCompletion();
  bool schedule = false;
  {
    std::lock_guard<SpinningMutex> lock(mutex_);
    // An operation run inline after claimIdle() may still be running (queued
    // operations need no such dependency: the queue runs them in order).
    if (inline_running_ && !inline_running_->done()) dependencies.push_back(inline_running_);
    inline_running_ = nullptr;
    Operation op{std::move(work), std::move(dependencies), done};
    if (trace::any()) {
      op.trace_correlation = trace::currentCorrelation();
      op.trace_enqueued = trace::now();
    }
    enqueue(std::move(op));
    last_ = done;
    pending_.fetch_add(1, std::memory_order_release);
    schedule = !scheduled_;
    scheduled_ = true;
  }
  QueueRunners& runners = QueueRunners::get();
  // Not one thread could be started: run the queue here (synchronously).
  if (schedule && !runners.schedule(this)) runSome(runners);
  return done;
}

CompletionPtr CpuQueue::claimIdle() {
  std::lock_guard<SpinningMutex> lock(mutex_);
  if (ring_size_ != 0 || (last_ && !last_->done())) return nullptr;
  last_ = makeCompletion();
  inline_running_ = last_;
  return last_;
}

void CpuQueue::runInline(QueueWork& work) { runTraced(work, trace::currentCorrelation(), 0); }

void CpuQueue::waitFor(const CompletionPtr& done) {
  // Only a queue handed to the runners that none has taken yet (it sleeps,
  // or is being started): a runner already running it keeps it.
  if (!done->done() && !onQueueThread() && QueueRunners::get().takeBack(this)) {
    prepareThreadForFaults();  // kernels may run here now, as on a runner
    runSome(QueueRunners::get(), done.get());
  }
  done->wait();
}

void CpuQueue::runAndRecord(QueueWork& work, uint64_t correlation, uint64_t enqueued) {
  const uint64_t start = trace::now();
  run(work);
  trace::recordWork(this, device_.ordinal(), work, correlation, enqueued, start, trace::now());
}

CompletionPtr CpuQueue::last() const {
  std::lock_guard<SpinningMutex> lock(mutex_);
  return last_;
}

bool CpuQueue::onQueueThread() const { return t_executing_queue == this; }

uint64_t CpuQueue::progress() const {
  return operations_done_.load(std::memory_order_relaxed) +
         fault_state_.ranges_done.load(std::memory_order_relaxed);
}

void CpuQueue::cancel() {
  std::vector<Operation> dropped;
  {
    std::lock_guard<SpinningMutex> lock(mutex_);
    while (ring_size_ != 0) dropped.push_back(dequeue());
    pending_.store(0, std::memory_order_relaxed);
    cancel_running_.store(true, std::memory_order_release);
    cancelLaunch(fault_state_, hipErrorLaunchFailure);
  }
  // Outside the lock: whoever waits for them may submit right away.
  for (Operation& op : dropped) op.done->signal();
}

int CpuQueue::runLaunch(const KernelLaunch& launch) {
  if (cancel_running_.load(std::memory_order_acquire)) return 0;
  const status::RunningKernel running(device_.ordinal(), launch.kernel->name);  // for hip-smi
  fault_state_.reset();
  // initcheck cannot see what an uninstrumented kernel writes (docs/sanitizer.md).
  if (sanitizer::active() && !(entryOf(launch).flags & OPENHIP_KERNEL_SANITIZED))
    sanitizer::markEverythingWritten();
  fault_state_.work_id.store(newWorkId(), std::memory_order_release);
  const int error = launch.cooperative ? executeCooperativeKernel(launch, fault_state_)
                                       : executeKernel(backend_.pool(), launch, fault_state_);
  fault_state_.work_id.store(0, std::memory_order_release);
  if (!error || cancel_running_.load(std::memory_order_acquire)) return 0;
  reportKernelFault(device_.ordinal(), launch, fault_state_.first);
  return error;
}

template <class Region>
void CpuQueue::runMemoryOperation(const Region& region) {
  bool contained;
  if constexpr (std::is_same_v<Region, CopyRegion>)
    contained = runContained([&] { runCopy(region); });
  else
    contained = runContained([&] { runFill(region); });
  if (contained) {
    if (sanitizer::active()) noteSanitizerWrite(region);
    return;
  }
  // The copy engine of a GPU faults the same way: the device's error.
  const FaultRecord record = lastFault();
  if constexpr (std::is_same_v<Region, CopyRegion>)
    reportCopyFault(device_.ordinal(), region, record);
  else
    reportFillFault(device_.ordinal(), region, record);
  device_.raiseStickyError(hipErrorIllegalAddress);
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
    if (faulted || cancel_running_.load(std::memory_order_acquire)) continue;
    const uint64_t start = trace::any() ? trace::now() : 0;
    std::visit(Overloaded{
                   [&](const KernelLaunch* kernel) {
                     if (int fault = runLaunch(*kernel)) {
                       device_.raiseStickyError(fault);
                       faulted = true;
                     }
                   },
                   [&](const CopyRegion& copy) { runMemoryOperation(copy); },
                   [&](const FillRegion& fill) { runMemoryOperation(fill); },
                   [](const ValueWrite& write) { runValueWrite(write); },
                   [&](const ValueWait& wait) { runValueWait(wait, &cancel_running_); },
                   [](const HostCall& call) {
                     call.fn(call.data);
                     sanitizer::markEverythingWritten();  // unseen writes (docs/sanitizer.md)
                   },
                   [](const SignalSlot&) {},
                   [&](const WaitSlot& wait) {
                     if (const CompletionPtr& marker = launch.slots[wait.slot]) marker->wait();
                   },
               },
               step);
    if (start) trace::recordStep(this, device_.ordinal(), step, start, trace::now());
  }
}

void CpuQueue::run(QueueWork& work) {
  std::visit(Overloaded{
                 [](Marker&) {},
                 [&](LaunchPacketPtr& packet) {
                   if (int fault = runLaunch(packet->launch)) device_.raiseStickyError(fault);
                 },
                 [&](CopyRegion& copy) { runMemoryOperation(copy); },
                 [&](FillRegion& fill) { runMemoryOperation(fill); },
                 [](ValueWrite& write) { runValueWrite(write); },
                 [&](ValueWait& wait) { runValueWait(wait, &cancel_running_); },
                 [](HostFunction& host) {
                   if (host.fn) host.fn();
                   sanitizer::markEverythingWritten();  // unseen writes (docs/sanitizer.md)
                 },
                 [&](ProgramLaunch& program) { runProgram(program); },
             },
             work);
}

bool CpuQueue::waitForDependencies(const std::vector<CompletionPtr>& dependencies) {
  for (const CompletionPtr& dependency : dependencies) {
    // In slices, so that a cancelled operation does not wait for work of a
    // device that is not being reset.
    while (!dependency->waitFor(std::chrono::milliseconds(20)))
      if (cancel_running_.load(std::memory_order_acquire)) return false;
  }
  return true;
}

void CpuQueue::runSome(QueueRunners& runners, const Completion* until, bool as_runner) {
  const CpuQueue* const outer = t_executing_queue;
  t_executing_queue = this;
  for (;;) {
    Operation op;
    {
      std::unique_lock<SpinningMutex> lock(mutex_);
      if (ring_size_ == 0) {
        lock.unlock();
        if (!until && !runners.othersWaiting())
          spinUntil([&] { return pending_.load(std::memory_order_acquire) != 0 || runners.othersWaiting(); },
                    kKeepBudget);
        lock.lock();
        if (ring_size_ == 0) {
          // A runner counts as free before the queue is let go: a submission
          // that finds the queue unscheduled must not start another runner
          // while this one is on its way back to the ready list.
          if (as_runner) runners.runnerFree();
          scheduled_ = false;
          unscheduled_.notify_all();
          break;
        }
      }
      op = dequeue();
      pending_.fetch_sub(1, std::memory_order_relaxed);
      if (cancel_running_.load(std::memory_order_relaxed))
        cancel_running_.store(false, std::memory_order_relaxed);
    }
    if (waitForDependencies(op.dependencies) && !cancel_running_.load(std::memory_order_acquire))
      runTraced(op.work, op.trace_correlation, op.trace_enqueued);
    // Released before the signal: a launch's packet is back in its free list
    // when the host thread's next launch asks for one.
    op.work = Marker{};
    op.dependencies.clear();
    // One runner at a time runs a queue: a plain increment.
    operations_done_.store(operations_done_.load(std::memory_order_relaxed) + 1,
                           std::memory_order_relaxed);
    op.done->signal();
    if (runners.othersWaiting() || (until && until->done())) {
      // Another queue waits for a runner that cannot be started (take
      // turns), or the host thread running it has what it waited for (the
      // rest goes back to the runners).
      if (as_runner) runners.runnerFree();
      std::unique_lock<SpinningMutex> lock(mutex_);
      if (ring_size_ != 0) {
        lock.unlock();
        runners.requeue(this);
      } else {
        scheduled_ = false;
        unscheduled_.notify_all();
      }
      break;
    }
  }
  t_executing_queue = outer;
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
