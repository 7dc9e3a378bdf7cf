// hipDeviceGetAttribute: the integer attributes, read from the properties the
// device's backend reports.
#pragma once

#include "device.h"
#include "hip_types.h"

namespace openhip {

/// Value of `attribute` for `device`; hipErrorInvalidValue if the attribute
/// has no integer value (unknown, or a name/UUID).
hipError_t deviceAttribute(const Device& device, hipDeviceAttribute_t attribute, int* value);

}  // namespace openhip
