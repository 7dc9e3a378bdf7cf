// CUB name for CUDA sources: device-wide prefix scans (OpenHIP hipCUB's <hipcub/device/device_scan.hpp>).
#ifndef CUB_DEVICE_DEVICE_SCAN_CUH
#define CUB_DEVICE_DEVICE_SCAN_CUH

#include <hipcub/device/device_scan.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceScan = ::hipcub::detail::DeviceScanApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_SCAN_CUH
