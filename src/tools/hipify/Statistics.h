// Counts of converted and unconverted CUDA identifiers, per API group.
#pragma once

#include "MappingTable.h"

#include <array>
#include <cstddef>
#include <ostream>

namespace hipify {

struct Statistics {
  std::array<std::size_t, static_cast<std::size_t>(ApiGroup::Count)> converted{};
  std::array<std::size_t, static_cast<std::size_t>(ApiGroup::Count)> unsupported{};
  std::size_t kernelLaunches = 0;
  std::size_t kernelLaunchesUnconverted = 0;
  std::size_t warpSizeAssumptions = 0;  // places that assume 32-lane warps
  std::size_t linesChanged = 0;
  std::size_t totalLines = 0;
  std::size_t files = 0;

  void add(const Statistics &other);
  std::size_t totalConverted() const;
  std::size_t totalUnsupported() const;
};

void printStatistics(std::ostream &os, const Statistics &stats);
void printStatisticsCsv(std::ostream &os, const Statistics &stats);

}  // namespace hipify
