// CUB name for CUDA sources: a counting sequence (OpenHIP hipCUB's <hipcub/iterator/counting_input_iterator.hpp>).
#ifndef CUB_ITERATOR_COUNTING_INPUT_ITERATOR_CUH
#define CUB_ITERATOR_COUNTING_INPUT_ITERATOR_CUH

#include <hipcub/iterator/counting_input_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::CountingInputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_COUNTING_INPUT_ITERATOR_CUH
