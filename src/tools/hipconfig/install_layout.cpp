#include "install_layout.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace openhip::tools {

std::string hipInstallPrefix() {
  if (const char* fromEnv = std::getenv("HIP_PATH"); fromEnv != nullptr && *fromEnv != '\0') {
    return fromEnv;
  }
  std::error_code error;
  const std::filesystem::path self = std::filesystem::canonical("/proc/self/exe", error);
  if (error)
    return {};
  // <prefix>/bin/hipconfig -> <prefix>
  return self.parent_path().parent_path().string();
}

} // namespace openhip::tools
