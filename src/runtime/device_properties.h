// What a CPU device reports through hipGetDeviceProperties and
// hipDeviceGetAttribute: honest values from the host where one exists.
#pragma once

#include "api_common.h"

namespace openhip {

/// Texture and surface extents the CPU device reports: textures are plain
/// memory read by host code, so these only keep sizes and indices within
/// `int` (CUDA-sized limits, far below what memory allows).
constexpr int kMaxTexture1DLinear = 1 << 27;
constexpr int kMaxTexture1D = 1 << 16;
constexpr int kMaxTexture2D[2] = {1 << 16, 1 << 16};
constexpr int kMaxTexture3D[3] = {1 << 14, 1 << 14, 1 << 14};

/// Warp size the device reports: the size the program's kernels were built
/// for (64 when it has none registered).
int programWarpSize();

void fillDeviceProperties(const Device& device, hipDeviceProp_t* props);

/// Value of `attribute` for `device`; hipErrorInvalidValue if the attribute
/// has no integer value (unknown, or a name/UUID).
hipError_t deviceAttribute(const Device& device, hipDeviceAttribute_t attribute, int* value);

}  // namespace openhip
