// C ABI: cooperative launches (grid_group::sync() / multi_grid_group::sync()
// in the kernel) and hipExtLaunchMultiKernelMultiDevice. The grid of a
// cooperative launch may not exceed the blocks the device runs at once:
// the occupancy of the kernel (core/occupancy.h) × multiProcessorCount, the
// same numbers hipOccupancyMaxActiveBlocksPerMultiprocessor and
// hipDeviceGetAttribute report. The launch is queued like any other, marked
// cooperative: the backend runs every block at once (the CPU backend: one
// thread per block, see docs/cooperative-groups.md).
#include <memory>
#include <vector>

#include "api_common.h"
#include "launch.h"
#include "occupancy.h"

namespace {

constexpr unsigned kMultiDeviceFlags =
    hipCooperativeLaunchMultiDeviceNoPreSync | hipCooperativeLaunchMultiDeviceNoPostSync;

/// hipErrorCooperativeLaunchTooLarge when more blocks than the device can run
/// at once are requested.
hipError_t checkResidency(const openhip::KernelLaunch& launch, const openhip::Device& device) {
  int per_multiprocessor = 0;
  if (hipError_t e = openhip::occupancyActiveBlocks(
          *launch.kernel, &per_multiprocessor, static_cast<int>(launch.threadsPerBlock()),
          launch.dynamic_shared, hipOccupancyDefault))
    return e;
  hipDeviceProp_t props;
  device.properties(&props);
  const uint64_t limit = static_cast<uint64_t>(per_multiprocessor) * props.multiProcessorCount;
  if (launch.blockCount() > limit) {
    OPENHIP_LOG(openhip::kLogError,
                "cooperative launch of %llu blocks: at most %llu can run at once "
                "(%d per multiprocessor x %d multiprocessors)",
                static_cast<unsigned long long>(launch.blockCount()),
                static_cast<unsigned long long>(limit), per_multiprocessor,
                props.multiProcessorCount);
    return hipErrorCooperativeLaunchTooLarge;
  }
  return hipSuccess;
}

hipError_t launchCooperative(const void* f, dim3 grid, dim3 block, void** params, size_t shared,
                             hipStream_t stream) {
  openhip::PreparedLaunch launch;
  if (hipError_t e = openhip::prepareLaunch(f, grid, block, params, shared, stream, launch)) return e;
  if (hipError_t e = checkResidency(launch.packet->launch, launch.stream->device())) return e;
  launch.packet->launch.cooperative = true;
  openhip::maybeBlock(openhip::submitLaunch(std::move(launch)));
  return hipSuccess;
}

/// Waits for the work queued so far on each stream (HIP's pre- and post-launch
/// synchronization of a multi-device launch).
hipError_t synchronizeStreams(const std::vector<openhip::PreparedLaunch>& launches,
                              const std::vector<openhip::CompletionPtr>& last) {
  for (size_t i = 0; i < launches.size(); ++i)
    if (last[i]) last[i]->wait();
  for (const openhip::PreparedLaunch& launch : launches)
    if (hipError_t sticky = openhip::stickyError(&launch.stream->device())) return sticky;
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
  uint64_t total_blocks = 0;
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
    if (cooperative)
      if (hipError_t e = checkResidency(launches[i].packet->launch, *devices.back())) return e;
    total_blocks += launches[i].packet->launch.blockCount();
  }
  if (total_blocks > UINT32_MAX) return hipErrorCooperativeLaunchTooLarge;

  auto lastOperations = [&] {
    std::vector<openhip::CompletionPtr> last;
    for (const openhip::PreparedLaunch& launch : launches) last.push_back(launch.stream->last());
    return last;
  };
  if (!(flags & hipCooperativeLaunchMultiDeviceNoPreSync))
    if (hipError_t e = synchronizeStreams(launches, lastOperations())) return e;

  if (cooperative) {
    std::vector<const openhip::KernelLaunch*> grids;
    for (const openhip::PreparedLaunch& launch : launches) grids.push_back(&launch.packet->launch);
    auto group = launches[0].stream->device().backend().createMultiGridGroup(grids);
    for (int i = 0; i < count; ++i) {
      openhip::KernelLaunch& grid = launches[i].packet->launch;
      grid.cooperative = true;
      grid.multi_grid = group;
      grid.grid_rank = static_cast<uint32_t>(i);
    }
  }

  // Queue every grid before waiting for any: with HIP_LAUNCH_BLOCKING the
  // first grid could otherwise wait forever at the multi-grid barrier.
  std::vector<openhip::CompletionPtr> completions;
  for (int i = 0; i < count; ++i) completions.push_back(openhip::submitLaunch(std::move(launches[i])));
  for (const openhip::CompletionPtr& completion : completions) openhip::maybeBlock(completion);

  if (!(flags & hipCooperativeLaunchMultiDeviceNoPostSync)) {
    for (const openhip::CompletionPtr& completion : completions) completion->wait();
    for (const openhip::Device* device : devices)
      if (hipError_t sticky = openhip::stickyError(device)) return sticky;
  }
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipLaunchCooperativeKernel(const void* f, dim3 gridDim, dim3 blockDimX,
                                      void** kernelParams, unsigned int sharedMemBytes,
                                      hipStream_t stream) {
  OPENHIP_API(f, gridDim, blockDimX, kernelParams, sharedMemBytes, stream);
  HIP_RETURN(launchCooperative(f, gridDim, blockDimX, kernelParams, sharedMemBytes, stream));
}

hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices,
                                                 unsigned int flags) {
  OPENHIP_API(launchParamsList, numDevices, flags);
  HIP_RETURN(launchMultiDevice(launchParamsList, numDevices, flags, /*cooperative=*/true));
}

hipError_t hipExtLaunchMultiKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices,
                                              unsigned int flags) {
  OPENHIP_API(launchParamsList, numDevices, flags);
  HIP_RETURN(launchMultiDevice(launchParamsList, numDevices, flags, /*cooperative=*/false));
}

}  // extern "C"
