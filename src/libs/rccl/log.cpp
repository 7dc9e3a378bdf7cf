#include "log.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include <strings.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace rccl {
namespace {

std::mutex lastMutex;
std::string lastText;

LogLevel readLevel() {
  const char* v = std::getenv("NCCL_DEBUG");
  if (!v || !*v)
    return LogLevel::None;
  if (!strcasecmp(v, "VERSION"))
    return LogLevel::Version;
  if (!strcasecmp(v, "WARN"))
    return LogLevel::Warn;
  if (!strcasecmp(v, "INFO") || !strcasecmp(v, "TRACE"))
    return LogLevel::Info;
  return LogLevel::None;
}

bool faultsSilenced() {
  const char* v = std::getenv("NCCL_DEBUG");
  return v && !strcasecmp(v, "NONE");
}

void emit(const char* kind, const char* text) {
  char host[64] = "?";
  gethostname(host, sizeof(host) - 1);
  char* dot = strchr(host, '.');
  if (dot)
    *dot = 0;
  std::fprintf(stderr, "%s:%d:%ld NCCL %s %s\n", host, int(getpid()), long(syscall(SYS_gettid)),
               kind, text);
  std::fflush(stderr);
}

void record(const char* fmt, va_list ap, const char* kind, bool print) {
  char buf[1024];
  std::vsnprintf(buf, sizeof(buf), fmt, ap);
  {
    std::lock_guard<std::mutex> lock(lastMutex);
    lastText = buf;
  }
  if (print)
    emit(kind, buf);
}

} // namespace

LogLevel logLevel() {
  static const LogLevel level = readLevel();
  return level;
}

void warn(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record(fmt, ap, "WARN", logLevel() >= LogLevel::Warn);
  va_end(ap);
}

void fault(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record(fmt, ap, "WARN", !faultsSilenced());
  va_end(ap);
}

void info(const char* fmt, ...) {
  if (logLevel() < LogLevel::Info)
    return;
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  emit("INFO", buf);
}

const char* lastErrorText() {
  thread_local std::string copy;
  std::lock_guard<std::mutex> lock(lastMutex);
  copy = lastText;
  return copy.c_str();
}

} // namespace rccl
