// CUB name for CUDA sources: device-wide partitioning (OpenHIP hipCUB's <hipcub/device/device_partition.hpp>).
#ifndef CUB_DEVICE_DEVICE_PARTITION_CUH
#define CUB_DEVICE_DEVICE_PARTITION_CUH

#include <hipcub/device/device_partition.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DevicePartition = ::hipcub::detail::DevicePartitionApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_PARTITION_CUH
