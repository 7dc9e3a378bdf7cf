// Kernel launch core shared by hipLaunchKernel, cudaLaunchKernel and
// hipExtLaunchKernel: resolve the host stub, validate the configuration as
// HIP does, copy the arguments and queue the grid on the stream.
#pragma once

#include "api_common.h"
#include "openhip/abi.h"

namespace openhip {

/// Checks a launch configuration against the device limits and the kernel's
/// own (launch bounds, static shared memory). hipErrorInvalidConfiguration
/// on any violation.
hipError_t validateLaunchConfiguration(const OpenHipKernelEntry& entry, dim3 grid, dim3 block,
                                       size_t dynamic_shared);

hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream);

}  // namespace openhip
