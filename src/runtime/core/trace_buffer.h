// The tracer's storage (trace.cpp records, trace_output.cpp writes): events
// in per-thread buffers, the names of tracks, and the settings.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "trace.h"

namespace openhip::trace {

/// The `cat` of an event in the trace file (categoryName()).
enum class Category : uint8_t {
  Api, Kernel, Copy, Fill, StreamOp, HostFunction, Graph, Marker, Capture, BlockChunk
};
/// Which group of tracks an event is drawn in: the host threads, the queues
/// of a device (one per stream) or the device's worker threads.
enum class Lane : uint8_t { HostThread, Queue, Worker };

struct Event {
  char phase = 'X';  ///< Chrome trace phase: X complete, i instant, b/e async range
  Category category = Category::Api;
  Lane lane = Lane::HostThread;
  bool demangle = false;  ///< `name` is a mangled kernel name
  int device = 0;
  uint32_t track = 0;  ///< thread index, or queue index of the device
  uint64_t ts = 0, dur = 0;  ///< nanoseconds of now()
  uint64_t id = 0;  ///< correlation (API call / queue work) or async range id
  uint64_t bytes = 0;  ///< copies and fills: the writer adds the bandwidth
  std::string name;
  std::string args;  ///< JSON members of "args", without braces
};

struct ThreadBuffer {
  std::mutex mutex;  ///< taken by the owner per event and by the writer
  std::vector<Event> events;
  uint32_t index = 0;  ///< 1, 2, ... in order of first event
  int os_tid = 0;
  std::string name;  ///< roctxNameOsThread / nvtxNameOsThread
};

struct QueueTrack {
  uint32_t index = 0;
  int device = 0;
  std::string name;
};

/// Everything recorded, owned for the life of the process (never destroyed:
/// threads may still record while the file is written at exit).
struct Registry {
  std::string path;  ///< empty: tracing is off
  unsigned domains = 0;
  uint64_t start = 0;

  std::mutex mutex;  ///< guards the members below
  std::vector<std::unique_ptr<ThreadBuffer>> threads;
  std::map<const void*, QueueTrack> queues;
  std::map<int, std::string> device_names;

  ThreadBuffer* addThread(int os_tid);
  uint32_t queueTrack(const void* queue, int device);
  void nameQueue(const void* queue, int device, const std::string& name);
  void nameDevice(int device, const std::string& name);
};

Registry& registry();

/// Name, category and arguments of a queue operation; false for operations
/// that are not drawn (markers) or whose domain is off.
bool describeWork(const QueueWork& work, Event* out);
bool describeStep(const ProgramStep& step, Event* out);

/// Writes the trace file (registered with atexit when tracing is on).
void writeTraceAtExit();

}  // namespace openhip::trace
