#include "sanitizer.h"

#include <dlfcn.h>
#include <execinfo.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <vector>

#include "address_description.h"
#include "environment.h"
#include "runtime.h"

namespace openhip::sanitizer {

/// Bytes written, one bit per byte of a tracked device allocation.
struct Shadow {
  size_t size = 0;
  std::unique_ptr<std::atomic<uint8_t>[]> bits;
};

namespace {

std::atomic<bool> g_active{false};
std::atomic<uint64_t> g_errors{0};

struct State {
  // Shadows replaced when an allocation at the same base changed size: kept,
  // since a thread may still hold a pointer to one (the sanitizer's cache).
  std::vector<std::unique_ptr<Shadow>> retired_shadows;
  std::mutex report_mutex;
  std::set<std::string> reported;
  std::shared_mutex ranges_mutex;
  std::map<uintptr_t, size_t> ranges;  // base -> size
  std::shared_mutex shadow_mutex;
  std::map<uintptr_t, std::unique_ptr<Shadow>> shadows;  // by allocation base
};

State& state() {
  static State* s = new State;  // used from exit handlers and worker threads: never destroyed
  return *s;
}

/// At exit; OPENHIP_SANITIZER_ERROR_EXITCODE=N makes a run with errors exit
/// with N (compute-sanitizer's --error-exitcode), for test suites.
void printSummary() {
  const uint64_t errors = g_errors.load();
  std::fflush(stdout);
  std::fprintf(stderr, "========= ERROR SUMMARY: %llu error%s\n", static_cast<unsigned long long>(errors),
               errors == 1 ? "" : "s");
  const long code = envInteger("OPENHIP_SANITIZER_ERROR_EXITCODE", 0, 0, 255);
  if (errors && code) {
    std::fflush(nullptr);
    std::_Exit(static_cast<int>(code));
  }
}

uintptr_t address(const void* p) { return reinterpret_cast<uintptr_t>(p); }

/// The bits of bytes [i, end) within the shadow byte holding bit i.
uint8_t bitsFrom(uint64_t i, uint64_t end) {
  const uint64_t last = std::min<uint64_t>(end, (i / 8 + 1) * 8);
  return static_cast<uint8_t>(((1u << (last - i)) - 1) << (i % 8));
}

void setBits(Shadow& shadow, uint64_t offset, uint64_t bytes) {
  const uint64_t end = std::min<uint64_t>(offset + bytes, shadow.size);
  for (uint64_t i = offset; i < end; i = (i / 8 + 1) * 8) {
    const uint8_t bits = bitsFrom(i, end);
    std::atomic<uint8_t>& cell = shadow.bits[i / 8];
    // Most writes find their bits set already: no read-modify-write then.
    if ((cell.load(std::memory_order_relaxed) & bits) != bits) cell.fetch_or(bits, std::memory_order_relaxed);
  }
}

}  // namespace

bool active() { return g_active.load(std::memory_order_relaxed); }

namespace {
void printSummaryAtExit() {
  static std::once_flag once;
  std::call_once(once, [] { std::atexit(printSummary); });
}
}  // namespace

void activate() {
  if (g_active.exchange(true)) return;
  state();
  printSummaryAtExit();
}

bool hostChecks() {
  static const long setting = envInteger("OPENHIP_SANITIZER_HOST", -1, 0, 1);
  return setting == 1 || (setting == -1 && active());
}

void reportHostRange(const void* p, size_t bytes) {
  std::string api;
  const std::string caller = callerOutsideRuntime(&api);
  std::optional<Allocation> allocation = Runtime::get().allocations().find(p);
  std::string detail = describeAddress(p);
  if (allocation && !allocation->contains(p, bytes))
    detail = "runs " + std::to_string(address(p) + bytes - address(allocation->base) - allocation->size) +
             " bytes past the end of a " + std::to_string(allocation->size) + "-byte " +
             allocationKindName(allocation->kind) + " allocation";
  char range[96];
  std::snprintf(range, sizeof(range), "%zu bytes at %p", bytes, p);
  printSummaryAtExit();
  report("host " + api + " " + caller + " " + range,
         "Invalid range in " + (api.empty() ? std::string("a runtime call") : api) + ": " + range + "\n    " +
             detail + "\n    called from " + caller);
}

bool continueAfterErrors() {
  static const bool value = envInteger("OPENHIP_SANITIZER_CONTINUE", 0, 0, 1) != 0;
  return value;
}

bool report(const std::string& key, const std::string& text) {
  State& s = state();
  std::lock_guard<std::mutex> lock(s.report_mutex);
  if (!s.reported.insert(key).second) return false;
  g_errors.fetch_add(1, std::memory_order_relaxed);
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "========= " + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  std::fflush(stdout);  // device printf output before the report stays before it
  std::fwrite(out.data(), 1, out.size(), stderr);
  std::fflush(stderr);
  return true;
}

uint64_t errorCount() { return g_errors.load(std::memory_order_relaxed); }

void addRange(const void* base, size_t size) {
  State& s = state();
  std::unique_lock<std::shared_mutex> lock(s.ranges_mutex);
  s.ranges[address(base)] = size;
}

void removeRange(const void* base) {
  State& s = state();
  std::unique_lock<std::shared_mutex> lock(s.ranges_mutex);
  s.ranges.erase(address(base));
}

bool inRange(const void* p, size_t bytes) {
  State& s = state();
  std::shared_lock<std::shared_mutex> lock(s.ranges_mutex);
  auto it = s.ranges.upper_bound(address(p));
  if (it == s.ranges.begin()) return false;
  --it;
  const uintptr_t offset = address(p) - it->first;
  return offset <= it->second && bytes <= it->second - offset;
}

Shadow* shadowOf(const Allocation& allocation) {
  State& s = state();
  {
    std::shared_lock<std::shared_mutex> lock(s.shadow_mutex);
    auto it = s.shadows.find(address(allocation.base));
    if (it != s.shadows.end() && it->second->size == allocation.size) return it->second.get();
  }
  std::unique_lock<std::shared_mutex> lock(s.shadow_mutex);
  std::unique_ptr<Shadow>& shadow = s.shadows[address(allocation.base)];
  if (!shadow || shadow->size != allocation.size) {
    if (shadow) s.retired_shadows.push_back(std::move(shadow));
    shadow = std::make_unique<Shadow>();
    shadow->size = allocation.size;
    shadow->bits.reset(new std::atomic<uint8_t>[(allocation.size + 7) / 8]());
  }
  return shadow.get();
}

void noteWritten(const void* p, size_t bytes) {
  if (!active() || !bytes) return;
  std::optional<Allocation> allocation = Runtime::get().allocations().find(p);
  if (!allocation || allocation->kind != AllocationKind::Device) return;
  markWritten(*shadowOf(*allocation), address(p) - address(allocation->base), bytes);
}

void markWritten(Shadow& shadow, uint64_t offset, size_t bytes) { setBits(shadow, offset, bytes); }

bool readsUnwritten(const Shadow& shadow, uint64_t offset, size_t bytes, uint64_t* first) {
  const uint64_t end = std::min<uint64_t>(offset + bytes, shadow.size);
  for (uint64_t i = offset; i < end; i = (i / 8 + 1) * 8) {
    const uint8_t bits = bitsFrom(i, end);
    const uint8_t missing = static_cast<uint8_t>(~shadow.bits[i / 8].load(std::memory_order_relaxed) & bits);
    if (missing) {
      *first = i / 8 * 8 + static_cast<uint64_t>(__builtin_ctz(missing));
      return true;
    }
  }
  return false;
}

void markEverythingWritten() {
  if (!active()) return;
  State& s = state();
  std::unique_lock<std::shared_mutex> lock(s.shadow_mutex);
  for (auto& [base, shadow] : s.shadows) setBits(*shadow, 0, shadow->size);
}

std::string callerOutsideRuntime(std::string* api) {
  void* frames[32];
  const int count = backtrace(frames, 32);
  Dl_info self{};
  dladdr(reinterpret_cast<void*>(&reportHostRange), &self);
  for (int i = 1; i < count; ++i) {
    Dl_info info{};
    if (!dladdr(frames[i], &info)) continue;
    if (info.dli_fbase == self.dli_fbase) {
      // The outermost frame inside the runtime is the exported entry point.
      if (api && info.dli_sname) *api = info.dli_sname;
      continue;
    }
    char text[64];
    std::snprintf(text, sizeof(text), "+0x%llx",
                  static_cast<unsigned long long>(address(frames[i]) - address(info.dli_fbase) - 1));
    return std::string(info.dli_fname ? info.dli_fname : "?") + text;
  }
  return "?";
}

}  // namespace openhip::sanitizer
