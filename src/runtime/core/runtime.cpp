#include "runtime.h"

#include <cstdio>
#include <cstdlib>
#include <map>

#include "environment.h"
#include "memory_ops.h"
#include "status_page.h"

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

Runtime::Runtime() : backends_(createBackends()) {
  // Devices are numbered backend after backend, then HIP_VISIBLE_DEVICES
  // picks and orders them.
  std::vector<std::pair<Backend*, int>> physical;
  for (const auto& backend : backends_)
    for (int i = 0; i < backend->deviceCount(); ++i) physical.emplace_back(backend.get(), i);
  physical_devices_ = static_cast<int>(physical.size());
  const std::vector<int> visible = visibleDevices(physical_devices_);
  for (size_t i = 0; i < visible.size(); ++i) {
    auto [backend, index] = physical[static_cast<size_t>(visible[i])];
    devices_.push_back(std::make_unique<Device>(static_cast<int>(i), *backend, index));
  }
  OPENHIP_LOG(kLogLaunch, "%zu device(s) visible of %d", devices_.size(), physical_devices_);
  status::publishPage(*this);  // for hip-smi, unless OPENHIP_SMI=0
}

Device* Runtime::device(int ordinal) {
  if (ordinal < 0 || ordinal >= deviceCount()) return nullptr;
  return devices_[static_cast<size_t>(ordinal)].get();
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
  if (device.finishOrCancel(kResetStallTimeout))
    std::fprintf(stderr,
                 "openhip: hipDeviceReset: the work of device %d made no progress for %lld ms; it was "
                 "cancelled\n",
                 device.ordinal(),
                 static_cast<long long>(
                     std::chrono::duration_cast<std::chrono::milliseconds>(kResetStallTimeout).count()));
  std::vector<Stream*> doomed;
  {
    std::lock_guard<std::mutex> lock(handles_mutex_);
    for (const Stream* s : streams_)
      if (&s->device() == &device && s->kind() == StreamKind::User)
        doomed.push_back(const_cast<Stream*>(s));
  }
  for (Stream* s : doomed) destroyStream(s);
  for (const Allocation& allocation : allocations_.removeDeviceAllocations(device.ordinal()))
    releaseAllocationMemory(allocation);
  device.setFlags(0);
  device.cache_config = 0;
  device.shared_mem_config = 0;
  for (int peer = 0; peer < deviceCount(); ++peer) device.setPeerAccess(peer, false);
}

hipError_t stickyError(const Device* device) {
  return device ? static_cast<hipError_t>(device->stickyError()) : hipSuccess;
}

bool stickyErrorIsAssert(const Device* device) { return device && device->stickyErrorIsAssert(); }

Device* currentDevice() { return Runtime::get().device(currentDeviceOrdinal()); }

Stream* resolveStream(hipStream_t handle) {
  Device* device = currentDevice();
  if (handle == nullptr) return device ? &device->nullStream() : nullptr;
  if (handle == hipStreamPerThread) return device ? Runtime::get().perThreadStream(*device) : nullptr;
  return Runtime::get().isLiveStream(handle) ? handle : nullptr;
}

void maybeBlock(const CompletionPtr& completion) {
  if (launchBlocking() && completion) completion->wait();
}

}  // namespace openhip
