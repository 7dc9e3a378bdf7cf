// Prints one device's properties in the "name: value" layout of ROCm's
// hipInfo (one property per line, values aligned).
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstdio>

namespace openhip::tools {

/// Prints the report of device `device` to `out`. Returns the first HIP
/// error met while querying it (the report is then incomplete).
hipError_t printDeviceReport(std::FILE* out, int device);

/// Prints the runtime-wide header: HIP and driver versions, device count.
hipError_t printRuntimeReport(std::FILE* out, int deviceCount);

} // namespace openhip::tools
