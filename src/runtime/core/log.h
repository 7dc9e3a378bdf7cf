// Diagnostic output on stderr, filtered by OPENHIP_LOG_LEVEL.
#pragma once

#include "environment.h"

namespace openhip {

enum LogLevel { kLogError = 1, kLogWarning = 2, kLogLaunch = 3, kLogApi = 4 };

void logMessage(int level, const char* format, ...) __attribute__((format(printf, 2, 3)));

}  // namespace openhip

#define OPENHIP_LOG(level, ...)                                              \
  do {                                                                       \
    if (::openhip::logLevel() >= (level)) ::openhip::logMessage((level), __VA_ARGS__); \
  } while (0)
