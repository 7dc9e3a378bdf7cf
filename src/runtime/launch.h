// Kernel launch core shared by hipLaunchKernel, cudaLaunchKernel,
// hipExtLaunchKernel, hipModuleLaunchKernel and the cooperative launches:
// validate the configuration as HIP does, copy the arguments and queue the
// grid on the stream.
//
// The hot path allocates nothing once warm: the packet keeps arguments of up
// to kInlineArgBytes inline and comes, like its stream closure, from a
// recycling free list (cpu/recycling_pool.h).
#pragma once

#include <memory>

#include "api_common.h"
#include "cpu/kernel_executor.h"
#include "cpu/recycling_pool.h"
#include "openhip/abi.h"

namespace openhip {

struct CapturedOperation;

/// Checks a launch configuration against the device limits and the kernel's
/// own (launch bounds, static shared memory). hipErrorInvalidConfiguration
/// on any violation.
hipError_t validateLaunchConfiguration(const OpenHipKernelEntry& entry, dim3 grid, dim3 block,
                                       size_t dynamic_shared);

/// hipLaunchKernel: resolves the host stub, prepares and queues the grid.
hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream);

/// Where a launch's argument values are: an array of pointers, one per
/// parameter (kernelParams), or one buffer laid out like a struct of the
/// parameters (hipModuleLaunchKernel's `extra`, HIP_LAUNCH_PARAM_BUFFER_*).
struct KernelArguments {
  void** pointers = nullptr;
  const void* packed = nullptr;
  size_t packed_size = 0;
};

struct LaunchPacket;
/// Runs a queued launch on the stream's executor thread.
using LaunchRunner = void (*)(const LaunchPacket& packet);

/// Everything a queued launch needs after the launch call returned: the
/// argument values are copied here because the caller's array dies with its
/// stack frame.
struct LaunchPacket : cpu::Recycled<LaunchPacket> {
  static constexpr size_t kInlineArgBytes = 256;
  static constexpr size_t kInlineArgCount = 32;
  static constexpr size_t kInlineAlignment = 64;

  cpu::KernelExecution exec;
  LaunchRunner run = nullptr;
  /// Runner data (e.g. a multi-grid description) and, when it must outlive
  /// the call, its owner.
  const void* run_context = nullptr;
  std::shared_ptr<const void> run_context_owner;

  LaunchPacket() = default;
  /// A deep copy whose argument pointers point into its own storage (a
  /// captured launch's closure may be copied into a graph).
  LaunchPacket(const LaunchPacket& other);
  LaunchPacket& operator=(const LaunchPacket&) = delete;
  ~LaunchPacket();

  /// Copies the arguments for `entry` from `args` (sizes and alignments from
  /// the kernel table) and points exec.args at the copies.
  hipError_t copyArguments(const OpenHipKernelEntry& entry, const KernelArguments& args);

 private:
  /// Allocates room for `bytes` of arguments aligned to `alignment` and for
  /// `count` argument pointers; inline when they fit.
  void reserve(size_t bytes, size_t alignment, size_t count);
  void releaseHeap();

  alignas(kInlineAlignment) unsigned char inline_storage_[kInlineArgBytes];
  void* inline_pointers_[kInlineArgCount];
  unsigned char* storage_ = inline_storage_;
  size_t storage_bytes_ = 0;
  size_t heap_alignment_ = 0;  ///< non-zero when storage_ is on the heap
  void** pointers_ = inline_pointers_;
  size_t pointer_count_ = 0;
};

using LaunchPacketPtr = std::unique_ptr<LaunchPacket>;

/// A launch that passed every check and owns a copy of its arguments.
struct PreparedLaunch {
  LaunchPacketPtr packet;
  Stream* stream = nullptr;
};

/// The checks and argument copy of a launch of `entry`, without queuing: the
/// configuration, the stream (whose device's sticky error is returned) and
/// the arguments. The caller checked the current device and its sticky error.
hipError_t prepareLaunch(const OpenHipKernelEntry& entry, uint32_t warp_size, dim3 grid,
                         dim3 block, const KernelArguments& args, size_t dynamic_shared,
                         hipStream_t stream, PreparedLaunch& out);

/// prepareLaunch for the kernel registered for `host_stub` (the current
/// device and its sticky error are checked here).
hipError_t prepareLaunch(const void* host_stub, dim3 grid, dim3 block, void** args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out);

/// Runs a packet's grid on the worker pool (the runner of ordinary launches).
void runOnWorkerPool(const LaunchPacket& packet);

/// Queues a prepared launch on its stream; the stream's executor thread calls
/// `run` (see LaunchPacket::run_context for its data). Does not wait (the
/// caller applies maybeBlock). `captured` describes the launch for stream
/// capture (see stream_capture.h); without it a captured launch replays `run`.
CompletionPtr submitLaunch(PreparedLaunch&& launch, LaunchRunner run,
                           const CapturedOperation* captured = nullptr);

}  // namespace openhip
