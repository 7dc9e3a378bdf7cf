#include "memory_pool.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "device_limits.h"
#include "memory_ops.h"
#include "sanitizer.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::Backing;
using openhip::CompletionPtr;
using openhip::Runtime;
using openhip::Stream;

namespace {
/// A cached block serves requests down to half its size (no tiny request pins a big block).
bool fits(size_t capacity, size_t size) { return capacity >= size && capacity / 2 <= size; }

void storeU64(void* out, uint64_t v) { std::memcpy(out, &v, sizeof v); }
void storeInt(void* out, int v) { std::memcpy(out, &v, sizeof v); }
}  // namespace

ihipMemPoolHandle_t::~ihipMemPoolHandle_t() {
  if (fd_ >= 0) close(fd_);
}

bool ihipMemPoolHandle_t::exportBlock(const void* ptr, uint64_t* offset, uint64_t* size) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = in_use_.find(const_cast<void*>(ptr));
  if (fd_ < 0 || imported || it == in_use_.end()) return false;
  *offset = it->second.offset;
  *size = it->second.capacity;
  return true;
}

size_t ihipMemPoolHandle_t::capacityFor(size_t size) const {
  return openhip::roundUp(size, fd_ >= 0 ? openhip::pageSize() : openhip::kAllocationAlignment);
}

hipError_t ihipMemPoolHandle_t::allocateFresh(size_t size, void** out) {
  const size_t capacity = capacityFor(size);
  openhip::Device* owner = Runtime::get().device(device);
  if (!owner) return hipErrorInvalidDevice;
  if (openhip::checkDeviceBudget(*owner, capacity)) {
    release(takeForRelease(0));  // give back what is cached before failing
    if (openhip::checkDeviceBudget(*owner, capacity)) return hipErrorOutOfMemory;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  void* memory = nullptr;
  uint64_t offset = 0;
  openhip::Backend& backend = owner->backend();
  if (fd_ >= 0) {  // shareable: a new range at the end of the pool's file
    offset = file_end_;
    if (!backend.growShareable(fd_, offset + capacity)) return hipErrorOutOfMemory;
    memory = backend.map(fd_, offset, capacity, nullptr);
    if (!memory) return hipErrorOutOfMemory;
    file_end_ += capacity;
  } else {
    memory = backend.allocate(owner->physical(), capacity, openhip::MemoryKind::Device);
    if (!memory) return hipErrorOutOfMemory;
  }
  in_use_[memory] = Block{capacity, offset};
  reserved_ += capacity;
  used_ += capacity;
  reserved_high_ = std::max(reserved_high_, reserved_);
  used_high_ = std::max(used_high_, used_);
  *out = memory;
  return hipSuccess;
}

hipError_t ihipMemPoolHandle_t::allocate(size_t size, Stream& stream, void** out) {
  if (imported) return hipErrorInvalidValue;  // imported pools only give ImportPointer access
  void* block = nullptr;
  size_t capacity = 0;
  CompletionPtr wait_for;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // Preference: same stream or reached (no dependency), then the smallest block.
    int best = -1;
    bool best_needs_dependency = true;
    for (size_t i = 0; i < cache_.size(); ++i) {
      const CachedBlock& c = cache_[i];
      if (!fits(c.capacity, size)) continue;
      const bool free_now = c.freed_on == &stream || (c.reached && allow_opportunistic_);
      if (!free_now && !(allow_internal_dependencies_ && c.freed)) continue;
      const bool needs_dependency = !free_now;
      if (best < 0 || (best_needs_dependency && !needs_dependency) ||
          (best_needs_dependency == needs_dependency && c.capacity < cache_[best].capacity)) {
        best = static_cast<int>(i);
        best_needs_dependency = needs_dependency;
      }
    }
    if (best >= 0) {
      const CachedBlock c = cache_[best];
      cache_.erase(cache_.begin() + best);
      block = c.ptr;
      capacity = c.capacity;
      if (best_needs_dependency) wait_for = c.freed;
      in_use_[block] = Block{capacity, c.offset};
      used_ += capacity;
      used_high_ = std::max(used_high_, used_);
    }
  }
  auto& registry = Runtime::get().allocations();
  if (block) {
    registry.adjustReserved(device, -static_cast<long long>(size));  // the record counts it now
    if (wait_for) stream.device().submit(stream, openhip::Marker{}, {wait_for});
  } else {
    if (hipError_t e = allocateFresh(size, &block)) return e;
    capacity = capacityFor(size);
    registry.adjustReserved(device, static_cast<long long>(capacity - size));
  }
  Allocation record{block, size, device, AllocationKind::Device, 0};
  record.backing = Backing::PoolBlock;
  record.pool = this;
  if (!registry.insert(record)) return hipErrorUnknown;
  *out = block;
  return hipSuccess;
}

void ihipMemPoolHandle_t::freeAsync(const Allocation& block, Stream& stream) {
  uint64_t serial = 0;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = in_use_.find(block.base);
    if (it == in_use_.end()) return;
    used_ -= it->second.capacity;
    serial = next_serial_++;
    cache_.push_back(CachedBlock{block.base, it->second.capacity, it->second.offset, &stream, serial,
                                 nullptr});
    in_use_.erase(it);
  }
  // The record is gone; the cache keeps the whole capacity reserved.
  Runtime::get().allocations().adjustReserved(device, static_cast<long long>(block.size));
  auto self = shared_from_this();
  // Kernels queued before the free still use the block: the sanitizer keeps
  // it valid until the stream reaches the free (docs/sanitizer.md).
  const bool sanitized = openhip::sanitizer::active();
  if (sanitized) openhip::sanitizer::addRange(block.base, block.size);
  void* const base = block.base;
  CompletionPtr freed = stream.device().submit(stream, openhip::HostFunction([self, serial, sanitized, base] {
    if (sanitized) openhip::sanitizer::removeRange(base);
    self->onFreeReached(serial);
  }));
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (CachedBlock& c : cache_)
      if (c.serial == serial) c.freed = freed;
  }
  openhip::maybeBlock(freed);
}

void ihipMemPoolHandle_t::onFreeReached(uint64_t serial) {
  std::vector<Released> doomed;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (CachedBlock& c : cache_)
      if (c.serial == serial) c.reached = true;
  }
  doomed = takeForRelease(destroyed_ ? 0 : release_threshold_);
  release(doomed);
  if (destroyed_) openhip::MemPoolTable::get().forgetIfDrained(this);
}

void ihipMemPoolHandle_t::releaseNow(const Allocation& block) {
  Block taken{};
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = in_use_.find(block.base);
    if (it == in_use_.end()) return;
    taken = it->second;
    used_ -= taken.capacity;
    in_use_.erase(it);
  }
  // The record (block.size) is already uncounted; drop the rest of the capacity.
  Runtime::get().allocations().adjustReserved(device, static_cast<long long>(block.size));
  release({Released{block.base, taken.capacity, taken.offset}});
  if (destroyed_) openhip::MemPoolTable::get().forgetIfDrained(this);
}

std::vector<ihipMemPoolHandle_t::Released> ihipMemPoolHandle_t::takeForRelease(size_t keep) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Released> doomed;
  size_t reserved = reserved_;
  for (auto it = cache_.begin(); it != cache_.end() && reserved > keep;) {
    if (it->reached) {
      doomed.push_back(Released{it->ptr, it->capacity, it->offset});
      reserved -= it->capacity;
      it = cache_.erase(it);
    } else {
      ++it;
    }
  }
  return doomed;
}

void ihipMemPoolHandle_t::release(const std::vector<Released>& blocks) {
  size_t bytes = 0;
  openhip::Device* owner = Runtime::get().device(device);
  for (const Released& b : blocks) {
    if (!owner) break;
    openhip::Backend& backend = owner->backend();
    if (fd_ >= 0) {  // unmap and give the file's pages back (its offsets are not reused)
      backend.unmap(b.ptr, b.capacity);
      backend.discard(fd_, b.offset, b.capacity);
    } else {
      backend.release(b.ptr, b.capacity, openhip::MemoryKind::Device);
    }
    bytes += b.capacity;
  }
  if (bytes == 0) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    reserved_ -= bytes;
  }
  Runtime::get().allocations().adjustReserved(device, -static_cast<long long>(bytes));
}

void ihipMemPoolHandle_t::trimTo(size_t keep) { release(takeForRelease(keep)); }

hipError_t ihipMemPoolHandle_t::setAttribute(hipMemPoolAttr attr, const void* value) {
  const bool is_flag = attr == hipMemPoolReuseFollowEventDependencies ||
                       attr == hipMemPoolReuseAllowOpportunistic ||
                       attr == hipMemPoolReuseAllowInternalDependencies;
  int flag = 0;
  uint64_t number = 0;  // the size attributes are uint64_t, the reuse flags int
  if (is_flag)
    std::memcpy(&flag, value, sizeof flag);
  else
    std::memcpy(&number, value, sizeof number);
  std::lock_guard<std::mutex> lock(mutex_);
  switch (attr) {
    case hipMemPoolReuseFollowEventDependencies: follow_event_dependencies_ = flag != 0; break;
    case hipMemPoolReuseAllowOpportunistic: allow_opportunistic_ = flag != 0; break;
    case hipMemPoolReuseAllowInternalDependencies: allow_internal_dependencies_ = flag != 0; break;
    case hipMemPoolAttrReleaseThreshold: release_threshold_ = number; break;
    case hipMemPoolAttrReservedMemHigh:  // only a reset to the current value is allowed
      if (number != 0) return hipErrorInvalidValue;
      reserved_high_ = reserved_;
      break;
    case hipMemPoolAttrUsedMemHigh:
      if (number != 0) return hipErrorInvalidValue;
      used_high_ = used_;
      break;
    default: return hipErrorInvalidValue;  // the current values are read-only
  }
  return hipSuccess;
}

hipError_t ihipMemPoolHandle_t::getAttribute(hipMemPoolAttr attr, void* value) {
  std::lock_guard<std::mutex> lock(mutex_);
  switch (attr) {
    case hipMemPoolReuseFollowEventDependencies: storeInt(value, follow_event_dependencies_); break;
    case hipMemPoolReuseAllowOpportunistic: storeInt(value, allow_opportunistic_); break;
    case hipMemPoolReuseAllowInternalDependencies: storeInt(value, allow_internal_dependencies_); break;
    case hipMemPoolAttrReleaseThreshold: storeU64(value, release_threshold_); break;
    case hipMemPoolAttrReservedMemCurrent: storeU64(value, reserved_); break;
    case hipMemPoolAttrReservedMemHigh: storeU64(value, reserved_high_); break;
    case hipMemPoolAttrUsedMemCurrent: storeU64(value, used_); break;
    case hipMemPoolAttrUsedMemHigh: storeU64(value, used_high_); break;
    default: return hipErrorInvalidValue;
  }
  return hipSuccess;
}

void ihipMemPoolHandle_t::setAccess(int peer, hipMemAccessFlags flags) {
  std::lock_guard<std::mutex> lock(mutex_);
  access_[peer] = flags;
}

hipMemAccessFlags ihipMemPoolHandle_t::access(int peer) {
  if (peer == device) return hipMemAccessFlagsProtReadWrite;
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = access_.find(peer);
  return it == access_.end() ? hipMemAccessFlagsProtNone : it->second;
}

void ihipMemPoolHandle_t::destroy() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    destroyed_ = true;
  }
  trimTo(0);
}

bool ihipMemPoolHandle_t::drained() {
  std::lock_guard<std::mutex> lock(mutex_);
  return destroyed_ && in_use_.empty() && cache_.empty();
}

namespace openhip {

MemPoolTable& MemPoolTable::get() {
  static MemPoolTable* table = new MemPoolTable;  // never destroyed: atexit code may free
  return *table;
}

std::shared_ptr<ihipMemPoolHandle_t> MemPoolTable::create(int device, const hipMemPoolProps& props,
                                                          int shared_fd, bool imported) {
  auto pool = std::make_shared<ihipMemPoolHandle_t>(device, props, shared_fd, imported);
  std::lock_guard<std::mutex> lock(mutex_);
  pools_[pool.get()] = pool;
  live_[pool.get()] = true;
  return pool;
}

std::shared_ptr<ihipMemPoolHandle_t> MemPoolTable::live(hipMemPool_t handle) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!live_.count(handle)) return nullptr;
  return pools_[handle];
}

std::shared_ptr<ihipMemPoolHandle_t> MemPoolTable::known(const void* handle) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = pools_.find(handle);
  return it == pools_.end() ? nullptr : it->second;
}

hipError_t MemPoolTable::destroy(hipMemPool_t handle) {
  std::shared_ptr<ihipMemPoolHandle_t> pool;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!live_.count(handle)) return hipErrorInvalidValue;
    for (const auto& entry : default_)
      if (entry.second == handle) return hipErrorInvalidValue;
    live_.erase(handle);
    pool = pools_[handle];
    for (auto& entry : current_)  // a destroyed current pool falls back to the default
      if (entry.second == handle) entry.second = default_[entry.first];
  }
  pool->destroy();
  forgetIfDrained(handle);
  return hipSuccess;
}

void MemPoolTable::forgetIfDrained(const void* handle) {
  std::shared_ptr<ihipMemPoolHandle_t> pool = known(handle);
  if (!pool || !pool->drained()) return;
  std::lock_guard<std::mutex> lock(mutex_);
  pools_.erase(handle);
}

hipMemPool_t MemPoolTable::defaultPool(int device) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = default_.find(device);
    if (it != default_.end()) return it->second;
  }
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = device;
  auto pool = create(device, props);
  std::lock_guard<std::mutex> lock(mutex_);
  auto inserted = default_.emplace(device, pool.get());
  if (!inserted.second) {  // another thread won the race
    live_.erase(pool.get());
    pools_.erase(pool.get());
  }
  return inserted.first->second;
}

hipMemPool_t MemPoolTable::currentPool(int device) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = current_.find(device);
    if (it != current_.end()) return it->second;
  }
  return defaultPool(device);
}

void MemPoolTable::setCurrentPool(int device, hipMemPool_t pool) {
  std::lock_guard<std::mutex> lock(mutex_);
  current_[device] = pool;
}

void releasePoolBlock(const Allocation& block) {
  if (auto pool = MemPoolTable::get().known(block.pool))
    pool->releaseNow(block);
}

}  // namespace openhip
