// CUB name for CUDA sources: device-wide histograms (OpenHIP hipCUB's <hipcub/device/device_histogram.hpp>).
#ifndef CUB_DEVICE_DEVICE_HISTOGRAM_CUH
#define CUB_DEVICE_DEVICE_HISTOGRAM_CUH

#include <hipcub/device/device_histogram.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceHistogram = ::hipcub::detail::DeviceHistogramApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_HISTOGRAM_CUH
