#include "device_heap.h"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fault_handler.h"
#include "host_info.h"
#include "sanitizer.h"

namespace openhip {
namespace {

/// Each block starts with this header (16 bytes keep the user part 16-byte
/// aligned, as CUDA guarantees); the magic catches frees of foreign pointers.
struct alignas(16) BlockHeader {
  uint64_t charged;  ///< bytes counted against the limit
  uint64_t magic;
};
constexpr uint64_t kHeapMagic = 0x4f48495044484541ull;  // "OHIPDHEA"

std::atomic<size_t>& limitBytes() {
  static std::atomic<size_t> limit{cpu::hostInfo().total_memory};
  return limit;
}

std::atomic<size_t> g_used{0};

}  // namespace

size_t deviceHeapLimit() { return limitBytes().load(std::memory_order_relaxed); }
void setDeviceHeapLimit(size_t bytes) { limitBytes().store(bytes, std::memory_order_relaxed); }
size_t deviceHeapUsed() { return g_used.load(std::memory_order_relaxed); }

}  // namespace openhip

extern "C" {

__attribute__((visibility("default"))) void* __openhip_device_malloc(size_t size) {
  using openhip::g_used;
  if (size > SIZE_MAX - 64) return nullptr;
  const size_t charged = (size + 15) / 16 * 16;
  const size_t limit = openhip::deviceHeapLimit();
  size_t used = g_used.load(std::memory_order_relaxed);
  do {
    if (charged > limit || used > limit - charged) return nullptr;
  } while (!g_used.compare_exchange_weak(used, used + charged, std::memory_order_relaxed));
  void* block = nullptr;
  {
    openhip::cpu::ServiceScope service;  // the heap's lock: a cancellation waits
    block = std::malloc(sizeof(openhip::BlockHeader) + charged);
  }
  openhip::cpu::honourDeferredCancellation();
  if (!block) {
    g_used.fetch_sub(charged, std::memory_order_relaxed);
    return nullptr;
  }
  auto* header = static_cast<openhip::BlockHeader*>(block);
  header->charged = charged;
  header->magic = openhip::kHeapMagic;
  if (openhip::sanitizer::active()) openhip::sanitizer::addRange(header + 1, size);  // valid for memcheck
  return header + 1;
}

__attribute__((visibility("default"))) void __openhip_device_free(void* pointer) {
  if (!pointer) return;
  auto* header = static_cast<openhip::BlockHeader*>(pointer) - 1;
  if (header->magic != openhip::kHeapMagic) {
    std::fprintf(stderr, "openhip: device free(%p): not a block of the device heap; ignored\n", pointer);
    return;
  }
  header->magic = 0;
  if (openhip::sanitizer::active()) openhip::sanitizer::removeRange(pointer);
  openhip::g_used.fetch_sub(header->charged, std::memory_order_relaxed);
  {
    openhip::cpu::ServiceScope service;
    std::free(header);
  }
  openhip::cpu::honourDeferredCancellation();
}

}  // extern "C"
