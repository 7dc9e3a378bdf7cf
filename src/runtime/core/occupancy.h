// Occupancy, shared by the hipOccupancy* (host stub) and
// hipModuleOccupancy* (hipFunction_t) entry points. A "multiprocessor" is a
// worker thread. A worker runs one block at a time, but a cooperative launch
// gives each block its own thread and the pool rescues blocks that wait on
// blocks (backends/cpu/worker_pool.h, "Forward progress"), so residency is
// counted as on a GPU of compute capability 7.0: up to 2048 work-items
// (blocks rounded up to whole warps), 32 blocks and 128 KiB of shared memory
// per multiprocessor (core/device_limits.h). Programs that size a grid as
// occupancy x multiProcessorCount (persistent blocks, split-K chunking,
// cooperative launches) get GPU-like grids instead of one block per core.
#pragma once

#include "kernel.h"
#include "runtime.h"

namespace openhip {

/// Threads per block the kernel allows (launch bounds, else the device limit).
uint32_t kernelMaxThreads(const Kernel& kernel);

/// Whether `dynamic_shared` bytes plus the kernel's static part fit a block.
bool kernelSharedFits(const Kernel& kernel, size_t dynamic_shared);

/// hipOccupancyMaxActiveBlocksPerMultiprocessor for a resolved kernel.
hipError_t occupancyActiveBlocks(const Kernel& kernel, int* numBlocks, int blockSize,
                                 size_t dynamic_shared, unsigned flags);

/// hipOccupancyMaxPotentialBlockSize for a resolved kernel.
hipError_t occupancyPotentialBlockSize(const Device& device, const Kernel& kernel, int* gridSize,
                                       int* blockSize, size_t dynamic_shared, int blockSizeLimit,
                                       unsigned flags);

}  // namespace openhip
