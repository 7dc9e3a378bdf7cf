#include "launch.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <string>

#include "device_limits.h"
#include "kernel_registry.h"
#include "stream_capture.h"

namespace openhip {
namespace {
size_t alignUp(size_t offset, size_t align) { return (offset + align - 1) / align * align; }
}  // namespace

LaunchPacket::LaunchPacket(const LaunchPacket& other) : launch(other.launch) {
  launch.args = nullptr;
  if (other.pointer_count_ == 0) return;
  reserve(other.storage_bytes_, other.heap_alignment_ ? other.heap_alignment_ : 1,
          other.pointer_count_);
  std::memcpy(storage_, other.storage_, other.storage_bytes_);
  for (size_t i = 0; i < pointer_count_; ++i)
    pointers_[i] = storage_ + (static_cast<unsigned char*>(other.pointers_[i]) - other.storage_);
  launch.args = pointers_;
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

hipError_t LaunchPacket::copyArguments(const Kernel& kernel, void** pointers, const void* packed,
                                       size_t packed_size) {
  launch.args = nullptr;
  if (pointers && packed) return hipErrorInvalidValue;
  if (kernel.arg_count == 0) return hipSuccess;
  if (!kernel.arg_sizes) {
    OPENHIP_LOG(kLogError, "kernel %s: its code has no argument sizes", kernel.name);
    return hipErrorInvalidDeviceFunction;
  }
  // The layout of a struct of the parameters: each aligned after the last.
  size_t bytes = 0, alignment = 1;
  for (uint32_t i = 0; i < kernel.arg_count; ++i) {
    const size_t align = kernel.argumentAlignment(i);
    if (align & (align - 1)) return hipErrorInvalidDeviceFunction;  // not a power of two
    alignment = std::max(alignment, align);
    bytes = alignUp(bytes, align) + kernel.arg_sizes[i];
  }
  if (packed) {
    if (packed_size < bytes) return hipErrorInvalidValue;  // missing arguments
  } else {
    if (!pointers) return hipErrorInvalidValue;
    for (uint32_t i = 0; i < kernel.arg_count; ++i)
      if (kernel.arg_sizes[i] && !pointers[i]) return hipErrorInvalidValue;
  }
  reserve(bytes, alignment, kernel.arg_count);
  size_t offset = 0;
  for (uint32_t i = 0; i < kernel.arg_count; ++i) {
    offset = alignUp(offset, kernel.argumentAlignment(i));
    const size_t size = kernel.arg_sizes[i];
    const void* source =
        packed ? static_cast<const unsigned char*>(packed) + offset : pointers[i];
    if (size) std::memcpy(storage_ + offset, source, size);
    pointers_[i] = storage_ + offset;
    offset += size;
  }
  launch.args = pointers_;
  return hipSuccess;
}

hipError_t parseExtra(void** extra, KernelArguments* args) {
  const size_t* size_pointer = nullptr;
  // A sane list is a few pairs; a missing terminator must not run off.
  for (size_t i = 0; i < 64; i += 2) {
    if (extra[i] == HIP_LAUNCH_PARAM_END) {
      if (!args->packed || !size_pointer) return hipErrorInvalidValue;
      args->packed_size = *size_pointer;
      return hipSuccess;
    }
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER)
      args->packed = extra[i + 1];
    else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE)
      size_pointer = static_cast<const size_t*>(extra[i + 1]);
    else
      return hipErrorInvalidValue;
  }
  return hipErrorInvalidValue;
}

hipError_t validateLaunchConfiguration(const Kernel& kernel, dim3 grid, dim3 block,
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
  if (kernel.max_threads_per_block && threads > kernel.max_threads_per_block)
    return hipErrorInvalidConfiguration;
  if (dynamic_shared > kSharedMemPerBlock || kernel.sharedBytes(dynamic_shared) > kSharedMemPerBlock)
    return hipErrorInvalidConfiguration;
  return hipSuccess;
}

const Kernel* resolveKernel(const void* host_stub, const Device& device) {
  if (!host_stub) return nullptr;
  const Kernel* kernel = kernelRegistry().resolveKernel(host_stub, device.backend());
  if (!kernel && !device.backend().codeCannotRunHere(kernelRegistry().codeId(host_stub))) {
    const std::string name = kernelRegistry().kernelName(host_stub);
    if (!name.empty())
      OPENHIP_LOG(kLogError, "kernel %s is registered but its device code is missing",
                  name.c_str());
  }
  return kernel;
}

hipError_t missingCodeError(const void* host_address, const Device& device, hipError_t otherwise) {
  return host_address && device.backend().codeCannotRunHere(kernelRegistry().codeId(host_address))
             ? hipErrorNoBinaryForGpu
             : otherwise;
}

hipError_t prepareLaunch(const Kernel& kernel, dim3 grid, dim3 block, const KernelArguments& args,
                         size_t dynamic_shared, hipStream_t stream, PreparedLaunch& out) {
  if (hipError_t e = validateLaunchConfiguration(kernel, grid, block, dynamic_shared)) {
    OPENHIP_LOG(kLogError, "launch of %s: invalid configuration grid (%u,%u,%u) block (%u,%u,%u) shared %zu",
                kernel.name, grid.x, grid.y, grid.z, block.x, block.y, block.z, dynamic_shared);
    return e;
  }
  Stream* s = resolveStream(stream);
  if (!s) return hipErrorInvalidHandle;
  if (s->device().stickyError())
    if (hipError_t sticky = stickyError(&s->device())) return sticky;

  LaunchPacketPtr packet(new LaunchPacket);
  if (hipError_t e = packet->copyArguments(kernel, args.pointers, args.packed, args.packed_size))
    return e;
  KernelLaunch& launch = packet->launch;
  launch.kernel = &kernel;
  launch.grid[0] = grid.x, launch.grid[1] = grid.y, launch.grid[2] = grid.z;
  launch.block[0] = block.x, launch.block[1] = block.y, launch.block[2] = block.z;
  launch.dynamic_shared = dynamic_shared;
  launch.priority = s->priority();
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
  const Kernel* kernel = resolveKernel(host_stub, *device);
  if (!kernel) return missingCodeError(host_stub, *device, hipErrorInvalidDeviceFunction);
  KernelArguments arguments;
  arguments.pointers = args;
  return prepareLaunch(*kernel, grid, block, arguments, dynamic_shared, stream, out);
}

CompletionPtr submitLaunch(PreparedLaunch&& launch, const CapturedOperation* captured) {
  const KernelLaunch& l = launch.packet->launch;
  OPENHIP_LOG(kLogLaunch, "launch %s grid (%u,%u,%u) block (%u,%u,%u) shared %llu stream %p",
              l.kernel->name, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2],
              static_cast<unsigned long long>(l.dynamic_shared), static_cast<void*>(launch.stream));
  Stream& stream = *launch.stream;
  return stream.device().submit(stream, std::move(launch.packet), {}, captured);
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
                                                          launch.packet->launch.args);
    maybeBlock(submitLaunch(std::move(launch), &captured));
  } else {
    maybeBlock(submitLaunch(std::move(launch)));
  }
  return hipSuccess;
}

}  // namespace openhip
