// The status page this process publishes for hip-smi: its devices, memory
// in use, running kernels and the time worker threads spent running blocks
// (layout: status_page_layout.h; docs/tools.md, "hip-smi"). Created when the
// runtime starts unless OPENHIP_SMI=0, unlinked at exit. Every update is a
// relaxed atomic on a shared mapping, and a no-op when no page exists.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace openhip {

class Runtime;

namespace status {

struct BusyCounter;
struct PageHeader;
/// The published page (nullptr when none): the hooks below test it inline,
/// so that they cost a load and a branch without a page (OPENHIP_SMI=0).
extern std::atomic<PageHeader*> g_page;
struct DeviceStatus;
struct KernelSlot;

/// Creates and fills the page for `runtime`'s devices (once, from its
/// constructor). Failures are logged and leave the process without a page.
void publishPage(Runtime& runtime);

/// Creates `path` (0600, not through a symbolic link) holding `bytes` zero
/// bytes and maps it shared and writable; nullptr with errno set when a step
/// fails (the file is removed then). Defined in backends/shared_file.cpp.
void* createSharedFile(const char* path, size_t bytes);

/// Bytes of device (and managed, pool-cached) memory in use on `device`.
void setDeviceMemory(int device, uint64_t bytes);
/// Adds `delta` to the pinned host memory (hipHostMalloc) of the process.
void addPinnedBytes(long long delta);

/// Counts a kernel as running on `device` while it lives, and shows its name
/// when one of the device's name slots is free.
class RunningKernel {
 public:
  RunningKernel(int device, const char* name) {
    if (PageHeader* page = g_page.load(std::memory_order_acquire)) begin(page, device, name);
  }
  ~RunningKernel() {
    if (device_) end();
  }
  RunningKernel(const RunningKernel&) = delete;
  RunningKernel& operator=(const RunningKernel&) = delete;

 private:
  void begin(PageHeader* page, int device, const char* name);
  void end();
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
BusyStretch busyStartOn(PageHeader* page);
inline BusyStretch busyStart() {
  PageHeader* page = g_page.load(std::memory_order_acquire);
  return page ? busyStartOn(page) : BusyStretch{};
}
/// Adds the stretch's time to its thread's busy counter.
void busyEndOf(const BusyStretch& stretch);
inline void busyEnd(const BusyStretch& stretch) {
  if (stretch.counter) busyEndOf(stretch);
}

}  // namespace status
}  // namespace openhip
