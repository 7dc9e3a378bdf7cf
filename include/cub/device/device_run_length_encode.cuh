// CUB name for CUDA sources: run-length encoding (OpenHIP hipCUB's <hipcub/device/device_run_length_encode.hpp>).
#ifndef CUB_DEVICE_DEVICE_RUN_LENGTH_ENCODE_CUH
#define CUB_DEVICE_DEVICE_RUN_LENGTH_ENCODE_CUH

#include <hipcub/device/device_run_length_encode.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using DeviceRunLengthEncode = ::hipcub::detail::DeviceRunLengthEncodeApi<cudaError_t>;
}  // namespace cub

#endif  // CUB_DEVICE_DEVICE_RUN_LENGTH_ENCODE_CUH
