// Runs one kernel launch on the CPU: the grid's blocks are spread over the
// worker pool, each block executed by the kernel's block function with the
// executing thread's shared and private arenas.
//
// Device faults (assert, __trap, abort in a kernel): the runtime's fault
// handler calls abandonBlock(), which unwinds straight back here with
// longjmp (a block function holds no locks and owns no heap objects, so
// skipping its frames loses nothing). The launch then skips its remaining
// blocks and executeKernel raises the error as the device's sticky error.
#pragma once

#include <atomic>
#include <cstdint>

#include "openhip/abi.h"

namespace openhip::cpu {

class WorkerPool;

struct KernelExecution {
  const OpenHipKernelEntry* entry = nullptr;
  uint32_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint32_t warp_size = 64;
  uint64_t dynamic_shared = 0;
  void** args = nullptr;  ///< kernelParams-style, must stay valid during the call
  int priority = 0;       ///< stream priority, forwarded to the pool
};

/// Bytes of the shared arena a launch needs: the static part rounded up to
/// 16 (where the dynamic part starts, see abi.h) plus the dynamic part.
uint64_t sharedArenaBytes(const OpenHipKernelEntry& entry, uint64_t dynamic_shared);

/// Executes every block of the launch; returns when all have finished. If a
/// block faulted, the remaining blocks are skipped, the fault is raised as
/// the sticky error of the device whose stream runs the launch, and the
/// error (a hipError_t value) is returned; 0 otherwise.
int executeKernel(WorkerPool& pool, const KernelExecution& exec);

/// Runs blocks [first, first + count) of `exec` on the calling thread, with
/// its shared and private arenas, so that a device fault abandons the block
/// in progress instead of the process: returns false after a fault, whose
/// error is then stored in `fault` (first one wins); blocks are not started
/// once `fault` is set. The worker pool's ranges and the cooperative
/// executor's single blocks both run through here.
bool runBlockRange(const KernelExecution& exec, uint64_t first, uint64_t count,
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
