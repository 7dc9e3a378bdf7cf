// hipify's command line.
#pragma once

#include <string>
#include <vector>

namespace hipify {

struct CommandLine {
  std::vector<std::string> inputs;
  std::string output;  // -o; "-" is stdout, empty when not given
  bool inplace = false;
  bool recursive = false;
  bool printStats = false;
  std::string statsCsv;
  bool kernelExecutionSyntax = false;
  bool warpSizeWarnings = true;  // report code assuming 32-lane warps
  bool localHeaders = true;  // also convert the "..." headers the inputs include
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;  // accepted: every #if branch is translated anyway
  bool help = false;
  bool version = false;
};

// Returns false and sets error for a malformed command line.
bool parseCommandLine(int argc, char **argv, CommandLine &cl, std::string &error);

const char *usageText();

}  // namespace hipify
