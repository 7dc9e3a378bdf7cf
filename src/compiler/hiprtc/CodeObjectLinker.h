// The last step of a hipRTC compilation: the lowered device object and the
// code object's table collector linked into an ELF shared object (what
// hipModuleLoadData loads), by lld in process.
#ifndef OPENHIP_HIPRTC_CODEOBJECTLINKER_H
#define OPENHIP_HIPRTC_CODEOBJECTLINKER_H

#include <string>
#include <vector>

namespace openhip::rtc {

/// Links `objects` with libopenhip (in `libDir`) into the shared object
/// `output`; lld's messages go to `log`.
bool linkCodeObject(const std::vector<std::string>& objects, const std::string& libDir,
                    const std::string& output, std::string& log);

} // namespace openhip::rtc

#endif
