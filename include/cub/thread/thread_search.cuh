// CUB name for CUDA sources: binary searches (OpenHIP hipCUB's <hipcub/thread/thread_search.hpp>).
#ifndef CUB_THREAD_THREAD_SEARCH_CUH
#define CUB_THREAD_THREAD_SEARCH_CUH

#include <hipcub/thread/thread_search.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::MergePathSearch;
using ::hipcub::LowerBound;
using ::hipcub::UpperBound;
}  // namespace cub

#endif  // CUB_THREAD_THREAD_SEARCH_CUH
