// CUB name for CUDA sources: items transformed when read (OpenHIP hipCUB's <hipcub/iterator/transform_input_iterator.hpp>).
#ifndef CUB_ITERATOR_TRANSFORM_INPUT_ITERATOR_CUH
#define CUB_ITERATOR_TRANSFORM_INPUT_ITERATOR_CUH

#include <hipcub/iterator/transform_input_iterator.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::TransformInputIterator;
}  // namespace cub

#endif  // CUB_ITERATOR_TRANSFORM_INPUT_ITERATOR_CUH
