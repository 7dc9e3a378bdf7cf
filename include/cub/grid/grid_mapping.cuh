// CUB name for CUDA sources: grid mapping strategies (OpenHIP hipCUB's <hipcub/grid/grid_mapping.hpp>).
#ifndef CUB_GRID_GRID_MAPPING_CUH
#define CUB_GRID_GRID_MAPPING_CUH

#include <hipcub/grid/grid_mapping.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::GridMappingStrategy;
using ::hipcub::GRID_MAPPING_RAKE;
using ::hipcub::GRID_MAPPING_STRIP_MINE;
using ::hipcub::GRID_MAPPING_DYNAMIC;
}  // namespace cub

#endif  // CUB_GRID_GRID_MAPPING_CUH
