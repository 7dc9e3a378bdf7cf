// C ABI: per-kernel settings and occupancy queries. A CPU worker runs one
// block at a time, so a "multiprocessor" holds one resident block.
#include "cpu/kernel_executor.h"
#include "device_limits.h"
#include "kernel_registry.h"
#include "launch.h"

namespace {

const OpenHipKernelEntry* resolve(const void* func) {
  if (!func) return nullptr;
  auto kernel = openhip::kernelRegistry().resolveKernel(func);
  return kernel ? kernel->entry : nullptr;
}

uint32_t maxThreads(const OpenHipKernelEntry& entry) {
  return entry.max_threads_per_block ? std::min(entry.max_threads_per_block, openhip::kMaxThreadsPerBlock)
                                     : openhip::kMaxThreadsPerBlock;
}

bool sharedFits(const OpenHipKernelEntry& entry, size_t dynamic_shared) {
  return dynamic_shared <= openhip::kSharedMemPerBlock &&
         openhip::cpu::sharedArenaBytes(entry, dynamic_shared) <= openhip::kSharedMemPerBlock;
}

hipError_t activeBlocks(int* numBlocks, const void* f, int blockSize, size_t dynSharedMemPerBlk) {
  if (!numBlocks || blockSize <= 0) return hipErrorInvalidValue;
  const OpenHipKernelEntry* entry = resolve(f);
  if (!entry) return hipErrorInvalidDeviceFunction;
  const bool fits = static_cast<uint32_t>(blockSize) <= maxThreads(*entry) &&
                    sharedFits(*entry, dynSharedMemPerBlk);
  *numBlocks = fits ? 1 : 0;
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  const OpenHipKernelEntry* entry = resolve(func);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  switch (attr) {
    case hipFuncAttributeMaxDynamicSharedMemorySize:
      // Every kernel may already use all shared memory beside its static part.
      HIP_RETURN(value >= 0 && sharedFits(*entry, static_cast<size_t>(value)) ? hipSuccess
                                                                            : hipErrorInvalidValue);
    case hipFuncAttributePreferredSharedMemoryCarveout:
      HIP_RETURN(value >= -1 && value <= 100 ? hipSuccess : hipErrorInvalidValue);
    default: HIP_RETURN(hipErrorInvalidValue);
  }
}

hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t config) {
  if (!resolve(func)) HIP_RETURN(hipErrorInvalidDeviceFunction);
  if (config < hipFuncCachePreferNone || config > hipFuncCachePreferEqual)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(hipSuccess);  // no cache partitioning on a CPU
}

hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig config) {
  if (!resolve(func)) HIP_RETURN(hipErrorInvalidDeviceFunction);
  if (config < hipSharedMemBankSizeDefault || config > hipSharedMemBankSizeEightByte)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(hipSuccess);  // no banks on a CPU
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* f,
                                                        int blockSize, size_t dynSharedMemPerBlk) {
  HIP_RETURN(activeBlocks(numBlocks, f, blockSize, dynSharedMemPerBlk));
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* f,
                                                                 int blockSize,
                                                                 size_t dynSharedMemPerBlk,
                                                                 unsigned int flags) {
  // 0x01: CUDA's cudaOccupancyDisableCachingOverride (HIP 5.2 has no name for it).
  if (flags != hipOccupancyDefault && flags != 0x01u)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(activeBlocks(numBlocks, f, blockSize, dynSharedMemPerBlk));
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* f,
                                             size_t dynSharedMemPerBlk, int blockSizeLimit) {
  if (!gridSize || !blockSize || blockSizeLimit < 0) HIP_RETURN(hipErrorInvalidValue);
  const OpenHipKernelEntry* entry = resolve(f);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  if (!sharedFits(*entry, dynSharedMemPerBlk)) HIP_RETURN(hipErrorInvalidValue);
  // Occupancy (resident threads / 1024) is highest for the largest block;
  // one block per worker fills the device.
  uint32_t best = maxThreads(*entry);
  if (blockSizeLimit > 0) best = std::min(best, static_cast<uint32_t>(blockSizeLimit));
  *blockSize = static_cast<int>(best);
  *gridSize = static_cast<int>(openhip::Runtime::get().workerCount());
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
