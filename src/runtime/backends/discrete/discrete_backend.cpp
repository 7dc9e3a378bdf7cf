#include "discrete_backend.h"

#include <sys/mman.h>

#include <cstdio>
#include <cstring>

#include "cpu/cpu_queue.h"
#include "cpu/host_memory.h"
#include "environment.h"

namespace openhip::discrete {
namespace {

// Address space reserved for device memory (unbacked until touched).
constexpr size_t kArenaBytes = size_t(64) << 30;

size_t pages(size_t bytes) {
  const size_t page = cpu::pageSize();
  return (std::max<size_t>(bytes, 1) + page - 1) / page * page;
}

/// A CPU queue whose operations open the arena while they run.
class DiscreteQueue final : public cpu::CpuQueue {
 public:
  DiscreteQueue(Device& device, DiscreteBackend& backend)
      : CpuQueue(device, backend), arena_(backend.arena()) {}
  ~DiscreteQueue() override { drain(); }

 protected:
  void run(QueueWork& work) override {
    arena_.open();
    CpuQueue::run(work);
    arena_.close();
  }

 private:
  Arena& arena_;
};

}  // namespace

Arena::Arena(size_t bytes) : size_(bytes) {
  void* base = mmap(nullptr, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED) {
    std::fprintf(stderr, "openhip: the discrete test backend cannot reserve its arena\n");
    size_ = 0;
    return;
  }
  base_ = static_cast<char*>(base);
  // The first huge page is never handed out: like on the CPU backend, the
  // bytes before every allocation are readable to kernels (docs/faults.md),
  // and the first allocations still start on a huge-page boundary.
  free_[cpu::kHugePageSize] = size_ - cpu::kHugePageSize;
}

Arena::~Arena() {
  if (base_) munmap(base_, size_);
}

void* Arena::allocate(size_t bytes) {
  const size_t length = pages(bytes);
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto it = free_.begin(); it != free_.end(); ++it) {
    if (it->second < length) continue;
    const size_t offset = it->first, left = it->second - length;
    free_.erase(it);
    if (left) free_[offset + length] = left;
    return base_ + offset;
  }
  return nullptr;
}

void Arena::release(void* memory, size_t bytes) {
  const size_t length = pages(bytes);
  char* p = static_cast<char*>(memory);
  // Fresh device memory reads as zeros, as on the CPU backend.
  madvise(p, length, MADV_DONTNEED);
  std::lock_guard<std::mutex> lock(mutex_);
  size_t offset = static_cast<size_t>(p - base_), size = length;
  auto next = free_.lower_bound(offset);
  if (next != free_.end() && next->first == offset + size) {
    size += next->second;
    next = free_.erase(next);
  }
  if (next != free_.begin()) {
    auto previous = std::prev(next);
    if (previous->first + previous->second == offset) {
      offset = previous->first;
      size += previous->second;
      free_.erase(previous);
    }
  }
  free_[offset] = size;
}

bool Arena::contains(const void* p) const {
  const char* c = static_cast<const char*>(p);
  return base_ && c >= base_ && c < base_ + size_;
}

void Arena::open() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (open_count_++ == 0 && base_) mprotect(base_, size_, PROT_READ | PROT_WRITE);
}

void Arena::close() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (--open_count_ == 0 && base_) mprotect(base_, size_, PROT_NONE);
}

DiscreteBackend::DiscreteBackend() : arena_(kArenaBytes) {}

void DiscreteBackend::properties(int index, hipDeviceProp_t* out) const {
  CpuBackend::properties(index, out);
  // Still a CPU: the name says so, then that its memory is apart.
  const size_t length = std::strlen(out->name);
  std::snprintf(out->name + length, sizeof(out->name) - length, ", discrete memory");
  out->integrated = 0;
  out->pageableMemoryAccessUsesHostPageTables = 0;  // its device memory is not the host's
  out->totalGlobalMem = std::min(out->totalGlobalMem, arena_.capacity());
}

std::unique_ptr<Queue> DiscreteBackend::createQueue(Device& device, int) {
  return std::make_unique<DiscreteQueue>(device, *this);
}

void* DiscreteBackend::allocate(int index, size_t bytes, MemoryKind kind) {
  if (kind != MemoryKind::Device) return CpuBackend::allocate(index, bytes, kind);
  return arena_.allocate(bytes);
}

void DiscreteBackend::release(void* memory, size_t bytes, MemoryKind kind) {
  if (kind != MemoryKind::Device || !arena_.contains(memory))
    return CpuBackend::release(memory, bytes, kind);
  arena_.release(memory, bytes);
}

}  // namespace openhip::discrete
