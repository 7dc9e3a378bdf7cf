// Runs the HTML timeline of the sample trace in headless Chromium: the script
// must run without error and report the right counts in the DOM, a page whose
// script fails must show the error marker, and the screenshot must be a real
// PNG of the drawing (its size, the colours of kernels and API calls).
// Exit 77 (CTest's SKIP_RETURN_CODE) when Chromium is not installed.
//   timeline_chromium_test SAMPLE.json WORK_DIR
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "timeline_html.h"
#include "timeline_png.h"

namespace {

using namespace openhip::timeline;

int failures = 0;

void check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAIL", what.c_str());
  if (!ok) ++failures;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeFile(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::uint32_t bigEndian(const std::string& s, std::size_t at) {
  return std::uint32_t(std::uint8_t(s[at])) << 24 | std::uint32_t(std::uint8_t(s[at + 1])) << 16 |
         std::uint32_t(std::uint8_t(s[at + 2])) << 8 | std::uint32_t(std::uint8_t(s[at + 3]));
}

struct Image {
  int width = 0, height = 0;
  std::vector<std::uint32_t> rgb;  // 0xRRGGBB per pixel
};

// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes),
// checking every chunk's CRC. Returns an empty image with a message otherwise.
Image decodePng(const std::string& png, std::string* error) {
  Image image;
  if (png.size() < 8 || png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) {
    *error = "no PNG signature";
    return {};
  }
  std::string idat;
  int channels = 0;
  for (std::size_t at = 8; at + 12 <= png.size();) {
    const std::uint32_t length = bigEndian(png, at);
    if (at + 12 + length > png.size()) break;
    const std::string type = png.substr(at + 4, 4), body = png.substr(at + 8, length);
    const auto crc = crc32(crc32(0, reinterpret_cast<const Bytef*>(type.data()), 4),
                           reinterpret_cast<const Bytef*>(body.data()), length);
    if (crc != bigEndian(png, at + 8 + length)) {
      *error = "bad CRC in chunk " + type;
      return {};
    }
    if (type == "IHDR") {
      image.width = int(bigEndian(body, 0));
      image.height = int(bigEndian(body, 4));
      const int depth = std::uint8_t(body[8]), colour = std::uint8_t(body[9]), interlace = std::uint8_t(body[12]);
      channels = colour == 2 ? 3 : colour == 6 ? 4 : 0;
      if (depth != 8 || channels == 0 || interlace != 0) {
        *error = "unexpected PNG format (depth " + std::to_string(depth) + ", colour type " +
                 std::to_string(colour) + ", interlace " + std::to_string(interlace) + ")";
        return {};
      }
    } else if (type == "IDAT") {
      idat += body;
    }
    at += 12 + length;
  }
  const std::size_t stride = std::size_t(image.width) * channels;
  std::vector<std::uint8_t> raw((stride + 1) * image.height);
  uLongf size = raw.size();
  if (channels == 0 || uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(idat.data()),
                                  idat.size()) != Z_OK || size != raw.size()) {
    *error = "cannot inflate the image data";
    return {};
  }
  // Undo the per-row filters (PNG specification, section 9).
  std::vector<std::uint8_t> prev(stride, 0), row(stride);
  for (int y = 0; y < image.height; ++y) {
    const std::uint8_t filter = raw[y * (stride + 1)];
    const std::uint8_t* in = &raw[y * (stride + 1) + 1];
    for (std::size_t i = 0; i < stride; ++i) {
      const int a = i >= std::size_t(channels) ? row[i - channels] : 0, b = prev[i];
      const int c = i >= std::size_t(channels) ? prev[i - channels] : 0;
      int predicted = 0;
      if (filter == 1) predicted = a;
      if (filter == 2) predicted = b;
      if (filter == 3) predicted = (a + b) / 2;
      if (filter == 4) {
        const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[i] = std::uint8_t(in[i] + predicted);
    }
    for (int x = 0; x < image.width; ++x) {
      const std::uint8_t* p = &row[std::size_t(x) * channels];
      image.rgb.push_back(std::uint32_t(p[0]) << 16 | std::uint32_t(p[1]) << 8 | p[2]);
    }
    prev = row;
  }
  return image;
}

// Appended to the page for the DOM check: synthetic hover, wheel, drag and
// double-click events on the canvas, and what the tooltip then names. The
// sample's layout: the null stream's first row is 224 px below the canvas
// top (axis 24 + process rows 20 + 20 + host lanes 68 + 22 + 22 + 39, + 9);
// the view spans the trace (1310 us) with 1% margins right of 210 px of labels.
const char* const kProbe = R"(<script>
(function () {
  var c = document.getElementById('timeline'), tip = document.getElementById('tooltip');
  var r = c.getBoundingClientRect(), W = c.clientWidth, out = [];
  function xAt(t) { return 210 + (t + 13.1) / 1336.2 * (W - 210); }
  function send(type, x, y, more) {
    var init = Object.assign({ bubbles: true, cancelable: true, clientX: r.left + x, clientY: r.top + y }, more);
    c.dispatchEvent(type === 'wheel' ? new WheelEvent(type, init) : new MouseEvent(type, init));
  }
  function hover(x, y) {
    send('mousemove', x, y === undefined ? 224 : y, {});
    return tip.hidden ? '(none)' : tip.textContent.split('\n')[0];
  }
  out.push('mark: ' + hover(xAt(460), 49));
  out.push('kernel: ' + hover(xAt(655)));
  out.push('tooltip: ' + tip.textContent.split('\n').join(' | '));
  out.push('before zoom: ' + hover(xAt(200)));
  send('wheel', xAt(655), 224, { deltaY: -1000 });  // zoom in 7.4 times around the kernel
  out.push('zoomed: ' + hover(xAt(200)) + ' / ' + hover(212));
  send('mousedown', 210 + (W - 210) * 0.05, 224, {});  // drag right by 90% of the plot
  send('mousemove', 210 + (W - 210) * 0.95, 224, {});
  send('mouseup', 210 + (W - 210) * 0.95, 224, {});
  out.push('dragged: ' + hover(212) + ' / ' + hover(W - 3));
  send('dblclick', 400, 224, {});
  out.push('reset: ' + hover(xAt(200)));
  var pre = document.createElement('pre');
  pre.id = 'probe';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
</script>
)";

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

std::size_t pixelsOf(const Image& image, std::uint32_t colour) {
  std::size_t n = 0;
  for (std::uint32_t p : image.rgb) n += p == colour;
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s SAMPLE.json WORK_DIR\n", argv[0]);
    return 2;
  }
  if (findChromium().empty()) {
    std::printf("SKIP: Chromium is not installed (Debian package 'chromium')\n");
    return 77;
  }
  const std::string work = argv[2];
  const std::string html = renderHtmlTimeline(nlohmann::json::parse(readFile(argv[1])), "sample trace");
  const std::string page = work + "/timeline_chromium_test.html";
  writeFile(page, html);

  // 1. The script runs: the summary holds the sample's counts, no error marker.
  std::string probed = html;
  probed.insert(probed.rfind("</body>"), kProbe);
  const std::string probed_page = work + "/timeline_chromium_test_probe.html";
  writeFile(probed_page, probed);
  std::string dom, error;
  check(dumpDom(probed_page, 1200, 500, &dom, &error), "chromium --dump-dom " + error);
  std::smatch summary;
  const bool found = std::regex_search(dom, summary, std::regex("<div id=\"summary\"([^>]*)>([^<]*)</div>"));
  check(found, "the DOM has the summary element");
  if (found) {
    const std::string attributes = summary[1];
    check(attributes.find("data-events=\"24\"") != std::string::npos, "24 events: " + attributes);
    check(attributes.find("data-tracks=\"8\"") != std::string::npos, "8 tracks: " + attributes);
    check(std::string(summary[2]).find("span 1.31 ms") != std::string::npos, "summary text: " + std::string(summary[2]));
  }
  check(dom.find("data-error=\"1\"") == std::string::npos, "no script error marker");
  check(dom.find("<span><i style=\"background: rgb(225, 87, 89);\"></i>kernel</span>") != std::string::npos,
        "the legend names the kernel colour");

  // The tooltip names what is under the pointer; zoom, pan and reset move the view.
  std::smatch probe;
  const bool probed_ok = std::regex_search(dom, probe, std::regex("<pre id=\"probe\">([^<]*)</pre>"));
  check(probed_ok, "the probe script ran");
  const std::string p = probed_ok ? std::string(probe[1]) : std::string();
  std::printf("%s\n", p.c_str());
  const std::string kernel = "vector_add(float const*, float const*, float*, int)";
  check(has(p, "mark: checkpoint &lt;/script&gt;&lt;b&gt;\"quoted\" &amp; 'single'\n"), "hover: the mark's name");
  check(has(p, "kernel: " + kernel + "\n"), "hover: the kernel");
  check(has(p, "duration: 450 \u00b5s | ") && has(p, "grid: (4096,1,1) | ") && has(p, "queue_delay_us: 8 | "),
        "tooltip: duration and args");
  check(has(p, "before zoom: copy HtoD\n"), "before zooming, the copy");
  check(has(p, "zoomed: " + kernel + " / " + kernel + "\n"), "zoomed in: the kernel fills the view");
  check(has(p, "dragged: (none) / " + kernel + "\n"), "dragged: the gap before the kernel comes into view");
  check(has(p, "reset: copy HtoD"), "double-click: the whole trace again");

  // 2. A page whose script fails shows the marker (the check above can fail).
  std::string broken = html;
  broken.replace(broken.find("\"processes\":"), 12, "\"processez\":");
  const std::string broken_page = work + "/timeline_chromium_test_broken.html";
  writeFile(broken_page, broken);
  std::string broken_dom;
  check(dumpDom(broken_page, 600, 300, &broken_dom, &error), "chromium --dump-dom (broken page) " + error);
  check(broken_dom.find("data-error=\"1\"") != std::string::npos &&
            broken_dom.find("timeline script error: ") != std::string::npos,
        "a failing script shows the error marker");

  // 3. The screenshot: a PNG of the requested size showing kernels and API calls.
  const std::string png_path = work + "/timeline_chromium_test.png";
  check(renderPng(page, png_path, 1200, 500, &error), "chromium --screenshot " + error);
  const Image image = decodePng(readFile(png_path), &error);
  check(image.width == 1200 && image.height == 500,
        "PNG is 1200x500: " + std::to_string(image.width) + "x" + std::to_string(image.height) + " " + error);
  if (!image.rgb.empty()) {
    std::set<std::uint32_t> colours(image.rgb.begin(), image.rgb.end());
    const std::size_t white = pixelsOf(image, 0xffffff);
    check(colours.size() >= 16, "PNG has " + std::to_string(colours.size()) + " colours");
    check(white < image.rgb.size() * 9 / 10, "PNG is not blank: " + std::to_string(white) + " white pixels");
    check(pixelsOf(image, 0xe15759) >= 1000, "kernel colour drawn: " + std::to_string(pixelsOf(image, 0xe15759)));
    check(pixelsOf(image, 0x4e79a7) >= 1000, "hip_api colour drawn: " + std::to_string(pixelsOf(image, 0x4e79a7)));
  }
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
