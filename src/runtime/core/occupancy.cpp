#include "occupancy.h"

#include <algorithm>

#include "device_limits.h"

namespace openhip {
namespace {
// hipOccupancyDefault, and CUDA's cudaOccupancyDisableCachingOverride (0x01),
// which HIP 5.2 does not name but CUDA sources pass through hipify.
bool validFlags(unsigned flags) { return flags == hipOccupancyDefault || flags == 0x01u; }
}  // namespace

uint32_t kernelMaxThreads(const Kernel& kernel) {
  return kernel.max_threads_per_block ? std::min(kernel.max_threads_per_block, kMaxThreadsPerBlock)
                                     : kMaxThreadsPerBlock;
}

bool kernelSharedFits(const Kernel& kernel, size_t dynamic_shared) {
  return dynamic_shared <= kSharedMemPerBlock &&
         kernel.sharedBytes(dynamic_shared) <= kSharedMemPerBlock;
}

hipError_t occupancyActiveBlocks(const Kernel& kernel, int* numBlocks, int blockSize,
                                 size_t dynamic_shared, unsigned flags) {
  if (!numBlocks || blockSize <= 0 || !validFlags(flags)) return hipErrorInvalidValue;
  const bool fits = static_cast<uint32_t>(blockSize) <= kernelMaxThreads(kernel) &&
                    kernelSharedFits(kernel, dynamic_shared);
  *numBlocks = fits ? 1 : 0;
  return hipSuccess;
}

hipError_t occupancyPotentialBlockSize(const Device& device, const Kernel& kernel, int* gridSize,
                                       int* blockSize, size_t dynamic_shared, int blockSizeLimit,
                                       unsigned flags) {
  if (!gridSize || !blockSize || blockSizeLimit < 0 || !validFlags(flags))
    return hipErrorInvalidValue;
  if (!kernelSharedFits(kernel, dynamic_shared)) return hipErrorInvalidValue;
  // Resident threads per worker grow with the block size, so the largest
  // allowed block is best; one block per worker fills the device.
  uint32_t best = kernelMaxThreads(kernel);
  if (blockSizeLimit > 0) best = std::min(best, static_cast<uint32_t>(blockSizeLimit));
  *blockSize = static_cast<int>(best);
  hipDeviceProp_t props;
  device.properties(&props);
  *gridSize = props.multiProcessorCount;
  return hipSuccess;
}

}  // namespace openhip
