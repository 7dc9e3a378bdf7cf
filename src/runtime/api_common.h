// Shared helpers of the C ABI files (device_api.cpp, memory_api.cpp, ...):
// every entry point validates its arguments, forwards to the runtime objects
// and returns through HIP_RETURN, which records errors for hipGetLastError
// and logs the call (OPENHIP_LOG_LEVEL).
#pragma once

#define __HIP_DISABLE_CPP_FUNCTIONS__ 1
#include <hip/hip_runtime_api.h>

#include "log.h"
#include "runtime.h"

namespace openhip {

/// The calling thread's last error (CUDA semantics: only failures overwrite it).
hipError_t& threadLastError();

/// Records `result` as the thread's last error when it is a failure, logs the
/// call, and returns `result`.
hipError_t finishCall(const char* function, hipError_t result);

/// The calling thread's current device; nullptr if there is no device.
Device* currentDevice();

/// The sticky error of `device` (hipSuccess if none or no device). Entry
/// points that use a device return it before doing anything else.
hipError_t stickyError(const Device* device);

/// Resolves a stream handle: 0 is the current device's null stream,
/// hipStreamPerThread the calling thread's per-thread stream; any other
/// handle must be a live stream. nullptr for destroyed or unknown handles.
Stream* resolveStream(hipStream_t handle);

/// Waits for `completion` unless HIP_LAUNCH_BLOCKING is off; used after
/// every asynchronous submission.
void maybeBlock(const CompletionPtr& completion);

}  // namespace openhip

#define HIP_RETURN(expr) return ::openhip::finishCall(__func__, (expr))
