// CUB name for CUDA sources: segmented radix sort (OpenHIP hipCUB's <hipcub/device/device_segmented_radix_sort.hpp>).
#ifndef CUB_DEVICE_DEVICE_SEGMENTED_RADIX_SORT_CUH
#define CUB_DEVICE_DEVICE_SEGMENTED_RADIX_SORT_CUH

#include <hipcub/device/device_segmented_radix_sort.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceSegmentedRadixSort = ::hipcub::detail::DeviceSegmentedRadixSortApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_SEGMENTED_RADIX_SORT_CUH
