#include "occupancy.h"

#include <algorithm>

#include "cpu/kernel_executor.h"
#include "device_limits.h"

namespace openhip {
namespace {
// hipOccupancyDefault, and CUDA's cudaOccupancyDisableCachingOverride (0x01),
// which HIP 5.2 does not name but CUDA sources pass through hipify.
bool validFlags(unsigned flags) { return flags == hipOccupancyDefault || flags == 0x01u; }
}  // namespace

uint32_t kernelMaxThreads(const OpenHipKernelEntry& entry) {
  return entry.max_threads_per_block ? std::min(entry.max_threads_per_block, kMaxThreadsPerBlock)
                                     : kMaxThreadsPerBlock;
}

bool kernelSharedFits(const OpenHipKernelEntry& entry, size_t dynamic_shared) {
  return dynamic_shared <= kSharedMemPerBlock &&
         cpu::sharedArenaBytes(entry, dynamic_shared) <= kSharedMemPerBlock;
}

hipError_t occupancyActiveBlocks(const OpenHipKernelEntry& entry, int* numBlocks, int blockSize,
                                 size_t dynamic_shared, unsigned flags) {
  if (!numBlocks || blockSize <= 0 || !validFlags(flags)) return hipErrorInvalidValue;
  const bool fits = static_cast<uint32_t>(blockSize) <= kernelMaxThreads(entry) &&
                    kernelSharedFits(entry, dynamic_shared);
  *numBlocks = fits ? 1 : 0;
  return hipSuccess;
}

hipError_t occupancyPotentialBlockSize(const OpenHipKernelEntry& entry, int* gridSize,
                                       int* blockSize, size_t dynamic_shared, int blockSizeLimit,
                                       unsigned flags) {
  if (!gridSize || !blockSize || blockSizeLimit < 0 || !validFlags(flags))
    return hipErrorInvalidValue;
  if (!kernelSharedFits(entry, dynamic_shared)) return hipErrorInvalidValue;
  // Resident threads per worker grow with the block size, so the largest
  // allowed block is best; one block per worker fills the device.
  uint32_t best = kernelMaxThreads(entry);
  if (blockSizeLimit > 0) best = std::min(best, static_cast<uint32_t>(blockSizeLimit));
  *blockSize = static_cast<int>(best);
  *gridSize = static_cast<int>(Runtime::get().workerCount());
  return hipSuccess;
}

}  // namespace openhip
