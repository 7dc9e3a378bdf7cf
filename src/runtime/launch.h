// Kernel launch core shared by hipLaunchKernel, cudaLaunchKernel,
// hipExtLaunchKernel and the cooperative launches: resolve the host stub,
// validate the configuration as HIP does, copy the arguments and queue the
// grid on the stream.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "api_common.h"
#include "cpu/kernel_executor.h"
#include "openhip/abi.h"

namespace openhip {

/// Checks a launch configuration against the device limits and the kernel's
/// own (launch bounds, static shared memory). hipErrorInvalidConfiguration
/// on any violation.
hipError_t validateLaunchConfiguration(const OpenHipKernelEntry& entry, dim3 grid, dim3 block,
                                       size_t dynamic_shared);

hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream);

/// Everything a queued launch needs after the launch call returned: the
/// argument values are copied here because the caller's array dies with its
/// stack frame.
struct LaunchPacket {
  cpu::KernelExecution exec;
  std::vector<void*> arg_pointers;
  void* arg_storage = nullptr;
  size_t storage_alignment = alignof(std::max_align_t);

  LaunchPacket() = default;
  LaunchPacket(const LaunchPacket&) = delete;
  LaunchPacket& operator=(const LaunchPacket&) = delete;
  ~LaunchPacket();
};

/// A launch that passed every check and owns a copy of its arguments.
struct PreparedLaunch {
  std::shared_ptr<LaunchPacket> packet;
  Stream* stream = nullptr;
};

/// The checks and argument copy of launchKernel, without queuing: the
/// kernel, the configuration, the stream (which must belong to an existing
/// device; its device's sticky error is returned) and the arguments.
hipError_t prepareLaunch(const void* host_stub, dim3 grid, dim3 block, void** args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out);

/// Queues a prepared launch on its stream; `run` executes the grid on the
/// stream's executor thread. Does not wait (the caller applies maybeBlock).
/// `captured` describes the launch for stream capture (see stream_capture.h);
/// without it a captured launch replays `run`.
CompletionPtr submitLaunch(const PreparedLaunch& launch,
                           std::function<void(const cpu::KernelExecution&)> run,
                           const CapturedOperation* captured = nullptr);

}  // namespace openhip
