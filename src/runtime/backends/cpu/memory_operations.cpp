#include "memory_operations.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <thread>

#include "bulk_memory.h"

namespace openhip::cpu {
namespace {

template <class T>
void fillRows(const FillRegion& f) {
  T value;
  std::memcpy(&value, &f.value, sizeof value);  // the low bytes (little endian)
  for (size_t z = 0; z < f.depth; ++z)
    for (size_t y = 0; y < f.height; ++y) {
      T* row = reinterpret_cast<T*>(f.dst + z * f.slice + y * f.pitch);
      std::fill(row, row + f.width, value);
    }
}

template <class T>
bool conditionHolds(T current, T value, T mask, unsigned condition) {
  const T masked = current & mask;
  switch (condition) {
    case hipStreamWaitValueGte: return masked >= value;
    case hipStreamWaitValueEq: return masked == value;
    case hipStreamWaitValueAnd: return (masked & value) != 0;
    case hipStreamWaitValueNor: return static_cast<T>(~(masked | (value & mask))) != 0;
  }
  return true;
}

template <class T>
void waitForValue(const ValueWait& w, const std::atomic<bool>* stop) {
  const auto* word = static_cast<const std::atomic<T>*>(w.address);
  const T value = static_cast<T>(w.value), mask = static_cast<T>(w.mask);
  std::chrono::microseconds pause(1);
  for (int spins = 0;; ++spins) {
    if (conditionHolds<T>(word->load(std::memory_order_acquire), value, mask, w.condition)) return;
    if (stop && stop->load(std::memory_order_acquire)) return;
    if (spins < 1000) {
      std::this_thread::yield();
    } else {
      std::this_thread::sleep_for(pause);
      if (pause < std::chrono::microseconds(200)) pause *= 2;
    }
  }
}

}  // namespace

void runCopy(const CopyRegion& c) {
  const bool contiguous = (c.height == 1 || (c.dst_pitch == c.width && c.src_pitch == c.width)) &&
                          (c.depth == 1 || (c.dst_slice == c.width * c.height &&
                                            c.src_slice == c.width * c.height));
  if (contiguous) {
    bulkCopy(c.dst, c.src, c.width * c.height * c.depth);
    return;
  }
  for (size_t z = 0; z < c.depth; ++z)
    for (size_t y = 0; y < c.height; ++y)
      std::memmove(c.dst + z * c.dst_slice + y * c.dst_pitch,
                   c.src + z * c.src_slice + y * c.src_pitch, c.width);
}

void runFill(const FillRegion& f) {
  if (f.element_size == 1 && f.height == 1 && f.depth == 1) {
    std::memset(f.dst, static_cast<int>(f.value & 0xff), f.width);
    return;
  }
  switch (f.element_size) {
    case 1: fillRows<uint8_t>(f); break;
    case 2: fillRows<uint16_t>(f); break;
    default: fillRows<uint32_t>(f); break;
  }
}

void runValueWrite(const ValueWrite& w) {
  if (w.size == 8)
    static_cast<std::atomic<uint64_t>*>(w.address)->store(w.value, std::memory_order_release);
  else
    static_cast<std::atomic<uint32_t>*>(w.address)
        ->store(static_cast<uint32_t>(w.value), std::memory_order_release);
}

void runValueWait(const ValueWait& w, const std::atomic<bool>* stop) {
  if (w.size == 8)
    waitForValue<uint64_t>(w, stop);
  else
    waitForValue<uint32_t>(w, stop);
}

}  // namespace openhip::cpu
