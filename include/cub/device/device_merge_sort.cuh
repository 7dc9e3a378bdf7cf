// CUB name for CUDA sources: merge sort with a comparator (OpenHIP hipCUB's <hipcub/device/device_merge_sort.hpp>).
#ifndef CUB_DEVICE_DEVICE_MERGE_SORT_CUH
#define CUB_DEVICE_DEVICE_MERGE_SORT_CUH

#include <hipcub/device/device_merge_sort.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceMergeSort = ::hipcub::detail::DeviceMergeSortApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_MERGE_SORT_CUH
