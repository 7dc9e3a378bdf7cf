// CUB name for CUDA sources: block-wide histograms (OpenHIP hipCUB's <hipcub/block/block_histogram.hpp>).
#ifndef CUB_BLOCK_BLOCK_HISTOGRAM_CUH
#define CUB_BLOCK_BLOCK_HISTOGRAM_CUH

#include <hipcub/block/block_histogram.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::BlockHistogram;
using ::hipcub::BlockHistogramAlgorithm;
using ::hipcub::BLOCK_HISTO_SORT;
using ::hipcub::BLOCK_HISTO_ATOMIC;
}  // namespace cub

#endif  // CUB_BLOCK_BLOCK_HISTOGRAM_CUH
