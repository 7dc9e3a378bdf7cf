#include "environment.h"

#include <atomic>
#include <cstdlib>
#include <sstream>

namespace openhip {

long envInteger(const char* name, long fallback) {
  const char* text = std::getenv(name);
  if (!text || !*text) return fallback;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  return (end && *end == '\0') ? value : fallback;
}

namespace {
std::atomic<bool>& profilerWindow() {
  static std::atomic<bool> open{envInteger("OPENHIP_PROFILE_FROM_START", 1) != 0};
  return open;
}
}  // namespace

int logLevel() {
  static const int level = static_cast<int>(envInteger("OPENHIP_LOG_LEVEL", 0));
  constexpr int kLastUntracedLevel = 2;  // warnings
  if (level > kLastUntracedLevel && !profilerWindow().load(std::memory_order_relaxed))
    return kLastUntracedLevel;
  return level;
}

void setProfilerActive(bool active) { profilerWindow().store(active); }

bool launchBlocking() {
  static const bool blocking = envInteger("HIP_LAUNCH_BLOCKING", 0) != 0;
  return blocking;
}

std::vector<int> visibleDevices(int physical) {
  const char* text = std::getenv("HIP_VISIBLE_DEVICES");
  if (!text) text = std::getenv("CUDA_VISIBLE_DEVICES");
  std::vector<int> visible;
  if (!text) {
    for (int i = 0; i < physical; ++i) visible.push_back(i);
    return visible;
  }
  std::stringstream list(text);
  std::string item;
  while (std::getline(list, item, ',')) {
    char* end = nullptr;
    const long index = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || index < 0 || index >= physical) break;
    bool duplicate = false;
    for (int seen : visible) duplicate |= (seen == index);
    if (duplicate) break;
    visible.push_back(static_cast<int>(index));
  }
  return visible;
}

}  // namespace openhip
