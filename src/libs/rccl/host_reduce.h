// Element-wise reductions on host memory, for the MPI transport (its data is
// in pinned staging buffers between the device copies) and for small
// all-reduces on devices whose memory the host addresses (engine_shm_coll.cpp).
// Same arithmetic as the kernels (elements.h).
#pragma once

#include "elements.h"

#include <rccl/rccl.h>

namespace rccl {

// dst[i] = dst[i] (op) src[i]: Sum/PreMulSum/SumPostDiv add, Prod multiplies,
// Max/Min compare.
void hostCombine(ncclDataType_t type, RedKind kind, void* dst, const void* src, size_t count);
// buf[i] *= scalar (PreMulSum's multiply of a rank's own input).
void hostScale(ncclDataType_t type, void* buf, size_t count, uint64_t scalarBits);
// buf[i] /= divisor (SumPostDiv's final step, integers only).
void hostDivide(ncclDataType_t type, void* buf, size_t count, uint64_t divisor);

// The reduction kernel's work on the host: dst = srcs[0] (op) ... (op)
// srcs[nsrc-1] in that order, PreMulSum's scalar applied as each source is
// loaded, SumPostDiv's division at the end. dst may be one of the sources.
void hostReduce(ncclDataType_t type, const RedOp& op, const void* const* srcs, int nsrc, void* dst,
                size_t count);

} // namespace rccl
