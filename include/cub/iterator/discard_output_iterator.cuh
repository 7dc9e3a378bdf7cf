// CUB name for CUDA sources: an output that ignores writes (OpenHIP hipCUB's <hipcub/iterator/discard_output_iterator.hpp>).
#ifndef CUB_ITERATOR_DISCARD_OUTPUT_ITERATOR_CUH
#define CUB_ITERATOR_DISCARD_OUTPUT_ITERATOR_CUH

#include <hipcub/iterator/discard_output_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::DiscardOutputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_DISCARD_OUTPUT_ITERATOR_CUH
