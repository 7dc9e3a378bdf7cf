// Shared helpers of the C ABI files (device_api.cpp, memory_api.cpp, ...):
// every entry point validates its arguments, forwards to the core objects
// and returns through HIP_RETURN, which records errors for hipGetLastError
// and logs the call (OPENHIP_LOG_LEVEL).
#pragma once

#include "hip_types.h"
#include "log.h"
#include "runtime.h"

namespace openhip {

/// The calling thread's last error (CUDA semantics: only failures overwrite it).
hipError_t& threadLastError();

/// Records `result` as the thread's last error when it is a failure, logs the
/// call, and returns `result`.
hipError_t finishCall(const char* function, hipError_t result);

}  // namespace openhip

#define HIP_RETURN(expr) return ::openhip::finishCall(__func__, (expr))
