// CUB name for CUDA sources: reads with a cache modifier (OpenHIP hipCUB's <hipcub/iterator/cache_modified_input_iterator.hpp>).
#ifndef CUB_ITERATOR_CACHE_MODIFIED_INPUT_ITERATOR_CUH
#define CUB_ITERATOR_CACHE_MODIFIED_INPUT_ITERATOR_CUH

#include <hipcub/iterator/cache_modified_input_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::CacheModifiedInputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_CACHE_MODIFIED_INPUT_ITERATOR_CUH
