// The fat binary clang embeds in the host object (-fcuda-include-gpubinary),
// and the kernel-table id that ties it to the device object of the same
// translation unit. Format: include/openhip/abi.h.
#ifndef OPENHIP_DRIVER_FATBINARY_H
#define OPENHIP_DRIVER_FATBINARY_H

#include <string>

namespace openhip::driver {

/// A table id unique per compilation: a hash of the absolute source path,
/// the source text and a per-call nonce (time, process id, random), so that
/// recompiling a file or compiling two files with the same name never
/// yields the same id. Printable ASCII, e.g. "ohip-3f2a...-app.hip".
std::string makeTableId(const std::string& sourcePath, std::string& error);

/// The blob bytes: OpenHipFatBinaryHeader followed by the id.
std::string fatBinaryBytes(const std::string& tableId);

/// Writes fatBinaryBytes(tableId) to `path`; false with `error` on failure.
bool writeFatBinary(const std::string& path, const std::string& tableId, std::string& error);

} // namespace openhip::driver

#endif
