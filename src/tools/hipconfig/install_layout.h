// Where OpenHIP is installed, found from the running executable: the build
// tree and an install prefix share the layout <prefix>/{bin,include,lib}.
#pragma once

#include <string>

namespace openhip::tools {

/// <prefix> such that this executable is <prefix>/bin/<name>; HIP_PATH from
/// the environment wins when set. Empty if neither can be determined.
std::string hipInstallPrefix();

} // namespace openhip::tools
