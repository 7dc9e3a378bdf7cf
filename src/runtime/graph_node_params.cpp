#include "graph_node_params.h"

#include <cstring>
#include <new>

#include "kernel_registry.h"
#include "launch.h"
#include "memory_ops.h"
#include "texture_resources.h"

namespace openhip {

NodeKernelArguments::~NodeKernelArguments() {
  if (storage) ::operator delete(storage, std::align_val_t(alignment));
}

namespace {

/// Offsets of the kernel's parameters in a packed buffer (HIP's `extra`
/// layout, which is also how we store them); false for a bad table.
bool argumentLayout(const OpenHipKernelEntry& entry, std::vector<size_t>* offsets, size_t* total,
                    size_t* alignment) {
  size_t offset = 0;
  offsets->resize(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    size_t align = entry.arg_aligns && entry.arg_aligns[i] ? entry.arg_aligns[i] : 1;
    if (align & (align - 1)) return false;
    *alignment = std::max(*alignment, align);
    offset = (offset + align - 1) / align * align;
    (*offsets)[i] = offset;
    offset += entry.arg_sizes[i];
  }
  *total = offset;
  return true;
}

/// Finds the buffer and size of an `extra` array (pairs ending with
/// HIP_LAUNCH_PARAM_END).
hipError_t parseExtra(void** extra, const void** buffer, size_t* size) {
  *buffer = nullptr;
  *size = 0;
  bool have_size = false;
  for (size_t i = 0; i < 64; i += 2) {
    if (extra[i] == HIP_LAUNCH_PARAM_END) return *buffer && have_size ? hipSuccess : hipErrorInvalidValue;
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) {
      *buffer = extra[i + 1];
    } else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE) {
      if (!extra[i + 1]) return hipErrorInvalidValue;
      *size = *static_cast<const size_t*>(extra[i + 1]);
      have_size = true;
    } else {
      return hipErrorInvalidValue;
    }
  }
  return hipErrorInvalidValue;  // no terminator in a sane length
}

hipError_t copyKernelArguments(const OpenHipKernelEntry& entry, const hipKernelNodeParams& p,
                               NodeKernelArguments* args) {
  if (p.kernelParams && p.extra) return hipErrorInvalidValue;
  if (entry.arg_count == 0) return hipSuccess;
  if (!entry.arg_sizes) return hipErrorInvalidDeviceFunction;
  std::vector<size_t> offsets;
  size_t total = 0;
  if (!argumentLayout(entry, &offsets, &total, &args->alignment))
    return hipErrorInvalidDeviceFunction;
  const void* packed = nullptr;
  size_t packed_size = 0;
  if (p.extra) {
    if (hipError_t e = parseExtra(p.extra, &packed, &packed_size)) return e;
    if (packed_size < total) return hipErrorInvalidValue;
  } else if (!p.kernelParams) {
    return hipErrorInvalidValue;
  }
  args->storage = ::operator new(std::max<size_t>(total, 1), std::align_val_t(args->alignment));
  args->pointers.resize(entry.arg_count);
  for (uint32_t i = 0; i < entry.arg_count; ++i) {
    char* slot = static_cast<char*>(args->storage) + offsets[i];
    args->pointers[i] = slot;
    if (entry.arg_sizes[i] == 0) continue;
    const void* source =
        packed ? static_cast<const char*>(packed) + offsets[i] : p.kernelParams[i];
    if (!source) return hipErrorInvalidValue;
    std::memcpy(slot, source, entry.arg_sizes[i]);
  }
  return hipSuccess;
}

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
  auto kernel = kernelRegistry().resolveKernel(params.func);
  if (!kernel) return hipErrorInvalidDeviceFunction;
  const OpenHipKernelEntry& entry = *kernel->entry;
  if (validateLaunchConfiguration(entry, params.gridDim, params.blockDim, params.sharedMemBytes))
    return hipErrorInvalidValue;
  auto arguments = std::make_shared<NodeKernelArguments>();
  if (hipError_t e = copyKernelArguments(entry, params, arguments.get())) return e;
  KernelNodeData data;
  data.params = params;
  data.params.extra = nullptr;
  data.params.kernelParams = arguments->pointers.empty() ? nullptr : arguments->pointers.data();
  cpu::KernelExecution& exec = data.exec;
  exec.entry = &entry;
  exec.grid[0] = params.gridDim.x, exec.grid[1] = params.gridDim.y, exec.grid[2] = params.gridDim.z;
  exec.block[0] = params.blockDim.x, exec.block[1] = params.blockDim.y,
  exec.block[2] = params.blockDim.z;
  exec.warp_size = kernel->warp_size;
  exec.dynamic_shared = params.sharedMemBytes;
  exec.args = data.params.kernelParams;
  data.arguments = std::move(arguments);
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
  copy.width = p.extent.width * element;
  copy.height = p.extent.height;
  copy.depth = p.extent.depth;
  if (copy.width == 0 || copy.height == 0 || copy.depth == 0) {
    copy.width = copy.height = copy.depth = 0;  // nothing to copy
    if ((!p.srcArray && !p.srcPtr.ptr) || (!p.dstArray && !p.dstPtr.ptr)) return hipErrorInvalidValue;
    *out = copy;
    return hipSuccess;
  }
  const bool device_src = p.kind == hipMemcpyDeviceToHost || p.kind == hipMemcpyDeviceToDevice;
  const bool device_dst = p.kind == hipMemcpyHostToDevice || p.kind == hipMemcpyDeviceToDevice;
  CopySide src, dst;
  if (hipError_t e = resolveSide(p.srcArray, p.srcPtr, p.srcPos, copy.width, copy.height,
                                 copy.depth, element, device_src, &src))
    return e;
  if (hipError_t e = resolveSide(p.dstArray, p.dstPtr, p.dstPos, copy.width, copy.height,
                                 copy.depth, element, device_dst, &dst))
    return e;
  copy.src = src.base, copy.src_pitch = src.pitch, copy.src_slice = src.slice;
  copy.dst = dst.base, copy.dst_pitch = dst.pitch, copy.dst_slice = dst.slice;
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
  copy.dst = static_cast<char*>(dst);
  copy.src = static_cast<const char*>(src);
  copy.dst_pitch = copy.src_pitch = copy.dst_slice = copy.src_slice = count;
  copy.width = count;
  copy.height = copy.depth = count ? 1 : 0;
  return copy;
}

namespace {
hipError_t symbolStorage(const void* symbol, size_t count, size_t offset, char** address) {
  if (!symbol) return hipErrorInvalidSymbol;
  auto var = kernelRegistry().resolveVar(symbol);
  if (!var || !var->address) return hipErrorInvalidSymbol;
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

void runCopy(const CopyData& c) {
  if (c.width == 0) return;
  if (c.src_pitch == c.width && c.dst_pitch == c.width && c.src_slice == c.width * c.height &&
      c.dst_slice == c.width * c.height) {
    std::memmove(c.dst, c.src, c.width * c.height * c.depth);
    return;
  }
  for (size_t z = 0; z < c.depth; ++z)
    for (size_t y = 0; y < c.height; ++y)
      std::memmove(c.dst + z * c.dst_slice + y * c.dst_pitch,
                   c.src + z * c.src_slice + y * c.src_pitch, c.width);
}

void runMemset(const MemsetData& m) {
  const hipMemsetParams& p = m.params;
  for (size_t y = 0; y < p.height; ++y) {
    char* row = static_cast<char*>(p.dst) + y * p.pitch;
    switch (p.elementSize) {
      case 1: std::memset(row, static_cast<int>(p.value & 0xff), p.width); break;
      case 2: {
        const uint16_t v = static_cast<uint16_t>(p.value);
        for (size_t i = 0; i < p.width; ++i) std::memcpy(row + 2 * i, &v, 2);
        break;
      }
      default: {
        const uint32_t v = p.value;
        for (size_t i = 0; i < p.width; ++i) std::memcpy(row + 4 * i, &v, 4);
      }
    }
  }
}

}  // namespace openhip
