// The tracer's recording side: settings, per-thread buffers and the hooks of
// trace.h. trace_output.cpp writes the file.
#include "trace.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "log.h"
#include "trace_buffer.h"

namespace openhip::trace {
namespace detail {
std::atomic<unsigned> g_domains{0};
}

namespace {

thread_local ThreadBuffer* t_buffer = nullptr;
thread_local ApiRecord* t_api = nullptr;
thread_local std::vector<std::pair<std::string, uint64_t>> t_ranges;  // pushRange's stack
thread_local int t_untraced_depth = 0;  // the same without a tracer

std::atomic<uint64_t> g_next_correlation{1};
std::atomic<uint64_t> g_next_range{1};
std::atomic<bool> g_window_open{true};

unsigned parseDomains(const char* text) {
  if (!text || !*text) return kDefault;
  unsigned domains = 0;
  std::string list(text);
  size_t pos = 0;
  while (pos <= list.size()) {
    size_t comma = list.find(',', pos);
    if (comma == std::string::npos) comma = list.size();
    const std::string item = list.substr(pos, comma - pos);
    pos = comma + 1;
    if (item.empty()) continue;
    if (item == "api") domains |= kApi;
    else if (item == "kernel") domains |= kKernel;
    else if (item == "memory") domains |= kMemory;
    else if (item == "marker") domains |= kMarker;
    else if (item == "blocks") domains |= kBlocks;
    else if (item == "all") domains |= kDefault | kBlocks;
    else
      warnAboutVariable("OPENHIP_TRACE_DOMAINS", text,
                        "unknown domain '" + item + "' (api, kernel, memory, marker, blocks, all)");
  }
  return domains;
}

/// Child processes inherit OPENHIP_TRACE: each writes its own file, the
/// name with its pid in place of %p (a name without %p gets ".%p" before
/// its extension for the children, so they never overwrite the parent's).
std::string claimPath(const char* setting) {
  std::string path(setting);
  const std::string pid = std::to_string(getpid());
  size_t at = path.find("%p");
  if (at != std::string::npos) {
    for (; at != std::string::npos; at = path.find("%p")) path.replace(at, 2, pid);
    return path;
  }
  std::string children(setting);
  const size_t slash = children.rfind('/');
  size_t dot = children.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) dot = children.size();
  children.insert(dot, ".%p");
  setenv("OPENHIP_TRACE", children.c_str(), 1);
  return path;
}

struct Startup {
  Startup() {
    const char* path = std::getenv("OPENHIP_TRACE");
    if (!path || !*path) return;
    Registry& r = registry();
    r.path = claimPath(path);
    r.domains = parseDomains(std::getenv("OPENHIP_TRACE_DOMAINS"));
    r.start = now();
    const char* from_start = std::getenv("OPENHIP_PROFILE_FROM_START");
    g_window_open.store(!(from_start && std::strcmp(from_start, "0") == 0));
    detail::g_domains.store(g_window_open.load() ? r.domains : 0);
    std::atexit(&writeTraceAtExit);
  }
};
Startup g_startup;

ThreadBuffer& buffer() {
  if (!t_buffer) t_buffer = registry().addThread(static_cast<int>(syscall(SYS_gettid)));
  return *t_buffer;
}

void push(Event&& event) {
  ThreadBuffer& b = buffer();
  std::lock_guard<std::mutex> lock(b.mutex);
  b.events.push_back(std::move(event));
}

Event hostEvent(Category category, char phase, std::string name, uint64_t ts, uint64_t dur) {
  Event e;
  e.phase = phase;
  e.category = category;
  e.lane = Lane::HostThread;
  e.track = buffer().index;
  e.ts = ts;
  e.dur = dur;
  e.name = std::move(name);
  return e;
}

}  // namespace

uint64_t now() {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
}

void setWindowOpen(bool open) {
  g_window_open.store(open);
  if (!registry().path.empty()) detail::g_domains.store(open ? registry().domains : 0);
}

// ---- API calls ---------------------------------------------------------------

ApiRecord* ApiScope::begin(const char* function) {
  auto* record = new ApiRecord();
  record->function = function;
  record->outer = t_api;
  t_api = record;
  record->correlation = g_next_correlation.fetch_add(1, std::memory_order_relaxed);
  record->start = now();
  return record;
}

void ApiScope::end(ApiRecord* record) {
  const uint64_t end = now();
  t_api = record->outer;
  Event e = hostEvent(Category::Api, 'X', record->function, record->start, end - record->start);
  e.id = record->correlation;
  e.args = std::move(record->arguments);
  if (record->result >= 0) {
    e.args += std::string(e.args.empty() ? "" : ",") + "\"result\":" + std::to_string(record->result);
    if (record->result_name) e.args += ",\"result_name\":\"" + std::string(record->result_name) + "\"";
  }
  delete record;
  push(std::move(e));
}

ApiRecord* currentApiCall() { return t_api; }
uint64_t currentCorrelation() { return t_api ? t_api->correlation : 0; }

// ---- Queue operations ------------------------------------------------------

void nameQueue(const void* queue, int device, const std::string& name) {
  if (registry().path.empty()) return;
  registry().nameQueue(queue, device, name);
}

namespace {
/// A described operation `e` of `queue`, placed on the queue's track.
void pushQueueEvent(Event&& e, const void* queue, int device, uint64_t start, uint64_t end) {
  e.lane = Lane::Queue;
  e.device = device;
  e.track = registry().queueTrack(queue, device);
  e.ts = start;
  e.dur = end - start;
  push(std::move(e));
}
}  // namespace

void recordWork(const void* queue, int device, const QueueWork& work, uint64_t correlation,
                uint64_t enqueued, uint64_t start, uint64_t end) {
  Event e;
  if (!describeWork(work, &e)) return;
  e.id = correlation;
  if (enqueued && enqueued <= start)
    e.args += ",\"queue_delay_ns\":" + std::to_string(start - enqueued);  // integer: cheap
  pushQueueEvent(std::move(e), queue, device, start, end);
}

void recordStep(const void* queue, int device, const ProgramStep& step, uint64_t start,
                uint64_t end) {
  Event e;
  if (describeStep(step, &e)) pushQueueEvent(std::move(e), queue, device, start, end);
}

void recordBlockChunk(const char* kernel, uint64_t first, uint64_t count,
                      uint64_t start, uint64_t end) {
  Event e;
  e.phase = 'X';
  e.category = Category::BlockChunk;
  e.lane = Lane::Worker;
  e.track = buffer().index;
  e.ts = start;
  e.dur = end - start;
  e.name = kernel ? kernel : "kernel";
  e.demangle = true;
  e.args = "\"first_block\":" + std::to_string(first) + ",\"blocks\":" + std::to_string(count);
  push(std::move(e));
}

// ---- Markers and spans -----------------------------------------------------

void mark(const char* message) {
  if (!on(kMarker)) return;
  Event e = hostEvent(Category::Marker, 'i', message ? message : "", now(), 0);
  push(std::move(e));
}

int pushRange(const char* message) {
  if (registry().path.empty()) return t_untraced_depth++;  // never traced: count only
  t_ranges.emplace_back(message ? message : "", now());
  return static_cast<int>(t_ranges.size()) - 1;
}

int popRange() {
  if (registry().path.empty()) return t_untraced_depth > 0 ? --t_untraced_depth : -1;
  if (t_ranges.empty()) return -1;
  auto [name, start] = std::move(t_ranges.back());
  t_ranges.pop_back();
  if (on(kMarker)) {
    const uint64_t end = now();
    push(hostEvent(Category::Marker, 'X', std::move(name), start, end - start));
  }
  return static_cast<int>(t_ranges.size());
}

uint64_t startRange(const char* message) {
  const uint64_t id = g_next_range.fetch_add(1, std::memory_order_relaxed);
  if (on(kMarker)) {
    Event e = hostEvent(Category::Marker, 'b', message ? message : "", now(), 0);
    e.id = id;
    push(std::move(e));
  }
  return id;
}

void stopRange(uint64_t id) {
  if (!on(kMarker) || id == 0) return;
  Event e = hostEvent(Category::Marker, 'e', "", now(), 0);
  e.id = id;
  push(std::move(e));
}

void nameThread(const char* name) {
  if (registry().path.empty() || !name) return;
  ThreadBuffer& b = buffer();
  std::lock_guard<std::mutex> lock(b.mutex);
  b.name = name;
}

void nameDevice(int device, const char* name) {
  if (registry().path.empty() || !name) return;
  registry().nameDevice(device, name);
}

void captureBegan(const void* stream, const char* mode) {
  if (!on(kApi)) return;
  Event e = hostEvent(Category::Capture, 'b', "stream capture", now(), 0);
  e.id = reinterpret_cast<uintptr_t>(stream);
  e.args = std::string("\"mode\":\"") + mode + "\"";
  push(std::move(e));
}

void captureEnded(const void* stream) {
  if (!on(kApi)) return;
  Event e = hostEvent(Category::Capture, 'e', "stream capture", now(), 0);
  e.id = reinterpret_cast<uintptr_t>(stream);
  push(std::move(e));
}

}  // namespace openhip::trace
