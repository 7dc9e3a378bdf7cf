// The tracks and events of a Chrome trace-event JSON trace (the format
// hipprof writes and Perfetto opens), arranged for drawing: one lane per
// thread (or per async category of a process), events stacked by nesting
// depth, processes and lanes in the order of their sort indices.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace openhip::timeline {

// A duration: an "X" complete event, a "B"/"E" pair, or a "b"/"e" async range.
struct Slice {
  double ts = 0;   // start, microseconds as in the trace
  double dur = 0;  // microseconds
  int depth = 0;   // row inside its lane: 0 on top, nested events below
  std::string name;
  std::string cat;
  nlohmann::json args;      // an object, or null
  bool unfinished = false;  // a begin without an end: drawn up to the end of the trace
};

// An "i"/"I" instant event (a roctx/NVTX mark).
struct Instant {
  double ts = 0;
  std::string name;
  std::string cat;
  nlohmann::json args;
};

struct Track {
  std::string name;
  bool async = false;  // a lane of "b"/"e" ranges of one category
  int rows = 0;        // 1 + the deepest depth of its slices (0 when it has none)
  std::vector<Slice> slices;      // sorted by start
  std::vector<Instant> instants;  // sorted by time
};

struct Process {
  std::string name;
  std::vector<Track> tracks;
};

// An arrow of an "s"/"t"/"f" flow (a launch linked to the kernel it ran),
// from a point of one track to a point of another.
struct FlowEnd {
  std::size_t process = 0, track = 0;  // indices into Timeline::processes and its tracks
  double ts = 0;
  int depth = 0;  // row of the deepest slice around ts (0 when none)
};
struct Flow {
  std::string name;
  FlowEnd from, to;
};

struct Timeline {
  std::vector<Process> processes;
  std::vector<Flow> flows;
  double start = 0, end = 0;  // first and last time of any event drawn
  std::size_t skipped = 0;    // malformed events left out
  std::size_t eventCount() const;  // slices and instants
  std::size_t trackCount() const;
};

// Arranges the trace: a JSON object with a "traceEvents" array, or a bare
// array of events (both Chrome forms). Malformed events (not an object, no
// numeric ts, negative dur, pid/tid neither integer nor string, ...) are
// counted in `skipped`; phases that are not drawn (counters, samples, ...)
// are ignored. Throws std::invalid_argument when `trace` has neither form.
Timeline buildTimeline(const nlohmann::json& trace);

}  // namespace openhip::timeline
