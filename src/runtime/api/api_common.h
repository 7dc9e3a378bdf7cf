// Shared helpers of the C ABI files (device_api.cpp, memory_api.cpp, ...):
// every entry point validates its arguments, forwards to the core objects
// and returns through HIP_RETURN, which records errors for hipGetLastError
// and logs the call (OPENHIP_LOG_LEVEL).
#pragma once

#include <cstdint>

#include "hip_types.h"
#include "log.h"
#include "runtime.h"

namespace openhip {

/// The calling thread's last error (CUDA semantics: only failures overwrite it).
hipError_t& threadLastError();

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

}  // namespace openhip

#define HIP_RETURN(expr) return ::openhip::finishCall(__func__, (expr))
