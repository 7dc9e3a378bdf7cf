#include "device.h"

#include <algorithm>

namespace openhip {
namespace {
void dropFinished(std::vector<CompletionPtr>& completions) {
  completions.erase(std::remove_if(completions.begin(), completions.end(),
                                   [](const CompletionPtr& c) { return !c || c->done(); }),
                    completions.end());
}
}  // namespace

Device::Device(int ordinal, int physical)
    : ordinal_(ordinal),
      physical_(physical),
      null_stream_(std::make_unique<Stream>(*this, StreamKind::Null, 0, 0)) {}

Device::~Device() { destroyUserStreams(); }

CompletionPtr Device::submit(Stream& stream, std::function<void()> work,
                             std::vector<CompletionPtr> dependencies) {
  if (stream.kind() == StreamKind::Null) {
    std::lock_guard<std::mutex> lock(order_mutex_);
    for (Stream* other : streams_)
      if (other->blocking()) dependencies.push_back(other->last());
    dropFinished(dependencies);
    return stream.push(std::move(work), std::move(dependencies));
  }
  if (stream.blocking()) {
    std::lock_guard<std::mutex> lock(order_mutex_);
    dependencies.push_back(null_stream_->last());
    dropFinished(dependencies);
    return stream.push(std::move(work), std::move(dependencies));
  }
  dropFinished(dependencies);
  return stream.push(std::move(work), std::move(dependencies));
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
  std::vector<CompletionPtr> pending;
  {
    std::lock_guard<std::mutex> lock(order_mutex_);
    pending.push_back(null_stream_->last());
    for (Stream* s : streams_) pending.push_back(s->last());
  }
  for (const CompletionPtr& c : pending)
    if (c) c->wait();
}

bool Device::onExecutorThread() {
  std::lock_guard<std::mutex> lock(order_mutex_);
  if (null_stream_->onExecutorThread()) return true;
  for (Stream* s : streams_)
    if (s->onExecutorThread()) return true;
  return false;
}

}  // namespace openhip
