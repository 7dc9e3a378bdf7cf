// The device heap behind malloc/free/new/delete in kernels (the device
// lowering renames those calls to __openhip_device_malloc/free). Blocks come
// from the host allocator; the heap only enforces the size limit of
// hipDeviceSetLimit(hipLimitMallocHeapSize, ...), as a GPU's fixed heap does:
// malloc returns NULL once the live device allocations would exceed it. The
// CPU devices share the host's memory, so they share one heap and one limit.
#pragma once

#include <cstddef>

namespace openhip {

/// The heap limit in bytes (default: the machine's physical memory).
size_t deviceHeapLimit();
void setDeviceHeapLimit(size_t bytes);
/// Bytes currently allocated by device code (each block rounded up to 16).
size_t deviceHeapUsed();

}  // namespace openhip
