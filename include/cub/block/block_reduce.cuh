// CUB name for CUDA sources: block-wide reductions (OpenHIP hipCUB's <hipcub/block/block_reduce.hpp>).
#ifndef CUB_BLOCK_BLOCK_REDUCE_CUH
#define CUB_BLOCK_BLOCK_REDUCE_CUH

#include <hipcub/block/block_reduce.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockReduce;
using ::hipcub::BlockReduceAlgorithm;
using ::hipcub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY;
using ::hipcub::BLOCK_REDUCE_RAKING;
using ::hipcub::BLOCK_REDUCE_WARP_REDUCTIONS;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_REDUCE_CUH
