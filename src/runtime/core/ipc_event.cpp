// Interprocess events. An exported event gets one shared page (memfd) with
// two counters: `recorded` (incremented by every hipEventRecord in any
// process that holds the event) and `completed` (the highest record number
// whose work has finished). The latest record is complete when
// completed >= recorded. A per-process watcher thread publishes completions
// of local records and signals local waiters (hipEventSynchronize,
// hipStreamWaitEvent) when the shared counter gets there.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <condition_variable>
#include <cstring>
#include <thread>

#include "event.h"
#include "ipc_shared.h"
#include "memory_ops.h"

namespace openhip {

namespace {
struct SharedEventWords {
  std::atomic<uint64_t> recorded;
  std::atomic<uint64_t> completed;
};
static_assert(std::atomic<uint64_t>::is_always_lock_free, "shared counters must be address-free");
}  // namespace

class IpcEventState : public std::enable_shared_from_this<IpcEventState> {
 public:
  IpcEventState(Backend& backend, int fd, void* page)
      : backend_(backend), fd_(fd), words_(static_cast<SharedEventWords*>(page)) {}
  ~IpcEventState() {
    backend_.unmap(words_, pageSize());
    close(fd_);
  }
  int fd() const { return fd_; }
  SharedEventWords& words() { return *words_; }

  void publish(uint64_t record) {
    uint64_t seen = words_->completed.load(std::memory_order_relaxed);
    while (seen < record &&
           !words_->completed.compare_exchange_weak(seen, record, std::memory_order_release)) {
    }
  }

 private:
  Backend& backend_;
  int fd_;
  SharedEventWords* words_;
};

namespace {

/// Watches local records until they finish and local waiters until the
/// shared counter reaches them. One thread per process, started on demand.
class IpcEventWatcher {
 public:
  static IpcEventWatcher& get() {
    static auto* watcher = new IpcEventWatcher;  // never destroyed (detached thread)
    return *watcher;
  }
  void publishWhenDone(std::shared_ptr<IpcEventState> state, CompletionPtr marker, uint64_t record) {
    add(Item{std::move(state), std::move(marker), record, true});
  }
  void signalWhenReached(std::shared_ptr<IpcEventState> state, CompletionPtr waiter,
                         uint64_t record) {
    add(Item{std::move(state), std::move(waiter), record, false});
  }

 private:
  struct Item {
    std::shared_ptr<IpcEventState> state;
    CompletionPtr completion;  // local record (publish) or waiter (signal)
    uint64_t record;
    bool publish;
  };

  void add(Item item) {
    std::lock_guard<std::mutex> lock(mutex_);
    items_.push_back(std::move(item));
    if (!started_) {
      started_ = true;
      std::thread([this] { loop(); }).detach();
      // A process that records and exits right after synchronizing must still
      // publish: the watcher may not have polled since the work finished.
      std::atexit([] { IpcEventWatcher::get().flush(); });
    }
    wake_.notify_one();
  }

  /// Publishes every local record still unpublished once it finishes.
  void flush() {
    std::vector<Item> pending;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (const Item& item : items_)
        if (item.publish) pending.push_back(item);
    }
    // Bounded: work that never finishes (a stream blocked forever) must not hang the exit.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    for (const Item& item : pending) {
      while (!item.completion->done() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::microseconds(100));
      if (item.completion->done()) item.state->publish(item.record);
    }
  }

  void loop() {
    auto pause = std::chrono::microseconds(20);
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return !items_.empty(); });
      bool progress = false;
      for (auto it = items_.begin(); it != items_.end();) {
        SharedEventWords& words = it->state->words();
        if (it->publish && it->completion->done()) {
          it->state->publish(it->record);
        } else if (!it->publish && words.completed.load(std::memory_order_acquire) >= it->record) {
          it->completion->signal();
        } else {
          ++it;
          continue;
        }
        it = items_.erase(it);
        progress = true;
      }
      if (items_.empty()) continue;
      // Poll with a growing pause: another process's progress has no local signal.
      pause = progress ? std::chrono::microseconds(20)
                       : std::min<std::chrono::microseconds>(pause * 2, std::chrono::microseconds(1000));
      lock.unlock();
      std::this_thread::sleep_for(pause);
      lock.lock();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Item> items_;
  bool started_ = false;
};

CompletionPtr finishedCompletion() {
  static CompletionPtr done = [] {
    auto c = std::make_shared<Completion>();
    c->signal();
    return c;
  }();
  return done;
}

/// The shared page of `fd` (taken over), mapped through `backend`.
std::shared_ptr<IpcEventState> mapState(Backend& backend, int fd) {
  void* page = backend.map(fd, 0, pageSize(), nullptr);
  if (!page) {
    close(fd);
    return nullptr;
  }
  return std::make_shared<IpcEventState>(backend, fd, page);
}

}  // namespace

void ipcEventRecorded(IpcEventState& state, const CompletionPtr& marker) {
  const uint64_t record = state.words().recorded.fetch_add(1, std::memory_order_acq_rel) + 1;
  if (!marker || marker->done())
    state.publish(record);
  else
    IpcEventWatcher::get().publishWhenDone(state.shared_from_this(), marker, record);
}

CompletionPtr ipcEventMarker(IpcEventState& state) {
  const uint64_t record = state.words().recorded.load(std::memory_order_acquire);
  if (record == 0) return nullptr;  // never recorded anywhere
  if (state.words().completed.load(std::memory_order_acquire) >= record) return finishedCompletion();
  auto waiter = std::make_shared<Completion>();
  IpcEventWatcher::get().signalWhenReached(state.shared_from_this(), waiter, record);
  return waiter;
}

hipError_t exportIpcEvent(ihipEvent_t* event, IpcWireHandle* wire) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  static std::mutex export_mutex;
  std::lock_guard<std::mutex> lock(export_mutex);
  std::shared_ptr<IpcEventState> state = event->ipcState();
  if (!state) {
    const int fd = device->backend().createShareable("openhip-ipc-event", sizeof(SharedEventWords));
    if (fd < 0) return hipErrorOutOfMemory;
    state = mapState(device->backend(), fd);
    if (!state) return hipErrorMapFailed;
    // A record made before the export becomes the shared state's first one.
    CompletionPtr earlier = event->marker();
    if (earlier) ipcEventRecorded(*state, earlier);
    event->setIpcState(state);
  }
  if (!describeSharedFile(state->fd(), sizeof(SharedEventWords), 0, kIpcEventMagic, wire))
    return hipErrorMapFailed;
  return hipSuccess;
}

hipError_t openIpcEvent(const IpcWireHandle& wire, ihipEvent_t** event) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  int fd = -1;
  if (hipError_t e = openSharedFile(wire, kIpcEventMagic, &fd))
    return e == hipErrorInvalidHandle ? hipErrorInvalidValue : e;
  std::shared_ptr<IpcEventState> state = mapState(device->backend(), fd);
  if (!state) return hipErrorMapFailed;
  auto* opened = new ihipEvent_t(hipEventDisableTiming | hipEventInterprocess);
  opened->setIpcState(std::move(state));
  Runtime::get().addEvent(opened);
  *event = opened;
  return hipSuccess;
}

}  // namespace openhip
