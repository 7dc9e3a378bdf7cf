#include "timeline_html.h"

#include "timeline_assets.h"

namespace openhip::timeline {
namespace {

using json = nlohmann::json;

std::string escapeHtml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

// The page's data: times relative to the trace's start (fewer digits), each
// slice an array [ts, dur, depth, name, cat, args(, 1 when unfinished)] and
// each instant [ts, name, cat, args] to keep large traces compact.
json pageData(const Timeline& t, const std::string& title) {
  json processes = json::array();
  for (const Process& p : t.processes) {
    json tracks = json::array();
    for (const Track& track : p.tracks) {
      json slices = json::array();
      for (const Slice& s : track.slices) {
        json row = {s.ts - t.start, s.dur, s.depth, s.name, s.cat, s.args};
        if (s.unfinished) row.push_back(1);
        slices.push_back(std::move(row));
      }
      json instants = json::array();
      for (const Instant& i : track.instants) instants.push_back({i.ts - t.start, i.name, i.cat, i.args});
      tracks.push_back({{"name", track.name},
                        {"async", track.async},
                        {"rows", track.rows},
                        {"slices", std::move(slices)},
                        {"instants", std::move(instants)}});
    }
    processes.push_back({{"name", p.name}, {"tracks", std::move(tracks)}});
  }
  json flows = json::array();
  for (const Flow& f : t.flows) {
    flows.push_back({f.from.process, f.from.track, f.from.ts - t.start, f.from.depth, f.to.process,
                     f.to.track, f.to.ts - t.start, f.to.depth, f.name});
  }
  return {{"title", title},          {"span", t.end - t.start},
          {"skipped", t.skipped},    {"processes", std::move(processes)}, {"flows", std::move(flows)}};
}

}  // namespace

std::string escapeJsonForScript(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xE2' && i + 2 < text.size() && text[i + 1] == '\x80' &&
               (text[i + 2] == '\xA8' || text[i + 2] == '\xA9')) {
      out += text[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

std::string renderHtmlTimeline(const nlohmann::json& trace, const std::string& title) {
  return renderHtmlTimeline(buildTimeline(trace), title);
}

std::string renderHtmlTimeline(const Timeline& timeline, const std::string& title) {
  // Invalid UTF-8 in names becomes U+FFFD instead of an exception.
  const std::string data =
      escapeJsonForScript(pageData(timeline, title).dump(-1, ' ', false, json::error_handler_t::replace));
  const std::string safe_title = escapeHtml(title);

  std::string html;
  html.reserve(data.size() + 32768);
  html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>";
  html += safe_title;
  html += "</title>\n<style>\n";
  html += kTimelineStyle;
  html += "</style>\n</head>\n<body>\n<header>\n<h1>";
  html += safe_title;
  html +=
      "</h1>\n"
      "<div id=\"summary\">the timeline script did not run</div>\n"
      "<div id=\"error\" hidden></div>\n"
      "<div id=\"legend\"></div>\n"
      "<div class=\"hint\">wheel: zoom &middot; drag: pan &middot; double-click: whole trace</div>\n"
      "</header>\n"
      "<canvas id=\"timeline\"></canvas>\n"
      "<div id=\"tooltip\" hidden></div>\n"
      // Installed first so that errors of the main script (syntax errors too) show.
      "<script>window.onerror = function (message, source, line) {\n"
      "  var e = document.getElementById('error');\n"
      "  e.hidden = false; e.setAttribute('data-error', '1');\n"
      "  e.textContent = 'timeline script error: ' + message + ' (line ' + line + ')';\n"
      "};</script>\n"
      "<script type=\"application/json\" id=\"trace-data\">";
  html += data;
  html += "</script>\n<script>\n";
  html += kTimelineScript;
  html += "</script>\n</body>\n</html>\n";
  return html;
}

}  // namespace openhip::timeline
