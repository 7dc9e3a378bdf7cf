// CUB name for CUDA sources: warp-wide reductions (OpenHIP hipCUB's <hipcub/warp/warp_reduce.hpp>).
#ifndef CUB_WARP_WARP_REDUCE_CUH
#define CUB_WARP_WARP_REDUCE_CUH

#include <hipcub/warp/warp_reduce.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::WarpReduce;
}  // namespace cub

#endif  // CUB_WARP_WARP_REDUCE_CUH
