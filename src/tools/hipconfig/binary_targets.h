// hipconfig --list-targets: the CPU targets of the kernel tables in a binary
// built by hipcc, read from the fat binaries hipcc embeds in it
// (OpenHipFatBinaryHeader, include/openhip/abi.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace openhip::tools {

struct CpuTarget {
  std::string name;       ///< "x86-64-v3", "znver3"
  uint64_t features = 0;  ///< OPENHIP_CPU_FEATURE_LIST bits
};

/// One translation unit's fat binary.
struct UnitTargets {
  std::string id;
  std::vector<CpuTarget> targets;  ///< empty: built before targets were recorded
};

/// Every fat binary in `bytes` (an executable, shared library or object).
std::vector<UnitTargets> findUnitTargets(const std::string& bytes);

/// Prints the targets of `path` and which of them this CPU would run;
/// returns the exit status (1 when the file cannot be read or holds no
/// device code, 3 when some unit has no code this CPU runs).
int listTargets(const std::string& path);

}  // namespace openhip::tools
