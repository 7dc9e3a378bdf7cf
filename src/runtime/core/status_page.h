// The status page this process publishes for hip-smi: its devices, memory
// in use, running kernels and the time worker threads spent running blocks
// (layout: status_page_layout.h; docs/tools.md, "hip-smi"). Created when the
// runtime starts unless OPENHIP_SMI=0, unlinked at exit. Every update is a
// relaxed atomic on a shared mapping, and a no-op when no page exists.
#pragma once

#include <cstdint>

namespace openhip {

class Runtime;

namespace status {

struct BusyCounter;
struct DeviceStatus;
struct KernelSlot;

/// Creates and fills the page for `runtime`'s devices (once, from its
/// constructor). Failures are logged and leave the process without a page.
void publishPage(Runtime& runtime);

/// Bytes of device (and managed, pool-cached) memory in use on `device`.
void setDeviceMemory(int device, uint64_t bytes);
/// Adds `delta` to the pinned host memory (hipHostMalloc) of the process.
void addPinnedBytes(long long delta);

/// Counts a kernel as running on `device` while it lives, and shows its name
/// when one of the device's name slots is free.
class RunningKernel {
 public:
  RunningKernel(int device, const char* name);
  ~RunningKernel();
  RunningKernel(const RunningKernel&) = delete;
  RunningKernel& operator=(const RunningKernel&) = delete;

 private:
  DeviceStatus* device_ = nullptr;
  KernelSlot* slot_ = nullptr;
};

/// A stretch of block execution on one thread (see busyStart).
struct BusyStretch {
  BusyCounter* counter = nullptr;  ///< nullptr: nothing to account
  uint64_t start = 0;              ///< CLOCK_MONOTONIC nanoseconds
  bool shared = false;             ///< the counter is shared by several threads
};
/// Starts a stretch on this thread (shown to readers while it lasts); an
/// empty one when no page is published or the thread is in a stretch already.
BusyStretch busyStart();
/// Adds the stretch's time to its thread's busy counter.
void busyEnd(const BusyStretch& stretch);

}  // namespace status
}  // namespace openhip
