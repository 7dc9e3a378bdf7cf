// The device kernels that move and reduce data (kernels.hip). Their pointer
// tables live in pinned host memory that a host function fills right before
// the kernel runs (so a kernel can reach buffers known only at run time).
#pragma once

#include "elements.h"

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

namespace rccl {

// dst[j][i] = reduce over k of src[k][i] (k in order 0..nsrc-1), for j < ndst.
// ptrs = {src[0..nsrc-1], dst[0..ndst-1]} (device-visible table); a null
// src[0] makes the kernel do nothing (the collective failed).
hipError_t launchReduce(ncclDataType_t type, const RedOp& op, void* const* ptrs, int nsrc, int ndst,
                        size_t count, hipStream_t stream);

// ntasks copies of `bytes` bytes: ptrs = {src0, dst0, src1, dst1, ...}; a
// null source skips its copy.
hipError_t launchCopy(void* const* ptrs, int ntasks, size_t bytes, hipStream_t stream);

} // namespace rccl
