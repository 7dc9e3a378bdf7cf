// Occupancy of the CPU device, shared by the hipOccupancy* (host stub) and
// hipModuleOccupancy* (hipFunction_t) entry points. A "multiprocessor" is a
// worker thread and runs one block at a time, so a kernel has 1 active block
// per multiprocessor when its block fits the limits and 0 otherwise; the
// device holds multiProcessorCount blocks at once.
#pragma once

#include "api_common.h"
#include "openhip/abi.h"

namespace openhip {

/// Threads per block the kernel allows (launch bounds, else the device limit).
uint32_t kernelMaxThreads(const OpenHipKernelEntry& entry);

/// Whether `dynamic_shared` bytes plus the kernel's static part fit a block.
bool kernelSharedFits(const OpenHipKernelEntry& entry, size_t dynamic_shared);

/// hipOccupancyMaxActiveBlocksPerMultiprocessor for a resolved kernel.
hipError_t occupancyActiveBlocks(const OpenHipKernelEntry& entry, int* numBlocks, int blockSize,
                                 size_t dynamic_shared, unsigned flags);

/// hipOccupancyMaxPotentialBlockSize for a resolved kernel.
hipError_t occupancyPotentialBlockSize(const OpenHipKernelEntry& entry, int* gridSize,
                                       int* blockSize, size_t dynamic_shared, int blockSizeLimit,
                                       unsigned flags);

}  // namespace openhip
