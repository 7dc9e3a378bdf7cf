// CUB name for CUDA sources: items paired with their offsets (OpenHIP hipCUB's <hipcub/iterator/arg_index_input_iterator.hpp>).
#ifndef CUB_ITERATOR_ARG_INDEX_INPUT_ITERATOR_CUH
#define CUB_ITERATOR_ARG_INDEX_INPUT_ITERATOR_CUH

#include <hipcub/iterator/arg_index_input_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::ArgIndexInputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_ARG_INDEX_INPUT_ITERATOR_CUH
