// The fat binary clang embeds in the host object (-fcuda-include-gpubinary),
// and the kernel-table id that ties it to the device object of the same
// translation unit. Format: include/openhip/abi.h.
#ifndef OPENHIP_DRIVER_FATBINARY_H
#define OPENHIP_DRIVER_FATBINARY_H

#include <string>
#include <vector>

namespace openhip::driver {

/// A table id unique per compilation: a hash of the absolute source path,
/// the source text and a per-call nonce (time, process id, random), so that
/// recompiling a file or compiling two files with the same name never
/// yields the same id. Printable ASCII, e.g. "ohip-3f2a...-app.hip".
std::string makeTableId(const std::string& sourcePath, std::string& error);

/// The blob bytes: OpenHipFatBinaryHeader, the id, then the CPU targets of
/// its kernel tables (a byte count and the names, comma-separated).
std::string fatBinaryBytes(const std::string& tableId, const std::vector<std::string>& cpuTargets);

/// Writes fatBinaryBytes(...) to `path`; false with `error` on failure.
bool writeFatBinary(const std::string& path, const std::string& tableId,
                    const std::vector<std::string>& cpuTargets, std::string& error);

} // namespace openhip::driver

#endif
