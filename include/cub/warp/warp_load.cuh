// CUB name for CUDA sources: warp-wide loads (OpenHIP hipCUB's <hipcub/warp/warp_load.hpp>).
#ifndef CUB_WARP_WARP_LOAD_CUH
#define CUB_WARP_WARP_LOAD_CUH

#include <hipcub/warp/warp_load.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::WarpLoad;
using ::hipcub::WarpLoadAlgorithm;
using ::hipcub::WARP_LOAD_DIRECT;
using ::hipcub::WARP_LOAD_STRIPED;
using ::hipcub::WARP_LOAD_VECTORIZE;
using ::hipcub::WARP_LOAD_TRANSPOSE;
}  // namespace cub

#endif  // CUB_WARP_WARP_LOAD_CUH
