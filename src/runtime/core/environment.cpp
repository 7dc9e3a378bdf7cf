#include "environment.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <set>
#include <sstream>

namespace openhip {

void warnAboutVariable(const char* name, const char* value, const std::string& reason) {
  static std::mutex mutex;
  static std::set<std::string> warned;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!warned.insert(name).second) return;
  }
  std::fprintf(stderr, "openhip: warning: %s=%s: %s\n", name, value, reason.c_str());
}

long envInteger(const char* name, long fallback, long min, long max) {
  const char* text = std::getenv(name);
  if (!text || !*text) return fallback;
  char* end = nullptr;
  errno = 0;
  const long value = std::strtol(text, &end, 10);
  if (errno == 0 && end != text && *end == '\0' && value >= min && value <= max) return value;
  warnAboutVariable(name, text,
                    "not an integer in [" + std::to_string(min) + ", " + std::to_string(max) +
                        "]; using " + std::to_string(fallback));
  return fallback;
}

namespace {
std::atomic<bool>& profilerWindow() {
  static std::atomic<bool> open{envInteger("OPENHIP_PROFILE_FROM_START", 1, 0, 1) != 0};
  return open;
}
}  // namespace

int logLevel() {
  static const int level = static_cast<int>(envInteger("OPENHIP_LOG_LEVEL", 0, 0, 4));
  constexpr int kLastUntracedLevel = 2;  // warnings
  if (level > kLastUntracedLevel && !profilerWindow().load(std::memory_order_relaxed))
    return kLastUntracedLevel;
  return level;
}

void setProfilerActive(bool active) { profilerWindow().store(active); }

bool launchBlocking() {
  static const bool blocking = envInteger("HIP_LAUNCH_BLOCKING", 0, 0, 1) != 0;
  return blocking;
}

std::vector<int> visibleDevices(int physical) {
  const char* name = "HIP_VISIBLE_DEVICES";
  const char* text = std::getenv(name);
  if (!text) text = std::getenv(name = "CUDA_VISIBLE_DEVICES");
  std::vector<int> visible;
  if (!text) {
    for (int i = 0; i < physical; ++i) visible.push_back(i);
    return visible;
  }
  std::stringstream list(text);
  std::string item;
  while (std::getline(list, item, ',')) {
    char* end = nullptr;
    errno = 0;
    const long index = std::strtol(item.c_str(), &end, 10);
    bool duplicate = false;
    for (int seen : visible) duplicate |= (seen == index);
    if (item.empty() || *end != '\0' || errno != 0 || index >= physical || duplicate ||
        (index < 0 && !visible.empty())) {
      warnAboutVariable(name, text,
                        "'" + item + "' is not " + (duplicate ? "a new" : "a") + " device index in [0, " +
                            std::to_string(physical - 1) + "]; it and the entries after it are ignored");
      break;
    }
    if (index < 0) break;  // "-1" (first) hides every device, as in CUDA
    visible.push_back(static_cast<int>(index));
  }
  return visible;
}

}  // namespace openhip
