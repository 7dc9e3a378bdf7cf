// The stylesheet and script of the HTML timeline, compiled in from
// timeline.css and timeline.js (embed_assets.cmake writes the definitions).
#pragma once

namespace openhip::timeline {

extern const char kTimelineStyle[];
extern const char kTimelineScript[];

}  // namespace openhip::timeline
