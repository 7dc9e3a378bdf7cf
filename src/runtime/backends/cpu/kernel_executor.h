// Runs one kernel launch on the CPU: the grid's blocks are spread over the
// worker pool, each block executed by the kernel's block function with the
// executing thread's shared and private arenas.
//
// Device faults leave a block through the thread's FaultTrap
// (fault_handler.h) with longjmp: assert, __trap and abort in a kernel
// (abandonBlock), memory faults and other hardware exceptions raised by the
// kernel's instructions, and cancellation. A block function holds no locks
// and owns no heap objects, so skipping its frames loses nothing. The launch
// then skips its remaining blocks and the executor returns the error, which
// the queue running the launch reports and raises as its device's sticky error.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>

#include "fault_handler.h"
#include "kernel.h"
#include "openhip/abi.h"

namespace openhip::cpu {

class WorkerPool;

/// The CPU kernel table entry behind a kernel this backend resolved.
inline const OpenHipKernelEntry& entryOf(const KernelLaunch& launch) {
  return *static_cast<const OpenHipKernelEntry*>(launch.kernel->code);
}

/// The first fault of a launch and where it happened.
struct LaunchFault {
  int error = 0;  ///< hipError_t value; 0: none
  FaultRecord record;
  uint32_t block[3] = {0, 0, 0};
};

/// Shared by the threads that run one launch's blocks (a queue keeps one and
/// reuses it launch after launch).
struct LaunchFaultState {
  /// The first error (hipError_t) wins; once set, no block starts.
  std::atomic<int> error{0};
  /// Details of the first error, written by the thread that set `error`
  /// (read after the launch has returned).
  LaunchFault first;
  /// Identifies the launch for cancellation (fault_handler.h); 0 when idle.
  std::atomic<uint64_t> work_id{0};
  /// Ranges of blocks finished so far (progress, for hipDeviceReset).
  std::atomic<uint64_t> ranges_done{0};
  /// Extra step to stop a launch whose blocks wait for each other (the grid
  /// barrier of a cooperative launch), set while such a launch runs.
  std::mutex cancel_hook_mutex;
  void (*cancel_hook)(void*) = nullptr;
  void* cancel_hook_arg = nullptr;

  /// Ready for a new launch.
  void reset();
};

/// The error a launch leaves after `record` (hipErrorIllegalAddress for
/// memory faults, hipErrorLaunchFailure for illegal instructions, or the
/// error of assert/trap).
int errorOf(const FaultRecord& record);

/// Executes every block of the launch; returns when all have finished. If a
/// block faulted, the remaining blocks are skipped and the error (a
/// hipError_t value) is returned, with its details in `state.first`; 0 otherwise.
int executeKernel(WorkerPool& pool, const KernelLaunch& launch, LaunchFaultState& state);

/// Runs blocks [first, first + count) of `launch` on the calling thread, with
/// its shared and private arenas, so that a device fault abandons the block
/// in progress instead of the process: returns false after a fault, whose
/// error is then stored in `state` (first one wins); blocks are not started
/// once `state.error` is set. The worker pool's ranges and the cooperative
/// executor's single blocks both run through here.
bool runBlockRange(const KernelLaunch& launch, uint64_t first, uint64_t count,
                   LaunchFaultState& state);

/// Stops the launch that `state` belongs to (hipDeviceReset of a device with
/// a kernel that does not finish): no block starts any more, running blocks
/// are interrupted. Returns at once; the launch returns soon after.
void cancelLaunch(LaunchFaultState& state, int error);

/// Called by the device fault handlers (assert, trap) on the thread running
/// the faulting work-item: records `error` for the launch and leaves the
/// block. Outside a kernel block it terminates the process, as a fault on a
/// GPU without a way to report it would.
[[noreturn]] void abandonBlock(int error);

/// The context of the block the calling thread is running, nullptr outside
/// a kernel; `kernel_name` receives the kernel's mangled name.
const OpenHipLaunchCtx* currentBlock(const char** kernel_name);

}  // namespace openhip::cpu
