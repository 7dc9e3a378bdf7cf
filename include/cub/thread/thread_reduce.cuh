// CUB name for CUDA sources: sequential reduction of a thread's items (OpenHIP hipCUB's <hipcub/thread/thread_reduce.hpp>).
#ifndef CUB_THREAD_THREAD_REDUCE_CUH
#define CUB_THREAD_THREAD_REDUCE_CUH

#include <hipcub/thread/thread_reduce.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
namespace internal {
using ::hipcub::internal::ThreadReduce;
}  // namespace internal
}  // namespace cub

#endif  // CUB_THREAD_THREAD_REDUCE_CUH
