// C ABI: device identity (PCI id, UUID), cache/shared-memory
// preferences and peer access between the CPU devices.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

#include "api_common.h"
#include "device_config.h"

using openhip::Device;
using openhip::Runtime;

namespace {

Device* deviceOrNull(int ordinal) { return Runtime::get().device(ordinal); }

// Virtual CPU devices present themselves as functions of one PCI device:
// domain 0, bus 0, device = CPU device index, function 0.
constexpr int kPciBusIdLength = 13;  // "0000:00:00.0" + NUL
constexpr uint32_t kLinkTypeXgmi = 4;

uint64_t fnv1a(const std::string& text, uint64_t hash) {
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ull;
  return hash;
}

}  // namespace

extern "C" {

hipError_t hipDeviceGetPCIBusId(char* pciBusId, int len, int deviceId) {
  OPENHIP_API(pciBusId, len, deviceId);
  if (!pciBusId || len < kPciBusIdLength) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  std::snprintf(pciBusId, static_cast<size_t>(len), "%04x:%02x:%02x.0", 0, 0,
                static_cast<unsigned>(device->physical()));
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceGetByPCIBusId(int* deviceId, const char* pciBusId) {
  OPENHIP_API(deviceId, pciBusId);
  if (!deviceId || !pciBusId) HIP_RETURN(hipErrorInvalidValue);
  unsigned domain = 0, bus = 0, slot = 0, function = 0;
  if (std::sscanf(pciBusId, "%x:%x:%x.%x", &domain, &bus, &slot, &function) != 4)
    HIP_RETURN(hipErrorInvalidValue);
  for (int i = 0; i < Runtime::get().deviceCount(); ++i) {
    if (domain == 0 && bus == 0 && function == 0 &&
        slot == static_cast<unsigned>(deviceOrNull(i)->physical())) {
      *deviceId = i;
      HIP_RETURN(hipSuccess);
    }
  }
  HIP_RETURN(hipErrorInvalidDevice);
}

hipError_t hipDeviceGetUuid(hipUUID* uuid, hipDevice_t deviceId) {
  OPENHIP_API(uuid, deviceId);
  if (!uuid) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  // Stable per machine and CPU device: hashed from /etc/machine-id.
  std::string machine;
  std::ifstream("/etc/machine-id") >> machine;
  const std::string seed = "openhip-cpu:" + machine + ":" + std::to_string(device->physical());
  const uint64_t high = fnv1a(seed, 0xcbf29ce484222325ull);
  hipDeviceProp_t props;
  device->properties(&props);
  const uint64_t low = fnv1a(seed + props.name, high);
  std::memcpy(uuid->bytes, &high, 8);
  std::memcpy(uuid->bytes + 8, &low, 8);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceSetCacheConfig(hipFuncCache_t cacheConfig) {
  OPENHIP_API(cacheConfig);
  HIP_RETURN(openhip::setCacheConfig(cacheConfig));
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* cacheConfig) {
  OPENHIP_API(cacheConfig);
  HIP_RETURN(openhip::getCacheConfig(cacheConfig));
}

hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config) {
  OPENHIP_API(config);
  HIP_RETURN(openhip::setSharedMemConfig(config));
}

hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* pConfig) {
  OPENHIP_API(pConfig);
  HIP_RETURN(openhip::getSharedMemConfig(pConfig));
}

hipError_t hipDeviceCanAccessPeer(int* canAccessPeer, int deviceId, int peerDeviceId) {
  OPENHIP_API(canAccessPeer, deviceId, peerDeviceId);
  if (!canAccessPeer) HIP_RETURN(hipErrorInvalidValue);
  if (!deviceOrNull(deviceId) || !deviceOrNull(peerDeviceId)) HIP_RETURN(hipErrorInvalidDevice);
  // All CPU devices share the host's memory; a device is not its own peer.
  *canAccessPeer = deviceId != peerDeviceId ? 1 : 0;
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceEnablePeerAccess(int peerDeviceId, unsigned int flags) {
  OPENHIP_API(peerDeviceId, flags);
  HIP_RETURN(openhip::enablePeerAccess(peerDeviceId, flags));
}

hipError_t hipDeviceDisablePeerAccess(int peerDeviceId) {
  OPENHIP_API(peerDeviceId);
  HIP_RETURN(openhip::disablePeerAccess(peerDeviceId));
}

hipError_t hipDeviceGetP2PAttribute(int* value, hipDeviceP2PAttr attr, int srcDevice,
                                    int dstDevice) {
  OPENHIP_API(value, attr, srcDevice, dstDevice);
  if (!value) HIP_RETURN(hipErrorInvalidValue);
  if (!deviceOrNull(srcDevice) || !deviceOrNull(dstDevice) || srcDevice == dstDevice)
    HIP_RETURN(hipErrorInvalidDevice);
  switch (attr) {
    case hipDevP2PAttrPerformanceRank: *value = 0; break;  // same memory: best rank
    case hipDevP2PAttrAccessSupported: *value = 1; break;
    case hipDevP2PAttrNativeAtomicSupported: *value = 1; break;
    case hipDevP2PAttrHipArrayAccessSupported: *value = 0; break;
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  HIP_RETURN(hipSuccess);
}

hipError_t hipExtGetLinkTypeAndHopCount(int device1, int device2, uint32_t* linktype,
                                        uint32_t* hopcount) {
  OPENHIP_API(device1, device2, linktype, hopcount);
  if (!linktype || !hopcount) HIP_RETURN(hipErrorInvalidValue);
  if (!deviceOrNull(device1) || !deviceOrNull(device2) || device1 == device2)
    HIP_RETURN(hipErrorInvalidDevice);
  // The CPU devices share one coherent memory: reported as a direct XGMI
  // link (hsa_amd_link_info_type_t 4), one hop, which is what multi-GPU
  // code checks before taking its fastest peer-to-peer path.
  *linktype = kLinkTypeXgmi;
  *hopcount = 1;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
