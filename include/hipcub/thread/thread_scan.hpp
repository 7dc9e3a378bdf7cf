// Sequential scans of a thread's items (CUB's internal::ThreadScanExclusive /
// ThreadScanInclusive); each returns the inclusive aggregate.
#ifndef HIPCUB_THREAD_SCAN_HPP_
#define HIPCUB_THREAD_SCAN_HPP_

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace internal {

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanExclusive(T* input, T* output, ScanOp scan_op, T prefix,
                                                 bool apply_prefix = true) {
  T inclusive = input[0];
  if (apply_prefix) inclusive = scan_op(prefix, inclusive);
  output[0] = prefix;
  T exclusive = inclusive;
#pragma unroll
  for (int i = 1; i < LENGTH; ++i) {
    inclusive = scan_op(exclusive, input[i]);
    output[i] = exclusive;
    exclusive = inclusive;
  }
  return inclusive;
}

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanExclusive(T (&input)[LENGTH], T (&output)[LENGTH], ScanOp scan_op, T prefix,
                                                 bool apply_prefix = true) {
  return ThreadScanExclusive<LENGTH>(static_cast<T*>(input), static_cast<T*>(output), scan_op, prefix, apply_prefix);
}

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanInclusive(T* input, T* output, ScanOp scan_op) {
  T inclusive = input[0];
  output[0] = inclusive;
#pragma unroll
  for (int i = 1; i < LENGTH; ++i) {
    inclusive = scan_op(inclusive, input[i]);
    output[i] = inclusive;
  }
  return inclusive;
}

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanInclusive(T (&input)[LENGTH], T (&output)[LENGTH], ScanOp scan_op) {
  return ThreadScanInclusive<LENGTH>(static_cast<T*>(input), static_cast<T*>(output), scan_op);
}

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanInclusive(T* input, T* output, ScanOp scan_op, T prefix,
                                                 bool apply_prefix = true) {
  T inclusive = input[0];
  if (apply_prefix) inclusive = scan_op(prefix, inclusive);
  output[0] = inclusive;
#pragma unroll
  for (int i = 1; i < LENGTH; ++i) {
    inclusive = scan_op(inclusive, input[i]);
    output[i] = inclusive;
  }
  return inclusive;
}

template <int LENGTH, typename T, typename ScanOp>
__host__ __device__ inline T ThreadScanInclusive(T (&input)[LENGTH], T (&output)[LENGTH], ScanOp scan_op, T prefix,
                                                 bool apply_prefix = true) {
  return ThreadScanInclusive<LENGTH>(static_cast<T*>(input), static_cast<T*>(output), scan_op, prefix, apply_prefix);
}

}  // namespace internal
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_SCAN_HPP_
