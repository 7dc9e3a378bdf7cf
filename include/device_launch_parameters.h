// CUDA's header for threadIdx/blockIdx/blockDim/gridDim/warpSize; in OpenHIP
// the kernel language defines them.
#ifndef OPENHIP_DEVICE_LAUNCH_PARAMETERS_H
#define OPENHIP_DEVICE_LAUNCH_PARAMETERS_H
#include <openhip/kernel_language.h>
#endif  // OPENHIP_DEVICE_LAUNCH_PARAMETERS_H
