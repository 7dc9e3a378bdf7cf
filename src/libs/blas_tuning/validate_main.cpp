// blas-tuning-validate FILE... [--cpu MODEL --isa a,b,c] [--any-cpu] | --print-isa
// Checks tuning tables the way the libraries read them and prints every problem.
// Exit status: 0 when every entry of every file is valid for the CPU checked against
// (this machine unless --cpu/--isa are given), 1 otherwise, 2 on bad usage. Meant for
// build time: run it on table files before installing them.
#include "blas_tuning.h"

#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  using namespace openhip_blas::tuning;
  CpuIdentity cpu = thisCpu();
  std::vector<std::string> files;
  bool any_file_cpu = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--cpu" && i + 1 < argc) {
      cpu.model = argv[++i];
    } else if (arg == "--isa" && i + 1 < argc) {
      cpu.isa.clear();
      std::istringstream list(argv[++i]);
      std::string feature;
      while (std::getline(list, feature, ',')) cpu.isa.push_back(feature);
    } else if (arg == "--print-isa") {  // this machine's ISA features, as tables list them
      std::string list;
      for (const auto& f : cpu.isa) list += (list.empty() ? "" : ",") + f;
      std::printf("%s\n", list.c_str());
      return 0;
    } else if (arg == "--any-cpu") {
      any_file_cpu = true;
    } else if (arg.rfind("-", 0) == 0) {
      std::fprintf(stderr, "usage: blas-tuning-validate [--cpu MODEL] [--isa a,b] [--any-cpu] FILE...\n");
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: blas-tuning-validate [--cpu MODEL] [--isa a,b] [--any-cpu] FILE...\n");
    return 2;
  }
  int failures = 0;
  for (const auto& file : files) {
    Table table = loadTable(file, cpu);
    int reported = 0;
    for (const auto& w : table.warnings) {
      // --any-cpu: entries for other CPUs are fine (a table with several machines' entries).
      if (any_file_cpu && (w.find("for CPU '") != std::string::npos || w.find("no entries for this CPU") != std::string::npos ||
                           w.find("needs ISA feature") != std::string::npos))
        continue;
      std::printf("%s\n", w.c_str());
      ++reported;
    }
    if (reported == 0) std::printf("%s: OK (%zu entries for this CPU)\n", file.c_str(), table.entries.size());
    failures += reported;
  }
  return failures == 0 ? 0 : 1;
}
