// CUB name for CUDA sources: lane, warp and bit utilities (OpenHIP hipCUB's <hipcub/util_ptx.hpp>).
#ifndef CUB_UTIL_PTX_CUH
#define CUB_UTIL_PTX_CUH

#include <hipcub/util_ptx.hpp>

#include "util_namespace.cuh"
#include "util_macro.cuh"

namespace cub {
using ::hipcub::RowMajorTid;
using ::hipcub::LaneId;
using ::hipcub::WarpId;
using ::hipcub::LaneMaskLt;
using ::hipcub::LaneMaskLe;
using ::hipcub::LaneMaskGt;
using ::hipcub::LaneMaskGe;
using ::hipcub::CTA_SYNC;
using ::hipcub::CTA_SYNC_AND;
using ::hipcub::CTA_SYNC_OR;
using ::hipcub::WARP_SYNC;
using ::hipcub::WARP_ANY;
using ::hipcub::WARP_ALL;
using ::hipcub::WARP_BALLOT;
using ::hipcub::ShuffleUp;
using ::hipcub::ShuffleDown;
using ::hipcub::ShuffleIndex;
using ::hipcub::BFE;
using ::hipcub::BFI;
using ::hipcub::IADD3;
using ::hipcub::SHR_ADD;
using ::hipcub::SHL_ADD;
using ::hipcub::PRMT;
}  // namespace cub

#endif  // CUB_UTIL_PTX_CUH
