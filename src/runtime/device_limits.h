// Limits of the CPU device, shared by the properties it reports and the
// launch validation that enforces them.
#pragma once

#include <cstddef>
#include <cstdint>

namespace openhip {

constexpr size_t kSharedMemPerBlock = 64 * 1024;
constexpr uint32_t kMaxThreadsPerBlock = 1024;
constexpr uint32_t kMaxBlockDim[3] = {1024, 1024, 1024};
constexpr uint32_t kMaxGridDim[3] = {2147483647u, 65535u, 65535u};
/// Device default; each kernel table says which size its kernels were built for.
constexpr int kDefaultWarpSize = 64;
/// hipMalloc* alignment, also the pitch granularity of hipMallocPitch.
constexpr size_t kAllocationAlignment = 256;
/// hipDeviceGetStreamPriorityRange: 0 is the lowest priority, -1 the highest.
constexpr int kLeastStreamPriority = 0;
constexpr int kGreatestStreamPriority = -1;

}  // namespace openhip
