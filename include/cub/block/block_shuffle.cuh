// CUB name for CUDA sources: moving items between threads (OpenHIP hipCUB's <hipcub/block/block_shuffle.hpp>).
#ifndef CUB_BLOCK_BLOCK_SHUFFLE_CUH
#define CUB_BLOCK_BLOCK_SHUFFLE_CUH

#include <hipcub/block/block_shuffle.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockShuffle;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_SHUFFLE_CUH
