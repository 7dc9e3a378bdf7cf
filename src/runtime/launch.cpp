#include "launch.h"

#include <cstring>
#include <new>

#include "cpu/worker_pool.h"
#include "device_limits.h"
#include "kernel_registry.h"
#include "stream_capture.h"

namespace openhip {
namespace {

hipError_t copyArguments(const OpenHipKernelEntry& entry, void** args, LaunchPacket& packet) {
  if (entry.arg_count == 0) return hipSuccess;
  if (!args) return hipErrorInvalidValue;
  if (!entry.arg_sizes) {
    OPENHIP_LOG(kLogError, "kernel %s: its table has no argument sizes", entry.name);
    return hipErrorInvalidDeviceFunction;
  }
  size_t offset = 0;
  std::vector<size_t> offsets(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    size_t align = entry.arg_aligns && entry.arg_aligns[i] ? entry.arg_aligns[i] : 1;
    if (align & (align - 1)) return hipErrorInvalidDeviceFunction;  // not a power of two
    packet.storage_alignment = std::max(packet.storage_alignment, align);
    offset = (offset + align - 1) / align * align;
    offsets[i] = offset;
    offset += entry.arg_sizes[i];
    if (entry.arg_sizes[i] && !args[i]) return hipErrorInvalidValue;
  }
  packet.arg_storage =
      ::operator new(std::max<size_t>(offset, 1), std::align_val_t(packet.storage_alignment));
  packet.arg_pointers.resize(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    void* slot = static_cast<char*>(packet.arg_storage) + offsets[i];
    if (entry.arg_sizes[i]) std::memcpy(slot, args[i], entry.arg_sizes[i]);
    packet.arg_pointers[i] = slot;
  }
  return hipSuccess;
}

}  // namespace

LaunchPacket::~LaunchPacket() {
  if (arg_storage) ::operator delete(arg_storage, std::align_val_t(storage_alignment));
}

hipError_t validateLaunchConfiguration(const OpenHipKernelEntry& entry, dim3 grid, dim3 block,
                                       size_t dynamic_shared) {
  const uint32_t grid_dims[3] = {grid.x, grid.y, grid.z};
  const uint32_t block_dims[3] = {block.x, block.y, block.z};
  for (int d = 0; d < 3; ++d) {
    if (grid_dims[d] == 0 || block_dims[d] == 0) return hipErrorInvalidConfiguration;
    if (grid_dims[d] > kMaxGridDim[d] || block_dims[d] > kMaxBlockDim[d])
      return hipErrorInvalidConfiguration;
  }
  const uint64_t threads = static_cast<uint64_t>(block.x) * block.y * block.z;
  if (threads > kMaxThreadsPerBlock) return hipErrorInvalidConfiguration;
  if (entry.max_threads_per_block && threads > entry.max_threads_per_block)
    return hipErrorInvalidConfiguration;
  if (dynamic_shared > kSharedMemPerBlock ||
      cpu::sharedArenaBytes(entry, dynamic_shared) > kSharedMemPerBlock)
    return hipErrorInvalidConfiguration;
  return hipSuccess;
}

hipError_t prepareLaunch(const void* host_stub, dim3 grid, dim3 block, void** args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out) {
  if (!host_stub) return hipErrorInvalidDeviceFunction;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  if (hipError_t sticky = stickyError(device)) return sticky;
  auto kernel = kernelRegistry().resolveKernel(host_stub);
  if (!kernel) {
    const std::string name = kernelRegistry().kernelName(host_stub);
    if (!name.empty())
      OPENHIP_LOG(kLogError, "kernel %s is registered but its CPU code table is missing",
                  name.c_str());
    return hipErrorInvalidDeviceFunction;
  }
  const OpenHipKernelEntry& entry = *kernel->entry;
  if (hipError_t e = validateLaunchConfiguration(entry, grid, block, dynamic_shared)) {
    OPENHIP_LOG(kLogError, "launch of %s: invalid configuration grid (%u,%u,%u) block (%u,%u,%u) shared %zu",
                entry.name, grid.x, grid.y, grid.z, block.x, block.y, block.z, dynamic_shared);
    return e;
  }
  Stream* s = resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;
  if (&s->device() != device) {
    if (hipError_t sticky = stickyError(&s->device())) return sticky;
  }

  auto packet = std::make_shared<LaunchPacket>();
  if (hipError_t e = copyArguments(entry, args, *packet)) return e;
  cpu::KernelExecution& exec = packet->exec;
  exec.entry = &entry;
  exec.grid[0] = grid.x, exec.grid[1] = grid.y, exec.grid[2] = grid.z;
  exec.block[0] = block.x, exec.block[1] = block.y, exec.block[2] = block.z;
  exec.warp_size = kernel->warp_size;
  exec.dynamic_shared = dynamic_shared;
  exec.args = packet->arg_pointers.empty() ? nullptr : packet->arg_pointers.data();
  exec.priority = s->priority();
  out.packet = std::move(packet);
  out.stream = s;
  return hipSuccess;
}

CompletionPtr submitLaunch(const PreparedLaunch& launch,
                           std::function<void(const cpu::KernelExecution&)> run,
                           const CapturedOperation* captured) {
  const cpu::KernelExecution& exec = launch.packet->exec;
  OPENHIP_LOG(kLogLaunch, "launch %s grid (%u,%u,%u) block (%u,%u,%u) shared %llu stream %p",
              exec.entry->name, exec.grid[0], exec.grid[1], exec.grid[2], exec.block[0],
              exec.block[1], exec.block[2], static_cast<unsigned long long>(exec.dynamic_shared),
              static_cast<void*>(launch.stream));
  std::shared_ptr<LaunchPacket> packet = launch.packet;
  return launch.stream->device().submit(
      *launch.stream, [packet, run = std::move(run)] { run(packet->exec); }, {}, captured);
}

hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream) {
  PreparedLaunch launch;
  if (hipError_t e = prepareLaunch(host_stub, grid, block, args, dynamic_shared, stream, launch))
    return e;
  cpu::WorkerPool& pool = Runtime::get().pool();
  const auto captured = CapturedOperation::kernelLaunch(host_stub, grid, block, dynamic_shared,
                                                        launch.packet->exec.args);
  maybeBlock(submitLaunch(launch, [&pool](const cpu::KernelExecution& exec) {
    cpu::executeKernel(pool, exec);
  }, &captured));
  return hipSuccess;
}

}  // namespace openhip
