// The tracer's writing side: track bookkeeping, descriptions of queue
// operations, and the Chrome trace-event JSON file written at exit
// (docs/tools.md describes its tracks and fields).
#include <cxxabi.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <unordered_map>

#include "environment.h"
#include "kernel.h"
#include "trace_buffer.h"

namespace openhip::trace {

Registry& registry() {
  static Registry* r = new Registry();  // never destroyed (see Registry)
  return *r;
}

ThreadBuffer* Registry::addThread(int os_tid) {
  std::lock_guard<std::mutex> lock(mutex);
  threads.push_back(std::make_unique<ThreadBuffer>());
  ThreadBuffer* b = threads.back().get();
  b->index = static_cast<uint32_t>(threads.size());
  b->os_tid = os_tid;
  return b;
}

uint32_t Registry::queueTrack(const void* queue, int device) {
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, added] = queues.try_emplace(queue);
  if (added) {
    uint32_t index = 0;
    for (const auto& [q, track] : queues)
      if (track.device == device) index = std::max(index, track.index);
    it->second.index = index + 1;
    it->second.device = device;
    it->second.name = "queue " + std::to_string(index + 1);
  }
  return it->second.index;
}

void Registry::nameQueue(const void* queue, int device, const std::string& name) {
  queueTrack(queue, device);
  std::lock_guard<std::mutex> lock(mutex);
  queues[queue].name = name;
}

void Registry::nameDevice(int device, const std::string& name) {
  std::lock_guard<std::mutex> lock(mutex);
  device_names[device] = name;
}

namespace {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

const char* directionName(hipMemcpyKind kind) {
  switch (kind) {
    case hipMemcpyHostToHost: return "HostToHost";
    case hipMemcpyHostToDevice: return "HostToDevice";
    case hipMemcpyDeviceToHost: return "DeviceToHost";
    case hipMemcpyDeviceToDevice: return "DeviceToDevice";
    default: return "Default";
  }
}

std::string dim(const uint32_t (&v)[3]) {
  return "\"" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," + std::to_string(v[2]) +
         "\"";
}

bool describeKernel(const KernelLaunch& launch, Event* e) {
  if (!on(kKernel)) return false;
  e->category = Category::Kernel;
  e->name = launch.kernel && launch.kernel->name ? launch.kernel->name : "kernel";
  e->demangle = true;
  const uint64_t shared = launch.kernel ? launch.kernel->sharedBytes(launch.dynamic_shared) : 0;
  e->args = "\"grid\":" + dim(launch.grid) + ",\"block\":" + dim(launch.block) +
            ",\"blocks\":" + std::to_string(launch.blockCount()) +
            ",\"shared_bytes\":" + std::to_string(shared) +
            ",\"dynamic_shared_bytes\":" + std::to_string(launch.dynamic_shared);
  if (launch.cooperative) e->args += ",\"cooperative\":true";
  return true;
}

bool describeCopy(const CopyRegion& copy, Event* e) {
  if (!on(kMemory)) return false;
  e->category = Category::Copy;
  e->name = std::string("copy ") + directionName(copy.kind);
  e->bytes = copy.width * copy.height * copy.depth;
  e->args = std::string("\"direction\":\"") + directionName(copy.kind) + "\"";
  if (copy.height > 1 || copy.depth > 1)
    e->args += ",\"shape\":\"" + std::to_string(copy.width) + "x" + std::to_string(copy.height) +
               "x" + std::to_string(copy.depth) + "\"";
  return true;
}

bool describeFill(const FillRegion& fill, Event* e) {
  if (!on(kMemory)) return false;
  e->category = Category::Fill;
  e->name = "fill";
  e->bytes = fill.width * fill.element_size * fill.height * fill.depth;
  e->args = "\"element_size\":" + std::to_string(fill.element_size) +
            ",\"value\":" + std::to_string(fill.value);
  return true;
}

bool describeValueOp(const char* name, uint32_t size, Event* e) {
  if (!on(kMemory)) return false;
  e->category = Category::StreamOp;
  e->name = name;
  e->args = "\"size\":" + std::to_string(size);
  return true;
}

bool describeHost(Event* e) {
  if (!on(kKernel)) return false;
  e->category = Category::HostFunction;
  e->name = "host function";
  return true;
}

}  // namespace

bool describeWork(const QueueWork& work, Event* e) {
  return std::visit(
      Overloaded{
          [](const Marker&) { return false; },
          [&](const LaunchPacketPtr& packet) { return describeKernel(packet->launch, e); },
          [&](const CopyRegion& copy) { return describeCopy(copy, e); },
          [&](const FillRegion& fill) { return describeFill(fill, e); },
          [&](const ValueWrite& w) { return describeValueOp("write value", w.size, e); },
          [&](const ValueWait& w) { return describeValueOp("wait value", w.size, e); },
          [&](const HostFunction&) { return describeHost(e); },
          [&](const ProgramLaunch& program) {
            if (!on(kKernel)) return false;
            e->category = Category::Graph;
            e->name = "graph launch";
            e->args = "\"steps\":" + std::to_string(program.program->steps.size());
            return true;
          },
      },
      work);
}

bool describeStep(const ProgramStep& step, Event* e) {
  return std::visit(
      Overloaded{
          [&](const KernelLaunch* kernel) { return describeKernel(*kernel, e); },
          [&](const CopyRegion& copy) { return describeCopy(copy, e); },
          [&](const FillRegion& fill) { return describeFill(fill, e); },
          [&](const ValueWrite& w) { return describeValueOp("write value", w.size, e); },
          [&](const ValueWait& w) { return describeValueOp("wait value", w.size, e); },
          [&](const HostCall&) { return describeHost(e); },
          [](const SignalSlot&) { return false; },
          [](const WaitSlot&) { return false; },
      },
      step);
}

std::string jsonEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

namespace {

const char* categoryName(const Event& e) {
  switch (e.category) {
    case Category::Api:
      return e.name.find("Synchronize") != std::string::npos ? "sync" : "hip_api";
    case Category::Kernel: return "kernel";
    case Category::Copy: return "copy";
    case Category::Fill: return "fill";
    case Category::StreamOp: return "stream_op";
    case Category::HostFunction: return "host_function";
    case Category::Graph: return "graph";
    case Category::Marker: return "marker";
    case Category::Capture: return "capture";
    case Category::BlockChunk: return "block_chunk";
  }
  return "other";
}

std::string demangled(const std::string& name) {
  // Every launch of a kernel has the same name: demangle each once.
  static std::unordered_map<std::string, std::string> cache;
  auto [it, added] = cache.try_emplace(name);
  if (!added) return it->second;
  int status = 0;
  char* text = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !text) return it->second = name;
  it->second = text;
  std::free(text);
  return it->second;
}

// Process ids of the tracks (one trace file per process).
constexpr int kHostPid = 1;
int queuePid(int device) { return 100 + device; }
constexpr int kWorkerPid = 99;  // drawn after the devices' streams

int pidOf(const Event& e) {
  switch (e.lane) {
    case Lane::HostThread: return kHostPid;
    case Lane::Queue: return queuePid(e.device);
    case Lane::Worker: return kWorkerPid;
  }
  return kHostPid;
}

std::string commandLine() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::replace(raw.begin(), raw.end(), '\0', ' ');
  while (!raw.empty() && raw.back() == ' ') raw.pop_back();
  return raw;
}

class Writer {
 public:
  Writer(FILE* out, uint64_t start) : out_(out), start_(start) {}

  void event(const std::string& body) {
    std::fprintf(out_, "%s\n{%s}", first_ ? "" : ",", body.c_str());
    first_ = false;
  }
  std::string time(uint64_t ns) const { return duration(ns >= start_ ? ns - start_ : 0); }
  /// Microseconds with three decimals (integer formatting: printf's
  /// floating point was most of the cost of writing a trace).
  static std::string duration(uint64_t ns) {
    char buf[32];
    char* end = std::to_chars(buf, buf + 24, ns / 1000).ptr;
    const unsigned fraction = static_cast<unsigned>(ns % 1000);
    *end++ = '.';
    *end++ = static_cast<char>('0' + fraction / 100);
    *end++ = static_cast<char>('0' + fraction / 10 % 10);
    *end++ = static_cast<char>('0' + fraction % 10);
    return std::string(buf, end);
  }
  void metadata(const char* what, int pid, uint32_t tid, const std::string& name, int sort) {
    event(std::string("\"ph\":\"M\",\"name\":\"") + what + "\",\"pid\":" + std::to_string(pid) +
          ",\"tid\":" + std::to_string(tid) + ",\"args\":{\"name\":\"" + jsonEscape(name) + "\"}");
    const char* sort_what =
        std::strcmp(what, "process_name") == 0 ? "process_sort_index" : "thread_sort_index";
    event(std::string("\"ph\":\"M\",\"name\":\"") + sort_what + "\",\"pid\":" +
          std::to_string(pid) + ",\"tid\":" + std::to_string(tid) +
          ",\"args\":{\"sort_index\":" + std::to_string(sort) + "}");
  }

 private:
  FILE* out_;
  uint64_t start_;
  bool first_ = true;
};

std::string eventBody(const Writer& w, const Event& e) {
  std::string name = e.demangle ? demangled(e.name) : e.name;
  std::string body = std::string("\"ph\":\"") + e.phase + "\",\"cat\":\"" + categoryName(e) +
                     "\",\"name\":\"" + jsonEscape(name) + "\",\"pid\":" +
                     std::to_string(pidOf(e)) + ",\"tid\":" + std::to_string(e.track) +
                     ",\"ts\":" + w.time(e.ts);
  if (e.phase == 'X') body += ",\"dur\":" + Writer::duration(e.dur);
  if (e.phase == 'i') body += ",\"s\":\"t\"";
  if (e.phase == 'b' || e.phase == 'e') body += ",\"id\":" + std::to_string(e.id);
  std::string args = e.args;
  auto add = [&](const std::string& member) { args += (args.empty() ? "" : ",") + member; };
  if (e.demangle && name != e.name) add("\"mangled\":\"" + jsonEscape(e.name) + "\"");
  if (e.lane == Lane::Queue && e.id) add("\"correlation_id\":" + std::to_string(e.id));
  if (e.category == Category::Api) add("\"correlation_id\":" + std::to_string(e.id));
  if (e.category == Category::Copy || e.category == Category::Fill) {
    add("\"bytes\":" + std::to_string(e.bytes));
    if (e.dur) {
      char buf[48];
      std::snprintf(buf, sizeof buf, "\"bandwidth_GBps\":%.3f", double(e.bytes) / double(e.dur));
      add(buf);
    }
  }
  if (!args.empty()) body += ",\"args\":{" + args + "}";
  return body;
}

void writeEvents(FILE* out, Registry& r, std::vector<Event>& events) {
  Writer w(out, r.start);
  std::fprintf(out, "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"pid\":%d,\"command\":\"%s\","
               "\"tracer\":\"OpenHIP\"},\n\"traceEvents\":[",
               static_cast<int>(getpid()), jsonEscape(commandLine()).c_str());
  std::sort(events.begin(), events.end(),
            [](const Event& a, const Event& b) { return a.ts < b.ts; });

  // Tracks: host threads, then per device its queues and its workers.
  w.metadata("process_name", kHostPid, 0, "host (pid " + std::to_string(getpid()) + ")", 0);
  std::set<int> devices;
  std::set<uint32_t> worker_threads;
  for (const Event& e : events) {
    if (e.lane == Lane::Queue) devices.insert(e.device);
    if (e.lane == Lane::Worker) worker_threads.insert(e.track);
  }
  std::set<uint32_t> host_threads;
  for (const Event& e : events)
    if (e.lane == Lane::HostThread) host_threads.insert(e.track);
  for (const auto& t : r.threads) {
    if (!host_threads.count(t->index)) continue;
    std::string name = t->name.empty() ? "host thread " + std::to_string(t->index) : t->name;
    w.metadata("thread_name", kHostPid, t->index, name + " (tid " + std::to_string(t->os_tid) + ")",
               static_cast<int>(t->index));
  }
  for (int device : devices) {
    auto named = r.device_names.find(device);
    const std::string label = "device " + std::to_string(device) +
                              (named != r.device_names.end() ? " (" + named->second + ")" : "");
    w.metadata("process_name", queuePid(device), 0, label + " streams", 1 + device);
  }
  if (!worker_threads.empty())
    w.metadata("process_name", kWorkerPid, 0, "CPU worker threads (block chunks)", 1000);
  for (const auto& [queue, track] : r.queues)
    if (devices.count(track.device))
      w.metadata("thread_name", queuePid(track.device), track.index, track.name,
                 static_cast<int>(track.index));
  for (uint32_t index : worker_threads) {
    int os_tid = 0;
    for (const auto& t : r.threads)
      if (t->index == index) os_tid = t->os_tid;
    w.metadata("thread_name", kWorkerPid, index,
               "thread " + std::to_string(index) + " (tid " + std::to_string(os_tid) + ")",
               static_cast<int>(index));
  }

  // Flow arrows from an API call to the work it queued.
  std::unordered_map<uint64_t, const Event*> calls;
  for (const Event& e : events)
    if (e.category == Category::Api) calls[e.id] = &e;
  uint64_t flow = 0;
  for (const Event& e : events) {
    w.event(eventBody(w, e));
    if (e.lane != Lane::Queue || !e.id) continue;
    auto call = calls.find(e.id);
    if (call == calls.end()) continue;
    const Event& api = *call->second;
    ++flow;
    w.event("\"ph\":\"s\",\"cat\":\"flow\",\"name\":\"queued\",\"id\":" + std::to_string(flow) +
            ",\"pid\":" + std::to_string(kHostPid) + ",\"tid\":" + std::to_string(api.track) +
            ",\"ts\":" + w.time(api.ts));
    w.event("\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"flow\",\"name\":\"queued\",\"id\":" +
            std::to_string(flow) + ",\"pid\":" + std::to_string(pidOf(e)) +
            ",\"tid\":" + std::to_string(e.track) + ",\"ts\":" + w.time(e.ts));
  }
  std::fprintf(out, "\n]}\n");
}

}  // namespace

void writeTraceAtExit() {
  Registry& r = registry();
  detail::g_domains.store(0);
  std::vector<Event> events;
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    for (const auto& t : r.threads) {
      std::lock_guard<std::mutex> thread_lock(t->mutex);
      for (Event& e : t->events) events.push_back(std::move(e));
      t->events.clear();
    }
  }
  const std::string temporary = r.path + ".partial";
  FILE* out = std::fopen(temporary.c_str(), "w");
  if (!out) {
    std::fprintf(stderr, "openhip: cannot write the trace to %s: %s\n", temporary.c_str(),
                 std::strerror(errno));
    return;
  }
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    writeEvents(out, r, events);
  }
  const bool written = std::fflush(out) == 0 && !std::ferror(out);
  std::fclose(out);
  if (!written || std::rename(temporary.c_str(), r.path.c_str()) != 0)
    std::fprintf(stderr, "openhip: cannot write the trace to %s: %s\n", r.path.c_str(),
                 std::strerror(errno));
}

}  // namespace openhip::trace
