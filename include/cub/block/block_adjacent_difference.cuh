// CUB name for CUDA sources: differences of adjacent items (OpenHIP hipCUB's <hipcub/block/block_adjacent_difference.hpp>).
#ifndef CUB_BLOCK_BLOCK_ADJACENT_DIFFERENCE_CUH
#define CUB_BLOCK_BLOCK_ADJACENT_DIFFERENCE_CUH

#include <hipcub/block/block_adjacent_difference.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockAdjacentDifference;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_ADJACENT_DIFFERENCE_CUH
