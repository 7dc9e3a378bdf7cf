// CUB name for CUDA sources: warp-wide prefix scans (OpenHIP hipCUB's <hipcub/warp/warp_scan.hpp>).
#ifndef CUB_WARP_WARP_SCAN_CUH
#define CUB_WARP_WARP_SCAN_CUH

#include <hipcub/warp/warp_scan.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::WarpScan;
}  // namespace cub

#endif  // CUB_WARP_WARP_SCAN_CUH
