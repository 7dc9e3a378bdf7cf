// Occupancy, shared by the hipOccupancy* (host stub) and
// hipModuleOccupancy* (hipFunction_t) entry points. A "multiprocessor" is a
// worker thread and runs one block at a time, so a kernel has 1 active block
// per multiprocessor when its block fits the limits and 0 otherwise; the
// device holds multiProcessorCount blocks at once.
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
