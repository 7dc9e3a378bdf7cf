// Shared helpers of the C ABI files (device_api.cpp, memory_api.cpp, ...):
// every entry point validates its arguments, forwards to the core objects
// and returns through HIP_RETURN, which records errors for hipGetLastError
// and logs the call (OPENHIP_LOG_LEVEL).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <tuple>
#include <type_traits>

#include "hip_types.h"
#include "log.h"
#include "runtime.h"
#include "trace.h"

namespace openhip {

/// The calling thread's last error (CUDA semantics: only failures overwrite it).
hipError_t& threadLastError();

/// hipGetErrorName without tracing the call (for the runtime's own use).
const char* errorName(hipError_t error);

/// Records `result` as the thread's last error when it is a failure (not
/// hipErrorNotReady, which only reports unfinished work), logs the call, and
/// returns `result`.
hipError_t finishCall(const char* function, hipError_t result);

/// A pointer argument into the first page of memory, which is never mapped
/// ((const void*)16, a member of a null struct pointer): an error, where
/// using it would crash. Other unreadable pointers are not detected here.
inline bool inFirstPage(const void* p) {
  return p && reinterpret_cast<uintptr_t>(p) < 4096;
}

// ---- Arguments of traced calls (hipprof) ------------------------------------
// Each appends one JSON value.

void appendArgument(std::string& out, const char* text);
void appendArgument(std::string& out, const void* pointer);
void appendArgument(std::string& out, long long value);
void appendArgument(std::string& out, unsigned long long value);
void appendArgument(std::string& out, double value);
void appendArgument(std::string& out, const dim3& value);

template <class T>
void appendValue(std::string& out, const T& value) {
  if constexpr (std::is_same_v<T, const char*> || std::is_same_v<T, char*>)
    appendArgument(out, static_cast<const char*>(value));
  else if constexpr (std::is_pointer_v<T>)
    appendArgument(out, reinterpret_cast<const void*>(value));
  else if constexpr (std::is_floating_point_v<T>)
    appendArgument(out, static_cast<double>(value));
  else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
    appendArgument(out, static_cast<long long>(value));
  else if constexpr (std::is_integral_v<T>)
    appendArgument(out, static_cast<unsigned long long>(value));
  else if constexpr (std::is_same_v<T, dim3>)
    appendArgument(out, value);
  else
    out += "\"{...}\"";  // a structure passed by value
}

/// An argument as the tracer keeps it: enums as their raw integer bits (an
/// out-of-range enum is a value entry points must reject, and an enum-typed
/// load of it is what UBSan reports), everything else as is.
template <class T>
auto traceable(T value) {
  if constexpr (std::is_enum_v<T>) {
    std::underlying_type_t<T> raw;
    std::memcpy(&raw, &value, sizeof raw);
    return raw;
  } else {
    return value;
  }
}

/// The arguments of OPENHIP_API, copied by value: binding references to the
/// entry point's parameters would force them into memory, where UBSan checks
/// every later enum load (a hipDeviceAttribute_t of 123456 is a test input).
template <class... T>
auto argumentValues(T... values) {
  return std::make_tuple(traceable(values)...);
}

/// The arguments of an entry point as JSON members (`"name":value,...`);
/// `names` is the stringized argument list of OPENHIP_API.
template <class... T>
std::string formatArguments(const char* names, const std::tuple<T...>& values) {
  std::string out;
  out.reserve(32 * sizeof...(T));
  std::apply(
      [&](const T&... v) {
        const char* name = names;
        auto one = [&](const auto& value) {
          while (*name == ' ' || *name == ',') ++name;
          const char* end = name;
          while (*end && *end != ',') ++end;
          if (!out.empty()) out += ',';
          out += '"';
          out.append(name, end);
          out += "\":";
          appendValue(out, value);
          name = end;
        };
        (one(v), ...);
        (void)one;  // unused for entry points without arguments
      },
      values);
  return out;
}

}  // namespace openhip

/// First statement of every entry point: traces the call (hipprof) with its
/// arguments; costs one load and a branch when tracing is off.
#define OPENHIP_API(...) OPENHIP_API_AS(__func__, __VA_ARGS__)
/// The same, traced under the name `traced_name`.
#define OPENHIP_API_AS(traced_name, ...)                                              \
  ::openhip::trace::ApiScope openhip_api_call_(traced_name);                         \
  if (openhip_api_call_.active())                                                     \
  openhip_api_call_.setArguments(                                                     \
      ::openhip::formatArguments(#__VA_ARGS__, ::openhip::argumentValues(__VA_ARGS__)))

#define HIP_RETURN(expr) return ::openhip::finishCall(__func__, (expr))
