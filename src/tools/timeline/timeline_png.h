// Pictures of an HTML timeline taken by headless Chromium (Debian's
// `chromium`): a PNG screenshot, and the DOM after its scripts ran (tests).
#pragma once

#include <string>

namespace openhip::timeline {

// The Chromium to run: $OPENHIP_CHROMIUM if set, else the first of chromium,
// chromium-browser, google-chrome on PATH; empty when there is none.
std::string findChromium();

// Screenshots `html_path` (width x height pixels) into `png_path`. False with
// a message in *error when Chromium is missing, fails, or writes no PNG.
bool renderPng(const std::string& html_path, const std::string& png_path, int width, int height,
               std::string* error);

// The page's DOM serialized after its scripts ran (chromium --dump-dom).
bool dumpDom(const std::string& html_path, int width, int height, std::string* dom,
             std::string* error);

}  // namespace openhip::timeline
