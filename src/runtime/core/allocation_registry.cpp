#include "allocation_registry.h"

#include <algorithm>
#include <mutex>

#include "status_page.h"

namespace openhip {

namespace {
bool madeByMalloc(AllocationKind kind) {
  return kind == AllocationKind::Device || kind == AllocationKind::Managed;
}
/// Imports and virtual-memory mappings are not new memory of this device.
bool countsAgainstDevice(const Allocation& allocation) {
  return madeByMalloc(allocation.kind) && allocation.backing != Backing::Foreign;
}
uintptr_t address(const void* p) { return reinterpret_cast<uintptr_t>(p); }
}  // namespace

void AllocationRegistry::count(const Allocation& allocation, int sign) {
  if (countsAgainstDevice(allocation)) {
    size_t& bytes = device_bytes_[allocation.device];
    bytes = sign > 0 ? bytes + allocation.size : bytes - allocation.size;
    status::setDeviceMemory(allocation.device, bytes);  // hip-smi's view
  } else if (allocation.kind == AllocationKind::Host) {
    status::addPinnedBytes(sign * static_cast<long long>(allocation.size));
  }
}

bool AllocationRegistry::overlaps(const void* p, size_t bytes) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  return overlapsLocked(p, bytes);
}

bool AllocationRegistry::overlapsLocked(const void* p, size_t bytes) const {
  const uintptr_t begin = address(p);
  const uintptr_t end = begin + std::max<size_t>(bytes, 1);
  auto next = ranges_.lower_bound(begin);
  if (next != ranges_.end() && next->first < end) return true;
  if (next == ranges_.begin()) return false;
  const Allocation& previous = std::prev(next)->second;
  return address(previous.base) + std::max<size_t>(previous.size, 1) > begin;
}

bool AllocationRegistry::insert(const Allocation& allocation) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (overlapsLocked(allocation.base, allocation.size)) return false;
  ranges_[address(allocation.base)] = allocation;
  count(allocation, +1);
  return true;
}

std::optional<Allocation> AllocationRegistry::find(const void* p) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto next = ranges_.upper_bound(address(p));
  if (next == ranges_.begin()) return std::nullopt;
  const Allocation& candidate = std::prev(next)->second;
  // A pointer one past the end is not inside; a 0-byte range holds only its base.
  const uintptr_t offset = address(p) - address(candidate.base);
  if (offset < candidate.size || offset == 0) return candidate;
  return std::nullopt;
}

std::optional<Allocation> AllocationRegistry::remove(const void* base,
                                                     std::initializer_list<AllocationKind> kinds) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  auto it = ranges_.find(address(base));
  if (it == ranges_.end()) return std::nullopt;
  if (std::find(kinds.begin(), kinds.end(), it->second.kind) == kinds.end()) return std::nullopt;
  Allocation removed = it->second;
  ranges_.erase(it);
  removals_.fetch_add(1, std::memory_order_release);
  count(removed, -1);
  return removed;
}

std::vector<Allocation> AllocationRegistry::removeDeviceAllocations(int device) {
  std::vector<Allocation> removed;
  {
    std::unique_lock<std::shared_mutex> lock(mutex_);
    for (auto it = ranges_.begin(); it != ranges_.end();) {
      if (it->second.device == device && madeByMalloc(it->second.kind) &&
          it->second.backing != Backing::Foreign) {
        count(it->second, -1);
        removed.push_back(it->second);
        it = ranges_.erase(it);
        removals_.fetch_add(1, std::memory_order_release);
      } else {
        ++it;
      }
    }
  }
  return removed;
}

bool AllocationRegistry::update(const Allocation& allocation) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  auto it = ranges_.find(address(allocation.base));
  if (it == ranges_.end() || it->second.size != allocation.size) return false;
  count(it->second, -1);
  count(allocation, +1);
  it->second = allocation;
  return true;
}

void AllocationRegistry::adjustReserved(int device, long long delta) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  size_t& bytes = device_bytes_[device];
  bytes += static_cast<size_t>(delta);
  status::setDeviceMemory(device, bytes);
}

size_t AllocationRegistry::bytesOnDevice(int device) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = device_bytes_.find(device);
  return it == device_bytes_.end() ? 0 : it->second;
}

}  // namespace openhip

namespace openhip {

void AllocationRegistry::neighbours(const void* p, std::optional<Allocation>* below,
                                    std::optional<Allocation>* above) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto next = ranges_.upper_bound(address(p));
  if (above && next != ranges_.end()) *above = next->second;
  if (below && next != ranges_.begin()) *below = std::prev(next)->second;
}

std::vector<Allocation> AllocationRegistry::retire(const Allocation& allocation) {
  std::vector<Allocation> evicted;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  retired_[address(allocation.base)] = allocation;
  retired_order_.push_back(address(allocation.base));
  retired_bytes_ += allocation.size;
  while (retired_order_.size() > 1 &&
         (retired_order_.size() > kMaxRetired || retired_bytes_ > kMaxRetiredBytes)) {
    auto oldest = retired_.find(retired_order_.front());
    retired_order_.pop_front();
    retired_bytes_ -= oldest->second.size;
    evicted.push_back(oldest->second);
    retired_.erase(oldest);
  }
  return evicted;
}

std::optional<Allocation> AllocationRegistry::findRetired(const void* p) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto next = retired_.upper_bound(address(p));
  if (next == retired_.begin()) return std::nullopt;
  const Allocation& candidate = std::prev(next)->second;
  if (address(p) - address(candidate.base) < std::max<size_t>(candidate.size, 1)) return candidate;
  return std::nullopt;
}

bool AllocationRegistry::overlapsRetired(const void* p, size_t bytes) const {
  const uintptr_t begin = address(p);
  const uintptr_t end = begin + std::max<size_t>(bytes, 1);
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (retired_.empty()) return false;
  auto next = retired_.lower_bound(begin);
  if (next != retired_.end() && next->first < end) return true;
  if (next == retired_.begin()) return false;
  const Allocation& previous = std::prev(next)->second;
  return address(previous.base) + std::max<size_t>(previous.size, 1) > begin;
}

}  // namespace openhip
