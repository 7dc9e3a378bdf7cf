// The process-wide runtime state: visible devices, the worker pool, the
// allocation registry and the set of live streams and events. Created at first
// use and never destroyed (static constructors and atexit handlers of user
// programs may call the API at any time).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "allocation_registry.h"
#include "device.h"

struct ihipEvent_t;

namespace openhip {
namespace cpu {
class WorkerPool;
}

class Runtime {
 public:
  static Runtime& get();

  int deviceCount() const { return static_cast<int>(devices_.size()); }
  /// nullptr for an index out of range.
  Device* device(int ordinal);
  /// Number of CPU devices before HIP_VISIBLE_DEVICES filtering (OPENHIP_CPU_DEVICES).
  int physicalDeviceCount() const { return physical_devices_; }

  /// The shared worker pool, started at first use.
  cpu::WorkerPool& pool();
  unsigned workerCount() const { return worker_count_; }

  AllocationRegistry& allocations() { return allocations_; }

  // Handles given to the user. Lookups reject destroyed or foreign handles.
  Stream* createStream(Device& device, unsigned flags, int priority);
  bool isLiveStream(const Stream* stream) const;
  void destroyStream(Stream* stream);
  /// CU mask of a stream made by hipExtStreamCreateWithCUMask (empty for
  /// other streams: all CUs). Stored and reported; the worker pool does not
  /// restrict a stream's blocks to the masked workers.
  void setStreamCuMask(const Stream* stream, std::vector<uint32_t> mask);
  std::vector<uint32_t> streamCuMask(const Stream* stream) const;
  /// The calling thread's hipStreamPerThread stream on `device`.
  Stream* perThreadStream(Device& device);

  void addEvent(ihipEvent_t* event);
  bool isLiveEvent(const ihipEvent_t* event) const;
  bool removeEvent(ihipEvent_t* event);

  /// hipDeviceReset: waits for the device, frees its memory, destroys its streams.
  void resetDevice(Device& device);

 private:
  Runtime();

  int physical_devices_ = 1;
  unsigned worker_count_ = 1;
  std::vector<std::unique_ptr<Device>> devices_;
  std::once_flag pool_once_;
  std::unique_ptr<cpu::WorkerPool> pool_;
  AllocationRegistry allocations_;
  mutable std::mutex handles_mutex_;
  std::unordered_set<const Stream*> streams_;
  std::unordered_set<const ihipEvent_t*> events_;
  std::unordered_map<const Stream*, std::vector<uint32_t>> cu_masks_;  // guarded by handles_mutex_
};

/// The calling thread's current device ordinal (hipSetDevice), default 0.
int& currentDeviceOrdinal();

}  // namespace openhip
