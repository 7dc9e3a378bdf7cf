// Environment variables the runtime reads (each read once, at first use).
#pragma once

#include <string>
#include <vector>

namespace openhip {

/// Integer value of `name` in [min, max], `fallback` when unset or empty. A
/// value that is not a decimal integer in that range is rejected: one
/// warning on stderr names the variable, the value, the range and the value
/// used instead (`fallback`).
long envInteger(const char* name, long fallback, long min, long max);

/// Prints "openhip: warning: <variable>=<value>: <reason>" on stderr, once
/// per variable and process (settings are read once, but several backends
/// may read the same one).
void warnAboutVariable(const char* name, const char* value, const std::string& reason);

/// OPENHIP_LOG_LEVEL: 0 silent, 1 errors, 2 warnings, 3 launches, 4 every API
/// call. While the profiler window is closed (hipProfilerStop) the trace
/// levels (3, 4) are muted: at most errors and warnings print.
int logLevel();

/// hipProfilerStart/Stop: opens/closes the window in which launches and API
/// calls are traced. Open at start unless OPENHIP_PROFILE_FROM_START=0.
void setProfilerActive(bool active);

/// HIP_LAUNCH_BLOCKING=1: every asynchronous operation completes before its call returns.
bool launchBlocking();

/// Indices of the CPU devices visible through HIP_VISIBLE_DEVICES (or
/// CUDA_VISIBLE_DEVICES) out of `physical` devices. As in CUDA, the list
/// stops at the first entry that is not a valid, unused index.
std::vector<int> visibleDevices(int physical);

}  // namespace openhip
