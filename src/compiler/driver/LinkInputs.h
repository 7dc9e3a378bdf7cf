// What hipcc does with the items of a link line besides passing them on:
// NVIDIA's CUDA runtime libraries are never linked (libopenhip implements the
// CUDA API OpenHIP's headers map to), and the static libraries a link pulls
// in are found for the relocatable device code they may carry.
#ifndef OPENHIP_DRIVER_LINKINPUTS_H
#define OPENHIP_DRIVER_LINKINPUTS_H

#include "Toolchain.h"

#include <string>
#include <vector>

namespace openhip::driver {

/// The decision about one link item (`-lname` or a file).
struct LinkItemDecision {
  enum class Action { Keep, Drop, Replace } action = Action::Keep;
  std::string replacement; ///< for Replace
  std::string message;     ///< why, for -v (or the warning)
  bool warn = false;       ///< print `message` as a warning, not only with -v
};

/// -lcudart, -lcudart_static, -lcudadevrt, -lcuda, -lculibos: dropped;
/// -lnvrtc: -lhiprtc. A file naming one of these libraries that is not
/// OpenHIP's own (the installation's CUDA-toolkit folder links to
/// libopenhip) is dropped or replaced with a warning: NVIDIA's runtime in an
/// OpenHIP program would silently run nothing.
LinkItemDecision decideLinkItem(const std::string& item, bool isFile, const Toolchain& toolchain);

/// The static archives that `-lname` items resolve to in the `-L` folders
/// (in order, as the linker searches them: the first folder holding
/// libname.so or libname.a decides; `-l:file` names the file), followed by
/// the files given directly: what the link may take device code from.
std::vector<std::string> staticLinkInputs(const std::vector<std::string>& linkArgs,
                                          const std::vector<std::string>& files);

} // namespace openhip::driver

#endif
