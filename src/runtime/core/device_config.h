// Per-device settings and synchronization shared by the hipDevice* and hipCtx*
// entry points (a context acts on its device).
#pragma once

#include "runtime.h"

namespace openhip {

hipError_t setCacheConfig(hipFuncCache_t cacheConfig);
hipError_t getCacheConfig(hipFuncCache_t* cacheConfig);
hipError_t setSharedMemConfig(hipSharedMemConfig config);
hipError_t getSharedMemConfig(hipSharedMemConfig* pConfig);
hipError_t enablePeerAccess(int peerDeviceId, unsigned int flags);
hipError_t disablePeerAccess(int peerDeviceId);
hipError_t synchronizeDevice(void);

}  // namespace openhip
