// CUB name for CUDA sources: sorting a thread's items (OpenHIP hipCUB's <hipcub/thread/thread_sort.hpp>).
#ifndef CUB_THREAD_THREAD_SORT_CUH
#define CUB_THREAD_THREAD_SORT_CUH

#include <hipcub/thread/thread_sort.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::Swap;
using ::hipcub::StableOddEvenSort;
}  // namespace cub

#endif  // CUB_THREAD_THREAD_SORT_CUH
