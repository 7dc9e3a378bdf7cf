// C ABI: per-kernel settings and occupancy queries (core/occupancy.h).
#include "api_common.h"
#include "device_limits.h"
#include "launch.h"
#include "occupancy.h"

namespace {

/// The kernel of a host stub for the current device; nullptr if none.
const openhip::Kernel* resolve(const void* func) {
  openhip::Device* device = openhip::currentDevice();
  return device ? openhip::resolveKernel(func, *device) : nullptr;
}

}  // namespace

extern "C" {

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  OPENHIP_API(func, attr, value);
  const openhip::Kernel* entry = resolve(func);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  switch (attr) {
    case hipFuncAttributeMaxDynamicSharedMemorySize:
      // Every kernel may already use all shared memory beside its static part.
      HIP_RETURN(value >= 0 && openhip::kernelSharedFits(*entry, static_cast<size_t>(value))
                     ? hipSuccess
                     : hipErrorInvalidValue);
    case hipFuncAttributePreferredSharedMemoryCarveout:
      HIP_RETURN(value >= -1 && value <= 100 ? hipSuccess : hipErrorInvalidValue);
    default: HIP_RETURN(hipErrorInvalidValue);
  }
}

hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t config) {
  OPENHIP_API(func, config);
  if (!resolve(func)) HIP_RETURN(hipErrorInvalidDeviceFunction);
  if (config < hipFuncCachePreferNone || config > hipFuncCachePreferEqual)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(hipSuccess);  // no cache partitioning on a CPU
}

hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig config) {
  OPENHIP_API(func, config);
  if (!resolve(func)) HIP_RETURN(hipErrorInvalidDeviceFunction);
  if (config < hipSharedMemBankSizeDefault || config > hipSharedMemBankSizeEightByte)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(hipSuccess);  // no banks on a CPU
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* f,
                                                        int blockSize, size_t dynSharedMemPerBlk) {
  OPENHIP_API(numBlocks, f, blockSize, dynSharedMemPerBlk);
  if (!numBlocks) HIP_RETURN(hipErrorInvalidValue);
  const openhip::Kernel* entry = resolve(f);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  HIP_RETURN(openhip::occupancyActiveBlocks(*entry, numBlocks, blockSize, dynSharedMemPerBlk,
                                            hipOccupancyDefault));
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* f,
                                                                 int blockSize,
                                                                 size_t dynSharedMemPerBlk,
                                                                 unsigned int flags) {
  OPENHIP_API(numBlocks, f, blockSize, dynSharedMemPerBlk, flags);
  if (!numBlocks) HIP_RETURN(hipErrorInvalidValue);
  const openhip::Kernel* entry = resolve(f);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  HIP_RETURN(
      openhip::occupancyActiveBlocks(*entry, numBlocks, blockSize, dynSharedMemPerBlk, flags));
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* f,
                                             size_t dynSharedMemPerBlk, int blockSizeLimit) {
  OPENHIP_API(gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit);
  if (!gridSize || !blockSize) HIP_RETURN(hipErrorInvalidValue);
  const openhip::Kernel* entry = resolve(f);
  if (!entry) HIP_RETURN(hipErrorInvalidDeviceFunction);
  HIP_RETURN(openhip::occupancyPotentialBlockSize(*openhip::currentDevice(), *entry, gridSize,
                                                  blockSize, dynSharedMemPerBlk, blockSizeLimit,
                                                  hipOccupancyDefault));
}

}  // extern "C"
