// CUB name for CUDA sources: device-wide selection (OpenHIP hipCUB's <hipcub/device/device_select.hpp>).
#ifndef CUB_DEVICE_DEVICE_SELECT_CUH
#define CUB_DEVICE_DEVICE_SELECT_CUH

#include <hipcub/device/device_select.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceSelect = ::hipcub::detail::DeviceSelectApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_SELECT_CUH
