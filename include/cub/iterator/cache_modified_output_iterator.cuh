// CUB name for CUDA sources: writes with a cache modifier (OpenHIP hipCUB's <hipcub/iterator/cache_modified_output_iterator.hpp>).
#ifndef CUB_ITERATOR_CACHE_MODIFIED_OUTPUT_ITERATOR_CUH
#define CUB_ITERATOR_CACHE_MODIFIED_OUTPUT_ITERATOR_CUH

#include <hipcub/iterator/cache_modified_output_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::CacheModifiedOutputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_CACHE_MODIFIED_OUTPUT_ITERATOR_CUH
