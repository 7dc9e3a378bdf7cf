// CUB name for CUDA sources: block-wide stores (OpenHIP hipCUB's <hipcub/block/block_store.hpp>).
#ifndef CUB_BLOCK_BLOCK_STORE_CUH
#define CUB_BLOCK_BLOCK_STORE_CUH

#include <hipcub/block/block_store.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockStore;
using ::hipcub::BlockStoreAlgorithm;
using ::hipcub::BLOCK_STORE_DIRECT;
using ::hipcub::BLOCK_STORE_STRIPED;
using ::hipcub::BLOCK_STORE_VECTORIZE;
using ::hipcub::BLOCK_STORE_TRANSPOSE;
using ::hipcub::BLOCK_STORE_WARP_TRANSPOSE;
using ::hipcub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED;
using ::hipcub::StoreDirectBlocked;
using ::hipcub::StoreDirectBlockedVectorized;
using ::hipcub::StoreDirectStriped;
using ::hipcub::StoreDirectWarpStriped;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_STORE_CUH
