#include "device_config.h"

#include "stream_capture.h"

namespace openhip {
namespace {
Device* deviceOrNull(int ordinal) { return Runtime::get().device(ordinal); }
}  // namespace

hipError_t setCacheConfig(hipFuncCache_t cacheConfig) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  if (cacheConfig < hipFuncCachePreferNone || cacheConfig > hipFuncCachePreferEqual)
    return hipErrorInvalidValue;
  device->cache_config = cacheConfig;
  return hipSuccess;
}

hipError_t getCacheConfig(hipFuncCache_t* cacheConfig) {
  if (!cacheConfig) return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  *cacheConfig = static_cast<hipFuncCache_t>(device->cache_config.load());
  return hipSuccess;
}

hipError_t setSharedMemConfig(hipSharedMemConfig config) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  if (config < hipSharedMemBankSizeDefault || config > hipSharedMemBankSizeEightByte)
    return hipErrorInvalidValue;
  device->shared_mem_config = config;
  return hipSuccess;
}

hipError_t getSharedMemConfig(hipSharedMemConfig* pConfig) {
  if (!pConfig) return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  *pConfig = static_cast<hipSharedMemConfig>(device->shared_mem_config.load());
  return hipSuccess;
}

hipError_t enablePeerAccess(int peerDeviceId, unsigned int flags) {
  if (flags != 0) return hipErrorInvalidValue;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  if (!deviceOrNull(peerDeviceId) || peerDeviceId == device->ordinal())
    return hipErrorInvalidDevice;
  if (!device->setPeerAccess(peerDeviceId, true)) return hipErrorPeerAccessAlreadyEnabled;
  return hipSuccess;
}

hipError_t disablePeerAccess(int peerDeviceId) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  if (!deviceOrNull(peerDeviceId)) return hipErrorInvalidDevice;
  if (!device->setPeerAccess(peerDeviceId, false)) return hipErrorPeerAccessNotEnabled;
  return hipSuccess;
}

hipError_t synchronizeDevice(void) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  // From a stream callback this would wait for the callback itself.
  if (device->onExecutorThread()) return hipErrorNotSupported;
  if (hipError_t e = checkUnsafeCall()) return e;  // potentially unsafe in capture
  device->synchronize();
  return stickyError(device);
}

}  // namespace openhip
