// The process-wide runtime state: the backends and the devices they give the
// program (filtered by HIP_VISIBLE_DEVICES), the allocation registry and the
// set of live streams and events. Created at first use and never destroyed
// (static constructors and atexit handlers of user programs may call the API
// at any time).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "allocation_registry.h"
#include "backend.h"
#include "device.h"
#include "hip_types.h"
#include "log.h"

struct ihipEvent_t;

namespace openhip {

class Runtime {
 public:
  static Runtime& get();

  int deviceCount() const { return static_cast<int>(devices_.size()); }
  /// nullptr for an index out of range.
  Device* device(int ordinal);
  /// Devices of every backend before HIP_VISIBLE_DEVICES filtering.
  int physicalDeviceCount() const { return physical_devices_; }

  AllocationRegistry& allocations() { return allocations_; }

  // Handles given to the user. Lookups reject destroyed or foreign handles.
  Stream* createStream(Device& device, unsigned flags, int priority);
  bool isLiveStream(const Stream* stream) const;
  void destroyStream(Stream* stream);
  /// CU mask of a stream made by hipExtStreamCreateWithCUMask (empty for
  /// other streams: all CUs). Stored and reported; backends do not restrict
  /// a stream's blocks to the masked compute units.
  void setStreamCuMask(const Stream* stream, std::vector<uint32_t> mask);
  std::vector<uint32_t> streamCuMask(const Stream* stream) const;
  /// The calling thread's hipStreamPerThread stream on `device`.
  Stream* perThreadStream(Device& device);

  void addEvent(ihipEvent_t* event);
  bool isLiveEvent(const ihipEvent_t* event) const;
  bool removeEvent(ihipEvent_t* event);

  /// hipDeviceReset: waits for the device (cancelling work that makes no
  /// progress for kResetStallTimeout), frees its memory, destroys its streams.
  void resetDevice(Device& device);
  static constexpr std::chrono::milliseconds kResetStallTimeout{1000};

 private:
  Runtime();

  std::vector<std::unique_ptr<Backend>> backends_;
  int physical_devices_ = 0;
  std::vector<std::unique_ptr<Device>> devices_;
  AllocationRegistry allocations_;
  mutable std::mutex handles_mutex_;
  std::unordered_set<const Stream*> streams_;
  std::unordered_set<const ihipEvent_t*> events_;
  std::unordered_map<const Stream*, std::vector<uint32_t>> cu_masks_;  // guarded by handles_mutex_
};

/// The calling thread's current device ordinal (hipSetDevice), default 0.
int& currentDeviceOrdinal();

/// The calling thread's current device; nullptr if there is no device.
Device* currentDevice();

/// The sticky error of `device` (hipSuccess if none or no device). Entry
/// points that use a device return it before doing anything else.
hipError_t stickyError(const Device* device);
/// Whether that sticky error (a hipErrorLaunchFailure) came from a device assert.
bool stickyErrorIsAssert(const Device* device);

/// Resolves a stream handle: 0 is the current device's null stream,
/// hipStreamPerThread the calling thread's per-thread stream; any other
/// handle must be a live stream. nullptr for destroyed or unknown handles.
Stream* resolveStream(hipStream_t handle);

/// Waits for `completion` when HIP_LAUNCH_BLOCKING is on; used after every
/// asynchronous submission.
void maybeBlock(const CompletionPtr& completion);

}  // namespace openhip
