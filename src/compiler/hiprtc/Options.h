// hipRTC/NVRTC compile options, turned into the flags of clang's device pass
// and the settings of the CPU lowering.
#ifndef OPENHIP_HIPRTC_OPTIONS_H
#define OPENHIP_HIPRTC_OPTIONS_H

#include "Program.h"

#include <string>
#include <vector>

namespace openhip::rtc {

struct CompileSettings {
  std::vector<std::string> clangFlags; ///< -D, -U, -I, -std=, -f..., -W...
  bool languageStandardGiven = false;
  unsigned optLevel = 2;               ///< the lowering's -O (kernels default to -O2, as hipcc)
  bool debugInfo = false;
  std::vector<std::string> ignored;    ///< accepted without effect (for the log)
};

/// Parses `options`; false with `error` set for an option hipRTC does not know.
bool parseOptions(const std::vector<std::string>& options, Language language,
                  CompileSettings& settings, std::string& error);

} // namespace openhip::rtc

#endif
