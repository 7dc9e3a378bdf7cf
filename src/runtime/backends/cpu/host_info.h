// Facts about the host machine that the CPU device reports as its properties.
#pragma once

#include <cstddef>
#include <string>

namespace openhip::cpu {

struct HostInfo {
  unsigned cores = 1;           ///< CPUs this process may run on
  size_t total_memory = 0;      ///< bytes of RAM (sysinfo)
  std::string model_name;       ///< "model name" from /proc/cpuinfo, or "unknown CPU"
  int clock_khz = 1000000;      ///< "cpu MHz" from /proc/cpuinfo, 1000 MHz if absent
  int l2_cache_bytes = 0;       ///< from sysconf, 0 if unknown
};

/// Reads the host facts once; later calls return the cached value.
const HostInfo& hostInfo();

}  // namespace openhip::cpu
