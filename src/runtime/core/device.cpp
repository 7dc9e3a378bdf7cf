#include "device.h"

#include <algorithm>

#include "stream_capture.h"

namespace openhip {
namespace {
void dropFinished(std::vector<CompletionPtr>& completions) {
  completions.erase(std::remove_if(completions.begin(), completions.end(),
                                   [](const CompletionPtr& c) { return !c || c->done(); }),
                    completions.end());
}
}  // namespace

Device::Device(int ordinal, Backend& backend, int index)
    : ordinal_(ordinal),
      backend_(backend),
      index_(index),
      null_stream_(std::make_unique<Stream>(*this, StreamKind::Null, 0, 0)) {}

Device::~Device() { destroyUserStreams(); }

void Device::properties(hipDeviceProp_t* out) const { backend_.properties(index_, out); }

bool Device::takesPartInLegacyOrder(const Stream& stream) {
  return stream.kind() == StreamKind::Null || stream.blocking();
}

std::vector<CompletionPtr> Device::legacyDependencies(const Stream& stream) const {
  std::vector<CompletionPtr> dependencies;
  // Finished operations order nothing: skipping them keeps the vector empty
  // (no allocation) when the other side of the legacy order is idle.
  auto add = [&](CompletionPtr c) {
    if (c && !c->done()) dependencies.push_back(std::move(c));
  };
  if (stream.kind() == StreamKind::Null) {
    for (Stream* other : streams_)
      if (other->blocking()) add(other->last());
  } else if (stream.blocking()) {
    add(null_stream_->last());
  }
  return dependencies;
}

CompletionPtr Device::submit(Stream& stream, QueueWork&& work,
                             std::vector<CompletionPtr> dependencies,
                             const CapturedOperation* operation) {
  if (activeCaptures()) {
    if (isCapturing(stream))
      if (CompletionPtr captured = captureOperation(stream, work, operation)) return captured;
    if (stream.kind() == StreamKind::Null) invalidateImplicitCaptures(*this);
  }
  std::unique_lock<std::mutex> lock(order_mutex_, std::defer_lock);
  if (takesPartInLegacyOrder(stream)) {
    lock.lock();
    for (CompletionPtr& c : legacyDependencies(stream)) dependencies.push_back(std::move(c));
  }
  dropFinished(dependencies);
  return stream.queue().submit(std::move(work), std::move(dependencies));
}

void Device::runSynchronously(Stream& stream, QueueWork&& work) {
  CompletionPtr inline_done, queued;
  {
    std::unique_lock<std::mutex> lock(order_mutex_, std::defer_lock);
    std::vector<CompletionPtr> dependencies;
    if (takesPartInLegacyOrder(stream)) {
      lock.lock();
      dependencies = legacyDependencies(stream);
    }
    dropFinished(dependencies);
    if (dependencies.empty() && std::holds_alternative<Marker>(work)) {
      // Nothing else to wait for: the stream's latest operation is the
      // marker's only condition (no marker through the queue and back).
      queued = stream.queue().last();
    } else {
      if (dependencies.empty()) inline_done = stream.queue().claimIdle();
      if (!inline_done) queued = stream.queue().submit(std::move(work), std::move(dependencies));
    }
  }
  if (inline_done) {
    stream.queue().runInline(work);
    inline_done->signal();
  } else if (queued) {
    stream.queue().waitFor(queued);
  }
}

Stream* Device::createStream(StreamKind kind, unsigned flags, int priority) {
  auto* stream = new Stream(*this, kind, flags, priority);
  std::lock_guard<std::mutex> lock(order_mutex_);
  streams_.push_back(stream);
  return stream;
}

void Device::destroyStream(Stream* stream) {
  {
    std::lock_guard<std::mutex> lock(order_mutex_);
    streams_.erase(std::remove(streams_.begin(), streams_.end(), stream), streams_.end());
  }
  delete stream;  // drains its queue first
}

void Device::destroyUserStreams() {
  std::vector<Stream*> doomed;
  {
    std::lock_guard<std::mutex> lock(order_mutex_);
    for (Stream* s : streams_)
      if (s->kind() == StreamKind::User) doomed.push_back(s);
  }
  for (Stream* s : doomed) destroyStream(s);
}

void Device::synchronize() {
  CompletionPtr null_last;
  std::vector<CompletionPtr> pending;
  {
    std::lock_guard<std::mutex> lock(order_mutex_);
    null_last = null_stream_->last();
    for (Stream* s : streams_) pending.push_back(s->last());
  }
  // Only the null stream's queue may run on this thread: another thread may
  // destroy its stream (and queue) while this one waits, the device's stays.
  if (null_last) null_stream_->queue().waitFor(null_last);
  for (const CompletionPtr& c : pending)
    if (c) c->wait();
}

bool Device::finishOrCancel(std::chrono::nanoseconds stall) {
  std::vector<CompletionPtr> pending;
  std::vector<Queue*> queues;
  {
    std::lock_guard<std::mutex> lock(order_mutex_);
    pending.push_back(null_stream_->last());
    queues.push_back(&null_stream_->queue());
    for (Stream* s : streams_) {
      pending.push_back(s->last());
      queues.push_back(&s->queue());
    }
  }
  auto progress = [&] {
    uint64_t sum = 0;
    for (const Queue* queue : queues) sum += queue->progress();
    return sum;
  };
  uint64_t seen = progress();
  auto since = std::chrono::steady_clock::now();
  bool cancelled = false;
  for (const CompletionPtr& c : pending) {
    while (c && !c->waitFor(std::chrono::milliseconds(50))) {
      const auto now = std::chrono::steady_clock::now();
      if (const uint64_t current = progress(); current != seen) {
        seen = current;
        since = now;
      } else if (now - since >= stall) {
        // Again after each stall: an operation that started meanwhile is
        // cancelled too.
        for (Queue* queue : queues) queue->cancel();
        cancelled = true;
        since = now;
      }
    }
  }
  return cancelled;
}

bool Device::peerAccessEnabled(int peer) const {
  std::lock_guard<std::mutex> lock(peers_mutex_);
  return std::find(peers_.begin(), peers_.end(), peer) != peers_.end();
}

bool Device::setPeerAccess(int peer, bool enabled) {
  std::lock_guard<std::mutex> lock(peers_mutex_);
  auto it = std::find(peers_.begin(), peers_.end(), peer);
  if ((it != peers_.end()) == enabled) return false;
  if (enabled)
    peers_.push_back(peer);
  else
    peers_.erase(it);
  return true;
}

bool Device::onExecutorThread() {
  std::lock_guard<std::mutex> lock(order_mutex_);
  if (null_stream_->onExecutorThread()) return true;
  for (Stream* s : streams_)
    if (s->onExecutorThread()) return true;
  return false;
}

}  // namespace openhip
