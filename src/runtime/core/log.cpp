#include "log.h"

#include <cstdarg>
#include <cstdio>

namespace openhip {

void logMessage(int level, const char* format, ...) {
  static const char* const kNames[] = {"", "error", "warning", "info", "api"};
  char text[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof(text), format, args);
  va_end(args);
  // One fputs per line keeps lines from different threads whole.
  char line[1100];
  std::snprintf(line, sizeof(line), "openhip[%s]: %s\n", kNames[level < 0 || level > 4 ? 0 : level], text);
  std::fputs(line, stderr);
}

}  // namespace openhip
