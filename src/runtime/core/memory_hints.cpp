#include "memory_hints.h"

#include <algorithm>

namespace openhip {

MemoryHintMap& MemoryHintMap::get() {
  static auto* map = new MemoryHintMap;  // never destroyed: atexit code may free memory
  return *map;
}

void MemoryHintMap::split(uintptr_t at) {
  auto it = ranges_.upper_bound(at);
  if (it == ranges_.begin()) return;
  --it;
  if (it->first < at && at < it->second.end) {
    ranges_[at] = Range{it->second.end, it->second.hints};
    it->second.end = at;
  }
}

void MemoryHintMap::fillGaps(uintptr_t begin, uintptr_t end) {
  uintptr_t cursor = begin;
  auto it = ranges_.lower_bound(begin);
  while (cursor < end) {
    if (it == ranges_.end() || it->first > cursor) {
      const uintptr_t gap_end = it == ranges_.end() ? end : std::min(end, it->first);
      ranges_[cursor] = Range{gap_end, MemoryHints{}};
      cursor = gap_end;
    } else {
      cursor = it->second.end;
      ++it;
    }
  }
}

void MemoryHintMap::clear(const void* p, size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  const uintptr_t begin = reinterpret_cast<uintptr_t>(p), end = begin + size;
  split(begin);
  split(end);
  ranges_.erase(ranges_.lower_bound(begin), ranges_.lower_bound(end));
}

}  // namespace openhip
