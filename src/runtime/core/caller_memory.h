// Reading bytes a caller points to without trusting the pointer: a copy
// made by the kernel (process_vm_readv, or a pipe when that is not allowed)
// fails with an error on unreadable memory where a plain memcpy would crash.
// For the byte-taking front doors whose input has no size (fat binary
// registration); a few hundred nanoseconds per call.
#pragma once

#include <cstddef>

namespace openhip {

/// Copies `bytes` from `source` into `destination`; false if any of them is
/// not readable (nothing is guaranteed about `destination` then).
bool readCallerMemory(void* destination, const void* source, size_t bytes);

}  // namespace openhip
