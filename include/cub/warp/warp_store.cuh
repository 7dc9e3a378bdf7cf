// CUB name for CUDA sources: warp-wide stores (OpenHIP hipCUB's <hipcub/warp/warp_store.hpp>).
#ifndef CUB_WARP_WARP_STORE_CUH
#define CUB_WARP_WARP_STORE_CUH

#include <hipcub/warp/warp_store.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::WarpStore;
using ::hipcub::WarpStoreAlgorithm;
using ::hipcub::WARP_STORE_DIRECT;
using ::hipcub::WARP_STORE_STRIPED;
using ::hipcub::WARP_STORE_VECTORIZE;
using ::hipcub::WARP_STORE_TRANSPOSE;
}  // namespace cub

#endif  // CUB_WARP_WARP_STORE_CUH
