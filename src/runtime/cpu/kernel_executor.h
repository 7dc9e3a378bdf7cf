// Runs one kernel launch on the CPU: the grid's blocks are spread over the
// worker pool, each block executed by the kernel's block function with the
// executing thread's shared and private arenas.
#pragma once

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

/// Executes every block of the launch; returns when all have finished.
void executeKernel(WorkerPool& pool, const KernelExecution& exec);

}  // namespace openhip::cpu
