#include "occupancy.h"

#include <algorithm>

#include "device_limits.h"

namespace openhip {
namespace {
// hipOccupancyDefault, and CUDA's cudaOccupancyDisableCachingOverride (0x01),
// which HIP 5.2 does not name but CUDA sources pass through hipify.
bool validFlags(unsigned flags) { return flags == hipOccupancyDefault || flags == 0x01u; }

uint32_t warpOf(const Kernel& kernel) {
  return kernel.warp_size ? kernel.warp_size : static_cast<uint32_t>(kDefaultWarpSize);
}

/// Blocks of `block_threads` resident per multiprocessor; 0 if one does not fit.
uint32_t residentBlocks(const Kernel& kernel, uint32_t block_threads, size_t dynamic_shared) {
  if (block_threads == 0 || block_threads > kernelMaxThreads(kernel) ||
      !kernelSharedFits(kernel, dynamic_shared))
    return 0;
  const uint32_t warp = warpOf(kernel);
  const uint32_t warped = (block_threads + warp - 1) / warp * warp;
  uint32_t blocks = std::min(kMaxBlocksPerMultiProcessor, kMaxThreadsPerMultiProcessor / warped);
  if (const uint64_t shared = kernel.sharedBytes(dynamic_shared))
    blocks = static_cast<uint32_t>(std::min<uint64_t>(blocks, kSharedMemPerMultiProcessor / shared));
  return blocks;
}
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
  *numBlocks = static_cast<int>(
      residentBlocks(kernel, static_cast<uint32_t>(blockSize), dynamic_shared));
  return hipSuccess;
}

hipError_t occupancyPotentialBlockSize(const Device& device, const Kernel& kernel, int* gridSize,
                                       int* blockSize, size_t dynamic_shared, int blockSizeLimit,
                                       unsigned flags) {
  if (!gridSize || !blockSize || blockSizeLimit < 0 || !validFlags(flags))
    return hipErrorInvalidValue;
  if (!kernelSharedFits(kernel, dynamic_shared)) return hipErrorInvalidValue;
  // As CUDA's calculator: the block size with the most resident warps, the
  // largest of equals (the dynamic shared memory is per block, whatever
  // its size); the grid fills every multiprocessor with resident blocks.
  uint32_t limit = kernelMaxThreads(kernel);
  if (blockSizeLimit > 0) limit = std::min(limit, static_cast<uint32_t>(blockSizeLimit));
  uint32_t best = limit, best_blocks = 0, best_warps = 0;
  const uint32_t warp = warpOf(kernel);
  for (uint32_t size = limit; size > 0; size = size > warp ? (size - 1) / warp * warp : 0) {
    const uint32_t blocks = residentBlocks(kernel, size, dynamic_shared);
    const uint32_t warps = blocks * ((size + warp - 1) / warp);
    if (warps > best_warps) best = size, best_blocks = blocks, best_warps = warps;
  }
  *blockSize = static_cast<int>(best);
  hipDeviceProp_t props;
  device.properties(&props);
  *gridSize = static_cast<int>(best_blocks) * props.multiProcessorCount;
  return hipSuccess;
}

}  // namespace openhip
