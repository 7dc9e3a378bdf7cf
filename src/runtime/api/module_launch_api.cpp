// C ABI: launching and querying kernels of loaded modules (hipFunction_t):
// hipModuleLaunchKernel (kernelParams or the packed `extra` buffer),
// hipExtModuleLaunchKernel, hipFuncGetAttribute, hipModuleOccupancy*.
#include "api_common.h"
#include "device_limits.h"
#include "event.h"
#include "launch.h"
#include "module.h"
#include "occupancy.h"

namespace {

hipError_t launchFunction(hipFunction_t f, dim3 grid, dim3 block, size_t shared,
                          hipStream_t stream, void** params, void** extra) {
  if (!f || !openhip::isLiveFunction(f)) return hipErrorInvalidResourceHandle;
  openhip::Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  if (hipError_t sticky = openhip::stickyError(device)) return sticky;
  if ((params && extra) || openhip::inFirstPage(params) || openhip::inFirstPage(extra))
    return hipErrorInvalidValue;
  openhip::KernelArguments args;
  args.pointers = params;
  if (extra && f->kernel->arg_count)
    if (hipError_t e = openhip::parseExtra(extra, &args)) return e;
  openhip::PreparedLaunch launch;
  if (hipError_t e = openhip::prepareLaunch(*f->kernel, grid, block, args, shared, stream, launch))
    return e;
  openhip::maybeBlock(openhip::submitLaunch(std::move(launch)));
  return hipSuccess;
}

bool validFunction(hipFunction_t f) { return f && openhip::isLiveFunction(f); }

/// hipExtModuleLaunchKernel: sizes in work-items, as in OpenCL (the grid is
/// global / local; a global size that is not a multiple of the local size is
/// rejected: the CPU lowering has no partial blocks), with optional events.
hipError_t launchWorkItems(hipFunction_t f, const uint32_t (&global)[3], const uint32_t (&local)[3],
                           size_t sharedMemBytes, hipStream_t hStream, void** kernelParams,
                           void** extra, hipEvent_t startEvent, hipEvent_t stopEvent,
                           uint32_t flags) {
  uint32_t grid[3];
  for (int d = 0; d < 3; ++d) {
    if (local[d] == 0 || global[d] == 0 || global[d] % local[d] != 0)
      return hipErrorInvalidConfiguration;
    grid[d] = global[d] / local[d];
  }
  if (flags & ~static_cast<uint32_t>(hipExtAnyOrderLaunch)) return hipErrorInvalidValue;
  if (!validFunction(f)) return hipErrorInvalidResourceHandle;
  openhip::Runtime& runtime = openhip::Runtime::get();
  if ((startEvent && !runtime.isLiveEvent(startEvent)) ||
      (stopEvent && !runtime.isLiveEvent(stopEvent)))
    return hipErrorInvalidHandle;
  if (startEvent)
    if (hipError_t e = openhip::recordEvent(startEvent, hStream)) return e;
  if (hipError_t e = launchFunction(f, dim3(grid[0], grid[1], grid[2]),
                                    dim3(local[0], local[1], local[2]), sharedMemBytes, hStream,
                                    kernelParams, extra))
    return e;
  if (stopEvent)
    if (hipError_t e = openhip::recordEvent(stopEvent, hStream)) return e;
  return hipSuccess;
}


}  // namespace

extern "C" {

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY,
                                 unsigned int gridDimZ, unsigned int blockDimX,
                                 unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t stream,
                                 void** kernelParams, void** extra) {
  OPENHIP_API(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, stream, kernelParams, extra);
  HIP_RETURN(launchFunction(f, dim3(gridDimX, gridDimY, gridDimZ),
                            dim3(blockDimX, blockDimY, blockDimZ), sharedMemBytes, stream,
                            kernelParams, extra));
}

// Declared in <hip/hip_ext.h> (C++ only), hence the explicit visibility.
__attribute__((visibility("default"))) hipError_t
hipExtModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                         uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                         uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                         void** kernelParams, void** extra, hipEvent_t startEvent,
                         hipEvent_t stopEvent, uint32_t flags) {
  OPENHIP_API(f, globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ, localWorkSizeX, localWorkSizeY,
              localWorkSizeZ, sharedMemBytes, hStream, kernelParams, extra, startEvent, stopEvent,
              flags);
  const uint32_t global[3] = {globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ};
  const uint32_t local[3] = {localWorkSizeX, localWorkSizeY, localWorkSizeZ};
  HIP_RETURN(launchWorkItems(f, global, local, sharedMemBytes, hStream, kernelParams, extra,
                             startEvent, stopEvent, flags));
}

__attribute__((visibility("default"))) hipError_t
hipHccModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                         uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                         uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                         void** kernelParams, void** extra, hipEvent_t startEvent,
                         hipEvent_t stopEvent) {
  OPENHIP_API(f, globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ, localWorkSizeX, localWorkSizeY,
              localWorkSizeZ, sharedMemBytes, hStream, kernelParams, extra, startEvent, stopEvent);
  const uint32_t global[3] = {globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ};
  const uint32_t local[3] = {localWorkSizeX, localWorkSizeY, localWorkSizeZ};
  HIP_RETURN(launchWorkItems(f, global, local, sharedMemBytes, hStream, kernelParams, extra,
                             startEvent, stopEvent, 0));
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t hfunc) {
  OPENHIP_API(value, attrib, hfunc);
  if (!value) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(hfunc)) HIP_RETURN(hipErrorInvalidResourceHandle);
  const openhip::Kernel& kernel = *hfunc->kernel;
  const size_t static_part = kernel.sharedBytes(0);
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = static_cast<int>(openhip::kernelMaxThreads(kernel));
      break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES:
      *value = static_cast<int>(kernel.static_shared_bytes);
      break;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = 0; break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES:
      *value = static_cast<int>(kernel.local_bytes_per_work_item);
      break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = 0; break;  // no register file on a CPU
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION:
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = 70; break;  // compiled as sm_70
    case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA: *value = 0; break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      *value = static_cast<int>(static_part >= openhip::kSharedMemPerBlock
                                    ? 0
                                    : openhip::kSharedMemPerBlock - static_part);
      break;
    case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *value = -1; break;  // no preference
    default: HIP_RETURN(hipErrorInvalidValue);
  }
  HIP_RETURN(hipSuccess);
}

const char* hipKernelNameRef(const hipFunction_t f) {
  OPENHIP_API(f);
  return validFunction(f) ? f->kernel->name : nullptr;
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, hipFunction_t f,
                                                              int blockSize,
                                                              size_t dynSharedMemPerBlk) {
  OPENHIP_API(numBlocks, f, blockSize, dynSharedMemPerBlk);
  if (!numBlocks) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  HIP_RETURN(openhip::occupancyActiveBlocks(*f->kernel, numBlocks, blockSize, dynSharedMemPerBlk,
                                            hipOccupancyDefault));
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* numBlocks, hipFunction_t f, int blockSize, size_t dynSharedMemPerBlk, unsigned int flags) {
  OPENHIP_API(numBlocks, f, blockSize, dynSharedMemPerBlk, flags);
  if (!numBlocks) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  HIP_RETURN(
      openhip::occupancyActiveBlocks(*f->kernel, numBlocks, blockSize, dynSharedMemPerBlk, flags));
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, hipFunction_t f,
                                                   size_t dynSharedMemPerBlk, int blockSizeLimit) {
  OPENHIP_API(gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit);
  if (!gridSize || !blockSize) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  HIP_RETURN(openhip::occupancyPotentialBlockSize(*device, *f->kernel, gridSize, blockSize,
                                                  dynSharedMemPerBlk, blockSizeLimit,
                                                  hipOccupancyDefault));
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int* gridSize, int* blockSize,
                                                            hipFunction_t f,
                                                            size_t dynSharedMemPerBlk,
                                                            int blockSizeLimit,
                                                            unsigned int flags) {
  OPENHIP_API(gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit, flags);
  if (!gridSize || !blockSize) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  HIP_RETURN(openhip::occupancyPotentialBlockSize(*device, *f->kernel, gridSize, blockSize,
                                                  dynSharedMemPerBlk, blockSizeLimit, flags));
}

}  // extern "C"
