#include "device_report.h"

#include "openhip/cpu_features.h"

#include <cinttypes>
#include <string>

namespace openhip::tools {
namespace {

constexpr int kLabelWidth = 36;

void line(std::FILE* out, const char* label, const std::string& value) {
  std::fprintf(out, "%-*s%s\n", kLabelWidth, (std::string(label) + ":").c_str(), value.c_str());
}

void line(std::FILE* out, const char* label, long long value) {
  line(out, label, std::to_string(value));
}

std::string yesNo(int flag) {
  return flag ? "yes" : "no";
}

/// 1536 -> "1.50 KiB"; exact byte count in parentheses for large sizes.
std::string bytes(uint64_t size) {
  static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = static_cast<double>(size);
  int unit = 0;
  while (value >= 1024.0 && unit < 4) {
    value /= 1024.0;
    ++unit;
  }
  char text[64];
  if (unit == 0) {
    std::snprintf(text, sizeof text, "%" PRIu64 " B", size);
  } else {
    std::snprintf(text, sizeof text, "%.2f %s (%" PRIu64 " B)", value, units[unit], size);
  }
  return text;
}

std::string megahertz(int kilohertz) {
  return std::to_string(kilohertz / 1000) + " MHz";
}

std::string version(int encoded) {
  // HIP encodes versions as major * 10^7 + minor * 10^5 + patch.
  return std::to_string(encoded / 10000000) + "." + std::to_string(encoded / 100000 % 100) + "." +
         std::to_string(encoded % 100000) + " (" + std::to_string(encoded) + ")";
}

/// Every feature bit of hipDeviceArch_t, under hipInfo's "arch.<member>" names.
void printArchFlags(std::FILE* out, const hipDeviceArch_t& arch) {
  const struct {
    const char* label;
    unsigned value;
  } flags[] = {
      {"arch.hasGlobalInt32Atomics", arch.hasGlobalInt32Atomics},
      {"arch.hasGlobalFloatAtomicExch", arch.hasGlobalFloatAtomicExch},
      {"arch.hasSharedInt32Atomics", arch.hasSharedInt32Atomics},
      {"arch.hasSharedFloatAtomicExch", arch.hasSharedFloatAtomicExch},
      {"arch.hasFloatAtomicAdd", arch.hasFloatAtomicAdd},
      {"arch.hasGlobalInt64Atomics", arch.hasGlobalInt64Atomics},
      {"arch.hasSharedInt64Atomics", arch.hasSharedInt64Atomics},
      {"arch.hasDoubles", arch.hasDoubles},
      {"arch.hasWarpVote", arch.hasWarpVote},
      {"arch.hasWarpBallot", arch.hasWarpBallot},
      {"arch.hasWarpShuffle", arch.hasWarpShuffle},
      {"arch.hasFunnelShift", arch.hasFunnelShift},
      {"arch.hasThreadFenceSystem", arch.hasThreadFenceSystem},
      {"arch.hasSyncThreadsExt", arch.hasSyncThreadsExt},
      {"arch.hasSurfaceFuncs", arch.hasSurfaceFuncs},
      {"arch.has3dGrid", arch.has3dGrid},
      {"arch.hasDynamicParallelism", arch.hasDynamicParallelism},
  };
  for (const auto& flag : flags) line(out, flag.label, static_cast<long long>(flag.value));
}

void printTextureLimits(std::FILE* out, const hipDeviceProp_t& prop) {
  line(out, "maxTexture1DLinear", prop.maxTexture1DLinear);
  line(out, "maxTexture1D", prop.maxTexture1D);
  line(out, "maxTexture2D.width", prop.maxTexture2D[0]);
  line(out, "maxTexture2D.height", prop.maxTexture2D[1]);
  line(out, "maxTexture3D.width", prop.maxTexture3D[0]);
  line(out, "maxTexture3D.height", prop.maxTexture3D[1]);
  line(out, "maxTexture3D.depth", prop.maxTexture3D[2]);
  line(out, "textureAlignment", bytes(prop.textureAlignment));
  line(out, "texturePitchAlignment", bytes(prop.texturePitchAlignment));
}

/// hipInfo's "peers" (devices whose memory `device` can access) and
/// "non-peers" (the others, `device` itself included) lines.
hipError_t printPeers(std::FILE* out, int device) {
  int count = 0;
  if (hipError_t err = hipGetDeviceCount(&count); err != hipSuccess)
    return err;
  std::string peers;
  std::string nonPeers;
  for (int other = 0; other < count; ++other) {
    int canAccess = 0;
    if (hipError_t err = hipDeviceCanAccessPeer(&canAccess, device, other); err != hipSuccess)
      return err;
    std::string& list = canAccess ? peers : nonPeers;
    list += (list.empty() ? "device#" : " device#") + std::to_string(other);
  }
  line(out, "peers", peers);
  line(out, "non-peers", nonPeers);
  return hipSuccess;
}

} // namespace

hipError_t printRuntimeReport(std::FILE* out, int deviceCount) {
  int runtimeVersion = 0;
  int driverVersion = 0;
  if (hipError_t err = hipRuntimeGetVersion(&runtimeVersion); err != hipSuccess)
    return err;
  if (hipError_t err = hipDriverGetVersion(&driverVersion); err != hipSuccess)
    return err;
  line(out, "HIP runtime version", version(runtimeVersion));
  line(out, "HIP driver version", version(driverVersion));
  line(out, "Runtime",
       "OpenHIP " + std::to_string(OPENHIP_VERSION_MAJOR) + "." +
           std::to_string(OPENHIP_VERSION_MINOR) + "." + std::to_string(OPENHIP_VERSION_PATCH));
  line(out, "Device count", deviceCount);
  // Which of hipcc's CPU targets this machine runs (docs/cpu-targets.md);
  // `hipconfig --list-targets <program>` shows those a program holds.
  const uint64_t features = cpu_features::host();
  line(out, "CPU kernel level", std::string(cpu_features::levelName(features)) + " (" +
                                    cpu_features::names(features) + ")");
  return hipSuccess;
}

hipError_t printDeviceReport(std::FILE* out, int device) {
  hipDeviceProp_t prop{};
  if (hipError_t err = hipGetDeviceProperties(&prop, device); err != hipSuccess)
    return err;

  std::fprintf(out, "%s\n", std::string(80, '-').c_str());
  line(out, "device#", device);
  line(out, "Name", prop.name);
  line(out, "gcnArchName", prop.gcnArchName);
  line(out, "pciDomainID", prop.pciDomainID);
  line(out, "pciBusID", prop.pciBusID);
  line(out, "pciDeviceID", prop.pciDeviceID);
  line(out, "multiProcessorCount", prop.multiProcessorCount);
  line(out, "maxThreadsPerMultiProcessor", prop.maxThreadsPerMultiProcessor);
  line(out, "isMultiGpuBoard", yesNo(prop.isMultiGpuBoard));
  line(out, "integrated", yesNo(prop.integrated));
  line(out, "clockRate", megahertz(prop.clockRate));
  line(out, "memoryClockRate", megahertz(prop.memoryClockRate));
  line(out, "memoryBusWidth", std::to_string(prop.memoryBusWidth) + " bit");
  line(out, "clockInstructionRate", megahertz(prop.clockInstructionRate));
  line(out, "totalGlobalMem", bytes(prop.totalGlobalMem));
  line(out, "totalConstMem", bytes(prop.totalConstMem));
  line(out, "sharedMemPerBlock", bytes(prop.sharedMemPerBlock));
  line(out, "maxSharedMemoryPerMultiProcessor", bytes(prop.maxSharedMemoryPerMultiProcessor));
  line(out, "l2CacheSize", bytes(static_cast<uint64_t>(prop.l2CacheSize)));
  line(out, "regsPerBlock", prop.regsPerBlock);
  line(out, "warpSize", prop.warpSize);
  line(out, "maxThreadsPerBlock", prop.maxThreadsPerBlock);
  line(out, "maxThreadsDim.x", prop.maxThreadsDim[0]);
  line(out, "maxThreadsDim.y", prop.maxThreadsDim[1]);
  line(out, "maxThreadsDim.z", prop.maxThreadsDim[2]);
  line(out, "maxGridSize.x", prop.maxGridSize[0]);
  line(out, "maxGridSize.y", prop.maxGridSize[1]);
  line(out, "maxGridSize.z", prop.maxGridSize[2]);
  line(out, "computeCapability", std::to_string(prop.major) + "." + std::to_string(prop.minor));
  line(out, "major", prop.major);
  line(out, "minor", prop.minor);
  line(out, "computeMode", prop.computeMode);
  line(out, "concurrentKernels", yesNo(prop.concurrentKernels));
  line(out, "cooperativeLaunch", yesNo(prop.cooperativeLaunch));
  line(out, "cooperativeMultiDeviceLaunch", yesNo(prop.cooperativeMultiDeviceLaunch));
  line(out, "canMapHostMemory", yesNo(prop.canMapHostMemory));
  line(out, "managedMemory", yesNo(prop.managedMemory));
  line(out, "directManagedMemAccessFromHost", yesNo(prop.directManagedMemAccessFromHost));
  line(out, "concurrentManagedAccess", yesNo(prop.concurrentManagedAccess));
  line(out, "pageableMemoryAccess", yesNo(prop.pageableMemoryAccess));
  line(out, "memPitch", bytes(prop.memPitch));
  printTextureLimits(out, prop);
  int surfaceAlignment = 0;
  if (hipError_t err = hipDeviceGetAttribute(&surfaceAlignment, hipDeviceAttributeSurfaceAlignment, device);
      err != hipSuccess)
    return err;
  line(out, "surfaceAlignment", bytes(static_cast<uint64_t>(surfaceAlignment)));
  line(out, "kernelExecTimeoutEnabled", yesNo(prop.kernelExecTimeoutEnabled));
  line(out, "ECCEnabled", yesNo(prop.ECCEnabled));
  line(out, "isLargeBar", yesNo(prop.isLargeBar));
  printArchFlags(out, prop.arch);
  if (hipError_t err = printPeers(out, device); err != hipSuccess)
    return err;

  // Free memory is a property of the current device: query it there, then
  // restore the caller's device.
  int previous = 0;
  if (hipError_t err = hipGetDevice(&previous); err != hipSuccess)
    return err;
  if (hipError_t err = hipSetDevice(device); err != hipSuccess)
    return err;
  size_t freeBytes = 0;
  size_t totalBytes = 0;
  const hipError_t memErr = hipMemGetInfo(&freeBytes, &totalBytes);
  const hipError_t restoreErr = hipSetDevice(previous);
  if (memErr != hipSuccess)
    return memErr;
  if (restoreErr != hipSuccess)
    return restoreErr;
  line(out, "memInfo.total", bytes(totalBytes));
  line(out, "memInfo.free", bytes(freeBytes));
  return hipSuccess;
}

} // namespace openhip::tools
