// C ABI: launching and querying kernels of loaded modules (hipFunction_t):
// hipModuleLaunchKernel (kernelParams or the packed `extra` buffer),
// hipExtModuleLaunchKernel, hipFuncGetAttribute, hipModuleOccupancy*.
#include <cstring>
#include <memory>
#include <new>
#include <vector>

#include "cpu/kernel_executor.h"
#include "cpu/worker_pool.h"
#include "device_limits.h"
#include "launch.h"
#include "module.h"
#include "occupancy.h"

namespace {

/// A queued module launch owns a copy of its arguments: the caller's
/// kernelParams or `extra` buffer may die as soon as the call returns.
struct ModuleLaunch {
  openhip::cpu::KernelExecution exec;
  std::vector<void*> arg_pointers;
  void* storage = nullptr;
  size_t alignment = alignof(std::max_align_t);
  ~ModuleLaunch() {
    if (storage) ::operator delete(storage, std::align_val_t(alignment));
  }
};

/// Offsets of the kernel's parameters in a packed buffer laid out the way
/// the compiler lays out a struct of them (each aligned after the last),
/// which is what HIP_LAUNCH_PARAM_BUFFER_POINTER points to. Returns the
/// buffer's size, or 0 with `ok` false on a malformed table.
size_t packedLayout(const OpenHipKernelEntry& entry, std::vector<size_t>& offsets,
                    size_t* max_align, bool* ok) {
  *ok = true;
  size_t offset = 0;
  offsets.resize(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    const size_t align = entry.arg_aligns && entry.arg_aligns[i] ? entry.arg_aligns[i] : 1;
    if (!entry.arg_sizes || (align & (align - 1))) {
      *ok = false;
      return 0;
    }
    *max_align = std::max(*max_align, align);
    offset = (offset + align - 1) / align * align;
    offsets[i] = offset;
    offset += entry.arg_sizes[i];
  }
  return offset;
}

/// Reads the HIP_LAUNCH_PARAM_* list of `extra`.
hipError_t parseExtra(void** extra, const void** buffer, size_t* size) {
  *buffer = nullptr;
  const size_t* size_pointer = nullptr;
  for (size_t i = 0;; i += 2) {
    if (extra[i] == HIP_LAUNCH_PARAM_END) break;
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER)
      *buffer = extra[i + 1];
    else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE)
      size_pointer = static_cast<const size_t*>(extra[i + 1]);
    else
      return hipErrorInvalidValue;
  }
  if (!*buffer || !size_pointer) return hipErrorInvalidValue;
  *size = *size_pointer;
  return hipSuccess;
}

hipError_t copyArguments(const OpenHipKernelEntry& entry, void** params, void** extra,
                         ModuleLaunch& launch) {
  if (params && extra) return hipErrorInvalidValue;
  std::vector<size_t> offsets;
  bool ok = true;
  const size_t total = packedLayout(entry, offsets, &launch.alignment, &ok);
  if (!ok) return hipErrorInvalidDeviceFunction;
  if (entry.arg_count == 0) return hipSuccess;

  const void* packed = nullptr;
  size_t packed_size = 0;
  if (extra) {
    if (hipError_t e = parseExtra(extra, &packed, &packed_size)) return e;
    if (packed_size < total) return hipErrorInvalidValue;
  } else if (!params) {
    return hipErrorInvalidValue;
  }
  launch.storage = ::operator new(std::max<size_t>(total, 1), std::align_val_t(launch.alignment));
  launch.arg_pointers.resize(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    char* slot = static_cast<char*>(launch.storage) + offsets[i];
    const void* source = extra ? static_cast<const char*>(packed) + offsets[i] : params[i];
    if (entry.arg_sizes[i]) {
      if (!source) return hipErrorInvalidValue;
      std::memcpy(slot, source, entry.arg_sizes[i]);
    }
    launch.arg_pointers[i] = slot;
  }
  return hipSuccess;
}

hipError_t launchFunction(hipFunction_t f, dim3 grid, dim3 block, size_t shared,
                          hipStream_t stream, void** params, void** extra) {
  if (!f || !openhip::isLiveFunction(f)) return hipErrorInvalidResourceHandle;
  openhip::Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  if (hipError_t sticky = openhip::stickyError(device)) return sticky;
  const OpenHipKernelEntry& entry = *f->entry;
  if (hipError_t e = openhip::validateLaunchConfiguration(entry, grid, block, shared)) return e;
  openhip::Stream* s = openhip::resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;

  auto launch = std::make_shared<ModuleLaunch>();
  if (hipError_t e = copyArguments(entry, params, extra, *launch)) return e;
  openhip::cpu::KernelExecution& exec = launch->exec;
  exec.entry = &entry;
  exec.grid[0] = grid.x, exec.grid[1] = grid.y, exec.grid[2] = grid.z;
  exec.block[0] = block.x, exec.block[1] = block.y, exec.block[2] = block.z;
  exec.warp_size = f->warp_size;
  exec.dynamic_shared = shared;
  exec.args = launch->arg_pointers.empty() ? nullptr : launch->arg_pointers.data();
  exec.priority = s->priority();
  OPENHIP_LOG(openhip::kLogLaunch, "module launch %s grid (%u,%u,%u) block (%u,%u,%u) shared %zu",
              entry.name, grid.x, grid.y, grid.z, block.x, block.y, block.z, shared);
  openhip::cpu::WorkerPool& pool = openhip::Runtime::get().pool();
  openhip::maybeBlock(s->device().submit(
      *s, [launch, &pool] { openhip::cpu::executeKernel(pool, launch->exec); }));
  return hipSuccess;
}

bool validFunction(hipFunction_t f) { return f && openhip::isLiveFunction(f); }

}  // namespace

extern "C" {

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY,
                                 unsigned int gridDimZ, unsigned int blockDimX,
                                 unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t stream,
                                 void** kernelParams, void** extra) {
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
  // Sizes in work-items, as in OpenCL: the grid is global / local, and a
  // global size that is not a multiple of the local size is rejected (the CPU
  // lowering has no partial blocks).
  const uint32_t global[3] = {globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ};
  const uint32_t local[3] = {localWorkSizeX, localWorkSizeY, localWorkSizeZ};
  uint32_t grid[3];
  for (int d = 0; d < 3; ++d) {
    if (local[d] == 0 || global[d] == 0 || global[d] % local[d] != 0)
      HIP_RETURN(hipErrorInvalidConfiguration);
    grid[d] = global[d] / local[d];
  }
  if (flags & ~static_cast<uint32_t>(hipExtAnyOrderLaunch)) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  openhip::Runtime& runtime = openhip::Runtime::get();
  if ((startEvent && !runtime.isLiveEvent(startEvent)) ||
      (stopEvent && !runtime.isLiveEvent(stopEvent)))
    HIP_RETURN(hipErrorInvalidHandle);
  if (startEvent)
    if (hipError_t e = hipEventRecord(startEvent, hStream)) HIP_RETURN(e);
  if (hipError_t e = launchFunction(f, dim3(grid[0], grid[1], grid[2]),
                                    dim3(local[0], local[1], local[2]), sharedMemBytes, hStream,
                                    kernelParams, extra))
    HIP_RETURN(e);
  if (stopEvent)
    if (hipError_t e = hipEventRecord(stopEvent, hStream)) HIP_RETURN(e);
  HIP_RETURN(hipSuccess);
}

__attribute__((visibility("default"))) hipError_t
hipHccModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                         uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                         uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                         void** kernelParams, void** extra, hipEvent_t startEvent,
                         hipEvent_t stopEvent) {
  return hipExtModuleLaunchKernel(f, globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ,
                                  localWorkSizeX, localWorkSizeY, localWorkSizeZ, sharedMemBytes,
                                  hStream, kernelParams, extra, startEvent, stopEvent, 0);
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t hfunc) {
  if (!value) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(hfunc)) HIP_RETURN(hipErrorInvalidResourceHandle);
  const OpenHipKernelEntry& entry = *hfunc->entry;
  const size_t static_part = openhip::cpu::sharedArenaBytes(entry, 0);
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = static_cast<int>(openhip::kernelMaxThreads(entry));
      break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES:
      *value = static_cast<int>(entry.static_shared_size);
      break;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = 0; break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES:
      *value = static_cast<int>(entry.private_size_per_work_item);
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
  return validFunction(f) ? f->entry->name : nullptr;
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, hipFunction_t f,
                                                              int blockSize,
                                                              size_t dynSharedMemPerBlk) {
  return hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, f, blockSize, dynSharedMemPerBlk, hipOccupancyDefault);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* numBlocks, hipFunction_t f, int blockSize, size_t dynSharedMemPerBlk, unsigned int flags) {
  if (!numBlocks) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  HIP_RETURN(
      openhip::occupancyActiveBlocks(*f->entry, numBlocks, blockSize, dynSharedMemPerBlk, flags));
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, hipFunction_t f,
                                                   size_t dynSharedMemPerBlk, int blockSizeLimit) {
  return hipModuleOccupancyMaxPotentialBlockSizeWithFlags(
      gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit, hipOccupancyDefault);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int* gridSize, int* blockSize,
                                                            hipFunction_t f,
                                                            size_t dynSharedMemPerBlk,
                                                            int blockSizeLimit,
                                                            unsigned int flags) {
  if (!gridSize || !blockSize) HIP_RETURN(hipErrorInvalidValue);
  if (!validFunction(f)) HIP_RETURN(hipErrorInvalidResourceHandle);
  HIP_RETURN(openhip::occupancyPotentialBlockSize(*f->entry, gridSize, blockSize,
                                                  dynSharedMemPerBlk, blockSizeLimit, flags));
}

}  // extern "C"
