// Limits of the devices, shared by the properties they report and the
// launch validation that enforces them.
#pragma once

#include "openhip/abi.h"

#include <cstddef>
#include <cstdint>

namespace openhip {

constexpr size_t kSharedMemPerBlock = OPENHIP_SHARED_MEM_PER_BLOCK;  // also hipcc's limit
constexpr uint32_t kMaxThreadsPerBlock = 1024;
constexpr uint32_t kMaxBlockDim[3] = {1024, 1024, 1024};
constexpr uint32_t kMaxGridDim[3] = {2147483647u, 65535u, 65535u};
/// What one "multiprocessor" (a worker) is said to hold at once, as on a GPU
/// of compute capability 7.0: the occupancy API and the cooperative-launch
/// limit count resident blocks with these (see core/occupancy.h).
constexpr uint32_t kMaxThreadsPerMultiProcessor = 2048;
constexpr uint32_t kMaxBlocksPerMultiProcessor = 32;
constexpr size_t kSharedMemPerMultiProcessor = 2 * kSharedMemPerBlock;
/// Device default; each kernel table says which size its kernels were built for.
constexpr int kDefaultWarpSize = 64;
/// hipMalloc* alignment, also the pitch granularity of hipMallocPitch.
constexpr size_t kAllocationAlignment = 256;
/// hipDeviceGetStreamPriorityRange: 0 is the lowest priority, -1 the highest.
constexpr int kLeastStreamPriority = 0;
constexpr int kGreatestStreamPriority = -1;

/// Texture and surface extents the devices report: textures are plain
/// memory read by kernel code, so these only keep sizes and indices within
/// `int` (CUDA-sized limits, far below what memory allows).
constexpr int kMaxTexture1DLinear = 1 << 27;
constexpr int kMaxTexture1D = 1 << 16;
constexpr int kMaxTexture2D[2] = {1 << 16, 1 << 16};
constexpr int kMaxTexture3D[3] = {1 << 14, 1 << 14, 1 << 14};

}  // namespace openhip
