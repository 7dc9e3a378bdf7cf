#include "launch.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <string>

#include "cpu/worker_pool.h"
#include "device_limits.h"
#include "kernel_registry.h"
#include "stream_capture.h"

namespace openhip {
namespace {

size_t argumentAlignment(const OpenHipKernelEntry& entry, uint32_t i) {
  return entry.arg_aligns && entry.arg_aligns[i] ? entry.arg_aligns[i] : 1;
}

size_t alignUp(size_t offset, size_t align) { return (offset + align - 1) / align * align; }

/// The stream operation of a queued launch. Kept by value in the stream's
/// std::function, which allocates it with the recycled operator new.
struct LaunchOperation : cpu::Recycled<LaunchOperation> {
  LaunchPacketPtr packet;

  explicit LaunchOperation(LaunchPacketPtr p) : packet(std::move(p)) {}
  LaunchOperation(LaunchOperation&&) = default;
  LaunchOperation(const LaunchOperation& other)
      : packet(std::make_unique<LaunchPacket>(*other.packet)) {}
  void operator()() const { packet->run(*packet); }
};

}  // namespace

LaunchPacket::LaunchPacket(const LaunchPacket& other)
    : exec(other.exec),
      run(other.run),
      run_context(other.run_context),
      run_context_owner(other.run_context_owner) {
  exec.args = nullptr;
  if (other.pointer_count_ == 0) return;
  reserve(other.storage_bytes_, other.heap_alignment_ ? other.heap_alignment_ : 1,
          other.pointer_count_);
  std::memcpy(storage_, other.storage_, other.storage_bytes_);
  for (size_t i = 0; i < pointer_count_; ++i)
    pointers_[i] = storage_ + (static_cast<unsigned char*>(other.pointers_[i]) - other.storage_);
  exec.args = pointers_;
}

LaunchPacket::~LaunchPacket() { releaseHeap(); }

void LaunchPacket::releaseHeap() {
  if (heap_alignment_) ::operator delete(storage_, std::align_val_t(heap_alignment_));
  if (pointers_ != inline_pointers_) delete[] pointers_;
  storage_ = inline_storage_;
  heap_alignment_ = 0;
  pointers_ = inline_pointers_;
}

void LaunchPacket::reserve(size_t bytes, size_t alignment, size_t count) {
  releaseHeap();
  if (bytes > kInlineArgBytes || alignment > kInlineAlignment) {
    heap_alignment_ = std::max(alignment, alignof(std::max_align_t));
    storage_ = static_cast<unsigned char*>(
        ::operator new(std::max<size_t>(bytes, 1), std::align_val_t(heap_alignment_)));
  }
  if (count > kInlineArgCount) pointers_ = new void*[count];
  storage_bytes_ = bytes;
  pointer_count_ = count;
}

hipError_t LaunchPacket::copyArguments(const OpenHipKernelEntry& entry,
                                       const KernelArguments& args) {
  exec.args = nullptr;
  if (args.pointers && args.packed) return hipErrorInvalidValue;
  if (entry.arg_count == 0) return hipSuccess;
  if (!entry.arg_sizes) {
    OPENHIP_LOG(kLogError, "kernel %s: its table has no argument sizes", entry.name);
    return hipErrorInvalidDeviceFunction;
  }
  // The layout of a struct of the parameters: each aligned after the last.
  size_t bytes = 0, alignment = 1;
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    const size_t align = argumentAlignment(entry, i);
    if (align & (align - 1)) return hipErrorInvalidDeviceFunction;  // not a power of two
    alignment = std::max(alignment, align);
    bytes = alignUp(bytes, align) + entry.arg_sizes[i];
  }
  if (args.packed) {
    if (args.packed_size < bytes) return hipErrorInvalidValue;  // missing arguments
  } else {
    if (!args.pointers) return hipErrorInvalidValue;
    for (uint32_t i = 0; i < entry.arg_count; ++i)
      if (entry.arg_sizes[i] && !args.pointers[i]) return hipErrorInvalidValue;
  }
  reserve(bytes, alignment, entry.arg_count);
  size_t offset = 0;
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    offset = alignUp(offset, argumentAlignment(entry, i));
    const size_t size = entry.arg_sizes[i];
    const void* source =
        args.packed ? static_cast<const unsigned char*>(args.packed) + offset : args.pointers[i];
    if (size) std::memcpy(storage_ + offset, source, size);
    pointers_[i] = storage_ + offset;
    offset += size;
  }
  exec.args = pointers_;
  return hipSuccess;
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

hipError_t prepareLaunch(const OpenHipKernelEntry& entry, uint32_t warp_size, dim3 grid,
                         dim3 block, const KernelArguments& args, size_t dynamic_shared,
                         hipStream_t stream, PreparedLaunch& out) {
  if (hipError_t e = validateLaunchConfiguration(entry, grid, block, dynamic_shared)) {
    OPENHIP_LOG(kLogError, "launch of %s: invalid configuration grid (%u,%u,%u) block (%u,%u,%u) shared %zu",
                entry.name, grid.x, grid.y, grid.z, block.x, block.y, block.z, dynamic_shared);
    return e;
  }
  Stream* s = resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;
  if (s->device().stickyError())
    if (hipError_t sticky = stickyError(&s->device())) return sticky;

  LaunchPacketPtr packet(new LaunchPacket);
  if (hipError_t e = packet->copyArguments(entry, args)) return e;
  cpu::KernelExecution& exec = packet->exec;
  exec.entry = &entry;
  exec.grid[0] = grid.x, exec.grid[1] = grid.y, exec.grid[2] = grid.z;
  exec.block[0] = block.x, exec.block[1] = block.y, exec.block[2] = block.z;
  exec.warp_size = warp_size;
  exec.dynamic_shared = dynamic_shared;
  exec.priority = s->priority();
  out.packet = std::move(packet);
  out.stream = s;
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
  KernelArguments arguments;
  arguments.pointers = args;
  return prepareLaunch(*kernel->entry, kernel->warp_size, grid, block, arguments, dynamic_shared,
                       stream, out);
}

void runOnWorkerPool(const LaunchPacket& packet) {
  cpu::executeKernel(Runtime::get().pool(), packet.exec);
}

CompletionPtr submitLaunch(PreparedLaunch&& launch, LaunchRunner run,
                           const CapturedOperation* captured) {
  const cpu::KernelExecution& exec = launch.packet->exec;
  OPENHIP_LOG(kLogLaunch, "launch %s grid (%u,%u,%u) block (%u,%u,%u) shared %llu stream %p",
              exec.entry->name, exec.grid[0], exec.grid[1], exec.grid[2], exec.block[0],
              exec.block[1], exec.block[2], static_cast<unsigned long long>(exec.dynamic_shared),
              static_cast<void*>(launch.stream));
  launch.packet->run = run;
  Stream& stream = *launch.stream;
  return stream.device().submit(stream, LaunchOperation(std::move(launch.packet)), {}, captured);
}

hipError_t launchKernel(const void* host_stub, dim3 grid, dim3 block, void** args,
                        size_t dynamic_shared, hipStream_t stream) {
  PreparedLaunch launch;
  if (hipError_t e = prepareLaunch(host_stub, grid, block, args, dynamic_shared, stream, launch))
    return e;
  // Described for stream capture only while one is active: the description
  // is a large structure and most launches are not captured.
  if (activeCaptures()) {
    const auto captured = CapturedOperation::kernelLaunch(host_stub, grid, block, dynamic_shared,
                                                          launch.packet->exec.args);
    maybeBlock(submitLaunch(std::move(launch), runOnWorkerPool, &captured));
  } else {
    maybeBlock(submitLaunch(std::move(launch), runOnWorkerPool));
  }
  return hipSuccess;
}

}  // namespace openhip
