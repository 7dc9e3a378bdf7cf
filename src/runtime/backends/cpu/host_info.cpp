#include "host_info.h"

#include <sched.h>
#include <sys/sysinfo.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <thread>

namespace openhip::cpu {
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

HostInfo readHostInfo() {
  HostInfo info;
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0)
    info.cores = static_cast<unsigned>(CPU_COUNT(&set));
  else
    info.cores = std::max(1u, std::thread::hardware_concurrency());

  struct sysinfo sys {};
  if (sysinfo(&sys) == 0) info.total_memory = static_cast<size_t>(sys.totalram) * sys.mem_unit;

  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const std::string key = trim(line.substr(0, colon));
    const std::string value = trim(line.substr(colon + 1));
    if (info.model_name.empty() && key == "model name") info.model_name = value;
    if (key == "cpu MHz" && info.clock_khz == 1000000) {
      const double mhz = std::atof(value.c_str());
      if (mhz > 0) info.clock_khz = static_cast<int>(mhz * 1000.0);
    }
  }
  if (info.model_name.empty()) info.model_name = "unknown CPU";
#ifdef _SC_LEVEL2_CACHE_SIZE
  const long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (l2 > 0) info.l2_cache_bytes = static_cast<int>(l2);
#endif
  return info;
}

}  // namespace

const HostInfo& hostInfo() {
  static const HostInfo info = readHostInfo();
  return info;
}

}  // namespace openhip::cpu
