// CUB name for CUDA sources: block-wide data rearrangement (OpenHIP hipCUB's <hipcub/block/block_exchange.hpp>).
#ifndef CUB_BLOCK_BLOCK_EXCHANGE_CUH
#define CUB_BLOCK_BLOCK_EXCHANGE_CUH

#include <hipcub/block/block_exchange.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockExchange;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_EXCHANGE_CUH
