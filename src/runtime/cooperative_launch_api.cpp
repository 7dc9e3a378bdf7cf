// C ABI: cooperative launches (grid_group::sync() / multi_grid_group::sync()
// in the kernel) and hipExtLaunchMultiKernelMultiDevice. The grid of a
// cooperative launch may not exceed the blocks the device runs at once:
// hipOccupancyMaxActiveBlocksPerMultiprocessor × multiProcessorCount, read
// through those same entry points so that the three always agree. Execution:
// cpu/cooperative_executor.h (one thread per block) and docs/cooperative-groups.md.
#include <memory>
#include <vector>

#include "cpu/cooperative_executor.h"
#include "launch.h"

namespace {

constexpr unsigned kMultiDeviceFlags =
    hipCooperativeLaunchMultiDeviceNoPreSync | hipCooperativeLaunchMultiDeviceNoPostSync;

uint64_t blockCount(dim3 grid) { return static_cast<uint64_t>(grid.x) * grid.y * grid.z; }
uint64_t threadCount(dim3 grid, dim3 block) {
  return blockCount(grid) * block.x * block.y * block.z;
}

/// hipErrorCooperativeLaunchTooLarge when more blocks than the device can run
/// at once are requested (`launch` has passed prepareLaunch).
hipError_t checkResidency(const void* host_stub, dim3 grid, dim3 block, size_t dynamic_shared,
                          const openhip::Stream& stream) {
  int per_multiprocessor = 0;
  const int threads = static_cast<int>(block.x * block.y * block.z);
  if (hipError_t e = hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_multiprocessor, host_stub,
                                                                  threads, dynamic_shared))
    return e;
  int multiprocessors = 0;
  if (hipError_t e = hipDeviceGetAttribute(&multiprocessors, hipDeviceAttributeMultiprocessorCount,
                                           stream.device().ordinal()))
    return e;
  const uint64_t limit = static_cast<uint64_t>(per_multiprocessor) * multiprocessors;
  if (blockCount(grid) > limit) {
    OPENHIP_LOG(openhip::kLogError,
                "cooperative launch of %llu blocks: at most %llu can run at once "
                "(%d per multiprocessor x %d multiprocessors)",
                static_cast<unsigned long long>(blockCount(grid)),
                static_cast<unsigned long long>(limit), per_multiprocessor, multiprocessors);
    return hipErrorCooperativeLaunchTooLarge;
  }
  return hipSuccess;
}

/// Runner of cooperative launches; run_context is the grid's MultiGridInfo
/// in a multi-device launch.
void runCooperative(const openhip::LaunchPacket& packet) {
  openhip::cpu::executeCooperativeKernel(
      packet.exec, static_cast<const openhip::cpu::MultiGridInfo*>(packet.run_context));
}

hipError_t launchCooperative(const void* f, dim3 grid, dim3 block, void** params, size_t shared,
                             hipStream_t stream) {
  openhip::PreparedLaunch launch;
  if (hipError_t e = openhip::prepareLaunch(f, grid, block, params, shared, stream, launch)) return e;
  if (hipError_t e = checkResidency(f, grid, block, shared, *launch.stream)) return e;
  openhip::maybeBlock(openhip::submitLaunch(std::move(launch), runCooperative));
  return hipSuccess;
}

/// Barrier and per-grid ranks shared by the grids of one multi-device launch;
/// kept alive by the queued operations.
struct MultiGridLaunch {
  std::unique_ptr<openhip::cpu::GridBarrier> barrier;
  std::vector<openhip::cpu::MultiGridInfo> grids;
};

/// Waits for the work queued so far on each stream (HIP's pre- and post-launch
/// synchronization of a multi-device launch).
hipError_t synchronizeStreams(const hipLaunchParams* list, int count) {
  for (int i = 0; i < count; ++i)
    if (hipError_t e = hipStreamSynchronize(list[i].stream)) return e;
  return hipSuccess;
}

/// hipLaunchCooperativeKernelMultiDevice (cooperative: one multi-grid barrier
/// over all grids, each grid within its device's residency limit) and
/// hipExtLaunchMultiKernelMultiDevice (ordinary launches). Every entry is
/// checked before anything is queued.
hipError_t launchMultiDevice(hipLaunchParams* list, int count, unsigned flags, bool cooperative) {
  if (!list || count <= 0) return hipErrorInvalidValue;
  if (count > openhip::Runtime::get().deviceCount()) return hipErrorInvalidValue;
  if (flags & ~kMultiDeviceFlags) return hipErrorInvalidValue;

  std::vector<openhip::PreparedLaunch> launches(count);
  std::vector<const openhip::Device*> devices;
  uint64_t total_blocks = 0, total_threads = 0;
  for (int i = 0; i < count; ++i) {
    const hipLaunchParams& p = list[i];
    // HIP requires an explicit stream per device (the null stream is the
    // current device's, ambiguous here).
    if (!p.stream) return hipErrorInvalidHandle;
    openhip::Stream* stream = openhip::resolveStream(p.stream);
    if (!stream) return hipErrorInvalidHandle;
    for (const openhip::Device* d : devices)
      if (d == &stream->device()) return hipErrorInvalidDevice;
    devices.push_back(&stream->device());
    if (hipError_t e = openhip::prepareLaunch(p.func, p.gridDim, p.blockDim, p.args, p.sharedMem,
                                              p.stream, launches[i]))
      return e;
    if (cooperative) {
      if (hipError_t e = checkResidency(p.func, p.gridDim, p.blockDim, p.sharedMem, *stream)) return e;
    }
    total_blocks += blockCount(p.gridDim);
    total_threads += threadCount(p.gridDim, p.blockDim);
  }
  if (total_blocks > UINT32_MAX) return hipErrorCooperativeLaunchTooLarge;

  if (!(flags & hipCooperativeLaunchMultiDeviceNoPreSync))
    if (hipError_t e = synchronizeStreams(list, count)) return e;

  auto shared = std::make_shared<MultiGridLaunch>();
  if (cooperative) {
    shared->barrier = std::make_unique<openhip::cpu::GridBarrier>(
        static_cast<uint32_t>(total_blocks), openhip::cpu::gridBarrierShouldSpin(total_blocks));
    uint64_t offset = 0;
    for (int i = 0; i < count; ++i) {
      openhip::cpu::MultiGridInfo info;
      info.barrier = shared->barrier.get();
      info.grid_rank = static_cast<uint32_t>(i);
      info.num_grids = static_cast<uint32_t>(count);
      info.thread_offset = offset;
      info.total_threads = total_threads;
      shared->grids.push_back(info);
      offset += threadCount(list[i].gridDim, list[i].blockDim);
    }
  }

  // Queue every grid before waiting for any: with HIP_LAUNCH_BLOCKING the
  // first grid could otherwise wait forever at the multi-grid barrier.
  std::vector<openhip::CompletionPtr> completions;
  for (int i = 0; i < count; ++i) {
    if (cooperative) {
      launches[i].packet->run_context = &shared->grids[i];
      launches[i].packet->run_context_owner = shared;
      completions.push_back(openhip::submitLaunch(std::move(launches[i]), runCooperative));
    } else {
      completions.push_back(
          openhip::submitLaunch(std::move(launches[i]), openhip::runOnWorkerPool));
    }
  }
  for (const openhip::CompletionPtr& completion : completions) openhip::maybeBlock(completion);

  if (!(flags & hipCooperativeLaunchMultiDeviceNoPostSync)) return synchronizeStreams(list, count);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipLaunchCooperativeKernel(const void* f, dim3 gridDim, dim3 blockDimX,
                                      void** kernelParams, unsigned int sharedMemBytes,
                                      hipStream_t stream) {
  HIP_RETURN(launchCooperative(f, gridDim, blockDimX, kernelParams, sharedMemBytes, stream));
}

hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices,
                                                 unsigned int flags) {
  HIP_RETURN(launchMultiDevice(launchParamsList, numDevices, flags, /*cooperative=*/true));
}

hipError_t hipExtLaunchMultiKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices,
                                              unsigned int flags) {
  HIP_RETURN(launchMultiDevice(launchParamsList, numDevices, flags, /*cooperative=*/false));
}

}  // extern "C"
