// Scratch memory owned by the calling thread: each worker (and each queue
// runner, or host thread running its own queue, that helps with its launch)
// keeps one buffer for a block's shared-memory arena and one for its private
// (cross-barrier) arena. A block runs on one thread from start to end, so
// nothing else touches them.
#pragma once

#include <cstddef>

namespace openhip::cpu {

enum class ArenaKind { Shared, Private };

/// Returns a 64-byte-aligned buffer of at least `bytes` bytes for the calling
/// thread, growing it if needed (contents are not preserved). Returns nullptr
/// for 0 bytes or when memory is exhausted.
void* threadArena(ArenaKind kind, size_t bytes);

}  // namespace openhip::cpu
