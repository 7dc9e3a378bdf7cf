#include "stats.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

namespace hipprof {

double StatsRow::stddevNs() const {
  if (calls < 2) return 0;
  const double mean = meanNs();
  return std::sqrt(std::max(0.0, sum_squares / calls - mean * mean));
}

namespace {

/// Which table a category goes to (categories: docs/tools.md).
int tableOf(const std::string& category) {
  if (category == "kernel") return 0;
  if (category == "hip_api" || category == "sync") return 1;
  if (category == "copy" || category == "fill" || category == "stream_op") return 2;
  if (category == "marker") return 3;
  return -1;
}

/// "kernel(float*, int)" -> "kernel"; template arguments are kept.
std::string truncated(const std::string& name) {
  int depth = 0;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '<') ++depth;
    if (name[i] == '>') --depth;
    if (name[i] == '(' && depth == 0 && i > 0) return name.substr(0, i);
  }
  return name;
}

std::string csvQuoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::vector<StatsTable> computeStats(const nlohmann::json& trace, bool truncate) {
  std::vector<StatsTable> tables = {{"Kernels", "kernel_stats", {}, 0},
                                    {"HIP API", "hip_api_stats", {}, 0},
                                    {"Memory operations", "memory_copy_stats", {}, 0},
                                    {"Markers (ranges)", "marker_stats", {}, 0}};
  std::vector<std::map<std::string, StatsRow>> rows(tables.size());
  const auto events = trace.find("traceEvents");
  if (events == trace.end() || !events->is_array()) return {};
  // Start/stop marker ranges (async b/e pairs, by id) count like the others.
  std::map<uint64_t, std::pair<std::string, double>> open_ranges;
  std::vector<std::pair<std::string, double>> async_ranges;  // name, ns
  for (const auto& e : *events) {
    if (!e.is_object() || e.value("cat", "") != "marker" || !e.contains("id") ||
        !e["id"].is_number_unsigned() || !e.contains("ts") || !e["ts"].is_number())
      continue;
    const std::string phase = e.value("ph", "");
    const uint64_t id = e["id"].get<uint64_t>();
    if (phase == "b") open_ranges[id] = {e.value("name", ""), e["ts"].get<double>()};
    auto begun = open_ranges.find(id);
    if (phase == "e" && begun != open_ranges.end()) {
      async_ranges.emplace_back(begun->second.first,
                                (e["ts"].get<double>() - begun->second.second) * 1000.0);
      open_ranges.erase(begun);
    }
  }
  auto add = [&](int table, const std::string& name, double ns) {
    StatsRow& row = rows[table][name];
    if (row.calls == 0) {
      row.name = name;
      row.min_ns = row.max_ns = ns;
    }
    ++row.calls;
    row.total_ns += ns;
    row.sum_squares += ns * ns;
    row.min_ns = std::min(row.min_ns, ns);
    row.max_ns = std::max(row.max_ns, ns);
  };
  for (const auto& e : *events) {
    if (!e.is_object() || e.value("ph", "") != "X") continue;
    const int table = tableOf(e.value("cat", ""));
    if (table < 0 || !e.contains("dur") || !e["dur"].is_number()) continue;
    std::string name = e.value("name", "");
    if (table == 0 && truncate) name = truncated(name);
    add(table, name, e["dur"].get<double>() * 1000.0);
  }
  for (const auto& [name, ns] : async_ranges) add(3, name, ns);
  for (size_t t = 0; t < tables.size(); ++t) {
    for (auto& [name, row] : rows[t]) {
      tables[t].total_ns += row.total_ns;
      tables[t].rows.push_back(row);
    }
    for (StatsRow& row : tables[t].rows)
      row.percent = tables[t].total_ns > 0 ? 100.0 * row.total_ns / tables[t].total_ns : 0;
    std::stable_sort(tables[t].rows.begin(), tables[t].rows.end(),
                     [](const StatsRow& a, const StatsRow& b) { return a.total_ns > b.total_ns; });
  }
  return tables;
}

void writeCsv(const StatsTable& table, std::ostream& out) {
  out << "\"Name\",\"Calls\",\"TotalDurationNs\",\"AverageNs\",\"Percentage\",\"MinNs\",\"MaxNs\","
         "\"StdDev\"\n";
  out << std::fixed;
  for (const StatsRow& r : table.rows)
    out << csvQuoted(r.name) << ',' << r.calls << ',' << std::setprecision(0) << r.total_ns << ','
        << std::setprecision(1) << r.meanNs() << ',' << std::setprecision(2) << r.percent << ','
        << std::setprecision(0) << r.min_ns << ',' << r.max_ns << ',' << std::setprecision(1)
        << r.stddevNs() << '\n';
}

void printTable(const StatsTable& table, std::ostream& out, size_t name_width) {
  if (table.rows.empty()) return;
  auto time = [](double ns) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(3);
    if (ns >= 1e9) s << ns / 1e9 << " s";
    else if (ns >= 1e6) s << ns / 1e6 << " ms";
    else if (ns >= 1e3) s << ns / 1e3 << " us";
    else s << std::setprecision(0) << ns << " ns";
    return s.str();
  };
  out << "\n" << table.title << " (" << time(table.total_ns) << " in all)\n";
  out << std::left << std::setw(static_cast<int>(name_width)) << "Name" << std::right
      << std::setw(8) << "Calls" << std::setw(13) << "Total" << std::setw(12) << "Mean"
      << std::setw(12) << "Min" << std::setw(12) << "Max" << std::setw(8) << "%" << "\n";
  for (const StatsRow& r : table.rows) {
    std::string name = r.name;
    if (name.size() > name_width - 1) name = name.substr(0, name_width - 4) + "...";
    std::ostringstream percent;
    percent << std::fixed << std::setprecision(1) << r.percent;
    out << std::left << std::setw(static_cast<int>(name_width)) << name << std::right
        << std::setw(8) << r.calls << std::setw(13) << time(r.total_ns) << std::setw(12)
        << time(r.meanNs()) << std::setw(12) << time(r.min_ns) << std::setw(12)
        << time(r.max_ns) << std::setw(8) << percent.str() << "\n";
  }
}

}  // namespace hipprof
