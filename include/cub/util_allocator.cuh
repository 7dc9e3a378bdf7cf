// CUB name for CUDA sources: the caching device allocator (OpenHIP hipCUB's <hipcub/util_allocator.hpp>).
#ifndef CUB_UTIL_ALLOCATOR_CUH
#define CUB_UTIL_ALLOCATOR_CUH

#include <hipcub/util_allocator.hpp>

#include "util_namespace.cuh"
#include "util_macro.cuh"

namespace cub {
using CachingDeviceAllocator = ::hipcub::detail::CachingDeviceAllocatorT<cudaError_t>;
}  // namespace cub

#endif  // CUB_UTIL_ALLOCATOR_CUH
