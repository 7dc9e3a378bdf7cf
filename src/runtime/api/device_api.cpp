// C ABI: device management.
#include <cstring>

#include "api_common.h"
#include "device_config.h"
#include "context.h"
#include "device_attributes.h"
#include "memory_ops.h"
#include "stream_capture.h"

using openhip::Device;
using openhip::Runtime;

namespace {
Device* deviceOrNull(int ordinal) { return Runtime::get().device(ordinal); }

// hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax.
constexpr unsigned kValidDeviceFlags = 0x7u | 0x8u | 0x16u;
}  // namespace

extern "C" {

hipError_t hipInit(unsigned int flags) {
  OPENHIP_API(flags);
  if (flags != 0) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(Runtime::get().deviceCount() > 0 ? hipSuccess : hipErrorNoDevice);
}

hipError_t hipDriverGetVersion(int* driverVersion) {
  OPENHIP_API(driverVersion);
  if (!driverVersion) HIP_RETURN(hipErrorInvalidValue);
  *driverVersion = HIP_VERSION;
  HIP_RETURN(hipSuccess);
}

hipError_t hipRuntimeGetVersion(int* runtimeVersion) {
  OPENHIP_API(runtimeVersion);
  if (!runtimeVersion) HIP_RETURN(hipErrorInvalidValue);
  *runtimeVersion = HIP_VERSION;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetDeviceCount(int* count) {
  OPENHIP_API(count);
  if (!count) HIP_RETURN(hipErrorInvalidValue);
  *count = Runtime::get().deviceCount();
  HIP_RETURN(*count > 0 ? hipSuccess : hipErrorNoDevice);
}

hipError_t hipSetDevice(int deviceId) {
  OPENHIP_API(deviceId);
  if (!deviceOrNull(deviceId)) HIP_RETURN(hipErrorInvalidDevice);
  openhip::currentDeviceOrdinal() = deviceId;
  // As in CUDA, the device's primary context replaces the current one.
  std::vector<ihipCtx_t*>& contexts = openhip::contextStack();
  if (!contexts.empty()) contexts.back() = openhip::primaryContext(deviceId);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetDevice(int* deviceId) {
  OPENHIP_API(deviceId);
  if (!deviceId) HIP_RETURN(hipErrorInvalidValue);
  if (Runtime::get().deviceCount() == 0) HIP_RETURN(hipErrorNoDevice);
  *deviceId = openhip::currentDeviceOrdinal();
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  OPENHIP_API(device, ordinal);
  if (!device) HIP_RETURN(hipErrorInvalidValue);
  if (!deviceOrNull(ordinal)) HIP_RETURN(hipErrorInvalidDevice);
  *device = ordinal;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int deviceId) {
  OPENHIP_API(prop, deviceId);
  if (!prop) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  device->properties(prop);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceGetAttribute(int* pi, hipDeviceAttribute_t attr, int deviceId) {
  OPENHIP_API(pi, attr, deviceId);
  if (!pi) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  HIP_RETURN(openhip::deviceAttribute(*device, attr, pi));
}

hipError_t hipDeviceGetName(char* name, int len, hipDevice_t deviceId) {
  OPENHIP_API(name, len, deviceId);
  if (!name || len <= 0) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  hipDeviceProp_t props;
  device->properties(&props);
  std::strncpy(name, props.name, static_cast<size_t>(len));
  name[len - 1] = '\0';
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t deviceId) {
  OPENHIP_API(major, minor, deviceId);
  if (!major || !minor) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  hipDeviceProp_t props;
  device->properties(&props);
  *major = props.major;
  *minor = props.minor;
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t deviceId) {
  OPENHIP_API(bytes, deviceId);
  if (!bytes) HIP_RETURN(hipErrorInvalidValue);
  Device* device = deviceOrNull(deviceId);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  *bytes = openhip::deviceMemoryTotal(*device);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDeviceSynchronize(void) {
  OPENHIP_API();
  HIP_RETURN(openhip::synchronizeDevice());
}

hipError_t hipDeviceReset(void) {
  OPENHIP_API();
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  if (device->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
  Runtime::get().resetDevice(*device);
  device->clearStickyError();
  openhip::threadLastError() = hipSuccess;
  HIP_RETURN(hipSuccess);
}

hipError_t hipSetDeviceFlags(unsigned flags) {
  OPENHIP_API(flags);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  const unsigned schedule = flags & 0x7u;
  if ((flags & ~kValidDeviceFlags) || (schedule != 0 && schedule != 1 && schedule != 2 && schedule != 4))
    HIP_RETURN(hipErrorInvalidValue);
  device->setFlags(flags);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetDeviceFlags(unsigned int* flags) {
  OPENHIP_API(flags);
  if (!flags) HIP_RETURN(hipErrorInvalidValue);
  Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  *flags = device->flags();
  HIP_RETURN(hipSuccess);
}

hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
  OPENHIP_API(device, prop);
  if (!device || !prop) HIP_RETURN(hipErrorInvalidValue);
  const int count = Runtime::get().deviceCount();
  if (count == 0) HIP_RETURN(hipErrorNoDevice);
  // Score each device by how many of the requested (non-zero) limits it meets.
  int best = 0, best_score = -1;
  for (int i = 0; i < count; ++i) {
    hipDeviceProp_t have;
    deviceOrNull(i)->properties(&have);
    int score = 0;
    score += (prop->major == 0 || have.major >= prop->major);
    score += (prop->totalGlobalMem == 0 || have.totalGlobalMem >= prop->totalGlobalMem);
    score += (prop->maxThreadsPerBlock == 0 || have.maxThreadsPerBlock >= prop->maxThreadsPerBlock);
    score += (prop->sharedMemPerBlock == 0 || have.sharedMemPerBlock >= prop->sharedMemPerBlock);
    score += (prop->multiProcessorCount == 0 || have.multiProcessorCount >= prop->multiProcessorCount);
    if (score > best_score) {
      best = i;
      best_score = score;
    }
  }
  *device = best;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
