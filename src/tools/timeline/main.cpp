// hipprof-timeline: the HTML timeline (and optionally a PNG picture) of a
// trace that hipprof, or anything writing Chrome trace-event JSON, wrote.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "timeline_html.h"
#include "timeline_png.h"
#include "trace_model.h"

namespace {

namespace fs = std::filesystem;
using openhip::timeline::buildTimeline;

const char* const kUsage =
    "Usage: hipprof-timeline TRACE.json [-o OUT.html] [--png OUT.png] [--size WxH] [--title TEXT]\n"
    "Writes a self-contained HTML timeline of a Chrome trace-event JSON trace (hipprof's\n"
    "output; Perfetto opens the same file), and with --png a picture of it taken by headless\n"
    "Chromium (default size 1200x500). At least one of -o and --png is needed.\n";

int usageError(const std::string& message) {
  std::cerr << "hipprof-timeline: error: " << message << "\n" << kUsage;
  return 2;
}

int failure(const std::string& message) {
  std::cerr << "hipprof-timeline: error: " << message << "\n";
  return 1;
}

bool parseSize(const std::string& text, int* width, int* height) {
  std::istringstream in(text);
  char x = 0;
  if (!(in >> *width >> x >> *height) || x != 'x' || !in.eof()) return false;
  return *width > 0 && *height > 0 && *width <= 16384 && *height <= 16384;
}

bool writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  std::string trace_path, html_path, png_path, title;
  int width = 1200, height = 500;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string* into) {
      if (i + 1 >= argc) return false;
      *into = argv[++i];
      return true;
    };
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "-o" || arg == "--output") {
      if (!value(&html_path)) return usageError("option '" + arg + "' needs a file name");
    } else if (arg == "--png") {
      if (!value(&png_path)) return usageError("option '--png' needs a file name");
    } else if (arg == "--title") {
      if (!value(&title)) return usageError("option '--title' needs a text");
    } else if (arg == "--size") {
      std::string size;
      if (!value(&size) || !parseSize(size, &width, &height)) {
        return usageError("option '--size' needs WIDTHxHEIGHT in pixels (1..16384), e.g. 1200x500");
      }
    } else if (arg.size() > 1 && arg[0] == '-') {
      return usageError("unknown option '" + arg + "'");
    } else if (trace_path.empty()) {
      trace_path = arg;
    } else {
      return usageError("more than one trace given ('" + trace_path + "', '" + arg + "')");
    }
  }
  if (trace_path.empty()) return usageError("no trace given");
  if (html_path.empty() && png_path.empty()) return usageError("nothing to write: give -o and/or --png");

  std::ifstream in(trace_path, std::ios::binary);
  if (!in) return failure("cannot open '" + trace_path + "'");
  nlohmann::json trace;
  try {
    trace = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    return failure("'" + trace_path + "' is not valid JSON: " + e.what());
  }
  if (title.empty()) title = fs::path(trace_path).filename().string();

  openhip::timeline::Timeline timeline;
  try {
    timeline = buildTimeline(trace);
  } catch (const std::invalid_argument& e) {
    return failure("'" + trace_path + "': " + e.what());
  }
  trace = nullptr;  // the arranged copy is all that is needed now
  const std::string html = openhip::timeline::renderHtmlTimeline(timeline, title);

  // Without -o the page only lives as long as Chromium needs it.
  std::string page = html_path;
  if (page.empty()) {
    std::string name = (fs::temp_directory_path() / "hipprof-timeline-XXXXXX.html").string();
    const int fd = mkstemps(name.data(), 5);
    if (fd < 0) return failure("cannot make a temporary file for the page");
    close(fd);
    page = name;
  }
  if (!writeFile(page, html)) return failure("cannot write '" + page + "'");
  std::cout << "hipprof-timeline: " << timeline.eventCount() << " events on " << timeline.trackCount()
            << " tracks";
  if (timeline.skipped) std::cout << " (" << timeline.skipped << " malformed events skipped)";
  std::cout << "\n";
  if (!html_path.empty()) std::cout << "hipprof-timeline: wrote " << html_path << "\n";

  int status = 0;
  if (!png_path.empty()) {
    std::string error;
    if (openhip::timeline::renderPng(page, png_path, width, height, &error)) {
      std::cout << "hipprof-timeline: wrote " << png_path << " (" << width << "x" << height << ")\n";
    } else {
      status = failure("no PNG: " + error);
    }
  }
  if (html_path.empty()) std::remove(page.c_str());
  return status;
}
