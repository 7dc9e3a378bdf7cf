// Validation and submission shared by the memory copy/set entry points.
#pragma once

#include "backend.h"
#include "runtime.h"

namespace openhip {

/// [p, p+bytes) must lie inside the allocation that contains p; if p is not
/// in any allocation it is accepted as host memory unless `must_be_known`
/// (the device side of a copy, the target of a memset), it lies in the first
/// page, or it touches freed device memory.
hipError_t checkRange(const void* p, size_t bytes, bool must_be_known);

/// Addresses below this are never mapped (Linux's default mmap_min_addr).
constexpr uintptr_t kFirstMappablePage = 4096;

/// Validates a linear copy of `bytes` with `kind` (ranges and direction).
hipError_t checkCopy(void* dst, const void* src, size_t bytes, hipMemcpyKind kind);

/// Validates a pitched 2D region (height rows of width bytes, pitch apart).
hipError_t checkRegion(const void* p, size_t pitch, size_t width, size_t height,
                       bool must_be_known);

struct CapturedOperation;

/// A linear copy of `bytes` as a region.
CopyRegion linearRegion(void* dst, const void* src, size_t bytes, hipMemcpyKind kind);
/// A 2D copy: `height` rows of `width` bytes, `dst_pitch`/`src_pitch` apart.
CopyRegion pitchedRegion(void* dst, size_t dst_pitch, const void* src, size_t src_pitch,
                         size_t width, size_t height, hipMemcpyKind kind);
/// A fill of `height` rows (`pitch` bytes apart) of `width` elements of
/// `element_size` bytes, in `depth` slices `slice` bytes apart.
FillRegion fillRegion(void* dst, uint32_t value, uint32_t element_size, size_t width,
                      size_t height = 1, size_t pitch = 0, size_t depth = 1, size_t slice = 0);

/// Runs `work` as a stream operation. With `synchronous` the call waits for
/// it (hipMemcpy, hipMemset; rejected during a capture that forbids it);
/// otherwise only under HIP_LAUNCH_BLOCKING. `captured` describes the
/// operation for stream capture (a memcpy/memset node, see stream_capture.h).
/// hipErrorInvalidHandle for a bad stream.
hipError_t submitMemoryOperation(hipStream_t stream, QueueWork&& work, bool synchronous,
                                 const CapturedOperation* captured = nullptr);

size_t roundUp(size_t value, size_t granularity);
size_t pageSize();

/// The device's memory (hipMemGetInfo's total).
size_t deviceMemoryTotal(const Device& device);

/// hipErrorOutOfMemory if `size` more bytes exceed what hipMemGetInfo reports free.
hipError_t checkDeviceBudget(const Device& device, size_t size);

/// Allocates `size` bytes for `device` and records them; device and managed
/// memory is checked against the device's budget (see hipMemGetInfo).
hipError_t allocateRecorded(Device& device, size_t size, AllocationKind kind, unsigned flags,
                            void** out);

/// hipMalloc and hipMallocPitch on the current device.
hipError_t mallocDevice(void** ptr, size_t size);
hipError_t mallocPitch(void** ptr, size_t* pitch, size_t width, size_t height);

/// Gives an (already unrecorded) allocation's memory back, by its backing.
void releaseAllocationMemory(const Allocation& allocation);

/// Frees a recorded allocation (exact base) of one of `kinds` once its
/// device finished all queued work (freeing is synchronizing in HIP).
hipError_t freeRecorded(void* ptr, std::initializer_list<AllocationKind> kinds);

}  // namespace openhip
