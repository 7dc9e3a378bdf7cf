// CUB name for CUDA sources: head and tail flags of runs (OpenHIP hipCUB's <hipcub/block/block_discontinuity.hpp>).
#ifndef CUB_BLOCK_BLOCK_DISCONTINUITY_CUH
#define CUB_BLOCK_BLOCK_DISCONTINUITY_CUH

#include <hipcub/block/block_discontinuity.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockDiscontinuity;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_DISCONTINUITY_CUH
