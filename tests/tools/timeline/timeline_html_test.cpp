// The trace model and the HTML page of the timeline (no browser needed; the
// page's script is run by timeline_chromium_test).
#include <gtest/gtest.h>

#include <fstream>
#include <stdexcept>
#include <string>

#include "timeline_html.h"
#include "trace_model.h"

namespace {

using nlohmann::json;
using namespace openhip::timeline;

json sample() {
  std::ifstream in(TIMELINE_SAMPLE);
  return json::parse(in);
}

const Track& track(const Timeline& t, std::size_t p, std::size_t i) { return t.processes.at(p).tracks.at(i); }

const Slice& slice(const Track& track, const std::string& name) {
  for (const Slice& s : track.slices) {
    if (s.name == name) return s;
  }
  throw std::runtime_error("no slice " + name + " in " + track.name);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

// The JSON the page embeds, read back.
json embeddedData(const std::string& html) {
  const std::string open = "<script type=\"application/json\" id=\"trace-data\">";
  const auto begin = html.find(open);
  EXPECT_NE(begin, std::string::npos);
  const auto end = html.find("</script>", begin);
  return json::parse(html.substr(begin + open.size(), end - begin - open.size()));
}

TEST(TimelineModel, SampleProcessesAndTracksInSortOrder) {
  const Timeline t = buildTimeline(sample());
  ASSERT_EQ(t.processes.size(), 3u);
  // Sort indices order them, not pids (the workers' pid is below the device's).
  EXPECT_EQ(t.processes[0].name, "host process 4242 (./vector_add)");
  EXPECT_EQ(t.processes[1].name, "device 0 (CPU)");
  EXPECT_EQ(t.processes[2].name, "device 0 workers");
  ASSERT_EQ(t.processes[0].tracks.size(), 4u);
  EXPECT_EQ(track(t, 0, 0).name, "host thread 0");
  EXPECT_EQ(track(t, 0, 1).name, "host thread 1");
  EXPECT_EQ(track(t, 0, 2).name, "capture ranges");
  EXPECT_EQ(track(t, 0, 3).name, "marker ranges");
  EXPECT_FALSE(track(t, 0, 1).async);
  EXPECT_TRUE(track(t, 0, 3).async);
  // Thread sort indices put the null stream (tid 7) before tid 3.
  EXPECT_EQ(track(t, 1, 0).name, "stream 0x0 (null stream)");
  EXPECT_EQ(track(t, 1, 1).name, "stream 0x55d0c0a1b2c0");
  EXPECT_EQ(track(t, 2, 0).name, "worker 0");
  EXPECT_EQ(track(t, 2, 1).name, "worker 1");
  EXPECT_EQ(t.trackCount(), 8u);
  EXPECT_EQ(t.eventCount(), 24u);  // the counter event ("C") is not drawn
  EXPECT_EQ(t.skipped, 0u);
  EXPECT_DOUBLE_EQ(t.start, 990.0);
  EXPECT_DOUBLE_EQ(t.end, 2300.0);
}

TEST(TimelineModel, NestedSlicesStackByDepth) {
  const Timeline t = buildTimeline(sample());
  const Track& host = track(t, 0, 0);
  EXPECT_EQ(host.rows, 3);
  EXPECT_EQ(slice(host, "hipMemcpy").depth, 0);
  EXPECT_EQ(slice(host, "hipDeviceSynchronize").depth, 0);
  EXPECT_EQ(slice(host, "wait for device 0").depth, 1);
  EXPECT_EQ(slice(host, "drain stream 0x0").depth, 2);
  EXPECT_EQ(slice(host, "hipGraphLaunch").depth, 0);  // after the nest closed
  ASSERT_EQ(host.instants.size(), 1u);
  EXPECT_EQ(host.instants[0].name, "checkpoint </script><b>\"quoted\" & 'single'");
  const Track& stream = track(t, 1, 1);
  EXPECT_EQ(slice(stream, "graph 0x5611aa00").depth, 0);
  EXPECT_EQ(slice(stream, "scale<\"q\"> </script>").depth, 1);
  EXPECT_EQ(slice(stream, "host function").depth, 0);
}

TEST(TimelineModel, AsyncRangesPairAcrossThreads) {
  const Timeline t = buildTimeline(sample());
  const Track& markers = track(t, 0, 3);
  ASSERT_EQ(markers.slices.size(), 3u);
  EXPECT_EQ(markers.rows, 2);
  const Slice& compute = slice(markers, "compute");  // begun on tid 1, ended on tid 2
  EXPECT_DOUBLE_EQ(compute.ts, 1395.0);
  EXPECT_DOUBLE_EQ(compute.dur, 905.0);
  EXPECT_EQ(compute.depth, 0);
  EXPECT_EQ(slice(markers, "first kernel").depth, 1);  // same id, nested
  EXPECT_DOUBLE_EQ(slice(markers, "first kernel").dur, 502.0);
  EXPECT_EQ(slice(markers, "setup").depth, 0);
  const Slice& capture = slice(track(t, 0, 2), "capture of stream 0x55d0c0a1b2c0");
  EXPECT_DOUBLE_EQ(capture.dur, 100.0);
  EXPECT_EQ(capture.args.value("result", ""), "hipSuccess");  // the end's args merged in
}

TEST(TimelineModel, FlowsLinkLaunchesToKernels) {
  const Timeline t = buildTimeline(sample());
  ASSERT_EQ(t.flows.size(), 2u);
  const Flow& launch = t.flows[0];
  EXPECT_EQ(launch.from.process, 0u);
  EXPECT_EQ(launch.from.track, 0u);
  EXPECT_DOUBLE_EQ(launch.from.ts, 1405.0);
  EXPECT_EQ(launch.to.process, 1u);
  EXPECT_EQ(launch.to.track, 0u);
  EXPECT_DOUBLE_EQ(launch.to.ts, 1420.0);
  EXPECT_EQ(t.flows[1].to.track, 1u);  // the graph launch, on the second stream
}

TEST(TimelineModel, DurationPairsAndUnfinishedRanges) {
  const json trace = {{"traceEvents",
                       {{{"ph", "B"}, {"name", "outer"}, {"pid", 1}, {"tid", 1}, {"ts", 10}},
                        {{"ph", "B"}, {"name", "inner"}, {"pid", 1}, {"tid", 1}, {"ts", 12}},
                        {{"ph", "E"}, {"pid", 1}, {"tid", 1}, {"ts", 15}, {"args", {{"r", 1}}}},
                        {{"ph", "X"}, {"name", "late"}, {"pid", 1}, {"tid", 2}, {"ts", 30}, {"dur", 20}},
                        {{"ph", "b"}, {"name", "open"}, {"cat", "marker"}, {"id", 5}, {"pid", 1},
                         {"tid", 1}, {"ts", 20}}}}};
  const Timeline t = buildTimeline(trace);
  EXPECT_EQ(t.skipped, 0u);
  const Track& thread = track(t, 0, 0);
  EXPECT_DOUBLE_EQ(slice(thread, "inner").dur, 3.0);
  EXPECT_EQ(slice(thread, "inner").depth, 1);
  EXPECT_EQ(slice(thread, "inner").args.value("r", 0), 1);
  // Begins without an end reach the end of the trace (50).
  EXPECT_TRUE(slice(thread, "outer").unfinished);
  EXPECT_DOUBLE_EQ(slice(thread, "outer").dur, 40.0);
  EXPECT_DOUBLE_EQ(slice(track(t, 0, 2), "open").dur, 30.0);
  EXPECT_TRUE(slice(track(t, 0, 2), "open").unfinished);
}

TEST(TimelineModel, MalformedEventsAreSkipped) {
  const json trace = json::parse(R"({"traceEvents": [
    42, "text", null, [1, 2],
    {"name": "no ph", "pid": 1, "tid": 1, "ts": 1},
    {"ph": 7, "pid": 1, "tid": 1, "ts": 1},
    {"ph": "X", "name": "ts is text", "pid": 1, "tid": 1, "ts": "1", "dur": 1},
    {"ph": "X", "name": "no ts", "pid": 1, "tid": 1, "dur": 1},
    {"ph": "X", "name": "negative dur", "pid": 1, "tid": 1, "ts": 1, "dur": -1},
    {"ph": "X", "name": "no dur", "pid": 1, "tid": 1, "ts": 1},
    {"ph": "X", "name": "float pid", "pid": 1.5, "tid": 1, "ts": 1, "dur": 1},
    {"ph": "X", "name": "object tid", "pid": 1, "tid": {}, "ts": 1, "dur": 1},
    {"ph": "X", "name": 12, "pid": 1, "tid": 1, "ts": 1, "dur": 1},
    {"ph": "E", "pid": 1, "tid": 1, "ts": 3},
    {"ph": "e", "cat": "marker", "id": 9, "pid": 1, "tid": 1, "ts": 3},
    {"ph": "b", "cat": "marker", "name": "no id", "pid": 1, "tid": 1, "ts": 3},
    {"ph": "f", "cat": "launch", "id": 3, "pid": 1, "tid": 1, "ts": 3},
    {"ph": "M", "name": "thread_name", "pid": 1, "tid": 1},
    {"ph": "M", "name": "thread_name", "pid": 1, "args": {"name": "no tid"}},
    {"ph": "M", "name": "process_sort_index", "pid": 1, "args": {"sort_index": "first"}},
    {"ph": "C", "name": "counter: not drawn, not malformed", "pid": 1, "tid": 1, "ts": 2},
    {"ph": "X", "name": "good", "pid": 1, "tid": 1, "ts": 5, "dur": 2, "args": "not an object"},
    {"ph": "i", "name": "mark", "pid": "host", "tid": "main", "ts": 6}
  ]})");
  const Timeline t = buildTimeline(trace);
  EXPECT_EQ(t.skipped, 20u);
  EXPECT_EQ(t.eventCount(), 2u);
  ASSERT_EQ(t.processes.size(), 2u);
  EXPECT_EQ(track(t, 0, 0).name, "thread 1");  // numeric ids sort before text ones
  EXPECT_TRUE(track(t, 0, 0).slices.at(0).args.is_null());
  EXPECT_EQ(t.processes[1].name, "process host");
  EXPECT_EQ(track(t, 1, 0).name, "thread main");
  const std::string html = renderHtmlTimeline(trace, "malformed");
  EXPECT_EQ(embeddedData(html).at("skipped"), 20);
}

TEST(TimelineModel, AcceptsBareArraysAndRejectsOtherJson) {
  EXPECT_EQ(buildTimeline(json::parse(R"([{"ph":"X","pid":1,"tid":1,"ts":0,"dur":1}])")).eventCount(), 1u);
  EXPECT_EQ(buildTimeline(json::parse(R"({"traceEvents": []})")).trackCount(), 0u);
  EXPECT_THROW(buildTimeline(json(42)), std::invalid_argument);
  EXPECT_THROW(buildTimeline(json::parse(R"({"events": []})")), std::invalid_argument);
  EXPECT_THROW(buildTimeline(json::parse(R"({"traceEvents": {}})")), std::invalid_argument);
  EXPECT_THROW(renderHtmlTimeline(json("trace"), "x"), std::invalid_argument);
}

TEST(TimelineHtml, EmbedsEscapedDataAndEveryTrackName) {
  const json trace = sample();
  const std::string html = renderHtmlTimeline(trace, "sample");
  // Only the page's own three scripts close: names holding "</script>" are escaped.
  EXPECT_EQ(count(html, "</script>"), 3u);
  EXPECT_EQ(count(html, "<b>"), 0u);
  EXPECT_NE(html.find(R"(checkpoint \u003c/script\u003e\u003cb\u003e\"quoted\" \u0026 'single')"),
            std::string::npos);
  const json data = embeddedData(html);
  EXPECT_EQ(data.at("title"), "sample");
  EXPECT_DOUBLE_EQ(data.at("span").get<double>(), 1310.0);
  EXPECT_EQ(data.at("flows").size(), 2u);
  std::size_t tracks = 0;
  std::string names;
  for (const json& p : data.at("processes")) {
    names += p.at("name").get<std::string>() + "\n";
    for (const json& t : p.at("tracks")) {
      names += t.at("name").get<std::string>() + "\n";
      ++tracks;
    }
  }
  EXPECT_EQ(tracks, 8u);
  for (const char* name : {"host process 4242 (./vector_add)", "device 0 (CPU)", "device 0 workers",
                           "host thread 0", "host thread 1", "capture ranges", "marker ranges",
                           "stream 0x0 (null stream)", "stream 0x55d0c0a1b2c0", "worker 0", "worker 1"}) {
    EXPECT_NE(names.find(std::string(name) + "\n"), std::string::npos) << name;
    EXPECT_NE(html.find(std::string("\"") + name + "\""), std::string::npos) << name;
  }
  // Slices: [ts - start, dur, depth, name, cat, args]; the kernel with markup in its name survives.
  const json& scale = data.at("processes")[1].at("tracks")[1].at("slices")[2];
  EXPECT_EQ(scale[3], "scale<\"q\"> </script>");
  EXPECT_DOUBLE_EQ(scale[0].get<double>(), 1030.0);
  EXPECT_EQ(scale[5].at("shared_bytes"), 512);
}

TEST(TimelineHtml, SelfContainedWithEscapedTitle) {
  const std::string html = renderHtmlTimeline(sample(), "a <b> & \"c\"");
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"), std::string::npos);
  EXPECT_NE(html.find("<canvas id=\"timeline\">"), std::string::npos);
  EXPECT_NE(html.find("id=\"summary\""), std::string::npos);
  EXPECT_NE(html.find("window.onerror"), std::string::npos);
  for (const char* external : {" src=", "<link", "url(", "@import", "http://", "https://"}) {
    EXPECT_EQ(html.find(external), std::string::npos) << external;
  }
}

TEST(TimelineHtml, ScriptSafeJsonEscapes) {
  EXPECT_EQ(escapeJsonForScript("\"a</script>&b\""), "\"a\\u003c/script\\u003e\\u0026b\"");
  EXPECT_EQ(escapeJsonForScript("\"x\xE2\x80\xA8y\xE2\x80\xA9\xE2\x82\xAC\""), "\"x\\u2028y\\u2029\xE2\x82\xAC\"");
  // Names that are not UTF-8 do not stop the page.
  const json trace = {{"traceEvents", {{{"ph", "X"}, {"name", "bad \xFF byte"}, {"pid", 1}, {"tid", 1},
                                        {"ts", 0}, {"dur", 1}}}}};
  const std::string html = renderHtmlTimeline(trace, "utf8");
  EXPECT_EQ(embeddedData(html)["processes"][0]["tracks"][0]["slices"][0][3], "bad \xEF\xBF\xBD byte");
}

}  // namespace
