// Stream-ordered memory pools (hipMemPool_t): blocks freed with hipFreeAsync
// stay cached in their pool and are handed out again by hipMallocAsync /
// hipMallocFromPoolAsync when stream order makes that safe:
//   - at once on the stream that freed them;
//   - on another stream once the free has been reached (opportunistic reuse);
//   - otherwise with a dependency on the free's completion inserted into the
//     allocating stream (internal dependencies).
// When a stream reaches a free, cached memory above the release threshold is
// returned to the system; hipMemPoolTrimTo releases down to a given size.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "runtime.h"

struct ihipMemPoolHandle_t : std::enable_shared_from_this<ihipMemPoolHandle_t> {
  /// `shared_fd` >= 0: the pool's memfd (shareable or imported pools; owned).
  ihipMemPoolHandle_t(int device, const hipMemPoolProps& props, int shared_fd = -1,
                      bool imported = false)
      : device(device), props(props), imported(imported), fd_(shared_fd) {}
  ~ihipMemPoolHandle_t();

  const int device;
  const hipMemPoolProps props;
  /// Opened with hipMemPoolImportFromShareableHandle: only ImportPointer, no allocations.
  const bool imported;
  /// The memfd behind a shareable pool's blocks, -1 otherwise.
  int sharedFd() const { return fd_; }
  /// File offset and size of one of this pool's live blocks (hipMemPoolExportPointer).
  bool exportBlock(const void* ptr, uint64_t* offset, uint64_t* size);

  /// A block of at least `size` bytes usable in `stream`'s order.
  hipError_t allocate(size_t size, openhip::Stream& stream, void** out);
  /// Stream-ordered free of one of this pool's blocks (already unrecorded).
  void freeAsync(const openhip::Allocation& block, openhip::Stream& stream);
  /// Immediate free (hipFree after synchronizing, hipDeviceReset).
  void releaseNow(const openhip::Allocation& block);
  /// Releases cached blocks whose free was reached until at most `keep` bytes are reserved.
  void trimTo(size_t keep);
  hipError_t setAttribute(hipMemPoolAttr attr, const void* value);
  hipError_t getAttribute(hipMemPoolAttr attr, void* value);
  void setAccess(int peer, hipMemAccessFlags flags);
  hipMemAccessFlags access(int peer);
  /// hipMemPoolDestroy: cached memory goes at once, blocks still in use when freed.
  void destroy();
  /// True once destroyed and holding no memory (the pool table may forget it).
  bool drained();

 private:
  struct CachedBlock {
    void* ptr;
    size_t capacity;
    uint64_t offset;  // in the shared file (shareable pools)
    const openhip::Stream* freed_on;
    uint64_t serial;                  // identifies the free operation
    openhip::CompletionPtr freed;     // its completion (set right after submission)
    bool reached = false;             // the stream has reached the free
  };
  struct Released {
    void* ptr;
    size_t capacity;
    uint64_t offset;
  };
  struct Block {
    size_t capacity;
    uint64_t offset;
  };

  void onFreeReached(uint64_t serial);
  /// Removes reached cached blocks until reserved_ <= keep; caller releases them.
  std::vector<Released> takeForRelease(size_t keep);
  void release(const std::vector<Released>& blocks);
  hipError_t allocateFresh(size_t size, void** out);
  size_t capacityFor(size_t size) const;

  std::mutex mutex_;
  std::vector<CachedBlock> cache_;                 // oldest first
  std::unordered_map<void*, Block> in_use_;
  int fd_ = -1;
  uint64_t file_end_ = 0;  // shareable pools: blocks get file ranges in order
  std::unordered_map<int, hipMemAccessFlags> access_;
  uint64_t next_serial_ = 1;
  uint64_t release_threshold_ = 0;
  bool follow_event_dependencies_ = true;
  bool allow_opportunistic_ = true;
  bool allow_internal_dependencies_ = true;
  size_t reserved_ = 0, reserved_high_ = 0, used_ = 0, used_high_ = 0;
  std::atomic<bool> destroyed_{false};
};

namespace openhip {

/// Live pool handles, the default and current pool of each device.
class MemPoolTable {
 public:
  static MemPoolTable& get();

  std::shared_ptr<ihipMemPoolHandle_t> create(int device, const hipMemPoolProps& props,
                                              int shared_fd = -1, bool imported = false);
  /// The pool behind a live (not destroyed) handle, nullptr otherwise.
  std::shared_ptr<ihipMemPoolHandle_t> live(hipMemPool_t handle);
  /// Any pool still known (live or destroyed but still holding blocks).
  std::shared_ptr<ihipMemPoolHandle_t> known(const void* handle);
  /// hipErrorInvalidValue for a default pool or an unknown handle.
  hipError_t destroy(hipMemPool_t handle);
  void forgetIfDrained(const void* handle);
  hipMemPool_t defaultPool(int device);
  hipMemPool_t currentPool(int device);
  void setCurrentPool(int device, hipMemPool_t pool);

 private:
  std::mutex mutex_;
  std::unordered_map<const void*, std::shared_ptr<ihipMemPoolHandle_t>> pools_;
  std::unordered_map<const void*, bool> live_;
  std::unordered_map<int, hipMemPool_t> default_, current_;
};

/// releaseAllocationMemory for Backing::PoolBlock.
void releasePoolBlock(const Allocation& block);

}  // namespace openhip
