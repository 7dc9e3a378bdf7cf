// Kernel launch core shared by hipLaunchKernel, cudaLaunchKernel,
// hipExtLaunchKernel, hipModuleLaunchKernel, graph kernel nodes and the
// cooperative launches: validate the configuration as HIP does, copy the
// arguments (LaunchPacket, kernel.h) and queue the launch on the stream's
// queue, where the device's backend runs it.
//
// The hot path allocates nothing once warm: the packet keeps arguments of up
// to kInlineArgBytes inline and comes from a recycling free list.
#pragma once

#include "kernel.h"
#include "runtime.h"

namespace openhip {

struct CapturedOperation;

/// Checks a launch configuration against the device limits and the kernel's
/// own (launch bounds, static shared memory). hipErrorInvalidConfiguration
/// on any violation.
hipError_t validateLaunchConfiguration(const Kernel& kernel, dim3 grid, dim3 block,
                                       size_t dynamic_shared);

/// The kernel bound to a host stub (hipLaunchKernel's function address) for
/// `device`; nullptr if unknown (logged when its device code is missing).
const Kernel* resolveKernel(const void* host_stub, const Device& device);
/// What a call on an unresolved kernel stub or device variable returns:
/// hipErrorNoBinaryForGpu when its code exists but was built only for CPUs
/// this one is not (docs/cpu-targets.md), else `otherwise`.
hipError_t missingCodeError(const void* host_address, const Device& device, hipError_t otherwise);

/// Where a launch's argument values are: an array of pointers, one per
/// parameter (kernelParams), or one buffer laid out like a struct of the
/// parameters (hipModuleLaunchKernel's `extra`, HIP_LAUNCH_PARAM_BUFFER_*).
struct KernelArguments {
  void** pointers = nullptr;
  const void* packed = nullptr;
  size_t packed_size = 0;
};

/// Reads the HIP_LAUNCH_PARAM_* list of `extra`: the packed buffer and its size.
hipError_t parseExtra(void** extra, KernelArguments* args);

/// A launch that passed every check and owns a copy of its arguments.
struct PreparedLaunch {
  LaunchPacketPtr packet;
  Stream* stream = nullptr;
};

/// The checks and argument copy of a launch of `kernel`, without queuing:
/// the configuration, the stream (whose device's sticky error is returned)
/// and the arguments. The caller checked the current device and its sticky
/// error.
hipError_t prepareLaunch(const Kernel& kernel, dim3 grid, dim3 block, const KernelArguments& args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out);

/// prepareLaunch for the kernel registered for `host_stub` (the current
/// device and its sticky error are checked here).
hipError_t prepareLaunch(const void* host_stub, dim3 grid, dim3 block, void** args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out);

/// Queues a prepared launch on its stream. Does not wait (the caller applies
/// maybeBlock). `captured` describes the launch for stream capture (see
/// stream_capture.h).
CompletionPtr submitLaunch(PreparedLaunch&& launch, const CapturedOperation* captured = nullptr);

/// hipLaunchKernel: resolves the host stub, prepares and queues the launch.
hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream);

}  // namespace openhip
