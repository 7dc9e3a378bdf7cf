#include "api_common.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace openhip {

hipError_t& threadLastError() {
  thread_local hipError_t last = hipSuccess;
  return last;
}

hipError_t finishCall(const char* function, hipError_t result) {
  if (trace::ApiScope* call = trace::currentApiCall()) {
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
  char buf[32];
  if (!pointer) {
    out += "\"nullptr\"";
    return;
  }
  std::snprintf(buf, sizeof buf, "\"%p\"", pointer);
  out += buf;
}

void appendArgument(std::string& out, long long value) { out += std::to_string(value); }
void appendArgument(std::string& out, unsigned long long value) { out += std::to_string(value); }

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
