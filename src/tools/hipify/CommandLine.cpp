#include "CommandLine.h"

#include <cstring>

namespace hipify {

const char *usageText() {
  return "usage: hipify [options] <file|dir>...\n"
         "Translates CUDA sources into HIP.\n"
         "  -o <file>                     write the result to <file> ('-' for stdout; one input only)\n"
         "  --inplace                     rewrite the inputs, keeping a backup <file>.prehip\n"
         "  --no-local-headers            convert only the named files, not the \"...\" headers they include\n"
         "  --recursive, -r               convert the CUDA/C++ sources found under directories\n"
         "  -I <dir>                      also look in <dir> for \"...\" included local headers\n"
         "  -D <macro>[=<value>]          accepted for compatibility (all #if branches are translated)\n"
         "  --hip-kernel-execution-syntax rewrite k<<<...>>>(...) as hipLaunchKernelGGL(...)\n"
         "  --no-warp-size-warnings       do not report code that assumes 32-lane warps\n"
         "  --print-stats                 print conversion statistics on stderr\n"
         "  --print-stats-csv <file>      write conversion statistics as CSV\n"
         "  --help, --version\n"
         "Without -o or --inplace a single input is written to stdout.\n"
         "Local headers follow their includer: rewritten with --inplace, written beside the\n"
         "-o file under the name used in the #include, never written to stdout.\n";
}

namespace {

// Handles "-x value", "-xvalue", "--long value" and "--long=value".
bool takeValue(int argc, char **argv, int &i, const char *shortName, const char *longName,
               std::string &value, bool &matched, std::string &error) {
  const char *arg = argv[i];
  matched = false;
  auto fromNext = [&]() {
    if (i + 1 >= argc) {
      error = std::string("option '") + arg + "' needs a value";
      return false;
    }
    value = argv[++i];
    return true;
  };
  if ((shortName && std::strcmp(arg, shortName) == 0) || (longName && std::strcmp(arg, longName) == 0)) {
    matched = true;
    return fromNext();
  }
  if (longName) {
    std::size_t n = std::strlen(longName);
    if (std::strncmp(arg, longName, n) == 0 && arg[n] == '=') {
      matched = true;
      value = arg + n + 1;
      return true;
    }
  }
  if (shortName) {
    std::size_t n = std::strlen(shortName);
    if (std::strncmp(arg, shortName, n) == 0 && arg[n] != '\0' && arg[1] != '-') {
      matched = true;
      value = arg + n;
      if (value[0] == '=')
        value.erase(0, 1);
      return true;
    }
  }
  return true;
}

}  // namespace

bool parseCommandLine(int argc, char **argv, CommandLine &cl, std::string &error) {
  bool optionsEnded = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (optionsEnded || arg.empty() || arg[0] != '-' || arg == "-") {
      cl.inputs.push_back(arg);
      continue;
    }
    if (arg == "--") {
      optionsEnded = true;
      continue;
    }
    if (arg == "--inplace" || arg == "-inplace") {
      cl.inplace = true;
    } else if (arg == "--recursive" || arg == "-r") {
      cl.recursive = true;
    } else if (arg == "--print-stats" || arg == "-print-stats") {
      cl.printStats = true;
    } else if (arg == "--hip-kernel-execution-syntax" || arg == "-hip-kernel-execution-syntax") {
      cl.kernelExecutionSyntax = true;
    } else if (arg == "--no-warp-size-warnings") {
      cl.warpSizeWarnings = false;
    } else if (arg == "--no-local-headers") {
      cl.localHeaders = false;
    } else if (arg == "--help" || arg == "-h") {
      cl.help = true;
    } else if (arg == "--version") {
      cl.version = true;
    } else {
      std::string value;
      bool matched = false;
      struct ValueOption {
        const char *shortName;
        const char *longName;
        std::string *single;
        std::vector<std::string> *list;
      } valueOptions[] = {
          {"-o", "--output", &cl.output, nullptr},
          {nullptr, "--print-stats-csv", &cl.statsCsv, nullptr},
          {"-I", "--include-dir", nullptr, &cl.includeDirs},
          {"-D", "--define", nullptr, &cl.defines},
      };
      for (const ValueOption &option : valueOptions) {
        if (!takeValue(argc, argv, i, option.shortName, option.longName, value, matched, error))
          return false;
        if (!matched)
          continue;
        if (option.single)
          *option.single = value;
        else
          option.list->push_back(value);
        break;
      }
      if (!matched) {
        error = "unknown option '" + arg + "' (see hipify --help)";
        return false;
      }
    }
  }
  if (cl.help || cl.version)
    return true;
  if (cl.inputs.empty()) {
    error = "no input files (see hipify --help)";
    return false;
  }
  if (cl.inplace && !cl.output.empty()) {
    error = "-o and --inplace cannot be used together";
    return false;
  }
  return true;
}

}  // namespace hipify
