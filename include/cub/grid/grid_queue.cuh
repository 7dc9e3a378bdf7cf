// CUB name for CUDA sources: a work queue in device memory (OpenHIP hipCUB's <hipcub/grid/grid_queue.hpp>).
#ifndef CUB_GRID_GRID_QUEUE_CUH
#define CUB_GRID_GRID_QUEUE_CUH

#include <hipcub/grid/grid_queue.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::GridQueue;
}  // namespace cub

#endif  // CUB_GRID_GRID_QUEUE_CUH
