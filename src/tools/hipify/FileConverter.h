// Converts one CUDA source buffer into HIP text.
#pragma once

#include "SourceEdits.h"
#include "Statistics.h"

#include <ostream>
#include <string>
#include <vector>

namespace hipify {

struct ConversionOptions {
  bool kernelExecutionSyntax = false;
  bool warpSizeCheck = true;  // report code that assumes 32-lane warps
  std::vector<std::string> includeDirs;  // -I, searched for "..." includes
};

// A "..." include that names an existing file.
struct LocalInclude {
  std::string file;     // where it was found (includer's folder or an -I dir)
  std::string spelled;  // as written between the quotes
};

struct ConversionResult {
  std::string text;
  Statistics stats;
  std::vector<LocalInclude> localIncludes;
};

// Writes warnings and errors (file:line:col: ...) to diag. Returns false on
// an error (bad encoding, unterminated comment or literal).
bool convertSource(const std::string &path, const std::string &source,
                   const ConversionOptions &options, ConversionResult &result, std::ostream &diag);

}  // namespace hipify
