// The process-wide tuning table: which file, loaded once, reported once, cached.
#include "blas_tuning.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>

namespace openhip_blas::tuning {

namespace {

std::atomic<int> loads{0};

// The table file: OPENHIP_BLAS_TUNING_FILE, else AMD's HIPBLASLT_TUNING_OVERRIDE_FILE (both
// libraries read the same one), else the installed default. Empty: none configured.
std::string configuredFile(bool& asked) {
  for (const char* name : {"OPENHIP_BLAS_TUNING_FILE", "HIPBLASLT_TUNING_OVERRIDE_FILE"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') {
      asked = true;
      return value;
    }
  }
  asked = false;
#ifdef OPENHIP_BLAS_TUNING_DEFAULT_FILE
  return OPENHIP_BLAS_TUNING_DEFAULT_FILE;
#else
  return "";
#endif
}

}  // namespace

CpuIdentity thisCpu() {
  CpuIdentity cpu;
  if (const char* forced = std::getenv("OPENHIP_BLAS_TUNING_CPU")) {  // for tests and cross-tuning
    cpu.model = forced;
  } else {
    std::ifstream info("/proc/cpuinfo");
    std::string line;
    while (std::getline(info, line)) {
      if (line.rfind("model name", 0) == 0) {
        size_t colon = line.find(':');
        if (colon != std::string::npos) {
          cpu.model = line.substr(line.find_first_not_of(" \t", colon + 1));
          while (!cpu.model.empty() && (cpu.model.back() == ' ' || cpu.model.back() == '\t')) cpu.model.pop_back();
        }
        break;
      }
    }
    if (cpu.model.empty()) cpu.model = "unknown";
  }
#if defined(__x86_64__)
  __builtin_cpu_init();
  struct Feature {
    const char* name;
    bool present;
  } features[] = {
      {"sse4.2", bool(__builtin_cpu_supports("sse4.2"))},   {"avx", bool(__builtin_cpu_supports("avx"))},
      {"avx2", bool(__builtin_cpu_supports("avx2"))},       {"fma", bool(__builtin_cpu_supports("fma"))},
      {"avx512f", bool(__builtin_cpu_supports("avx512f"))}, {"avx512bw", bool(__builtin_cpu_supports("avx512bw"))},
      {"avx512vl", bool(__builtin_cpu_supports("avx512vl"))},
      {"avx512bf16", bool(__builtin_cpu_supports("avx512bf16"))},
  };
  for (const Feature& f : features)
    if (f.present) cpu.isa.push_back(f.name);
#endif
  return cpu;
}

const Table& processTable() {
  static Table table;
  static std::once_flag once;
  std::call_once(once, [] {
    bool asked = false;
    std::string file = configuredFile(asked);
    if (file.empty()) return;  // no table configured: default heuristics, nothing to report
    ++loads;
    CpuIdentity cpu = thisCpu();
    if (!asked) {
      std::ifstream probe(file);
      if (!probe) return;  // no installed default for this machine: nothing was asked for
    }
    table = loadTable(file, cpu);
    for (const auto& warning : table.warnings) std::fprintf(stderr, "%s\n", warning.c_str());
  });
  return table;
}

// OPENHIP_BLAS_TUNING_LOG=1: every decision on stderr (which entry, or the default).
Choice choose(const Problem& problem, const Choice& fallback) {
  static const bool log = [] {
    const char* v = std::getenv("OPENHIP_BLAS_TUNING_LOG");
    return v != nullptr && *v != '\0' && *v != '0';
  }();
  const Table& table = processTable();
  const Entry* found = nullptr;
  if (table.usable)
    for (const Entry& e : table.entries)
      if (e.matches(problem)) {
        found = &e;
        break;
      }
  if (log) {
    std::string where = found ? table.file + ":" + std::to_string(found->line) : std::string("default heuristics");
    const Choice& c = found ? found->choice : fallback;
    std::fprintf(stderr, "hipBLAS tuning: %s %s %s %ldx%ldx%ld batch %ld: %s -> %s\n", problem.op.c_str(),
                 problem.types.c_str(), problem.trans.c_str(), long(problem.m), long(problem.n), long(problem.k),
                 long(problem.batch), where.c_str(), algorithmName(c.algorithm));
  }
  return found ? found->choice : fallback;
}

int processTableLoads() { return loads.load(); }

}  // namespace openhip_blas::tuning
