// CUB name for CUDA sources: even division of tiles among blocks (OpenHIP hipCUB's <hipcub/grid/grid_even_share.hpp>).
#ifndef CUB_GRID_GRID_EVEN_SHARE_CUH
#define CUB_GRID_GRID_EVEN_SHARE_CUH

#include <hipcub/grid/grid_even_share.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::GridEvenShare;
}  // namespace cub

#endif  // CUB_GRID_GRID_EVEN_SHARE_CUH
