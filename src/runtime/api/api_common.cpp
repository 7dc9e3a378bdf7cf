#include "api_common.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace openhip {

hipError_t& threadLastError() {
  thread_local hipError_t last = hipSuccess;
  return last;
}

hipError_t finishCall(const char* function, hipError_t result) {
  if (trace::ApiRecord* call = trace::any() ? trace::currentApiCall() : nullptr) {
    call->result = result;
    call->result_name = errorName(result);
  }
  // hipErrorNotReady "is not actually an error" (HIP's header): a query of
  // unfinished work. As in CUDA and ROCm, it never becomes the last error,
  // so a program that polls keeps hipGetLastError() clean.
  if (result == hipErrorNotReady) {
    OPENHIP_LOG(kLogApi, "%s -> hipErrorNotReady", function);
  } else if (result != hipSuccess) {
    threadLastError() = result;
    OPENHIP_LOG(kLogError, "%s -> %s", function, errorName(result));
  } else {
    OPENHIP_LOG(kLogApi, "%s -> hipSuccess", function);
  }
  return result;
}

void appendArgument(std::string& out, const char* text) {
  if (!text || inFirstPage(text)) return appendArgument(out, static_cast<const void*>(text));
  const size_t length = strnlen(text, 96);
  out += '"' + trace::jsonEscape(std::string(text, length)) + (length == 96 ? "...\"" : "\"");
}

void appendArgument(std::string& out, const void* pointer) {
  if (!pointer) {
    out += "\"nullptr\"";
    return;
  }
  // By hand: snprintf("%p") was most of the cost of a traced call.
  char buf[24];
  char* end = buf + sizeof buf;
  char* p = end;
  *--p = '"';
  for (uintptr_t v = reinterpret_cast<uintptr_t>(pointer); v; v >>= 4) *--p = "0123456789abcdef"[v & 15];
  *--p = 'x';
  *--p = '0';
  *--p = '"';
  out.append(p, end);
}

void appendArgument(std::string& out, long long value) {
  char buf[24];
  out.append(buf, std::to_chars(buf, buf + sizeof buf, value).ptr);
}

void appendArgument(std::string& out, unsigned long long value) {
  char buf[24];
  out.append(buf, std::to_chars(buf, buf + sizeof buf, value).ptr);
}

void appendArgument(std::string& out, double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, std::isfinite(value) ? "%.17g" : "\"%g\"", value);
  out += buf;
}

void appendArgument(std::string& out, const dim3& value) {
  out += "\"" + std::to_string(value.x) + "," + std::to_string(value.y) + "," +
         std::to_string(value.z) + "\"";
}

}  // namespace openhip
