// What a CPU device reports through hipGetDeviceProperties and
// hipDeviceGetAttribute: honest values from the host where one exists.
#pragma once

#include "api_common.h"

namespace openhip {

void fillDeviceProperties(const Device& device, hipDeviceProp_t* props);

/// Value of `attribute` for `device`; hipErrorInvalidValue if the attribute
/// has no integer value (unknown, or a name/UUID).
hipError_t deviceAttribute(const Device& device, hipDeviceAttribute_t attribute, int* value);

}  // namespace openhip
