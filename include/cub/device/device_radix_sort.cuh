// CUB name for CUDA sources: device-wide radix sort (OpenHIP hipCUB's <hipcub/device/device_radix_sort.hpp>).
#ifndef CUB_DEVICE_DEVICE_RADIX_SORT_CUH
#define CUB_DEVICE_DEVICE_RADIX_SORT_CUH

#include <hipcub/device/device_radix_sort.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceRadixSort = ::hipcub::detail::DeviceRadixSortApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_RADIX_SORT_CUH
