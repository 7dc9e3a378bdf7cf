// CUB name for CUDA sources: stores with cache modifiers (OpenHIP hipCUB's <hipcub/thread/thread_store.hpp>).
#ifndef CUB_THREAD_THREAD_STORE_CUH
#define CUB_THREAD_THREAD_STORE_CUH

#include <hipcub/thread/thread_store.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::CacheStoreModifier;
using ::hipcub::STORE_DEFAULT;
using ::hipcub::STORE_WB;
using ::hipcub::STORE_CG;
using ::hipcub::STORE_CS;
using ::hipcub::STORE_WT;
using ::hipcub::STORE_VOLATILE;
using ::hipcub::ThreadStore;
}  // namespace cub

#endif  // CUB_THREAD_THREAD_STORE_CUH
