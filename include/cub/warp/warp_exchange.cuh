// CUB name for CUDA sources: warp-wide data rearrangement (OpenHIP hipCUB's <hipcub/warp/warp_exchange.hpp>).
#ifndef CUB_WARP_WARP_EXCHANGE_CUH
#define CUB_WARP_WARP_EXCHANGE_CUH

#include <hipcub/warp/warp_exchange.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::WarpExchange;
using ::hipcub::WarpExchangeAlgorithm;
using ::hipcub::WARP_EXCHANGE_SMEM;
using ::hipcub::WARP_EXCHANGE_SHUFFLE;
}  // namespace cub

#endif  // CUB_WARP_WARP_EXCHANGE_CUH
