// CUB name for CUDA sources: block-wide loads (OpenHIP hipCUB's <hipcub/block/block_load.hpp>).
#ifndef CUB_BLOCK_BLOCK_LOAD_CUH
#define CUB_BLOCK_BLOCK_LOAD_CUH

#include <hipcub/block/block_load.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockLoad;
using ::hipcub::BlockLoadAlgorithm;
using ::hipcub::BLOCK_LOAD_DIRECT;
using ::hipcub::BLOCK_LOAD_STRIPED;
using ::hipcub::BLOCK_LOAD_VECTORIZE;
using ::hipcub::BLOCK_LOAD_TRANSPOSE;
using ::hipcub::BLOCK_LOAD_WARP_TRANSPOSE;
using ::hipcub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED;
using ::hipcub::LoadDirectBlocked;
using ::hipcub::LoadDirectBlockedVectorized;
using ::hipcub::LoadDirectStriped;
using ::hipcub::LoadDirectWarpStriped;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_LOAD_CUH
