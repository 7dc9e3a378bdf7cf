// Where libhiprtc finds what a compilation needs: OpenHIP's headers and
// libopenhip next to the library itself (the installation or build tree it
// belongs to), and the clang 16 whose resource headers the frontend uses.
#ifndef OPENHIP_HIPRTC_INSTALLATION_H
#define OPENHIP_HIPRTC_INSTALLATION_H

#include <string>

namespace openhip::rtc {

struct Installation {
  std::string includeDir; ///< holds hip/ and openhip/
  std::string libDir;     ///< holds libopenhip.so (and this library)
  std::string clang;      ///< clang++ 16: OPENHIP_CLANG, else the configured one
};

/// Empty fields when the headers cannot be found (the error says where it looked).
Installation findInstallation(std::string& error);

} // namespace openhip::rtc

#endif
