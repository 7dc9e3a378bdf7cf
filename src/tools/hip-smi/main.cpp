// hip-smi: lists this user's OpenHIP processes, their devices, memory in
// use, running kernels and worker utilisation, in the style of rocm-smi
// (table) or as JSON. Reads the status pages the runtime publishes
// (status_reader.h); docs/tools.md, "hip-smi", has the JSON schema.
#include <cxxabi.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "status_page_layout.h"
#include "status_reader.h"

namespace {

using openhip::smi::DeviceSnapshot;
using openhip::smi::ProcessSnapshot;

constexpr long kMaxIntervalMs = 60000;

struct Options {
  bool json = false;
  long interval_ms = 1000;
};

void printUsage(std::FILE* out) {
  std::fprintf(out,
               "Usage: hip-smi [--json] [--interval MS] [--help]\n"
               "Lists this user's OpenHIP processes: devices, memory in use, running kernels\n"
               "and worker utilisation over MS milliseconds (default 1000; 0: no utilisation).\n"
               "  --json          one JSON object with a \"processes\" array\n"
               "  --interval MS   sampling interval for the utilisation, 0 to %ld\n"
               "  -h, --help      this text\n"
               "Environment: OPENHIP_SMI_DIR, the folder of the status pages.\n",
               kMaxIntervalMs);
}

int usageError(const std::string& message) {
  std::fprintf(stderr, "hip-smi: error: %s\n", message.c_str());
  printUsage(stderr);
  return 2;
}

/// Parses argv into `options`; an exit status when the program must stop.
std::optional<int> parseOptions(int argc, char** argv, Options* options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::optional<std::string> value;
    if (arg.rfind("--interval=", 0) == 0) {
      value = arg.substr(11);
      arg = "--interval";
    }
    if (arg == "-h" || arg == "--help") {
      printUsage(stdout);
      return 0;
    }
    if (arg == "--json") {
      options->json = true;
    } else if (arg == "--interval") {
      if (!value) {
        if (i + 1 >= argc) return usageError("--interval needs a value in milliseconds");
        value = argv[++i];
      }
      char* end = nullptr;
      const long ms = std::strtol(value->c_str(), &end, 10);
      if (value->empty() || *end != '\0' || ms < 0 || ms > kMaxIntervalMs)
        return usageError("--interval needs whole milliseconds from 0 to " +
                          std::to_string(kMaxIntervalMs) + ", not '" + *value + "'");
      options->interval_ms = ms;
    } else {
      return usageError("unknown option '" + arg + "'");
    }
  }
  return std::nullopt;
}

std::string demangle(const std::string& name) {
  int status = 0;
  char* text = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !text) return name;  // a C name, or truncated in the page
  std::string result = text;
  std::free(text);
  return result;
}

/// Percent of the workers' time spent running blocks between two readings
/// of one process; nullopt when the first reading is missing.
std::optional<double> utilisation(const ProcessSnapshot& now, const ProcessSnapshot* before) {
  if (!before || now.workers == 0 || now.taken_at_ns <= before->taken_at_ns) return std::nullopt;
  const double busy = static_cast<double>(now.busy_ns - std::min(now.busy_ns, before->busy_ns));
  const double capacity = static_cast<double>(now.taken_at_ns - before->taken_at_ns) * now.workers;
  // More threads than workers may run blocks at once (each busy stream's
  // runner joins its grid), so the ratio can pass 100 slightly.
  return std::min(100.0, 100.0 * busy / capacity);
}

std::string bytes(uint64_t size) {
  static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = static_cast<double>(size);
  int unit = 0;
  while (value >= 1024.0 && unit < 4) {
    value /= 1024.0;
    ++unit;
  }
  char text[32];
  std::snprintf(text, sizeof text, unit ? "%.1f %s" : "%.0f %s", value, units[unit]);
  return text;
}

std::string jsonString(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

void printJson(const std::vector<ProcessSnapshot>& processes,
               const std::map<int, std::optional<double>>& usage, const Options& options) {
  std::printf("{\n  \"interval_ms\": %ld,\n  \"processes\": [", options.interval_ms);
  for (size_t p = 0; p < processes.size(); ++p) {
    const ProcessSnapshot& process = processes[p];
    std::printf("%s\n    {\n      \"pid\": %d,\n      \"name\": %s,\n      \"command\": %s,\n",
                p ? "," : "", process.pid, jsonString(process.name()).c_str(),
                jsonString(process.command).c_str());
    std::printf("      \"workers\": %u,\n      \"worker_busy_ns\": %" PRIu64 ",\n", process.workers,
                process.busy_ns);
    if (const auto& percent = usage.at(process.pid))
      std::printf("      \"worker_utilization_percent\": %.1f,\n", *percent);
    std::printf("      \"pinned_host_bytes\": %" PRIu64 ",\n      \"devices\": [", process.pinned_bytes);
    for (size_t d = 0; d < process.devices.size(); ++d) {
      const DeviceSnapshot& device = process.devices[d];
      std::printf("%s\n        {\"device\": %d, \"name\": %s, \"memory_used_bytes\": %" PRIu64
                  ", \"memory_total_bytes\": %" PRIu64 ", \"kernels_running\": %u, \"running_kernels\": [",
                  d ? "," : "", device.index, jsonString(device.name).c_str(), device.used_bytes,
                  device.total_bytes, device.kernels_running);
      for (size_t k = 0; k < device.kernel_names.size(); ++k)
        std::printf("%s%s", k ? ", " : "", jsonString(demangle(device.kernel_names[k])).c_str());
      std::printf("]}");
    }
    std::printf("\n      ]\n    }");
  }
  std::printf("%s]\n}\n", processes.empty() ? "" : "\n  ");
}

std::string banner(const std::string& title, size_t width) {
  const std::string text = title.empty() ? "" : " " + title + " ";
  const size_t left = (width - std::min(width, text.size())) / 2;
  return std::string(left, '=') + text + std::string(width - std::min(width, left + text.size()), '=');
}

void printTable(const std::vector<ProcessSnapshot>& processes,
                const std::map<int, std::optional<double>>& usage) {
  const std::vector<std::string> header = {"PID",      "PROCESS NAME", "DEVICE", "MEM USED",
                                           "MEM TOTAL", "MEM%",        "KERNELS", "WORKER%",
                                           "RUNNING KERNELS"};
  std::vector<std::vector<std::string>> rows;
  for (const ProcessSnapshot& process : processes) {
    const std::optional<double>& percent = usage.at(process.pid);
    char worker[16] = "N/A";
    if (percent) std::snprintf(worker, sizeof worker, "%.0f%%", *percent);
    for (const DeviceSnapshot& device : process.devices) {
      char share[16] = "0%";
      if (device.total_bytes)
        std::snprintf(share, sizeof share, "%.0f%%",
                      100.0 * static_cast<double>(device.used_bytes) / static_cast<double>(device.total_bytes));
      std::string kernels;
      for (const std::string& name : device.kernel_names) {
        std::string shown = demangle(name);
        shown = shown.substr(0, shown.find('('));  // the parameter list makes rows too wide
        kernels += (kernels.empty() ? "" : ", ") + shown;
      }
      if (device.kernels_running > device.kernel_names.size()) kernels += kernels.empty() ? "..." : ", ...";
      rows.push_back({std::to_string(process.pid), process.name(), std::to_string(device.index),
                      bytes(device.used_bytes), bytes(device.total_bytes), share,
                      std::to_string(device.kernels_running), worker, kernels});
    }
  }
  std::vector<size_t> width(header.size());
  for (size_t c = 0; c < header.size(); ++c) {
    width[c] = header[c].size();
    for (const auto& row : rows) width[c] = std::max(width[c], row[c].size());
  }
  auto format = [&](const std::vector<std::string>& cells) {
    std::string line;
    for (size_t c = 0; c < cells.size(); ++c)
      line += c + 1 == cells.size() ? cells[c] : cells[c] + std::string(width[c] - cells[c].size() + 2, ' ');
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line;
  };
  size_t total = 0;
  for (size_t c = 0; c < width.size(); ++c) total += width[c] + 2;
  total = std::max<size_t>(total, 80);
  std::printf("%s\n", banner("OpenHIP System Management Interface", total).c_str());
  std::printf("%s\n", banner("Processes", total).c_str());
  if (rows.empty()) {
    std::printf("No OpenHIP processes found\n");
  } else {
    std::printf("%s\n", format(header).c_str());
    for (const auto& row : rows) std::printf("%s\n", format(row).c_str());
  }
  std::printf("%s\n", banner("End of OpenHIP SMI Log", total).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (std::optional<int> status = parseOptions(argc, argv, &options)) return *status;
  const std::string directory = openhip::status::pageDirectory();

  // Two readings `interval` apart give the busy time of the workers in it;
  // the second reading is what is shown (warnings come from it alone).
  std::vector<ProcessSnapshot> first;
  if (options.interval_ms > 0) {
    first = openhip::smi::readStatusPages(directory, nullptr);
    std::this_thread::sleep_for(std::chrono::milliseconds(options.interval_ms));
  }
  std::vector<std::string> warnings;
  const std::vector<ProcessSnapshot> processes = openhip::smi::readStatusPages(directory, &warnings);
  for (const std::string& warning : warnings) std::fprintf(stderr, "hip-smi: warning: %s\n", warning.c_str());

  std::map<int, std::optional<double>> usage;
  for (const ProcessSnapshot& process : processes) {
    const ProcessSnapshot* before = nullptr;
    for (const ProcessSnapshot& candidate : first)
      if (candidate.pid == process.pid && candidate.start_time == process.start_time) before = &candidate;
    usage[process.pid] = utilisation(process, before);
  }
  if (options.json)
    printJson(processes, usage, options);
  else
    printTable(processes, usage);
  return 0;
}
