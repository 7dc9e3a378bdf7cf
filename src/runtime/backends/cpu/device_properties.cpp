#include "device_properties.h"

#include <climits>
#include <cstdio>
#include <cstring>

#include "code_tables.h"
#include "device_limits.h"
#include "host_info.h"

namespace openhip::cpu {

void fillDeviceProperties(int index, unsigned workers, hipDeviceProp_t* p) {
  const HostInfo& host = hostInfo();
  std::memset(p, 0, sizeof(*p));
  std::snprintf(p->name, sizeof(p->name), "OpenHIP CPU (%s)", host.model_name.c_str());
  p->totalGlobalMem = host.total_memory;
  p->sharedMemPerBlock = kSharedMemPerBlock;
  p->regsPerBlock = 65536;  // nominal: CPU kernels have no register-file limit
  p->warpSize = CodeTables::get().programWarpSize();
  p->maxThreadsPerBlock = kMaxThreadsPerBlock;
  for (int d = 0; d < 3; ++d) {
    p->maxThreadsDim[d] = static_cast<int>(kMaxBlockDim[d]);
    p->maxGridSize[d] = static_cast<int>(kMaxGridDim[d]);
  }
  p->clockRate = host.clock_khz;
  p->memoryClockRate = 0;  // unknown on a CPU
  p->memoryBusWidth = 0;
  p->totalConstMem = kSharedMemPerBlock;
  p->major = 7;  // hipcc compiles device code as sm_70
  p->minor = 0;
  p->multiProcessorCount = static_cast<int>(workers);
  p->l2CacheSize = host.l2_cache_bytes;
  p->maxThreadsPerMultiProcessor = kMaxThreadsPerMultiProcessor;  // see core/occupancy.h
  p->computeMode = 0;
  p->clockInstructionRate = host.clock_khz;
  hipDeviceArch_t& a = p->arch;
  a.hasGlobalInt32Atomics = a.hasGlobalFloatAtomicExch = a.hasSharedInt32Atomics = 1;
  a.hasSharedFloatAtomicExch = a.hasFloatAtomicAdd = a.hasGlobalInt64Atomics = 1;
  a.hasSharedInt64Atomics = a.hasDoubles = a.hasWarpVote = a.hasWarpBallot = 1;
  a.hasWarpShuffle = a.hasFunnelShift = a.hasThreadFenceSystem = a.hasSyncThreadsExt = 1;
  a.has3dGrid = 1;
  p->concurrentKernels = 1;
  p->cooperativeLaunch = 1;  // all blocks of a grid can be resident (see occupancy.h)
  p->cooperativeMultiDeviceLaunch = 1;
  p->maxTexture1DLinear = kMaxTexture1DLinear;
  p->maxTexture1D = kMaxTexture1D;
  for (int d = 0; d < 2; ++d) p->maxTexture2D[d] = kMaxTexture2D[d];
  for (int d = 0; d < 3; ++d) p->maxTexture3D[d] = kMaxTexture3D[d];
  p->pciDomainID = 0;
  p->pciBusID = 0;
  p->pciDeviceID = index;
  p->maxSharedMemoryPerMultiProcessor = kSharedMemPerMultiProcessor;
  p->isMultiGpuBoard = 0;
  p->canMapHostMemory = 1;
  p->gcnArch = 0;
  std::snprintf(p->gcnArchName, sizeof(p->gcnArchName), "cpu");
  p->integrated = 1;  // shares the host's memory
  p->memPitch = static_cast<size_t>(INT_MAX);
  p->textureAlignment = kAllocationAlignment;
  p->texturePitchAlignment = kAllocationAlignment;
  p->managedMemory = 1;
  p->directManagedMemAccessFromHost = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->pageableMemoryAccessUsesHostPageTables = 1;
}

}  // namespace openhip::cpu
