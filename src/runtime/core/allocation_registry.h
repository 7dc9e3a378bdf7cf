// Every block of memory the runtime hands out or registers, by address range.
// Lets the API reject unknown pointers and copies past an allocation's end,
// answer pointer-attribute queries and account memory per device.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <shared_mutex>
#include <vector>

namespace openhip {

enum class AllocationKind {
  Device,      ///< hipMalloc / hipMallocPitch
  Host,        ///< hipHostMalloc (pinned, mapped)
  Registered,  ///< hipHostRegister'ed user memory (not owned)
  Managed,     ///< hipMallocManaged
  Symbol,      ///< a __device__/__constant__ variable's storage (not owned)
};

/// Where an allocation's memory comes from, i.e. how it is given back.
enum class Backing {
  Backend,    ///< Backend::allocate of its device (`fd` >= 0 once shared via IPC)
  PoolBlock,  ///< a block of a stream-ordered memory pool (`pool`)
  FileView,   ///< part of an external memory file (Backend::unmap of the pages around it)
  Foreign,    ///< not ours to free: symbols, IPC imports and virtual-memory mappings
};

struct Allocation {
  void* base = nullptr;
  size_t size = 0;
  int device = 0;
  AllocationKind kind = AllocationKind::Device;
  unsigned flags = 0;
  Backing backing = Backing::Backend;
  /// Backing::Backend: the descriptor that backs it once exported through IPC (-1 before).
  int fd = -1;
  /// Backing::PoolBlock: the owning ihipMemPoolHandle_t.
  void* pool = nullptr;

  bool contains(const void* p, size_t bytes) const {
    const auto b = reinterpret_cast<uintptr_t>(base);
    const auto q = reinterpret_cast<uintptr_t>(p);
    return q >= b && q - b <= size && bytes <= size - (q - b);
  }
};

class AllocationRegistry {
 public:
  /// Records a range; false if it overlaps a recorded one.
  bool insert(const Allocation& allocation);
  /// The allocation containing `p` (p itself inside [base, base+size)).
  std::optional<Allocation> find(const void* p) const;
  /// Removes the allocation starting exactly at `base`, if its kind is one of `kinds`.
  std::optional<Allocation> remove(const void* base, std::initializer_list<AllocationKind> kinds);
  /// Removes every allocation of `device` made by hipMalloc* (for
  /// hipDeviceReset) and returns them; the caller gives their memory back.
  std::vector<Allocation> removeDeviceAllocations(int device);
  /// Updates the fields of the allocation starting at `base` (not its range).
  bool update(const Allocation& allocation);
  /// Memory held for `device` outside recorded ranges (pool caches, physical
  /// virtual-memory handles); counted by bytesOnDevice.
  void adjustReserved(int device, long long delta);
  /// True if any byte of [p, p+bytes) belongs to a recorded range.
  bool overlaps(const void* p, size_t bytes) const;
  /// Bytes of device and managed memory currently allocated on `device`.
  size_t bytesOnDevice(int device) const;
  /// Changes whenever a range is removed: a cached lookup made before is stale
  /// (the kernel sanitizer's per-thread cache, docs/sanitizer.md).
  uint64_t removals() const { return removals_.load(std::memory_order_acquire); }

  /// The closest allocations below and above `p` (p in neither), for
  /// reports of addresses outside every allocation.
  void neighbours(const void* p, std::optional<Allocation>* below,
                  std::optional<Allocation>* above) const;

  /// Freed device memory whose addresses the backend keeps reserved and
  /// inaccessible (Backend::retire), so that a stale pointer faults and is
  /// recognised. Records `allocation` (already removed) and returns the
  /// oldest retired allocations that no longer fit the budget (at most
  /// kMaxRetired ranges, kMaxRetiredBytes of addresses): the caller gives
  /// their addresses back (Backend::releaseRetired).
  std::vector<Allocation> retire(const Allocation& allocation);
  /// The retired allocation containing `p`.
  std::optional<Allocation> findRetired(const void* p) const;
  /// True if any byte of [p, p+bytes) lies in a retired allocation.
  bool overlapsRetired(const void* p, size_t bytes) const;

  static constexpr size_t kMaxRetired = 1024;
  static constexpr size_t kMaxRetiredBytes = size_t{64} << 30;

 private:
  bool overlapsLocked(const void* p, size_t bytes) const;
  /// Adds (sign +1) or removes (-1) the allocation's bytes from its device's
  /// count, or from the pinned total; both are published for hip-smi.
  void count(const Allocation& allocation, int sign);

  mutable std::shared_mutex mutex_;
  std::atomic<uint64_t> removals_{0};
  std::map<uintptr_t, Allocation> ranges_;  // key: base address
  std::map<int, size_t> device_bytes_;
  // Retired allocations by base, and their bases oldest first; guarded by
  // mutex_. Retired ranges never overlap: their addresses stay reserved.
  std::map<uintptr_t, Allocation> retired_;
  std::deque<uintptr_t> retired_order_;
  size_t retired_bytes_ = 0;
};

}  // namespace openhip
