// Element-wise reductions on host memory, for the MPI transport (its data is
// in pinned staging buffers between the device copies). Same arithmetic as the
// kernels (elements.h).
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

} // namespace rccl
