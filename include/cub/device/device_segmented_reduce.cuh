// CUB name for CUDA sources: segmented reductions (OpenHIP hipCUB's <hipcub/device/device_segmented_reduce.hpp>).
#ifndef CUB_DEVICE_DEVICE_SEGMENTED_REDUCE_CUH
#define CUB_DEVICE_DEVICE_SEGMENTED_REDUCE_CUH

#include <hipcub/device/device_segmented_reduce.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceSegmentedReduce = ::hipcub::detail::DeviceSegmentedReduceApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_SEGMENTED_REDUCE_CUH
