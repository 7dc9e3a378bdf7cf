// CUB name for CUDA sources: a constant sequence (OpenHIP hipCUB's <hipcub/iterator/constant_input_iterator.hpp>).
#ifndef CUB_ITERATOR_CONSTANT_INPUT_ITERATOR_CUH
#define CUB_ITERATOR_CONSTANT_INPUT_ITERATOR_CUH

#include <hipcub/iterator/constant_input_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::ConstantInputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_CONSTANT_INPUT_ITERATOR_CUH
