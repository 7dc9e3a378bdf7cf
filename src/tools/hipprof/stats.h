// hipprof --stats: per-name tables of a trace (like rocprofv3's
// kernel_stats.csv, hip_api_stats.csv and memory_copy_stats.csv).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace hipprof {

struct StatsRow {
  std::string name;
  uint64_t calls = 0;
  double total_ns = 0, min_ns = 0, max_ns = 0;
  double sum_squares = 0;  ///< of durations in ns, for the standard deviation
  double percent = 0;      ///< of the table's total

  double meanNs() const { return calls ? total_ns / calls : 0; }
  double stddevNs() const;
};

struct StatsTable {
  std::string title;     ///< "Kernels", "HIP API", "Memory operations", "Markers"
  std::string csv_name;  ///< kernel_stats, hip_api_stats, ...
  std::vector<StatsRow> rows;  ///< by total time, largest first
  double total_ns = 0;
};

/// The tables of a trace (complete events grouped by category and name).
/// `truncate` drops the parameter lists of kernel names.
std::vector<StatsTable> computeStats(const nlohmann::json& trace, bool truncate);

void writeCsv(const StatsTable& table, std::ostream& out);
/// A fixed-width table for people (name column cut to `name_width`).
void printTable(const StatsTable& table, std::ostream& out, size_t name_width = 48);

}  // namespace hipprof
