// CUB name for CUDA sources: block-wide prefix scans (OpenHIP hipCUB's <hipcub/block/block_scan.hpp>).
#ifndef CUB_BLOCK_BLOCK_SCAN_CUH
#define CUB_BLOCK_BLOCK_SCAN_CUH

#include <hipcub/block/block_scan.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockScan;
using ::hipcub::BlockScanAlgorithm;
using ::hipcub::BLOCK_SCAN_RAKING;
using ::hipcub::BLOCK_SCAN_RAKING_MEMOIZE;
using ::hipcub::BLOCK_SCAN_WARP_SCANS;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_SCAN_CUH
