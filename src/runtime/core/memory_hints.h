// Managed-memory hints (hipMemAdvise, hipMemPrefetchAsync) recorded per byte
// range, so hipMemRangeGetAttribute(s) can answer what they were. Host and
// CPU devices share one memory: the hints change no placement, they are
// remembered and reported.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>

#include "runtime.h"

namespace openhip {

struct MemoryHints {
  bool read_mostly = false;
  bool coarse_grain = false;
  int preferred_location = hipInvalidDeviceId;
  int last_prefetch = hipInvalidDeviceId;
  uint64_t accessed_by = 0;  ///< bit d+1 for device d, bit 0 for the host (-1)

  bool operator==(const MemoryHints& o) const {
    return read_mostly == o.read_mostly && coarse_grain == o.coarse_grain &&
           preferred_location == o.preferred_location && last_prefetch == o.last_prefetch &&
           accessed_by == o.accessed_by;
  }
};

/// Disjoint ranges with hints; gaps have the default hints.
class MemoryHintMap {
 public:
  static MemoryHintMap& get();

  /// Applies `change` to every byte of [p, p+size).
  template <class Change>
  void apply(const void* p, size_t size, Change change) {
    std::lock_guard<std::mutex> lock(mutex_);
    const uintptr_t begin = reinterpret_cast<uintptr_t>(p), end = begin + size;
    split(begin);
    split(end);
    fillGaps(begin, end);
    for (auto it = ranges_.lower_bound(begin); it != ranges_.end() && it->first < end; ++it)
      change(it->second.hints);
  }
  /// Calls `visit(hints)` for each piece of [p, p+size) (gaps as defaults).
  template <class Visit>
  void visit(const void* p, size_t size, Visit visit) {
    std::lock_guard<std::mutex> lock(mutex_);
    const uintptr_t begin = reinterpret_cast<uintptr_t>(p), end = begin + size;
    split(begin);
    split(end);
    fillGaps(begin, end);
    for (auto it = ranges_.lower_bound(begin); it != ranges_.end() && it->first < end; ++it)
      visit(static_cast<const MemoryHints&>(it->second.hints));
  }
  /// Forgets [p, p+size) (the memory was freed).
  void clear(const void* p, size_t size);

 private:
  struct Range {
    uintptr_t end;
    MemoryHints hints;
  };
  void split(uintptr_t at);
  void fillGaps(uintptr_t begin, uintptr_t end);

  std::mutex mutex_;
  std::map<uintptr_t, Range> ranges_;  // key: begin
};

}  // namespace openhip
