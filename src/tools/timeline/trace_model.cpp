#include "trace_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <utility>

namespace openhip::timeline {
namespace {

using json = nlohmann::json;

// A pid or tid: Chrome traces use integers; strings are accepted too.
// Numbers sort before strings.
struct Id {
  bool is_number = true;
  long long number = 0;
  std::string text;
  bool operator<(const Id& o) const {
    if (is_number != o.is_number) return is_number;
    return is_number ? number < o.number : text < o.text;
  }
  std::string label() const { return is_number ? std::to_string(number) : text; }
};

std::optional<Id> readId(const json& event, const char* key) {
  auto it = event.find(key);
  if (it == event.end()) return std::nullopt;
  if (it->is_number_integer()) return Id{true, it->get<long long>(), {}};
  if (it->is_string()) return Id{false, 0, it->get<std::string>()};
  return std::nullopt;
}

std::optional<double> readNumber(const json& event, const char* key) {
  auto it = event.find(key);
  if (it == event.end() || !it->is_number()) return std::nullopt;
  double v = it->get<double>();
  if (!std::isfinite(v)) return std::nullopt;
  return v;
}

// A missing name or category reads as empty; one of another type is malformed.
std::optional<std::string> readText(const json& event, const char* key) {
  auto it = event.find(key);
  if (it == event.end()) return std::string();
  if (!it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

json readArgs(const json& event) {
  auto it = event.find("args");
  return it != event.end() && it->is_object() ? *it : json();
}

// The end of a range carries its own args (results, for instance): merged in.
void mergeArgs(json& into, const json& more) {
  if (!more.is_object()) return;
  if (!into.is_object()) into = json::object();
  for (auto it = more.begin(); it != more.end(); ++it) into[it.key()] = it.value();
}

// The id of an async or flow event: "id", or "id2" with "local" or "global".
// A plain id is global like Chrome's (flows link processes); a local one is
// scoped to its process.
std::optional<std::string> readScopedId(const json& event, const Id& pid) {
  auto it = event.find("id");
  if (it != event.end() && (it->is_number() || it->is_string())) return "global/" + it->dump();
  it = event.find("id2");
  if (it != event.end() && it->is_object()) {
    if (auto g = it->find("global"); g != it->end()) return "global/" + g->dump();
    if (auto l = it->find("local"); l != it->end()) return pid.label() + "/" + l->dump();
  }
  return std::nullopt;
}

struct ThreadBuild {
  std::optional<std::string> name;
  long long sort_index = 0;
  bool has_events = false;
  Track track;
};

struct ProcessBuild {
  std::optional<std::string> name;
  long long sort_index = 0;
  std::map<Id, ThreadBuild> threads;
  std::map<std::string, Track> async_lanes;  // by category
};

struct OpenRange {
  Id pid;
  Slice slice;
};

struct FlowPoint {
  Id pid, tid;
  double ts = 0;
};

struct PendingFlow {
  std::string name;
  FlowPoint from, to;
};

class Builder {
 public:
  Timeline build(const json& events);

 private:
  void add(const json& event);
  void addMetadata(const json& event);
  ThreadBuild& thread(const Id& pid, const Id& tid) {
    ThreadBuild& t = processes_[pid].threads[tid];
    t.has_events = true;
    return t;
  }
  void see(double from, double to) {
    start_ = std::min(start_, from);
    end_ = std::max(end_, to);
  }
  void closeUnfinished();
  Timeline finish();

  std::map<Id, ProcessBuild> processes_;
  std::map<std::pair<Id, Id>, std::vector<Slice>> open_durations_;  // "B" by (pid, tid)
  std::map<std::string, std::vector<OpenRange>> open_async_;         // "b" by cat + id
  std::map<std::string, std::pair<std::string, FlowPoint>> open_flows_;
  std::vector<PendingFlow> flows_;
  double start_ = std::numeric_limits<double>::infinity();
  double end_ = -std::numeric_limits<double>::infinity();
  std::size_t skipped_ = 0;
};

void Builder::addMetadata(const json& event) {
  auto pid = readId(event, "pid");
  auto name = readText(event, "name");
  if (!pid || !name) {
    ++skipped_;
    return;
  }
  const json args = readArgs(event);
  const bool is_thread = name->rfind("thread_", 0) == 0;
  std::optional<Id> tid = readId(event, "tid");
  if (is_thread && !tid) {
    ++skipped_;
    return;
  }
  if (*name == "process_name" || *name == "thread_name") {
    auto it = args.is_object() ? args.find("name") : args.end();
    if (!args.is_object() || it == args.end() || !it->is_string()) {
      ++skipped_;
      return;
    }
    if (is_thread) {
      processes_[*pid].threads[*tid].name = it->get<std::string>();
    } else {
      processes_[*pid].name = it->get<std::string>();
    }
  } else if (*name == "process_sort_index" || *name == "thread_sort_index") {
    auto it = args.is_object() ? args.find("sort_index") : args.end();
    if (!args.is_object() || it == args.end() || !it->is_number_integer()) {
      ++skipped_;
      return;
    }
    if (is_thread) {
      processes_[*pid].threads[*tid].sort_index = it->get<long long>();
    } else {
      processes_[*pid].sort_index = it->get<long long>();
    }
  }
  // Other metadata (process_labels, ...) is not drawn.
}

void Builder::add(const json& event) {
  if (!event.is_object()) {
    ++skipped_;
    return;
  }
  auto ph_it = event.find("ph");
  if (ph_it == event.end() || !ph_it->is_string()) {
    ++skipped_;
    return;
  }
  const std::string ph = ph_it->get<std::string>();
  if (ph == "M") {
    addMetadata(event);
    return;
  }
  static const std::string drawn = "XBEiIbestf";
  if (ph.size() != 1 || drawn.find(ph[0]) == std::string::npos) return;  // not drawn

  auto pid = readId(event, "pid");
  auto tid = readId(event, "tid");
  auto ts = readNumber(event, "ts");
  auto name = readText(event, "name");
  auto cat = readText(event, "cat");
  if (!pid || !tid || !ts || !name || !cat) {
    ++skipped_;
    return;
  }
  Slice slice{*ts, 0, 0, *name, *cat, readArgs(event), false};
  switch (ph[0]) {
    case 'X': {
      auto dur = readNumber(event, "dur");
      if (!dur || *dur < 0) {
        ++skipped_;
        return;
      }
      slice.dur = *dur;
      see(slice.ts, slice.ts + slice.dur);
      thread(*pid, *tid).track.slices.push_back(std::move(slice));
      return;
    }
    case 'B':
      open_durations_[{*pid, *tid}].push_back(std::move(slice));
      return;
    case 'E': {
      auto& stack = open_durations_[{*pid, *tid}];
      if (stack.empty() || *ts < stack.back().ts) {
        ++skipped_;
        return;
      }
      Slice begun = std::move(stack.back());
      stack.pop_back();
      begun.dur = *ts - begun.ts;
      mergeArgs(begun.args, slice.args);
      see(begun.ts, *ts);
      thread(*pid, *tid).track.slices.push_back(std::move(begun));
      return;
    }
    case 'i':
    case 'I':
      see(*ts, *ts);
      thread(*pid, *tid).track.instants.push_back({*ts, *name, *cat, slice.args});
      return;
    default:
      break;
  }
  // Async ranges and flows, matched by category and id.
  auto id = readScopedId(event, *pid);
  if (!id) {
    ++skipped_;
    return;
  }
  const std::string key = *cat + "\x1f" + *id;
  if (ph == "b") {
    open_async_[key].push_back({*pid, std::move(slice)});
  } else if (ph == "e") {
    auto& stack = open_async_[key];
    if (stack.empty() || *ts < stack.back().slice.ts) {
      ++skipped_;
      return;
    }
    OpenRange begun = std::move(stack.back());
    stack.pop_back();
    begun.slice.dur = *ts - begun.slice.ts;
    mergeArgs(begun.slice.args, slice.args);
    see(begun.slice.ts, *ts);
    processes_[begun.pid].async_lanes[*cat].slices.push_back(std::move(begun.slice));
  } else {  // "s" starts a flow, "t" continues it, "f" ends it
    FlowPoint here{*pid, *tid, *ts};
    auto open = open_flows_.find(key);
    if (ph == "s") {
      thread(*pid, *tid);
      open_flows_[key] = {*name, here};
      return;
    }
    if (open == open_flows_.end()) {
      ++skipped_;
      return;
    }
    thread(*pid, *tid);
    see(std::min(open->second.second.ts, *ts), std::max(open->second.second.ts, *ts));
    flows_.push_back({open->second.first, open->second.second, here});
    if (ph == "t") {
      open->second.second = here;
    } else {
      open_flows_.erase(open);
    }
  }
}

// Begins without an end are drawn up to the end of the trace.
void Builder::closeUnfinished() {
  for (auto& [key, stack] : open_durations_) {
    for (Slice& s : stack) {
      see(s.ts, s.ts);
      s.dur = std::max(0.0, end_ - s.ts);
      s.unfinished = true;
      thread(key.first, key.second).track.slices.push_back(std::move(s));
    }
  }
  for (auto& [key, stack] : open_async_) {
    for (OpenRange& r : stack) {
      see(r.slice.ts, r.slice.ts);
      r.slice.dur = std::max(0.0, end_ - r.slice.ts);
      r.slice.unfinished = true;
      std::string cat = r.slice.cat;
      processes_[r.pid].async_lanes[cat].slices.push_back(std::move(r.slice));
    }
  }
}

// Thread lanes: slices nest (a stack of enclosing ends). Async lanes: ranges
// may overlap without nesting, so each takes the first row free at its start.
void assignDepths(Track& track) {
  std::stable_sort(track.slices.begin(), track.slices.end(), [](const Slice& a, const Slice& b) {
    return a.ts != b.ts ? a.ts < b.ts : a.dur > b.dur;
  });
  std::stable_sort(track.instants.begin(), track.instants.end(),
                   [](const Instant& a, const Instant& b) { return a.ts < b.ts; });
  std::vector<double> ends;
  for (Slice& s : track.slices) {
    const double end = s.ts + s.dur;
    if (track.async) {
      auto row = std::find_if(ends.begin(), ends.end(), [&](double e) { return e <= s.ts; });
      s.depth = static_cast<int>(row - ends.begin());
      if (row == ends.end()) {
        ends.push_back(end);
      } else {
        *row = end;
      }
    } else {
      while (!ends.empty() && ends.back() <= s.ts) ends.pop_back();
      s.depth = static_cast<int>(ends.size());
      ends.push_back(end);
    }
    track.rows = std::max(track.rows, s.depth + 1);
  }
}

// The row of the deepest slice around `ts`: the latest-starting one that
// still covers it (nested slices start after their parents).
int depthAt(const Track& track, double ts) {
  auto it = std::upper_bound(track.slices.begin(), track.slices.end(), ts,
                             [](double t, const Slice& s) { return t < s.ts; });
  while (it != track.slices.begin()) {
    --it;
    if (it->ts + it->dur >= ts) return it->depth;
  }
  return 0;
}

Timeline Builder::finish() {
  Timeline out;
  out.skipped = skipped_;
  out.start = std::isfinite(start_) ? start_ : 0;
  out.end = std::isfinite(end_) ? end_ : out.start;

  // Processes and their threads by sort index, then id (the map's order).
  std::vector<std::pair<const Id*, ProcessBuild*>> procs;
  for (auto& [pid, p] : processes_) procs.emplace_back(&pid, &p);
  std::stable_sort(procs.begin(), procs.end(),
                   [](const auto& a, const auto& b) { return a.second->sort_index < b.second->sort_index; });
  std::map<std::pair<Id, Id>, std::pair<std::size_t, std::size_t>> where;
  for (auto& [pid, p] : procs) {
    std::vector<std::pair<const Id*, ThreadBuild*>> threads;
    for (auto& [tid, t] : p->threads) {
      if (t.has_events || t.name) threads.emplace_back(&tid, &t);  // unnamed and empty: nothing to show
    }
    std::stable_sort(threads.begin(), threads.end(),
                     [](const auto& a, const auto& b) { return a.second->sort_index < b.second->sort_index; });
    Process process;
    process.name = p->name ? *p->name : "process " + pid->label();
    for (auto& [tid, t] : threads) {
      where[{*pid, *tid}] = {out.processes.size(), process.tracks.size()};
      t->track.name = t->name ? *t->name : "thread " + tid->label();
      process.tracks.push_back(std::move(t->track));
    }
    for (auto& [cat, lane] : p->async_lanes) {
      lane.name = (cat.empty() ? std::string("async") : cat) + " ranges";
      lane.async = true;
      process.tracks.push_back(std::move(lane));
    }
    if (process.tracks.empty()) continue;
    for (Track& t : process.tracks) assignDepths(t);
    out.processes.push_back(std::move(process));
  }

  for (const PendingFlow& f : flows_) {
    auto from = where.find({f.from.pid, f.from.tid});
    auto to = where.find({f.to.pid, f.to.tid});
    Flow flow;
    flow.name = f.name;
    flow.from = {from->second.first, from->second.second, f.from.ts, 0};
    flow.to = {to->second.first, to->second.second, f.to.ts, 0};
    flow.from.depth = depthAt(out.processes[flow.from.process].tracks[flow.from.track], f.from.ts);
    flow.to.depth = depthAt(out.processes[flow.to.process].tracks[flow.to.track], f.to.ts);
    out.flows.push_back(std::move(flow));
  }
  return out;
}

Timeline Builder::build(const json& events) {
  for (const json& event : events) add(event);
  closeUnfinished();
  return finish();
}

}  // namespace

std::size_t Timeline::eventCount() const {
  std::size_t n = 0;
  for (const Process& p : processes) {
    for (const Track& t : p.tracks) n += t.slices.size() + t.instants.size();
  }
  return n;
}

std::size_t Timeline::trackCount() const {
  std::size_t n = 0;
  for (const Process& p : processes) n += p.tracks.size();
  return n;
}

Timeline buildTimeline(const nlohmann::json& trace) {
  const json* events = nullptr;
  if (trace.is_array()) {
    events = &trace;
  } else if (trace.is_object()) {
    auto it = trace.find("traceEvents");
    if (it != trace.end() && it->is_array()) events = &*it;
  }
  if (!events) {
    throw std::invalid_argument(
        "not a Chrome trace: expected an object with a \"traceEvents\" array, or an array of events");
  }
  return Builder().build(*events);
}

}  // namespace openhip::timeline
