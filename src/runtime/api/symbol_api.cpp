// C ABI: __device__ / __constant__ variables ("symbols"), addressed by their
// host shadow (what HIP_SYMBOL(x) passes) and bound by __*RegisterVar.
#include <cstring>

#include "api_common.h"
#include "kernel_registry.h"
#include "launch.h"
#include "memory_ops.h"
#include "stream_capture.h"

namespace {

struct Symbol {
  char* address = nullptr;
  size_t size = 0;
};

/// The variable's storage, recorded in the allocation registry (kind Symbol)
/// so that copies through its device address are bounds-checked like any
/// allocation. One instance serves every CPU device.
hipError_t resolveSymbol(const void* symbol, Symbol* out) {
  if (!symbol) return hipErrorInvalidSymbol;
  openhip::Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  auto var = openhip::kernelRegistry().resolveVar(symbol, device->backend());
  if (!var || !var->address) return openhip::missingCodeError(symbol, *device, hipErrorInvalidSymbol);
  out->address = static_cast<char*>(var->address);
  out->size = var->size;
  openhip::AllocationRegistry& allocations = openhip::Runtime::get().allocations();
  if (var->size && !allocations.find(var->address))
    allocations.insert(openhip::Allocation{var->address, var->size, 0,
                                           openhip::AllocationKind::Symbol, 0});
  return hipSuccess;
}

hipError_t checkSymbolRange(const Symbol& symbol, size_t bytes, size_t offset) {
  if (offset > symbol.size || bytes > symbol.size - offset) return hipErrorInvalidValue;
  return hipSuccess;
}

hipError_t copyToSymbol(const void* symbol, const void* src, size_t bytes, size_t offset,
                        hipMemcpyKind kind, hipStream_t stream, bool synchronous) {
  if (kind != hipMemcpyHostToDevice && kind != hipMemcpyDeviceToDevice && kind != hipMemcpyDefault)
    return hipErrorInvalidMemcpyDirection;
  Symbol target;
  if (hipError_t e = resolveSymbol(symbol, &target)) return e;
  if (hipError_t e = checkSymbolRange(target, bytes, offset)) return e;
  if (bytes == 0) return hipSuccess;
  if (hipError_t e = openhip::checkRange(src, bytes, kind == hipMemcpyDeviceToDevice)) return e;
  char* dst = target.address + offset;
  const auto op = openhip::CapturedOperation::copy1D(dst, src, bytes, kind);  // a memcpy node
  return openhip::submitMemoryOperation(stream, openhip::linearRegion(dst, src, bytes, kind),
                                       synchronous, &op);
}

hipError_t copyFromSymbol(void* dst, const void* symbol, size_t bytes, size_t offset,
                          hipMemcpyKind kind, hipStream_t stream, bool synchronous) {
  if (kind != hipMemcpyDeviceToHost && kind != hipMemcpyDeviceToDevice && kind != hipMemcpyDefault)
    return hipErrorInvalidMemcpyDirection;
  Symbol source;
  if (hipError_t e = resolveSymbol(symbol, &source)) return e;
  if (hipError_t e = checkSymbolRange(source, bytes, offset)) return e;
  if (bytes == 0) return hipSuccess;
  if (hipError_t e = openhip::checkRange(dst, bytes, kind == hipMemcpyDeviceToDevice)) return e;
  const char* src = source.address + offset;
  const auto op = openhip::CapturedOperation::copy1D(dst, src, bytes, kind);  // a memcpy node
  return openhip::submitMemoryOperation(
      stream, openhip::linearRegion(dst, const_cast<char*>(src), bytes, kind), synchronous, &op);
}

}  // namespace

extern "C" {

hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
  OPENHIP_API(devPtr, symbol);
  if (!devPtr) HIP_RETURN(hipErrorInvalidValue);
  Symbol s;
  if (hipError_t e = resolveSymbol(symbol, &s)) HIP_RETURN(e);
  *devPtr = s.address;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGetSymbolSize(size_t* size, const void* symbol) {
  OPENHIP_API(size, symbol);
  if (!size) HIP_RETURN(hipErrorInvalidValue);
  Symbol s;
  if (hipError_t e = resolveSymbol(symbol, &s)) HIP_RETURN(e);
  *size = s.size;
  HIP_RETURN(hipSuccess);
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t sizeBytes, size_t offset,
                             hipMemcpyKind kind) {
  OPENHIP_API(symbol, src, sizeBytes, offset, kind);
  HIP_RETURN(copyToSymbol(symbol, src, sizeBytes, offset, kind, nullptr, true));
}

hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t sizeBytes,
                                  size_t offset, hipMemcpyKind kind, hipStream_t stream) {
  OPENHIP_API(symbol, src, sizeBytes, offset, kind, stream);
  HIP_RETURN(copyToSymbol(symbol, src, sizeBytes, offset, kind, stream, false));
}

hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t sizeBytes, size_t offset,
                               hipMemcpyKind kind) {
  OPENHIP_API(dst, symbol, sizeBytes, offset, kind);
  HIP_RETURN(copyFromSymbol(dst, symbol, sizeBytes, offset, kind, nullptr, true));
}

hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t sizeBytes, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream) {
  OPENHIP_API(dst, symbol, sizeBytes, offset, kind, stream);
  HIP_RETURN(copyFromSymbol(dst, symbol, sizeBytes, offset, kind, stream, false));
}

}  // extern "C"
