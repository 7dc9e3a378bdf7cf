// Sequential reduction of a thread's items (CUB's internal::ThreadReduce).
#ifndef HIPCUB_THREAD_REDUCE_HPP_
#define HIPCUB_THREAD_REDUCE_HPP_

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace internal {

template <int LENGTH, typename T, typename ReductionOp>
__host__ __device__ inline T ThreadReduce(T* input, ReductionOp reduction_op, T prefix) {
  T retval = prefix;
#pragma unroll
  for (int i = 0; i < LENGTH; ++i) retval = reduction_op(retval, input[i]);
  return retval;
}

template <int LENGTH, typename T, typename ReductionOp>
__host__ __device__ inline T ThreadReduce(T* input, ReductionOp reduction_op) {
  T prefix = input[0];
  return ThreadReduce<LENGTH - 1>(input + 1, reduction_op, prefix);
}

template <int LENGTH, typename T, typename ReductionOp>
__host__ __device__ inline T ThreadReduce(T (&input)[LENGTH], ReductionOp reduction_op, T prefix) {
  return ThreadReduce<LENGTH>(input, reduction_op, prefix);
}

template <int LENGTH, typename T, typename ReductionOp>
__host__ __device__ inline T ThreadReduce(T (&input)[LENGTH], ReductionOp reduction_op) {
  return ThreadReduce<LENGTH>(static_cast<T*>(input), reduction_op);
}

}  // namespace internal
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_REDUCE_HPP_
