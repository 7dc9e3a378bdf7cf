// Functors of CUB/hipCUB: comparisons, Sum/Max/Min, ArgMin/ArgMax over
// KeyValuePair, and the adapters used by scans and segmented reductions.
#ifndef HIPCUB_THREAD_OPERATORS_HPP_
#define HIPCUB_THREAD_OPERATORS_HPP_

#include <type_traits>
#include <utility>

#include "../config.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

struct Equality {
  template <typename T, typename U>
  __host__ __device__ bool operator()(const T& a, const U& b) const { return a == b; }
};

struct Inequality {
  template <typename T, typename U>
  __host__ __device__ bool operator()(const T& a, const U& b) const { return a != b; }
};

template <typename EqualityOp>
struct InequalityWrapper {
  EqualityOp op;
  __host__ __device__ InequalityWrapper(EqualityOp equality_op) : op(equality_op) {}
  template <typename T, typename U>
  __host__ __device__ bool operator()(const T& a, const U& b) { return !op(a, b); }
};

struct Sum {
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) const { return a + b; }
  template <typename T, typename U>
  __host__ __device__ auto operator()(const T& a, const U& b) const -> decltype(a + b) { return a + b; }
};

struct Difference {
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) const { return a - b; }
  template <typename T, typename U>
  __host__ __device__ auto operator()(const T& a, const U& b) const -> decltype(a - b) { return a - b; }
};

struct Division {
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) const { return a / b; }
  template <typename T, typename U>
  __host__ __device__ auto operator()(const T& a, const U& b) const -> decltype(a / b) { return a / b; }
};

struct Max {
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) const { return HIPCUB_MAX(a, b); }
  template <typename T, typename U>
  __host__ __device__ typename std::common_type<T, U>::type operator()(const T& a, const U& b) const {
    return HIPCUB_MAX(a, b);
  }
};

struct Min {
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) const { return HIPCUB_MIN(a, b); }
  template <typename T, typename U>
  __host__ __device__ typename std::common_type<T, U>::type operator()(const T& a, const U& b) const {
    return HIPCUB_MIN(a, b);
  }
};

/// The larger value; on ties the smaller key (offset).
struct ArgMax {
  template <typename T, typename OffsetT>
  __host__ __device__ KeyValuePair<OffsetT, T> operator()(const KeyValuePair<OffsetT, T>& a,
                                                          const KeyValuePair<OffsetT, T>& b) const {
    return ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key))) ? b : a;
  }
};

/// The smaller value; on ties the smaller key (offset).
struct ArgMin {
  template <typename T, typename OffsetT>
  __host__ __device__ KeyValuePair<OffsetT, T> operator()(const KeyValuePair<OffsetT, T>& a,
                                                          const KeyValuePair<OffsetT, T>& b) const {
    return ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key))) ? b : a;
  }
};

template <typename B>
struct CastOp {
  template <typename A>
  __host__ __device__ B operator()(const A& a) const { return static_cast<B>(a); }
};

/// Applies a binary operator with its operands swapped.
template <typename ScanOp>
class SwizzleScanOp {
 private:
  ScanOp scan_op;

 public:
  __host__ __device__ SwizzleScanOp(ScanOp op) : scan_op(op) {}
  template <typename T>
  __host__ __device__ T operator()(const T& a, const T& b) {
    T _a(a);
    T _b(b);
    return scan_op(_b, _a);
  }
};

/// Combines (offset, value) pairs of a segmented scan: a non-zero right key
/// starts a new segment.
template <typename ReductionOpT>
struct ReduceBySegmentOp {
  ReductionOpT op;
  __host__ __device__ ReduceBySegmentOp() {}
  __host__ __device__ ReduceBySegmentOp(ReductionOpT o) : op(o) {}
  template <typename KeyValuePairT>
  __host__ __device__ KeyValuePairT operator()(const KeyValuePairT& first, const KeyValuePairT& second) {
    KeyValuePairT retval;
    retval.key = first.key + second.key;
    retval.value = second.key ? second.value : op(first.value, second.value);
    return retval;
  }
};

/// Combines (key, value) pairs: equal keys reduce their values, a different
/// right key wins.
template <typename ReductionOpT>
struct ReduceByKeyOp {
  ReductionOpT op;
  __host__ __device__ ReduceByKeyOp() {}
  __host__ __device__ ReduceByKeyOp(ReductionOpT o) : op(o) {}
  template <typename KeyValuePairT>
  __host__ __device__ KeyValuePairT operator()(const KeyValuePairT& first, const KeyValuePairT& second) {
    KeyValuePairT retval = second;
    if (first.key == second.key) retval.value = op(first.value, retval.value);
    return retval;
  }
};

template <typename BinaryOpT>
struct BinaryFlip {
  BinaryOpT binary_op;
  __host__ __device__ explicit BinaryFlip(BinaryOpT op) : binary_op(op) {}
  template <typename T, typename U>
  __device__ auto operator()(T&& t, U&& u) -> decltype(binary_op(std::forward<U>(u), std::forward<T>(t))) {
    return binary_op(std::forward<U>(u), std::forward<T>(t));
  }
};

template <typename BinaryOpT>
__host__ __device__ BinaryFlip<BinaryOpT> MakeBinaryFlip(BinaryOpT binary_op) {
  return BinaryFlip<BinaryOpT>(binary_op);
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_OPERATORS_HPP_
