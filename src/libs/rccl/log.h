// Messages (NCCL_DEBUG) and the text behind ncclGetLastError.
#pragma once

#include <rccl/rccl.h>

namespace rccl {

enum class LogLevel { None = 0, Version = 1, Warn = 2, Info = 3 };

LogLevel logLevel();

// A failure the caller gets a result code for: kept for ncclGetLastError,
// printed with NCCL_DEBUG=WARN or INFO.
void warn(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
// A failure found while a stream runs (peer gone, timeout, abort): kept and
// always printed, unless NCCL_DEBUG=NONE, so a fault is never silent.
void fault(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
// Progress information, printed with NCCL_DEBUG=INFO.
void info(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

const char* lastErrorText();

} // namespace rccl
