// CUB name for CUDA sources: block-wide radix sort (OpenHIP hipCUB's <hipcub/block/block_radix_sort.hpp>).
#ifndef CUB_BLOCK_BLOCK_RADIX_SORT_CUH
#define CUB_BLOCK_BLOCK_RADIX_SORT_CUH

#include <hipcub/block/block_radix_sort.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockRadixSort;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_RADIX_SORT_CUH
