// Runs one kernel launch on the CPU: the grid's blocks are spread over the
// worker pool, each block executed by the kernel's block function with the
// executing thread's shared and private arenas.
//
// Device faults (assert, __trap, abort in a kernel): the runtime's fault
// handler calls abandonBlock(), which unwinds straight back here with
// longjmp (a block function holds no locks and owns no heap objects, so
// skipping its frames loses nothing). The launch then skips its remaining
// blocks and executeKernel returns the error, which the queue running the
// launch raises as its device's sticky error.
#pragma once

#include <atomic>
#include <cstdint>

#include "kernel.h"
#include "openhip/abi.h"

namespace openhip::cpu {

class WorkerPool;

/// The CPU kernel table entry behind a kernel this backend resolved.
inline const OpenHipKernelEntry& entryOf(const KernelLaunch& launch) {
  return *static_cast<const OpenHipKernelEntry*>(launch.kernel->code);
}

/// Executes every block of the launch; returns when all have finished. If a
/// block faulted, the remaining blocks are skipped and the error (a
/// hipError_t value) is returned; 0 otherwise.
int executeKernel(WorkerPool& pool, const KernelLaunch& launch);

/// Runs blocks [first, first + count) of `launch` on the calling thread, with
/// its shared and private arenas, so that a device fault abandons the block
/// in progress instead of the process: returns false after a fault, whose
/// error is then stored in `fault` (first one wins); blocks are not started
/// once `fault` is set. The worker pool's ranges and the cooperative
/// executor's single blocks both run through here.
bool runBlockRange(const KernelLaunch& launch, uint64_t first, uint64_t count,
                   std::atomic<int>& fault);

/// Called by the device fault handlers (assert, trap) on the thread running
/// the faulting work-item: records `error` for the launch and leaves the
/// block. Outside runBlocksCatchingFaults it terminates the process, as a
/// fault on a GPU without a way to report it would.
[[noreturn]] void abandonBlock(int error);

/// The context of the block the calling thread is running, nullptr outside
/// a kernel; `kernel_name` receives the kernel's mangled name.
const OpenHipLaunchCtx* currentBlock(const char** kernel_name);

}  // namespace openhip::cpu
