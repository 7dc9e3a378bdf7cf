#include "graph_node_params.h"

#include <cstring>
#include <new>

#include "kernel_registry.h"
#include "launch.h"
#include "memory_ops.h"
#include "texture_resources.h"

namespace openhip {

namespace {

/// Bytes per element of a live array, 0 for a null, freed or unknown handle.
size_t elementBytes(const hipArray* array) {
  const ArrayImpl* impl = lookupArray(array);
  return impl ? impl->format.texelBytes() : 0;
}

/// One side of a 3D copy resolved to a byte pointer at its start position.
struct CopySide {
  char* base = nullptr;
  size_t pitch = 0, slice = 0;
};

hipError_t resolveSide(hipArray* array, const hipPitchedPtr& ptr, const hipPos& pos,
                       size_t width_bytes, size_t height, size_t depth, size_t element,
                       bool device_side, CopySide* side) {
  if ((array != nullptr) == (ptr.ptr != nullptr)) return hipErrorInvalidValue;
  if (array) {
    // Arrays are dense: rows of width elements, slices of rows (texture_resources.h).
    const ArrayImpl* impl = lookupArray(array);
    if (!impl || !impl->array.data || impl->format.texelBytes() != element) return hipErrorInvalidValue;
    if (pos.x * element + width_bytes > impl->rowPitch() || pos.y + height > impl->rows() ||
        pos.z + depth > impl->slices())
      return hipErrorInvalidValue;
    side->pitch = impl->rowPitch();
    side->slice = impl->slicePitch();
    side->base = static_cast<char*>(impl->array.data) + pos.z * side->slice + pos.y * side->pitch +
                 pos.x * element;
    return hipSuccess;
  }
  side->pitch = ptr.pitch ? ptr.pitch : width_bytes;
  if (pos.x + width_bytes > side->pitch && (height > 1 || depth > 1))
    return hipErrorInvalidPitchValue;
  side->slice = side->pitch * (ptr.ysize ? ptr.ysize : height);
  if (depth > 1 && ptr.ysize && pos.y + height > ptr.ysize) return hipErrorInvalidValue;
  side->base = static_cast<char*>(ptr.ptr) + pos.z * side->slice + pos.y * side->pitch + pos.x;
  const size_t span = (depth - 1) * side->slice + (height - 1) * side->pitch + width_bytes;
  return checkRange(side->base, span, device_side);
}

bool validKind(const hipMemcpyKind& kind) {
  const int value = enumValue(kind);
  return value >= hipMemcpyHostToHost && value <= hipMemcpyDefault;
}

}  // namespace

hipError_t makeKernelParams(const hipKernelNodeParams& params, KernelNodeData* out) {
  if (!params.func) return hipErrorInvalidDeviceFunction;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  const Kernel* kernel = resolveKernel(params.func, *device);
  if (!kernel) return missingCodeError(params.func, *device, hipErrorInvalidDeviceFunction);
  if (validateLaunchConfiguration(*kernel, params.gridDim, params.blockDim, params.sharedMemBytes))
    return hipErrorInvalidValue;
  if (params.kernelParams && params.extra) return hipErrorInvalidValue;
  KernelArguments arguments;
  arguments.pointers = params.kernelParams;
  if (params.extra && kernel->arg_count)
    if (hipError_t e = parseExtra(params.extra, &arguments)) return e;
  std::shared_ptr<LaunchPacket> packet(new LaunchPacket);
  if (kernel->arg_count && !arguments.pointers && !arguments.packed) return hipErrorInvalidValue;
  if (hipError_t e = packet->copyArguments(*kernel, arguments.pointers, arguments.packed,
                                           arguments.packed_size))
    return e;
  KernelLaunch& launch = packet->launch;
  launch.kernel = kernel;
  launch.grid[0] = params.gridDim.x, launch.grid[1] = params.gridDim.y,
  launch.grid[2] = params.gridDim.z;
  launch.block[0] = params.blockDim.x, launch.block[1] = params.blockDim.y,
  launch.block[2] = params.blockDim.z;
  launch.dynamic_shared = params.sharedMemBytes;
  KernelNodeData data;
  data.params = params;
  data.params.extra = nullptr;
  data.params.kernelParams = launch.args;
  data.packet = std::move(packet);
  data.access_policy = out->access_policy;  // attributes survive a parameter change
  *out = std::move(data);
  return hipSuccess;
}

hipError_t makeCopyParams(const hipMemcpy3DParms& p, CopyData* out) {
  if (!validKind(p.kind)) return hipErrorInvalidValue;
  size_t element = 1;
  if (p.srcArray) element = elementBytes(p.srcArray);
  else if (p.dstArray) element = elementBytes(p.dstArray);
  if (element == 0) return hipErrorInvalidValue;  // a dead array handle
  CopyData copy;
  copy.params = p;
  CopyRegion& region = copy.region;
  region.kind = p.kind;
  region.width = p.extent.width * element;
  region.height = p.extent.height;
  region.depth = p.extent.depth;
  if (region.width == 0 || region.height == 0 || region.depth == 0) {
    region.width = 0;  // nothing to copy
    if ((!p.srcArray && !p.srcPtr.ptr) || (!p.dstArray && !p.dstPtr.ptr)) return hipErrorInvalidValue;
    *out = copy;
    return hipSuccess;
  }
  const bool device_src = p.kind == hipMemcpyDeviceToHost || p.kind == hipMemcpyDeviceToDevice;
  const bool device_dst = p.kind == hipMemcpyHostToDevice || p.kind == hipMemcpyDeviceToDevice;
  CopySide src, dst;
  if (hipError_t e = resolveSide(p.srcArray, p.srcPtr, p.srcPos, region.width, region.height,
                                 region.depth, element, device_src, &src))
    return e;
  if (hipError_t e = resolveSide(p.dstArray, p.dstPtr, p.dstPos, region.width, region.height,
                                 region.depth, element, device_dst, &dst))
    return e;
  region.src = src.base, region.src_pitch = src.pitch, region.src_slice = src.slice;
  region.dst = dst.base, region.dst_pitch = dst.pitch, region.dst_slice = dst.slice;
  *out = copy;
  return hipSuccess;
}

hipError_t makeCopy1DParams(void* dst, const void* src, size_t count, hipMemcpyKind kind,
                            CopyData* out) {
  if (!validKind(kind) || !dst || !src) return hipErrorInvalidValue;
  if (checkCopy(dst, src, count, kind)) return hipErrorInvalidValue;
  *out = linearCopyData(dst, src, count, kind);
  return hipSuccess;
}

CopyData linearCopyData(void* dst, const void* src, size_t count, hipMemcpyKind kind) {
  CopyData copy;
  copy.params.srcPtr = hipPitchedPtr{const_cast<void*>(src), count, count, 1};
  copy.params.dstPtr = hipPitchedPtr{dst, count, count, 1};
  copy.params.extent = hipExtent{count, 1, 1};
  copy.params.kind = kind;
  copy.region = linearRegion(dst, src, count, kind);
  return copy;
}

namespace {
hipError_t symbolStorage(const void* symbol, size_t count, size_t offset, char** address) {
  if (!symbol) return hipErrorInvalidSymbol;
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  auto var = kernelRegistry().resolveVar(symbol, device->backend());
  if (!var || !var->address) return missingCodeError(symbol, *device, hipErrorInvalidSymbol);
  if (offset > var->size || count > var->size - offset) return hipErrorInvalidValue;
  *address = static_cast<char*>(var->address) + offset;
  return hipSuccess;
}
}  // namespace

hipError_t makeCopyToSymbolParams(const void* symbol, const void* src, size_t count, size_t offset,
                                  hipMemcpyKind kind, CopyData* out) {
  const int direction = enumValue(kind);
  if (direction != hipMemcpyHostToDevice && direction != hipMemcpyDeviceToDevice &&
      direction != hipMemcpyDefault)
    return hipErrorInvalidValue;
  char* address = nullptr;
  if (hipError_t e = symbolStorage(symbol, count, offset, &address)) return e;
  if (!src || checkRange(src, count, kind == hipMemcpyDeviceToDevice)) return hipErrorInvalidValue;
  if (makeCopy1DParams(address, src, count, hipMemcpyHostToHost, out)) return hipErrorInvalidValue;
  out->params.kind = kind;
  return hipSuccess;
}

hipError_t makeCopyFromSymbolParams(void* dst, const void* symbol, size_t count, size_t offset,
                                    hipMemcpyKind kind, CopyData* out) {
  const int direction = enumValue(kind);
  if (direction != hipMemcpyDeviceToHost && direction != hipMemcpyDeviceToDevice &&
      direction != hipMemcpyDefault)
    return hipErrorInvalidValue;
  char* address = nullptr;
  if (hipError_t e = symbolStorage(symbol, count, offset, &address)) return e;
  if (!dst || checkRange(dst, count, kind == hipMemcpyDeviceToDevice)) return hipErrorInvalidValue;
  if (makeCopy1DParams(dst, address, count, hipMemcpyHostToHost, out)) return hipErrorInvalidValue;
  out->params.kind = kind;
  return hipSuccess;
}

hipError_t makeMemsetParams(const hipMemsetParams& p, MemsetData* out) {
  if (!p.dst) return hipErrorInvalidValue;
  if (p.elementSize != 1 && p.elementSize != 2 && p.elementSize != 4) return hipErrorInvalidValue;
  if (p.height == 0) return hipErrorInvalidValue;
  const size_t row_bytes = p.width * p.elementSize;
  const size_t pitch = p.height == 1 && p.pitch == 0 ? row_bytes : p.pitch;
  if (p.height > 1 && pitch < row_bytes) return hipErrorInvalidValue;
  if (row_bytes && checkRegion(p.dst, pitch, row_bytes, p.height, true)) return hipErrorInvalidValue;
  out->params = p;
  out->params.pitch = pitch;
  return hipSuccess;
}

hipError_t checkHostParams(const hipHostNodeParams* params) {
  return params && params->fn ? hipSuccess : hipErrorInvalidValue;
}

namespace {
void runClosure(void* closure) { (*static_cast<std::function<void()>*>(closure))(); }
}  // namespace

hipHostNodeParams closureHostParams(const std::shared_ptr<std::function<void()>>& closure) {
  return hipHostNodeParams{runClosure, closure.get()};
}

FillRegion fillRegion(const MemsetData& m) {
  const hipMemsetParams& p = m.params;
  return fillRegion(p.dst, p.value, p.elementSize, p.width, p.height, p.pitch);
}

}  // namespace openhip
