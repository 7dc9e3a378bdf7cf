// The tracer behind hipprof (docs/tools.md): records API calls, queue
// operations as they run (kernels, copies, fills, graph steps), marker ranges
// (roctx, NVTX), stream-capture spans and, optionally, the block chunks each
// worker ran, and writes them at exit as a Chrome trace-event JSON file that
// Perfetto opens.
//
// Off unless OPENHIP_TRACE names a file; then OPENHIP_TRACE_DOMAINS selects
// what is recorded. Every hook starts with on(), one relaxed load: tracing
// costs nothing measurable when off. Events go to a buffer of the recording
// thread (a lock nobody else takes until the file is written).
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "backend.h"

namespace openhip::trace {

/// What is recorded (OPENHIP_TRACE_DOMAINS, a comma list of these names).
enum Domain : unsigned {
  kApi = 1u << 0,      ///< "api": HIP API calls with arguments and results
  kKernel = 1u << 1,   ///< "kernel": kernel executions (and graph launches)
  kMemory = 1u << 2,   ///< "memory": copies, fills, value waits and writes
  kMarker = 1u << 3,   ///< "marker": roctx/NVTX marks and ranges
  kBlocks = 1u << 4,   ///< "blocks": block chunks per worker thread
  kDefault = kApi | kKernel | kMemory | kMarker,
};

namespace detail {
extern std::atomic<unsigned> g_domains;  // 0 while off or the profiler window is closed
}

inline bool on(Domain d) { return detail::g_domains.load(std::memory_order_relaxed) & d; }
inline bool any() { return detail::g_domains.load(std::memory_order_relaxed) != 0; }

/// Nanoseconds of a steady clock (the trace's time base).
uint64_t now();

/// hipProfilerStart/Stop: recording pauses while the window is closed.
void setWindowOpen(bool open);

// ---- API calls ---------------------------------------------------------------

/// What the tracer keeps of an API call while it runs.
struct ApiRecord {
  const char* function = nullptr;
  ApiRecord* outer = nullptr;  ///< the call this one is nested in
  uint64_t start = 0;
  uint64_t correlation = 0;
  std::string arguments;  ///< JSON members
  int result = -1;        ///< hipError_t, -1 for functions that return something else
  const char* result_name = nullptr;
};

/// One API call, from construction to destruction (placed first in every
/// entry point by OPENHIP_API; finishCall() stores the result). Off, it is
/// a pointer, a load and a branch.
class ApiScope {
 public:
  explicit ApiScope(const char* function) {
    if (on(kApi)) record_ = begin(function);
  }
  ~ApiScope() {
    if (record_) end(record_);
  }
  ApiScope(const ApiScope&) = delete;
  ApiScope& operator=(const ApiScope&) = delete;

  bool active() const { return record_ != nullptr; }
  void setArguments(std::string&& arguments) { record_->arguments = std::move(arguments); }

 private:
  static ApiRecord* begin(const char* function);
  static void end(ApiRecord* record);
  ApiRecord* record_ = nullptr;
};

/// `text` as the inside of a JSON string.
std::string jsonEscape(const std::string& text);

/// The innermost API call of this thread (nullptr outside one or when off).
ApiRecord* currentApiCall();
/// Its correlation id, which links the operations it queued to it (0 if none).
uint64_t currentCorrelation();

// ---- Queue operations ------------------------------------------------------

/// Names the track of a queue ("stream 0x... (device 0)"); called when a
/// stream is created, and again to rename it (roctxNameHipStream).
void nameQueue(const void* queue, int device, const std::string& name);
/// `work` ran on `queue` of `device` from `start` to `end`; it was queued at
/// `enqueued` by the API call `correlation`.
void recordWork(const void* queue, int device, const QueueWork& work, uint64_t correlation,
                uint64_t enqueued, uint64_t start, uint64_t end);
/// One step of a graph program, nested in the program's span.
void recordStep(const void* queue, int device, const ProgramStep& step, uint64_t start,
                uint64_t end);
/// Blocks [first, first + count) of `kernel` ran on the calling thread (a
/// worker of the CPU backend, or the queue's runner helping).
void recordBlockChunk(const char* kernel, uint64_t first, uint64_t count,
                      uint64_t start, uint64_t end);

// ---- Markers and spans -----------------------------------------------------

void mark(const char* message);
/// Nested ranges of the calling thread; push returns the new depth (0-based),
/// pop the depth left, or -1 with nothing to pop.
int pushRange(const char* message);
int popRange();
/// Ranges that may end on another thread.
uint64_t startRange(const char* message);
void stopRange(uint64_t id);
void nameThread(const char* name);
void nameDevice(int device, const char* name);
/// hipStreamBeginCapture/EndCapture of `stream` (an async span).
void captureBegan(const void* stream, const char* mode);
void captureEnded(const void* stream);

}  // namespace openhip::trace
