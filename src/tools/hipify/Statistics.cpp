#include "Statistics.h"

#include <numeric>

namespace hipify {

void Statistics::add(const Statistics &other) {
  for (std::size_t i = 0; i < converted.size(); ++i) {
    converted[i] += other.converted[i];
    unsupported[i] += other.unsupported[i];
  }
  kernelLaunches += other.kernelLaunches;
  kernelLaunchesUnconverted += other.kernelLaunchesUnconverted;
  warpSizeAssumptions += other.warpSizeAssumptions;
  linesChanged += other.linesChanged;
  totalLines += other.totalLines;
  files += other.files;
}

std::size_t Statistics::totalConverted() const {
  return std::accumulate(converted.begin(), converted.end(), std::size_t{0});
}

std::size_t Statistics::totalUnsupported() const {
  return std::accumulate(unsupported.begin(), unsupported.end(), std::size_t{0});
}

void printStatistics(std::ostream &os, const Statistics &stats) {
  os << "[HIPIFY] statistics\n";
  for (std::size_t i = 0; i < stats.converted.size(); ++i) {
    if (stats.converted[i] == 0 && stats.unsupported[i] == 0)
      continue;
    os << "  " << apiGroupName(static_cast<ApiGroup>(i)) << ": converted " << stats.converted[i]
       << ", unconverted " << stats.unsupported[i] << "\n";
  }
  os << "  kernel launches converted: " << stats.kernelLaunches << ", unconverted "
     << stats.kernelLaunchesUnconverted << "\n";
  os << "  places assuming 32-lane warps: " << stats.warpSizeAssumptions << "\n";
  os << "  total: converted " << stats.totalConverted() << ", unconverted "
     << stats.totalUnsupported() << "\n";
  os << "  lines changed: " << stats.linesChanged << " of " << stats.totalLines << " in "
     << stats.files << (stats.files == 1 ? " file\n" : " files\n");
}

void printStatisticsCsv(std::ostream &os, const Statistics &stats) {
  os << "group,converted,unconverted\n";
  for (std::size_t i = 0; i < stats.converted.size(); ++i)
    os << apiGroupName(static_cast<ApiGroup>(i)) << "," << stats.converted[i] << ","
       << stats.unsupported[i] << "\n";
  os << "kernel launches," << stats.kernelLaunches << "," << stats.kernelLaunchesUnconverted << "\n";
  os << "total," << stats.totalConverted() << "," << stats.totalUnsupported() << "\n";
  os << "lines changed," << stats.linesChanged << "," << stats.totalLines << "\n";
  os << "32-lane warp assumptions,0," << stats.warpSizeAssumptions << "\n";
}

}  // namespace hipify
