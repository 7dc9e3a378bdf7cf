// A self-contained HTML timeline of a Chrome trace-event JSON trace, for
// people without Perfetto at hand: one file with inline CSS, script and data
// (no network, no other files) that draws the trace on a <canvas>.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "trace_model.h"

namespace openhip::timeline {

// The HTML page of `trace` (the forms buildTimeline accepts; it throws
// std::invalid_argument for others). `title` heads the page.
std::string renderHtmlTimeline(const nlohmann::json& trace, const std::string& title);
// The same from a trace already arranged by buildTimeline.
std::string renderHtmlTimeline(const Timeline& timeline, const std::string& title);

// `text` with <, >, &, and the line separators U+2028/U+2029 written as \uXXXX
// escapes: safe inside a <script> element and still the same JSON.
std::string escapeJsonForScript(const std::string& text);

}  // namespace openhip::timeline
