// What a CPU device reports through hipGetDeviceProperties and
// hipDeviceGetAttribute: honest values from the host where one exists.
#pragma once

#include "hip_types.h"

namespace openhip::cpu {

/// The properties of CPU device `index` whose kernels run on `workers` threads.
void fillDeviceProperties(int index, unsigned workers, hipDeviceProp_t* props);

}  // namespace openhip::cpu
