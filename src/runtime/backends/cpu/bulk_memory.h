// Large copies (hipMemcpy* and their async forms) that glibc's memcpy does
// badly: when the destination lies just after the source modulo 4 KiB
// (0 < (dst - src) mod 4096 < 1024, e.g. a std::vector destination, 16 bytes
// into its page, and a page-aligned hipMalloc source), its large-copy loop
// runs at a third of the usual speed on the reference machine. Such copies
// run in 1 MiB chunks with SSE2 streaming (non-temporal) stores instead,
// which are as fast at every offset. Measurements: docs/runtime.md.
#pragma once

#include <cstddef>

namespace openhip::cpu {

/// Copies at least this large are considered for streaming stores (well
/// above the caches: the destination cannot stay cached anyway).
constexpr size_t kStreamingCopyMinBytes = size_t(64) << 20;
/// (dst - src) mod 4096 below this (and above 0) is glibc's slow case.
constexpr size_t kAliasingOffsetLimit = 1024;

/// Whether bulkCopy uses streaming stores for this copy.
bool usesStreamingCopy(const void* dst, const void* src, size_t bytes);

/// memmove(dst, src, bytes), with streaming stores where usesStreamingCopy.
void bulkCopy(void* dst, const void* src, size_t bytes);

}  // namespace openhip::cpu
