// CUB name for CUDA sources: functors (OpenHIP hipCUB's <hipcub/thread/thread_operators.hpp>).
#ifndef CUB_THREAD_THREAD_OPERATORS_CUH
#define CUB_THREAD_THREAD_OPERATORS_CUH

#include <hipcub/thread/thread_operators.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::Equality;
using ::hipcub::Inequality;
using ::hipcub::InequalityWrapper;
using ::hipcub::Sum;
using ::hipcub::Difference;
using ::hipcub::Division;
using ::hipcub::Max;
using ::hipcub::Min;
using ::hipcub::ArgMax;
using ::hipcub::ArgMin;
using ::hipcub::CastOp;
using ::hipcub::SwizzleScanOp;
using ::hipcub::ReduceBySegmentOp;
using ::hipcub::ReduceByKeyOp;
using ::hipcub::BinaryFlip;
using ::hipcub::MakeBinaryFlip;
}  // namespace cub

#endif  // CUB_THREAD_THREAD_OPERATORS_CUH
