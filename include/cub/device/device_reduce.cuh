// CUB name for CUDA sources: device-wide reductions (OpenHIP hipCUB's <hipcub/device/device_reduce.hpp>).
#ifndef CUB_DEVICE_DEVICE_REDUCE_CUH
#define CUB_DEVICE_DEVICE_REDUCE_CUH

#include <hipcub/device/device_reduce.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceReduce = ::hipcub::detail::DeviceReduceApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_REDUCE_CUH
