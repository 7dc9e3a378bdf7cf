// hipprof: runs a program under OpenHIP's tracer and writes its trace
// (Perfetto-compatible JSON), statistics and pictures (docs/tools.md).
// The tracing itself happens in the runtime (OPENHIP_TRACE); hipprof sets
// it up, waits for the program, then reads the trace back.
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stats.h"
#include "timeline_html.h"
#include "timeline_png.h"

namespace {

const char kUsage[] =
    "usage: hipprof [options] [--] program [arguments...]\n"
    "       hipprof [options] -i trace.json\n"
    "\n"
    "Runs a HIP program under OpenHIP's tracer. With no tracing option it traces\n"
    "HIP API calls, kernels, memory operations and markers.\n"
    "\n"
    "What to trace:\n"
    "  --hip-trace, --hip-runtime-trace   HIP API calls (arguments, results)\n"
    "  --kernel-trace                     kernel executions, graph launches, host functions\n"
    "  --memory-copy-trace                copies, fills, stream value operations\n"
    "  --marker-trace                     roctx / NVTX marks and ranges\n"
    "  --block-trace                      block chunks per worker thread (large traces)\n"
    "  --runtime-trace, --sys-trace       all of the above but block chunks\n"
    "\n"
    "Output:\n"
    "  -o, --output-file FILE     trace file name (default hipprof-trace.json; %p: pid)\n"
    "  -d, --output-directory DIR folder for every output file (created if missing)\n"
    "  -f, --output-format LIST   comma list of json (the trace, always written),\n"
    "                             csv (the --stats tables as CSV files), html (a\n"
    "                             self-contained timeline page), png (a picture of it,\n"
    "                             drawn by headless Chromium)\n"
    "  --stats                    per-kernel, per-API and per-copy statistics on stderr\n"
    "                             and as CSV files next to the trace\n"
    "  -T, --truncate-kernels     kernel names without parameter lists in statistics\n"
    "  -i, --input FILE           read an existing trace instead of running a program\n"
    "  -h, --help                 this text\n";

struct Options {
  std::vector<std::string> domains;
  std::string output = "hipprof-trace.json";
  std::string directory;
  bool csv = false, html = false, png = false;
  bool stats = false, truncate = false;
  std::string input;
  std::vector<std::string> command;
};

[[noreturn]] void usageError(const std::string& message) {
  std::cerr << "hipprof: error: " << message << "\n(hipprof --help lists the options)\n";
  std::exit(2);
}

Options parse(int argc, char** argv) {
  Options o;
  int i = 1;
  auto value = [&](const std::string& option) -> std::string {
    if (i + 1 >= argc) usageError(option + " needs a value");
    return argv[++i];
  };
  for (; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") {
      ++i;
      break;
    }
    if (a.empty() || a[0] != '-') break;
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      std::exit(0);
    } else if (a == "--hip-trace" || a == "--hip-runtime-trace") {
      o.domains.push_back("api");
    } else if (a == "--kernel-trace") {
      o.domains.push_back("kernel");
    } else if (a == "--memory-copy-trace") {
      o.domains.push_back("memory");
    } else if (a == "--marker-trace") {
      o.domains.push_back("marker");
    } else if (a == "--block-trace") {
      o.domains.push_back("blocks");
    } else if (a == "--runtime-trace" || a == "--sys-trace") {
      for (const char* d : {"api", "kernel", "memory", "marker"}) o.domains.push_back(d);
    } else if (a == "-o" || a == "--output-file") {
      o.output = value(a);
    } else if (a == "-d" || a == "--output-directory") {
      o.directory = value(a);
    } else if (a == "-f" || a == "--output-format") {
      std::stringstream list(value(a));
      std::string format;
      while (std::getline(list, format, ',')) {
        if (format == "json") continue;  // always written
        if (format == "csv") o.csv = true;
        else if (format == "html") o.html = true;
        else if (format == "png") o.png = true;
        else if (format == "pftrace" || format == "otf2" || format == "rocpd")
          usageError("output format '" + format + "' is not supported (json, csv, html, png)");
        else usageError("unknown output format '" + format + "' (json, csv, html, png)");
      }
    } else if (a == "--stats") {
      o.stats = true;
    } else if (a == "-T" || a == "--truncate-kernels") {
      o.truncate = true;
    } else if (a == "-i" || a == "--input") {
      o.input = value(a);
    } else {
      usageError("unknown option '" + a + "'");
    }
  }
  for (; i < argc; ++i) o.command.push_back(argv[i]);
  if (o.command.empty() && o.input.empty()) usageError("no program to run");
  if (!o.command.empty() && !o.input.empty()) usageError("-i reads a trace: give no program");
  return o;
}

std::string withDirectory(const Options& o, const std::string& name) {
  if (o.directory.empty() || (!name.empty() && name[0] == '/')) return name;
  return o.directory + "/" + name;
}

/// The output file name with `suffix` in place of its extension.
std::string sibling(const std::string& path, const std::string& suffix) {
  const size_t slash = path.rfind('/');
  size_t dot = path.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) dot = path.size();
  return path.substr(0, dot) + suffix;
}

/// Runs the program with the tracer on; returns its exit status in the
/// shell's convention (128 + signal when it was killed).
int runTraced(const Options& o, const std::string& trace_path, pid_t* pid) {
  std::string domains;
  for (const std::string& d : o.domains) domains += (domains.empty() ? "" : ",") + d;
  const pid_t child = fork();
  if (child < 0) {
    std::cerr << "hipprof: error: cannot start a process: " << std::strerror(errno) << "\n";
    std::exit(1);
  }
  if (child == 0) {
    setenv("OPENHIP_TRACE", trace_path.c_str(), 1);
    if (!domains.empty()) setenv("OPENHIP_TRACE_DOMAINS", domains.c_str(), 1);
    else unsetenv("OPENHIP_TRACE_DOMAINS");
    std::vector<char*> args;
    for (const std::string& a : o.command) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    std::fprintf(stderr, "hipprof: error: cannot run '%s': %s\n", args[0], std::strerror(errno));
    _exit(127);
  }
  *pid = child;
  // The program gets the terminal's signals; hipprof waits for it.
  std::signal(SIGINT, SIG_IGN);
  std::signal(SIGQUIT, SIG_IGN);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) {
    std::cerr << "hipprof: " << o.command[0] << " was killed by signal " << WTERMSIG(status)
              << " (" << strsignal(WTERMSIG(status)) << ")\n";
    return 128 + WTERMSIG(status);
  }
  return WEXITSTATUS(status);
}

bool readTrace(const std::string& path, nlohmann::json* trace, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot open " + path + ": " + std::strerror(errno);
    return false;
  }
  try {
    in >> *trace;
  } catch (const nlohmann::json::exception& e) {
    *error = path + " is not a trace (JSON): " + e.what();
    return false;
  }
  if (!trace->is_object() || !trace->contains("traceEvents")) {
    *error = path + " is not a trace: no traceEvents";
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  if (!o.directory.empty() && system(("mkdir -p '" + o.directory + "'").c_str()) != 0) {
    std::cerr << "hipprof: error: cannot create " << o.directory << "\n";
    return 1;
  }
  std::string trace_path = o.input.empty() ? withDirectory(o, o.output) : o.input;
  int status = 0;
  if (o.input.empty()) {
    if (trace_path.find("%p") == std::string::npos) std::remove(trace_path.c_str());
    pid_t pid = 0;
    status = runTraced(o, trace_path, &pid);
    // The runtime writes %p as its pid: the program's file is its child's.
    for (size_t at = trace_path.find("%p"); at != std::string::npos; at = trace_path.find("%p"))
      trace_path.replace(at, 2, std::to_string(pid));
  }
  nlohmann::json trace;
  std::string error;
  if (!readTrace(trace_path, &trace, &error)) {
    std::cerr << "hipprof: error: " << error << "\n";
    if (o.input.empty())
      std::cerr << "hipprof: " << o.command[0]
                << " wrote no trace: is it linked with OpenHIP, and did it exit normally?\n";
    return status ? status : 1;
  }
  std::cerr << "hipprof: trace written to " << trace_path << " ("
            << trace["traceEvents"].size() << " events; open it in https://ui.perfetto.dev)\n";

  if (o.stats || o.csv) {
    for (const hipprof::StatsTable& table : hipprof::computeStats(trace, o.truncate)) {
      if (o.stats) hipprof::printTable(table, std::cerr);
      if (table.rows.empty()) continue;
      const std::string csv = sibling(trace_path, "." + table.csv_name + ".csv");
      std::ofstream out(csv);
      hipprof::writeCsv(table, out);
      if (!out) std::cerr << "hipprof: error: cannot write " << csv << "\n";
    }
  }
  if (o.html || o.png) {
    const std::string html = sibling(trace_path, ".html");
    try {
      std::ofstream out(html);
      out << openhip::timeline::renderHtmlTimeline(trace, o.command.empty() ? trace_path : o.command[0]);
      if (!out) throw std::runtime_error("cannot write " + html);
    } catch (const std::exception& e) {
      std::cerr << "hipprof: error: " << e.what() << "\n";
      return status ? status : 1;
    }
    std::cerr << "hipprof: timeline written to " << html << "\n";
    const std::string png = sibling(trace_path, ".png");
    if (o.png && !openhip::timeline::renderPng(html, png, 1600, 700, &error)) {
      std::cerr << "hipprof: error: " << error << "\n";
      return status ? status : 1;
    }
    if (o.png) std::cerr << "hipprof: picture written to " << png << "\n";
  }
  return status;
}
