#include "runtime.h"

#include <cstdlib>
#include <map>

#include "cpu/host_info.h"
#include "cpu/worker_pool.h"
#include "environment.h"
#include "log.h"

namespace openhip {
namespace {

// Owns the calling thread's hipStreamPerThread streams; destroys them (after
// their work finished) when the thread exits.
struct PerThreadStreams {
  std::map<Device*, Stream*> streams;
  ~PerThreadStreams() {
    for (auto& entry : streams)
      if (Runtime::get().isLiveStream(entry.second)) Runtime::get().destroyStream(entry.second);
  }
};
thread_local PerThreadStreams per_thread_streams;

}  // namespace

int& currentDeviceOrdinal() {
  thread_local int ordinal = 0;
  return ordinal;
}

Runtime& Runtime::get() {
  static Runtime* runtime = new Runtime();  // never destroyed, see runtime.h
  return *runtime;
}

Runtime::Runtime() {
  physical_devices_ = static_cast<int>(std::max(1L, envInteger("OPENHIP_CPU_DEVICES", 1)));
  const long threads = envInteger("OPENHIP_NUM_THREADS", 0);
  worker_count_ = threads > 0 ? static_cast<unsigned>(threads) : cpu::hostInfo().cores;
  const std::vector<int> visible = visibleDevices(physical_devices_);
  for (size_t i = 0; i < visible.size(); ++i)
    devices_.push_back(std::make_unique<Device>(static_cast<int>(i), visible[i]));
  OPENHIP_LOG(kLogLaunch, "%zu CPU device(s) visible of %d, %u worker thread(s)", devices_.size(),
              physical_devices_, worker_count_);
}

Device* Runtime::device(int ordinal) {
  if (ordinal < 0 || ordinal >= deviceCount()) return nullptr;
  return devices_[static_cast<size_t>(ordinal)].get();
}

cpu::WorkerPool& Runtime::pool() {
  // The calling stream thread works too, so the pool has one thread less than
  // the worker count: exactly `worker_count_` threads run a kernel's blocks.
  std::call_once(pool_once_, [&] { pool_ = std::make_unique<cpu::WorkerPool>(worker_count_ - 1); });
  return *pool_;
}

Stream* Runtime::createStream(Device& device, unsigned flags, int priority) {
  Stream* stream = device.createStream(StreamKind::User, flags, priority);
  std::lock_guard<std::mutex> lock(handles_mutex_);
  streams_.insert(stream);
  return stream;
}

bool Runtime::isLiveStream(const Stream* stream) const {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  return streams_.count(stream) != 0;
}

void Runtime::destroyStream(Stream* stream) {
  {
    std::lock_guard<std::mutex> lock(handles_mutex_);
    if (!streams_.erase(stream)) return;
    cu_masks_.erase(stream);
  }
  stream->device().destroyStream(stream);
}

void Runtime::setStreamCuMask(const Stream* stream, std::vector<uint32_t> mask) {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  cu_masks_[stream] = std::move(mask);
}

std::vector<uint32_t> Runtime::streamCuMask(const Stream* stream) const {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  auto it = cu_masks_.find(stream);
  return it == cu_masks_.end() ? std::vector<uint32_t>() : it->second;
}

Stream* Runtime::perThreadStream(Device& device) {
  Stream*& slot = per_thread_streams.streams[&device];
  if (!slot || !isLiveStream(slot)) {
    slot = device.createStream(StreamKind::PerThread, 0, 0);
    std::lock_guard<std::mutex> lock(handles_mutex_);
    streams_.insert(slot);
  }
  return slot;
}

void Runtime::addEvent(ihipEvent_t* event) {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  events_.insert(event);
}

bool Runtime::isLiveEvent(const ihipEvent_t* event) const {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  return events_.count(event) != 0;
}

bool Runtime::removeEvent(ihipEvent_t* event) {
  std::lock_guard<std::mutex> lock(handles_mutex_);
  return events_.erase(event) != 0;
}

void Runtime::resetDevice(Device& device) {
  device.synchronize();
  std::vector<Stream*> doomed;
  {
    std::lock_guard<std::mutex> lock(handles_mutex_);
    for (const Stream* s : streams_)
      if (&s->device() == &device && s->kind() == StreamKind::User)
        doomed.push_back(const_cast<Stream*>(s));
  }
  for (Stream* s : doomed) destroyStream(s);
  for (const Allocation& allocation : allocations_.removeDeviceAllocations(device.ordinal()))
    std::free(allocation.base);
  device.setFlags(0);
  device.cache_config = 0;
  device.shared_mem_config = 0;
  for (int peer = 0; peer < deviceCount(); ++peer) device.setPeerAccess(peer, false);
}

}  // namespace openhip
